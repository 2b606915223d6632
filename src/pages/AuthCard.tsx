import LockIcon from '@mui/icons-material/Lock';
import { Avatar, Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { type ReactNode, useContext, useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { LogoMark } from '../layout/LogoMark';
import { useDocumentTitle } from '../layout/DocumentTitle';
import { LanguageMenu } from '../layout/LanguageMenu';
import { currentLocale } from '../providers/locale';
import { prefixOf } from '../providers/localeRoute';
import { RouterLinkContext } from './routerLink';

/**
 * The frame of the pages outside the shell (login, register, forgot and reset password, lock
 * screen, not found for a visitor): the product's name, a language picker, and a centred card.
 */
export const AuthCard = ({ title, titleId, icon = <LockIcon />, children }: { title: string; titleId?: string; icon?: ReactNode; children: ReactNode }) => {
  const translate = useTranslate();
  useDocumentTitle(title);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2,
      backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)' }}>
      <Box component="header" sx={{ alignSelf: 'stretch', display: 'flex', justifyContent: 'flex-end', py: 1, color: 'common.white' }}>
        <LanguageMenu />
      </Box>
      <Box component="main" sx={{ width: '100%', maxWidth: 420, mt: { xs: 1, sm: '3em' }, mb: 4 }}>
        <Card>
          <Box data-testid="product-name" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.25, pt: 3, px: 2 }}>
            <LogoMark />
            <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>{translate('app.name')}</Typography>
          </Box>
          <Box sx={{ mt: 2, mb: 1, display: 'flex', justifyContent: 'center' }}>
            <Avatar sx={{ bgcolor: 'secondary.main' }}>{icon}</Avatar>
          </Box>
          <Typography id={titleId} component="h1" variant="h6" align="center" sx={{ px: 2 }}>{title}</Typography>
          <CardContent>{children}</CardContent>
        </Card>
      </Box>
    </Box>
  );
};

/**
 * A link inside the app: relative to the router's basename, like every route. The login page
 * opened alone has no router; its links load the page they name under the language's prefix.
 */
export const AuthLink = ({ to, children }: { to: string; children: ReactNode }) => {
  const RouterLink = useContext(RouterLinkContext);
  return RouterLink
    ? <Link component={RouterLink} to={to} variant="body2" underline="hover">{children}</Link>
    : <Link href={`${prefixOf(currentLocale())}${to}`} variant="body2" underline="hover">{children}</Link>;
};

type Target = 'sign_in' | 'register' | 'forgot';
const PATHS: Record<Target, string> = { sign_in: '/login', register: '/register', forgot: '/forgot-password' };

/** Links between the account pages; the login page shows `<AuthLinks show={['register', 'forgot']} />`. */
export const AuthLinks = ({ show }: { show: Target[] }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} alignItems="center" sx={{ mt: 2 }}>
      {show.map((target) => (
        <AuthLink key={target} to={PATHS[target]}>{translate(`app.account.links.${target}`)}</AuthLink>
      ))}
    </Stack>
  );
};

export interface ApiErrors {
  status?: number;
  message: string;
  /** Per-field messages, already translated by the server (Accept-Language). */
  fields: Record<string, string>;
}

/** What an apiFetch failure says: its status, message and field messages. */
export const apiErrors = (err: unknown): ApiErrors => {
  if (err instanceof HttpError) {
    const body = err.body as { errors?: Record<string, string> } | undefined;
    return { status: err.status, message: err.message, fields: body?.errors ?? {} };
  }
  // A network failure: the browser's own text is not translated.
  return { message: 'ra.notification.http_error', fields: {} };
};

/**
 * The state of an account form: whether its request is under way, and the messages by field
 * (the server's, or the page's own), each cleared as soon as its field is edited.
 */
export const useAccountForm = () => {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const field = (name: string) => ({
    name,
    error: !!errors[name],
    helperText: errors[name],
    onChange: () => setErrors(({ [name]: _gone, ...rest }) => rest),
    disabled: saving,
    fullWidth: true,
  });
  return { setErrors, saving, setSaving, field };
};
