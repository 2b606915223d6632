import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** The product's mark: a truck on the primary colour. */
export const LogoMark = () => (
  <Box sx={{ width: 36, height: 36, borderRadius: 2, display: 'grid', placeItems: 'center', flexShrink: 0, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
    <LocalShippingIcon fontSize="small" />
  </Box>
);

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
