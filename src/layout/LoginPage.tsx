import { Button, CardContent, CircularProgress, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Login, useLogin, useNotify, useTranslate } from 'react-admin';
import { AuthLinks } from '../pages/AuthCard';

/** Sign-in with email and password (the API's login is by email). */
const EmailLoginForm = () => {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [loading, setLoading] = useState(false);
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
    <form onSubmit={submit} noValidate>
      <CardContent>
        <Stack spacing={2}>
          <TextField name="email" type="email" autoComplete="username" autoFocus required
            label={translate('app.auth.email')} />
          <TextField name="password" type="password" autoComplete="current-password" required
            label={translate('ra.auth.password')} />
          <Button type="submit" variant="contained" disabled={loading} fullWidth>
            {loading ? <CircularProgress size={19} thickness={3} /> : translate('ra.auth.sign_in')}
          </Button>
          <AuthLinks show={['register', 'forgot']} />
        </Stack>
      </CardContent>
    </form>
  );
};

export const LoginPage = () => (
  <Login>
    <EmailLoginForm />
  </Login>
);
