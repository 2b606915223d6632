import LockIcon from '@mui/icons-material/Lock';
import { Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useLogin, useLogout, useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { apiFetch } from '../providers/http';
import { forgetReturn, isLocked, lockSession, returnPath, unlockSession } from '../providers/idleLock';
import { session } from '../providers/session';
import { AuthCard, apiErrors } from './AuthCard';

/**
 * /lock-screen: the session is locked (idle time, see providers/idleLock) until the signed-in
 * user enters their password again; then back to the page they were on. Mounted outside the
 * layout, so no data shows meanwhile. Without a session there is nothing to unlock: /login.
 */
export const LockScreenPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const logout = useLogout();
  const navigate = useNavigate();
  const [user] = useState(session.user);
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);

  // Being on this page is being locked: a reload or another tab stays locked.
  useEffect(() => {
    if (user) lockSession();
  }, [user]);

  // Unlocked or signed out in another tab: follow it.
  useEffect(() => {
    const onStorage = () => {
      if (!session.user()) navigate('/login', { replace: true });
      else if (!isLocked()) navigate(returnPath(), { replace: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);

  if (!user?.email) return <Navigate to="/login" replace />;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    const previous = session.tokens()?.refresh_token;
    setLoading(true);
    setError(undefined);
    try {
      // The normal sign-in; it starts a new session, which is not locked.
      await login({ email: user.email, password }, returnPath());
      forgetReturn();
      unlockSession();
      // The locked session's refresh tokens are of no further use.
      if (previous) apiFetch('/usuarios/logout', { method: 'POST', auth: false, body: { refresh_token: previous } }).catch(() => {});
    } catch (err) {
      // Under the password field only: a toast would say it a second time.
      setError(apiErrors(err).message);
      setLoading(false);
    }
  };

  const otherUser = () => {
    unlockSession();
    forgetReturn();
    // To /login without coming back here after the next sign-in.
    void logout({}, undefined, false);
  };

  return (
    <AuthCard title={translate('app.account.lock.title')} icon={<LockIcon />}>
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
    </AuthCard>
  );
};

export default LockScreenPage;
