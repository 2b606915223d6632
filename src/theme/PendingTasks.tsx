import CloudDoneIcon from '@mui/icons-material/CloudDone';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TasksList } from '../offline/ui/TasksList';

/** The user's changes waiting to reach the server (the offline outbox), or that there are none. */
export const PendingTasks = ({ onNavigate }: { onNavigate?: () => void }) => {
  const translate = useTranslate();
  const empty = (
    <Box data-testid="pending-tasks" sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}>
      <CloudDoneIcon color="success" sx={{ fontSize: 48 }} />
      <Typography variant="subtitle1" component="p">{translate('app.shell.tasks.empty')}</Typography>
      <Typography variant="body2" color="text.secondary">{translate('app.shell.tasks.empty_hint')}</Typography>
    </Box>
  );
  return <TasksList empty={empty} onNavigate={onNavigate} />;
};
