import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PendingTasks } from './PendingTasks';
import { ThemeSettingsForm } from './ThemeSettingsForm';

export type PanelTab = 'settings' | 'tasks';

/**
 * The side panel at the end of the page (docs/domain.md "Shell and theme settings"): the layout choices, and the user's pending
 * changes. The shell holds the tab, so the top bar's outbox badge opens it on the tasks.
 */
export const ThemePanel = ({ open, onClose, tab, onTab }: { open: boolean; onClose: () => void; tab: PanelTab; onTab: (tab: PanelTab) => void }) => {
  const translate = useTranslate();
  return (
    <Drawer anchor="right" open={open} onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'theme-panel-title', sx: { width: { xs: '100%', sm: 360 } } } }}>
      <Box data-testid="theme-panel">
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, py: 1.5, gap: 1 }}>
          <Typography id="theme-panel-title" variant="h6" component="h2" sx={{ flex: 1 }}>{translate('app.shell.theme.title')}</Typography>
          <IconButton edge="end" aria-label={translate('ra.action.close')} onClick={onClose}><CloseIcon /></IconButton>
        </Box>
        <Tabs value={tab} onChange={(_e, value: PanelTab) => onTab(value)} variant="fullWidth">
          {(['settings', 'tasks'] as const).map((t) => (
            <Tab key={t} value={t} id={`theme-tab-${t}`} aria-controls="theme-tabpanel" label={translate(`app.shell.theme.tabs.${t}`)} />
          ))}
        </Tabs>
        <Divider />
        <Box role="tabpanel" id="theme-tabpanel" aria-labelledby={`theme-tab-${tab}`}>
          {tab === 'settings' ? <ThemeSettingsForm /> : <PendingTasks onNavigate={onClose} />}
        </Box>
      </Box>
    </Drawer>
  );
};
