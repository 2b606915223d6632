import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, AlertTitle, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../providers/http';
import { AuthCard, AuthLinks, apiErrors, useAccountForm } from './AuthCard';

/**
 * /register: asks for an account. The server creates it inactive, without roles, until an
 * administrator activates it; its answer is the same whether or not the email is known.
 */
export const RegisterPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { setErrors, saving: loading, setSaving: setLoading, field } = useAccountForm();
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    if (value('password') !== value('confirm')) {
      setErrors({ confirm: translate('app.account.passwords_differ') });
      return;
    }
    setLoading(true);
    setErrors({});
    try {
      await apiFetch('/usuarios/register', {
        method: 'POST',
        auth: false,
        body: { firstName: value('firstName'), lastName: value('lastName'), email: value('email'), password: value('password') },
      });
      setDone(true);
    } catch (err) {
      const { message, fields } = apiErrors(err);
      setErrors(fields);
      notify(message, { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthCard title={translate('app.account.register.title')} icon={<PersonAddIcon />}>
      {done ? (
        <Alert severity="success" role="status">
          <AlertTitle>{translate('app.account.register.done_title')}</AlertTitle>
          {translate('app.account.register.done')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">{translate('app.account.register.intro')}</Typography>
            <TextField {...field('firstName')} label={translate('app.account.fields.first_name')} autoComplete="given-name" required autoFocus />
            <TextField {...field('lastName')} label={translate('app.account.fields.last_name')} autoComplete="family-name" />
            <TextField {...field('email')} type="email" label={translate('app.account.fields.email')} autoComplete="email" required />
            <TextField {...field('password')} type="password" label={translate('app.account.fields.password')} autoComplete="new-password" required />
            <TextField {...field('confirm')} type="password" label={translate('app.account.fields.confirm_password')} autoComplete="new-password" required />
            <Button type="submit" variant="contained" disabled={loading} fullWidth>
              {loading ? <CircularProgress size={19} thickness={3} /> : translate('app.account.register.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <AuthLinks show={done ? ['sign_in'] : ['sign_in', 'forgot']} />
    </AuthCard>
  );
};

export default RegisterPage;
