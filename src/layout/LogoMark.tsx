import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Box } from '@mui/material';

/** The product's mark: a truck on the primary colour. Apart from AppLogo, whose link needs the router, which the login page alone has not. */
export const LogoMark = () => (
  <Box sx={{ width: 36, height: 36, borderRadius: 2, display: 'grid', placeItems: 'center', flexShrink: 0, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
    <LocalShippingIcon fontSize="small" />
  </Box>
);
