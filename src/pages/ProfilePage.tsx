import {
  Alert, Box, Button, Card, CardContent, CircularProgress, FormControlLabel, FormHelperText, MenuItem, Stack, Switch, TextField, Typography,
} from '@mui/material';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Loading, Title, useGetIdentity, useLogoutIfAccessDenied, useNotify, useStore, useTranslate } from 'react-admin';
import { isLocale } from '../../i18n';
import { useLanguages } from '../layout/LanguageMenu';
import { refreshAuth } from '../providers/authProvider';
import { apiFetch } from '../providers/http';
import { DRIVER_DAY_LOCK_KEY, idleLockMinutes } from '../providers/idleLock';
import { htmlLang } from '../providers/i18nProvider';
import { type StoredUser, session } from '../providers/session';
import { apiErrors, useAccountForm } from './AuthCard';

type Profile = Pick<StoredUser, 'id' | 'firstName' | 'lastName' | 'email' | 'roles' | 'tipo_id'>;

/** The server's answer replaces the stored user, so the top bar shows the new name at once. */
const remember = (profile: Profile) => {
  const tokens = session.tokens();
  const user = session.user();
  if (tokens && user) session.save(tokens, { ...user, ...profile });
};

/** PUT /v1/usuarios/me, after the usual token refresh (apiFetch does not refresh by itself). */
const saveProfile = async (body: Record<string, unknown>) => {
  await refreshAuth();
  return apiFetch<Profile>('/usuarios/me', { method: 'PUT', body });
};

const Section = ({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) => (
  <Card component="section" aria-label={title}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>{title}</Typography>
      {intro && <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{intro}</Typography>}
      {children}
    </CardContent>
  </Card>
);

/**
 * Whether the driver's day locks when idle too, in this browser (providers/idleLock): off by
 * default. Shown only where idle locking is on at all.
 */
const IdleLockChoice = () => {
  const translate = useTranslate();
  const hintId = useId();
  const [driverDay, setDriverDay] = useStore(DRIVER_DAY_LOCK_KEY, false);
  const minutes = idleLockMinutes();
  if (!minutes) return null;
  return (
    <Section title={translate('app.account.profile.idle_lock')} intro={translate('app.account.profile.idle_lock_hint', { minutes })}>
      <FormControlLabel label={translate('app.account.profile.idle_lock_driver')}
        control={<Switch checked={driverDay} onChange={(e) => setDriverDay(e.target.checked)} slotProps={{ input: { 'aria-describedby': hintId } }} />} />
      <FormHelperText id={hintId}>{translate('app.account.profile.idle_lock_driver_hint')}</FormHelperText>
    </Section>
  );
};

/** /profile: the signed-in user's name, the language of the pages, and a password change that needs the current password. */
export const ProfilePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { refetch: refetchIdentity } = useGetIdentity();
  const { languages, locale, choose } = useLanguages();
  const [profile, setProfile] = useState<Profile>();
  const [loadError, setLoadError] = useState<string>();
  const name = useAccountForm();
  const password = useAccountForm();

  // Fresh from the server: an administrator may have changed the name since sign-in.
  useEffect(() => {
    refreshAuth()
      .then(() => apiFetch<Profile>('/usuarios/me'))
      .then(setProfile)
      .catch(async (err) => {
        if (!(await logoutIfAccessDenied(err))) setLoadError(apiErrors(err).message);
      });
  }, [logoutIfAccessDenied]);

  const fail = async (err: unknown, setErrors: (e: Record<string, string>) => void) => {
    if (await logoutIfAccessDenied(err)) return;
    const { message, fields } = apiErrors(err);
    setErrors(fields);
    // A message under a field is the whole story; say it only once.
    if (Object.keys(fields).length === 0) notify(message, { type: 'error' });
  };

  const submitName = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    name.setSaving(true);
    name.setErrors({});
    try {
      const saved = await saveProfile({ firstName: String(form.get('firstName') ?? ''), lastName: String(form.get('lastName') ?? '') });
      remember(saved);
      setProfile(saved);
      refetchIdentity();
      notify('app.account.profile.saved', { type: 'success' });
    } catch (err) {
      await fail(err, name.setErrors);
    } finally {
      name.setSaving(false);
    }
  };

  const submitPassword = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    const value = (key: string) => String(form.get(key) ?? '');
    if (value('password') !== value('confirm')) {
      password.setErrors({ confirm: translate('app.account.passwords_differ') });
      return;
    }
    password.setSaving(true);
    password.setErrors({});
    try {
      await saveProfile({ current_password: value('current_password'), password: value('password') });
      formElement.reset();
      notify('app.account.profile.password_changed', { type: 'success' });
    } catch (err) {
      await fail(err, password.setErrors);
    } finally {
      password.setSaving(false);
    }
  };

  const title = translate('app.account.profile.title');
  if (loadError) return <Alert severity="error" sx={{ mt: 2 }}>{loadError}</Alert>;
  if (!profile) return <Loading />;
  const submit = (label: string, saving: boolean) => (
    <Box>
      <Button type="submit" variant="contained" disabled={saving}>
        {saving ? <CircularProgress size={19} thickness={3} aria-label={label} /> : label}
      </Button>
    </Box>
  );

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, maxWidth: 640 }} data-testid="profile">
      <Title title={title} />
      <Typography variant="h5" component="h1">{title}</Typography>

      <Section title={translate('app.account.profile.personal')}>
        <form onSubmit={submitName} noValidate>
          <Stack spacing={2}>
            <TextField {...name.field('firstName')} label={translate('app.account.fields.first_name')} defaultValue={profile.firstName}
              autoComplete="given-name" required />
            <TextField {...name.field('lastName')} label={translate('app.account.fields.last_name')} defaultValue={profile.lastName ?? ''}
              autoComplete="family-name" />
            <TextField label={translate('app.account.fields.email')} value={profile.email ?? ''} fullWidth
              slotProps={{ input: { readOnly: true } }} />
            {submit(translate('ra.action.save'), name.saving)}
          </Stack>
        </form>
      </Section>

      <Section title={translate('app.account.profile.language')}>
        <TextField select fullWidth label={translate('app.account.profile.language')} value={locale}
          helperText={translate('app.account.profile.language_hint')} onChange={(e) => choose(e.target.value)}>
          {languages.map((l) => (
            <MenuItem key={l.locale} value={l.locale} lang={isLocale(l.locale) ? htmlLang(l.locale) : l.locale}>{l.name}</MenuItem>
          ))}
        </TextField>
      </Section>

      <IdleLockChoice />

      <Section title={translate('app.account.profile.password')} intro={translate('app.account.profile.password_intro')}>
        <form onSubmit={submitPassword} noValidate>
          <Stack spacing={2}>
            {/* For password managers: whose password this is. */}
            <input type="email" name="username" autoComplete="username" value={profile.email ?? ''} readOnly hidden />
            <TextField {...password.field('current_password')} type="password" label={translate('app.account.fields.current_password')}
              autoComplete="current-password" required />
            <TextField {...password.field('password')} type="password" label={translate('app.account.fields.new_password')}
              autoComplete="new-password" required />
            <TextField {...password.field('confirm')} type="password" label={translate('app.account.fields.confirm_new_password')}
              autoComplete="new-password" required />
            {submit(translate('app.account.profile.password_submit'), password.saving)}
          </Stack>
        </form>
      </Section>
    </Stack>
  );
};

export default ProfilePage;
