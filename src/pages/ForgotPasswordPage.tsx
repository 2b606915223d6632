import LockResetIcon from '@mui/icons-material/LockReset';
import { Alert, AlertTitle, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../providers/http';
import { AuthCard, AuthLinks, apiErrors } from './AuthCard';

/**
 * /forgot-password: asks for a reset link. The answer is the same for known and unknown
 * addresses, and so is the message shown.
 */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [sentTo, setSentTo] = useState<string>();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '').trim();
    setLoading(true);
    setError(undefined);
    try {
      await apiFetch('/usuarios/forgot_password', { method: 'POST', auth: false, body: { email } });
      setSentTo(email);
    } catch (err) {
      const { message, fields } = apiErrors(err);
      setError(fields.email);
      notify(message, { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthCard title={translate('app.account.forgot.title')} icon={<LockResetIcon />}>
      {sentTo !== undefined ? (
        <Alert severity="success" role="status">
          <AlertTitle>{translate('app.account.forgot.done_title')}</AlertTitle>
          {translate('app.account.forgot.done', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">{translate('app.account.forgot.intro')}</Typography>
            <TextField name="email" type="email" label={translate('app.account.fields.email')} autoComplete="email"
              required autoFocus disabled={loading} error={!!error} helperText={error} onChange={() => setError(undefined)} />
            <Button type="submit" variant="contained" disabled={loading} fullWidth>
              {loading ? <CircularProgress size={19} thickness={3} /> : translate('app.account.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <AuthLinks show={['sign_in', 'register']} />
    </AuthCard>
  );
};

export default ForgotPasswordPage;
