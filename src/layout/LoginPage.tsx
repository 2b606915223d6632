import LockIcon from '@mui/icons-material/Lock';
import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useCheckAuth, useLogin, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AuthCard, AuthLinks } from '../pages/AuthCard';
import { session } from '../providers/session';

/** Sign-in with email and password (the API's login is by email). */
export const LoginPage = () => {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  // Here because the session ended under the page (revoked, expired), not by a logout: say so
  // for as long as the page shows, which a toast would not.
  const [ended] = useState(session.ended);

  // Like react-admin's own login page: someone signed in already goes home.
  useEffect(() => {
    checkAuth({}, false).then(() => navigate('/')).catch(() => {});
  }, [checkAuth, navigate]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setLoading(true);
    try {
      await login({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
    } catch (err) {
      notify((err as Error)?.message || 'ra.auth.sign_in_error', { type: 'error' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <AuthCard title={translate('app.account.login.title')} icon={<LockIcon />}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {ended && <Alert severity="warning">{translate('app.errors.token_invalid')}</Alert>}
          <TextField name="email" type="email" autoComplete="username" autoFocus required
            label={translate('app.auth.email')} />
          <TextField name="password" type="password" autoComplete="current-password" required
            label={translate('ra.auth.password')} />
          <Button type="submit" variant="contained" disabled={loading} fullWidth>
            {loading ? <CircularProgress size={19} thickness={3} /> : translate('ra.auth.sign_in')}
          </Button>
          <AuthLinks show={['register', 'forgot']} />
        </Stack>
      </form>
    </AuthCard>
  );
};
