import KeyIcon from '@mui/icons-material/Key';
import { Alert, AlertTitle, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { apiFetch } from '../providers/http';
import { AuthCard, AuthLink, AuthLinks, apiErrors, useAccountForm } from './AuthCard';

type State = { kind: 'form' } | { kind: 'done' } | { kind: 'invalid'; message?: string };

/**
 * /redefinir-senha/{id}?token=...: the link of a reset mail. Sets a new password; the link
 * works once. A link without its id or token is invalid before anything is sent.
 */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { id } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [state, setState] = useState<State>(id && token ? { kind: 'form' } : { kind: 'invalid' });
  const { setErrors, saving: loading, setSaving: setLoading, field } = useAccountForm();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirm') ?? '')) {
      setErrors({ confirm: translate('app.account.passwords_differ') });
      return;
    }
    setLoading(true);
    setErrors({});
    try {
      await apiFetch('/usuarios/reset_password', { method: 'POST', auth: false, body: { id, token, password } });
      setState({ kind: 'done' });
    } catch (err) {
      const { status, message, fields } = apiErrors(err);
      if (fields.password) {
        setErrors({ password: fields.password });
        notify(message, { type: 'error' });
      } else if (status === 400) {
        // The link itself: unknown, wrong token, used, replaced or expired.
        setState({ kind: 'invalid', message });
      } else {
        notify(message, { type: 'error' });
      }
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthCard title={translate('app.account.reset.title')} icon={<KeyIcon />}>
      {state.kind === 'done' && (
        <Alert severity="success" role="status">
          <AlertTitle>{translate('app.account.reset.done_title')}</AlertTitle>
          {translate('app.account.reset.done')}
        </Alert>
      )}
      {state.kind === 'invalid' && (
        <Alert severity="error" role="alert">
          <AlertTitle>{translate('app.account.reset.invalid_title')}</AlertTitle>
          {state.message ?? translate('app.account.reset_invalid')}
          <Stack sx={{ mt: 1 }}>
            <AuthLink to="/forgot-password">{translate('app.account.reset.request_new')}</AuthLink>
          </Stack>
        </Alert>
      )}
      {state.kind === 'form' && (
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">{translate('app.account.reset.intro')}</Typography>
            <TextField {...field('password')} type="password" label={translate('app.account.fields.new_password')}
              autoComplete="new-password" required autoFocus />
            <TextField {...field('confirm')} type="password" label={translate('app.account.fields.confirm_new_password')}
              autoComplete="new-password" required />
            <Button type="submit" variant="contained" disabled={loading} fullWidth>
              {loading ? <CircularProgress size={19} thickness={3} /> : translate('app.account.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <AuthLinks show={['sign_in']} />
    </AuthCard>
  );
};

export default ResetPasswordPage;
