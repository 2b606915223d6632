import LockIcon from '@mui/icons-material/Lock';
import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { AuthCard, AuthLinks } from '../pages/AuthCard';
import type { Credentials } from '../providers/signIn';
import { session } from '../providers/session';

/**
 * Sign-in with email and password (the API's login is by email). It needs only a translator in
 * context: react-admin's login page (LoginPage.tsx) draws it, and so does the login page opened alone
 * (LoginAlone.tsx), which has no react-admin, router or declarations; so the form is a file of its
 * own, apart from react-admin's login page and what it imports. A refusal is said under the
 * title, where it stays until the next try (role alert: read out when it appears).
 */
export const LoginForm = ({ signIn }: { signIn: (credentials: Credentials) => Promise<unknown> }) => {
  const translate = useTranslate();
  const [loading, setLoading] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  // Here because the session ended under the page (revoked, expired), not by a logout: say so
  // for as long as the page shows, which a toast would not.
  const [ended] = useState(session.ended);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setLoading(true);
    setRefusal(undefined);
    try {
      await signIn({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
    } catch (err) {
      // The server's message comes translated (Accept-Language); a network failure has none.
      const message = (err as Error)?.message || 'ra.auth.sign_in_error';
      setRefusal(translate(message, { _: message }));
    } finally {
      setLoading(false);
    }
  };
  return (
    <AuthCard title={translate('app.account.login.title')} icon={<LockIcon />}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {ended && <Alert severity="warning">{translate('app.errors.token_invalid')}</Alert>}
          {refusal && <Alert severity="error" role="alert">{refusal}</Alert>}
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
