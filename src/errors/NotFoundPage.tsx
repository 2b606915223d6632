import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useContext } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { InShellContext } from '../layout/InShellContext';
import { AuthCard } from '../pages/AuthCard';
import { session } from '../providers/session';

/** Outside the shell: the account pages' frame, and a way to sign in for a visitor. */
const StandaloneNotFound = () => {
  const translate = useTranslate();
  // Read from the browser, not asked of the auth provider: a failed check here would restart the layout's own.
  const authenticated = !!session.user();
  return (
    <AuthCard title={translate('app.errors.route_not_found')} icon={<SearchOffIcon />}>
      <Stack spacing={1.5} data-status={404}>
        {!authenticated && <Button component={Link} to="/login" variant="contained">{translate('ra.auth.sign_in')}</Button>}
        <Button component={Link} to="/" variant={authenticated ? 'contained' : 'outlined'}>{translate('app.errors.go_home')}</Button>
      </Stack>
    </AuthCard>
  );
};

/** docs/domain.md "Account and error pages": a path that matches nothing, for a signed-in user or a visitor. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  if (!useContext(InShellContext)) return <StandaloneNotFound />;
  return (
    <Box data-status={404} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8, textAlign: 'center' }}>
      <Typography variant="h2" component="p" color="text.secondary">404</Typography>
      <Typography variant="h5" component="h1">{translate('app.errors.route_not_found')}</Typography>
      <Button component={Link} to="/" variant="contained">{translate('app.errors.go_home')}</Button>
    </Box>
  );
};

export default NotFoundPage;
