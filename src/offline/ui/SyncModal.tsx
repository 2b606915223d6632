import { Dialog, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useOutbox } from '../useOutbox';

/**
 * SPEC 4's modal while a replay (in this tab or another) sends the user's writes: "Por favor,
 * aguarde!" / "sincronizando dados.", with how many of them are done. It cannot be dismissed; it
 * goes when the replay ends.
 */
export const SyncModal = () => {
  const translate = useTranslate();
  const { items, replaying } = useOutbox();
  // The writes this replay started with: the count stays "n of m" while they leave one by one.
  const [batch, setBatch] = useState<string[]>();
  // Adjusted while rendering (React's "storing information from previous renders"), not in an effect.
  if (!replaying && batch) setBatch(undefined);
  if (replaying && !batch) setBatch(items.filter((i) => i.state === 'waiting' || i.state === 'sending').map((i) => i.id));
  const open = replaying && !!batch?.length;
  const total = batch?.length ?? 0;
  const done = batch?.filter((id) => {
    const item = items.find((i) => i.id === id);
    return !item || item.state === 'accepted' || item.state === 'refused';
  }).length ?? 0;
  return (
    <Dialog open={open} aria-labelledby="sync-title" aria-describedby="sync-text" data-testid="sync-modal">
      <DialogTitle id="sync-title">{translate('app.offline.sync.title')}</DialogTitle>
      <DialogContent sx={{ minWidth: { xs: 240, sm: 320 } }}>
        <Typography id="sync-text" sx={{ mb: 2 }}>{translate('app.offline.sync.text')}</Typography>
        <LinearProgress variant="determinate" value={total ? (100 * done) / total : 0}
          aria-label={translate('app.offline.sync.progress', { n: done, m: total })} />
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="sync-progress">{translate('app.offline.sync.progress', { n: done, m: total })}</Typography>
      </DialogContent>
    </Dialog>
  );
};
