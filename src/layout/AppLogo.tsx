import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LogoMark } from './LogoMark';

/** The logo and the app's name, linking home under the current language prefix. */
export const AppLogo = ({ showName }: { showName: boolean }) => {
  const translate = useTranslate();
  const name = translate('app.name');
  return (
    <Box component={Link} to="/" aria-label={showName ? undefined : name} data-testid="app-logo"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'inherit', textDecoration: 'none', flexShrink: 0, paddingInlineEnd: 1 }}>
      <LogoMark />
      {showName && <Typography variant="subtitle1" component="span" noWrap sx={{ fontWeight: 600 }}>{name}</Typography>}
    </Box>
  );
};
