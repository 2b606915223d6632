import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { OutboxEmpty } from '../offline/ui/OutboxPage';
import { TasksList } from '../offline/ui/TasksList';
import { ChatTab } from './ChatTab';
import { ThemeSettingsForm } from './ThemeSettingsForm';

const TABS = ['settings', 'chat', 'tasks'] as const;
type PanelTab = (typeof TABS)[number];

/**
 * The side panel at the end of the page (SPEC 2 "Top bar and side panel", docs/domain.md "Shell and
 * theme settings"): the layout choices; the chat tab SPEC names, with its static demo content; and its
 * tasks tab, which lists the writes waiting to sync. Their own place is the outbox page the top bar's
 * badge opens (issue 28); the tab shows the same list.
 */
export const ThemePanel = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const [tab, setTab] = useState<PanelTab>('settings');
  return (
    <Drawer anchor="right" open={open} onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'theme-panel-title', sx: { width: { xs: '100%', sm: 360 } } } }}>
      <Box data-testid="theme-panel">
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, py: 1.5, gap: 1 }}>
          <Typography id="theme-panel-title" variant="h6" component="h2" sx={{ flex: 1 }}>{translate('app.shell.theme.title')}</Typography>
          <IconButton edge="end" aria-label={translate('ra.action.close')} onClick={onClose}><CloseIcon /></IconButton>
        </Box>
        {/* Three tabs share 360 px: in their own case and with less padding, "Configurações" and "Configuración" fit. */}
        <Tabs value={tab} onChange={(_e, value: PanelTab) => setTab(value)} variant="fullWidth"
          sx={{ '& .MuiTab-root': { textTransform: 'none', minWidth: 0, px: 1 } }}>
          {TABS.map((t) => (
            <Tab key={t} value={t} id={`theme-tab-${t}`} aria-controls="theme-tabpanel" label={translate(`app.shell.theme.tabs.${t}`)} />
          ))}
        </Tabs>
        <Divider />
        <Box role="tabpanel" id="theme-tabpanel" aria-labelledby={`theme-tab-${tab}`}>
          {tab === 'settings' && <ThemeSettingsForm />}
          {tab === 'chat' && <ChatTab />}
          {tab === 'tasks' && <TasksList empty={<OutboxEmpty />} onNavigate={onClose} />}
        </Box>
      </Box>
    </Drawer>
  );
};
