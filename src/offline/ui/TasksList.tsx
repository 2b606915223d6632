import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Alert, Box, Button, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Confirm, useIsOffline, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../fields/format';
import { discardItem, replayNow, retryItem } from '../outbox';
import type { OutboxItem } from '../outboxItem';
import { useOutbox } from '../useOutbox';
import { isStale } from './age';
import { RefusalText } from './RefusalText';
import { describeItem } from './describeItem';
import { knownDays } from './knownDays';

const StateLine = ({ item }: { item: OutboxItem }) => {
  const translate = useTranslate();
  if (item.state === 'refused') return <RefusalText item={item} />;
  return (
    <Chip size="small" variant="outlined" data-testid="task-state"
      label={translate(item.state === 'sending' ? 'app.offline.tasks.sending' : 'app.offline.tasks.waiting')} sx={{ alignSelf: 'flex-start' }} />
  );
};

/**
 * The outbox page's list: one row per write of the user the server has not accepted, in words, with when it
 * was made, its state (the server's message when refused), a link to its record, retry for a refused
 * one and discard after a confirmation; "Sync now" while online with something waiting; a warning
 * when one has waited long enough for the browser to clear it. `empty` shows when there is none.
 */
export const TasksList = ({ empty }: { empty: ReactNode }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const offline = useIsOffline();
  const { pending, waiting } = useOutbox();
  const [discarding, setDiscarding] = useState<{ id: string; what: string }>();
  if (!pending.length) return empty;
  const days = knownDays(queryClient);
  const stale = pending.some((i) => isStale(i.capturedAt));
  return (
    <Box data-testid="pending-tasks" sx={{ p: 2 }}>
      {stale && <Alert severity="warning" sx={{ mb: 2 }} data-testid="tasks-stale">{translate('app.offline.tasks.stale')}</Alert>}
      {!offline && waiting > 0 && (
        <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={() => void replayNow()} sx={{ mb: 2 }}>
          {translate('app.offline.tasks.sync_now')}
        </Button>
      )}
      <List aria-label={translate('app.offline.tasks.list')} disablePadding>
        {pending.map((item) => {
          const { text, link, fix } = describeItem(item, translate, days);
          return (
            <ListItem key={item.id} divider disableGutters data-testid="task" data-state={item.state} sx={{ display: 'block', py: 1.5 }}>
              <Stack spacing={0.5}>
                <Typography variant="subtitle2" component="p">{text}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.offline.tasks.captured', { time: formatDateTime(item.capturedAt) })}
                </Typography>
                <StateLine item={item} />
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
                  {link && (
                    <Button size="small" variant={fix ? 'contained' : 'text'} component={Link} to={link}>
                      {translate(fix ? 'app.offline.tasks.fix' : 'app.offline.tasks.open')}
                    </Button>
                  )}
                  {item.state === 'refused' && (
                    <Button size="small" onClick={() => void retryItem(item.id)}>{translate('app.offline.tasks.retry')}</Button>
                  )}
                  {item.state !== 'sending' && (
                    <Button size="small" color="error" onClick={() => setDiscarding({ id: item.id, what: text })}>{translate('app.offline.tasks.discard')}</Button>
                  )}
                </Stack>
              </Stack>
            </ListItem>
          );
        })}
      </List>
      <Confirm isOpen={!!discarding} title="app.offline.tasks.discard_title" content="app.offline.tasks.discard_text"
        translateOptions={{ what: discarding?.what ?? '' }} confirm="app.offline.tasks.discard"
        onConfirm={() => {
          if (discarding) void discardItem(discarding.id);
          setDiscarding(undefined);
        }}
        onClose={() => setDiscarding(undefined)} />
    </Box>
  );
};
