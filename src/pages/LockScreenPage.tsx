import LockIcon from '@mui/icons-material/Lock';
import { Button, CircularProgress, Dialog, Link, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useAuthProvider, useLogout, useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { apiFetch } from '../providers/http';
import { isLocked, lockSession, unlockSession } from '../providers/idleLock';
import { session } from '../providers/session';
import { AuthCard, apiErrors } from './AuthCard';

/**
 * The password that unlocks a locked session (providers/idleLock). Unlocking signs in again,
 * which starts a new session, not locked; the locked session's refresh tokens are then revoked.
 */
const LockForm = ({ onUnlocked }: { onUnlocked?: () => void }) => {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [user] = useState(session.user);
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);

  if (!user?.email) return <Navigate to="/login" replace />;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    const previous = session.tokens()?.refresh_token;
    setLoading(true);
    setError(undefined);
    try {
      await authProvider!.login({ email: user.email, password });
      // Roles may have changed since the lock: read them again, as react-admin's sign-in does.
      void queryClient.invalidateQueries({ queryKey: ['auth'] });
      unlockSession();
      if (previous) apiFetch('/usuarios/logout', { method: 'POST', auth: false, body: { refresh_token: previous } }).catch(() => {});
      onUnlocked?.();
    } catch (err) {
      // Under the password field only: a toast would say it a second time.
      setError(apiErrors(err).message);
      setLoading(false);
    }
  };

  const otherUser = () => {
    unlockSession();
    // To /login without coming back here after the next sign-in.
    void logout({}, undefined, false);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Typography variant="subtitle1" align="center">{translate('app.account.lock.greeting', { name: user.firstName })}</Typography>
        <Typography variant="body2" color="text.secondary">{translate('app.account.lock.intro')}</Typography>
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <TextField name="password" type="password" label={translate('app.account.fields.password')}
          autoComplete="current-password" required autoFocus disabled={loading}
          error={!!error} helperText={error} onChange={() => setError(undefined)} />
        <Button type="submit" variant="contained" disabled={loading} fullWidth>
          {loading ? <CircularProgress size={19} thickness={3} /> : translate('app.account.lock.submit')}
        </Button>
        <Link component="button" type="button" variant="body2" underline="hover" onClick={otherUser} sx={{ alignSelf: 'center' }}>
          {translate('app.account.lock.other_user')}
        </Link>
      </Stack>
    </form>
  );
};

/**
 * The lock over the page (the layout shows it while the session is locked): the page stays
 * mounted under it, typed input and open dialogs included, and is there again once unlocked.
 * It covers everything, dialogs and toasts too, so no data shows meanwhile.
 */
export const LockOverlay = () => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open fullScreen disableEscapeKeyDown aria-labelledby={titleId} sx={{ zIndex: (theme) => theme.zIndex.tooltip + 1 }}>
      <AuthCard title={translate('app.account.lock.title')} titleId={titleId} icon={<LockIcon />}>
        {/* Unlocking reaches the layout through the lock state. */}
        <LockForm />
      </AuthCard>
    </Dialog>
  );
};

/**
 * /lock-screen: locks the session and asks for the password; then home. Mounted outside the
 * layout. Without a session there is nothing to unlock: /login.
 */
export const LockScreenPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [signedIn] = useState(() => !!session.user());

  // Being on this page is being locked: a reload or another tab stays locked.
  useEffect(() => {
    if (signedIn) lockSession();
  }, [signedIn]);

  // Unlocked or signed out in another tab: follow it.
  useEffect(() => {
    const onStorage = () => {
      if (!session.user()) navigate('/login', { replace: true });
      else if (!isLocked()) navigate('/', { replace: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);

  return (
    <AuthCard title={translate('app.account.lock.title')} icon={<LockIcon />}>
      <LockForm onUnlocked={() => navigate('/', { replace: true })} />
    </AuthCard>
  );
};

export default LockScreenPage;
