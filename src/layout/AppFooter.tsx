import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

// The development company's credit, chosen at build time; unset, the product team is credited.
const CREDIT: string | undefined = import.meta.env.VITE_FOOTER_CREDIT || undefined;
const CREDIT_URL: string | undefined = import.meta.env.VITE_FOOTER_URL || undefined;

/** SPEC 2: the current year and the credit of the company that develops the product. */
export const AppFooter = () => {
  const translate = useTranslate();
  const company = CREDIT ?? translate('app.shell.footer.default_credit');
  return (
    <Box component="footer" data-testid="app-footer"
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, px: 3, py: 2, color: 'text.secondary',
        borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2">© {new Date().getFullYear()} {translate('app.name')}</Typography>
      <Typography variant="body2">
        {translate('app.shell.footer.developed_by')}{' '}
        {CREDIT_URL ? <Link href={CREDIT_URL} target="_blank" rel="noopener">{company}</Link> : company}
      </Typography>
    </Box>
  );
};
