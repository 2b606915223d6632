import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ThemeSettingsForm } from './ThemeSettingsForm';

/**
 * The side panel at the end of the page (docs/domain.md "Shell and theme settings"): the layout
 * choices. The writes waiting to sync have a page of their own (the outbox page, issue 28).
 */
export const ThemePanel = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Drawer anchor="right" open={open} onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'theme-panel-title', sx: { width: { xs: '100%', sm: 360 } } } }}>
      <Box data-testid="theme-panel">
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, py: 1.5, gap: 1 }}>
          <Typography id="theme-panel-title" variant="h6" component="h2" sx={{ flex: 1 }}>{translate('app.shell.theme.title')}</Typography>
          <IconButton edge="end" aria-label={translate('ra.action.close')} onClick={onClose}><CloseIcon /></IconButton>
        </Box>
        <Divider />
        <ThemeSettingsForm />
      </Box>
    </Drawer>
  );
};
