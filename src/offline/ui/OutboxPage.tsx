import CloudDoneIcon from '@mui/icons-material/CloudDone';
import { Box, Card, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { TasksList } from './TasksList';

/**
 * The user's writes the server has not accepted yet, waiting or refused (docs/architecture.md
 * "Offline"): a page of its own (issue 28), which the top bar's badge opens and the user menu
 * always offers, so a driver finds it by what it holds, not in the theme panel.
 */
export const OutboxPage = () => {
  const translate = useTranslate();
  const empty = (
    <Box data-testid="pending-tasks" sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}>
      <CloudDoneIcon color="success" sx={{ fontSize: 48 }} />
      <Typography variant="subtitle1" component="p">{translate('app.offline.page.empty')}</Typography>
      <Typography variant="body2" color="text.secondary">{translate('app.offline.page.empty_hint')}</Typography>
    </Box>
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720, mx: 'auto' }}>
      <Title title={translate('app.offline.page.title')} />
      <Typography variant="h6" component="h1" gutterBottom>{translate('app.offline.page.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('app.offline.page.intro')}</Typography>
      <Card variant="outlined">
        <TasksList empty={empty} />
      </Card>
    </Box>
  );
};
