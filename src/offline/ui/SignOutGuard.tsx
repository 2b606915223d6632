import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { currentUserId, outbox, replayNow } from '../outbox';
import { useOutbox } from '../useOutbox';

/** The user's writes not yet accepted, as stored now (after a replay, before the screens re-render). */
const stillPending = async () => {
  const user = currentUserId();
  return (await outbox.all()).filter((i) => i.userId === user && i.state !== 'accepted').length;
};

/**
 * Signing out with writes waiting: says how many, and offers to sync first (then signs out if all
 * were accepted), to sign out anyway (they stay on this device for this user's next sign-in), or
 * to stay. `onSignOut` is the plain logout.
 */
export const SignOutGuard = ({ open, onClose, onSignOut }: { open: boolean; onClose: () => void; onSignOut: () => void }) => {
  const translate = useTranslate();
  const { pending } = useOutbox();
  const [syncing, setSyncing] = useState(false);
  const [notAll, setNotAll] = useState(false);
  const close = () => {
    setNotAll(false);
    onClose();
  };
  const syncFirst = async () => {
    setSyncing(true);
    setNotAll(false);
    try {
      await replayNow();
      if ((await stillPending()) === 0) {
        onClose();
        onSignOut();
      } else setNotAll(true);
    } finally {
      setSyncing(false);
    }
  };
  return (
    <Dialog open={open} onClose={syncing ? undefined : close} aria-labelledby="signout-title" aria-describedby="signout-text">
      <DialogTitle id="signout-title">{translate('app.offline.signout.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="signout-text">{translate('app.offline.signout.text', { smart_count: pending.length })}</DialogContentText>
        {notAll && <Alert severity="warning" sx={{ mt: 2 }}>{translate('app.offline.signout.not_all')}</Alert>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={syncing}>{translate('ra.action.cancel')}</Button>
        <Button color="error" disabled={syncing} onClick={() => {
          close();
          onSignOut();
        }}>{translate('app.offline.signout.anyway')}</Button>
        <Button variant="contained" disabled={syncing} onClick={() => void syncFirst()}>{translate('app.offline.signout.sync')}</Button>
      </DialogActions>
    </Dialog>
  );
};
