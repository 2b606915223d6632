import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** SPEC 2, 8: a path that matches nothing. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Box role="main" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8, textAlign: 'center' }}>
      <Typography variant="h2" component="p" color="text.secondary">404</Typography>
      <Typography variant="h5" component="h1">{translate('app.errors.route_not_found')}</Typography>
      <Button component={Link} to="/" variant="contained">{translate('app.errors.go_home')}</Button>
    </Box>
  );
};

export default NotFoundPage;
