import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

// The development company's credit, chosen at build time; unset, the product team is credited.
const CREDIT: string | undefined = import.meta.env.VITE_FOOTER_CREDIT || undefined;
const CREDIT_URL: string | undefined = import.meta.env.VITE_FOOTER_URL || undefined;
// Stands for the company's name while the sentence around it is translated, so the name can be a link.
const SLOT = '\u0000';

/** docs/domain.md "Shell and theme settings": the current year and the credit of the company that develops the product. */
export const AppFooter = () => {
  const translate = useTranslate();
  const link = (text: string) => (CREDIT_URL ? <Link href={CREDIT_URL} target="_blank" rel="noopener">{text}</Link> : text);
  // Each language words the credit as a whole sentence ("Desenvolvido pela equipe do produto", not
  // "por" + "a equipe"); a company's name is put into its sentence, where it can be a link.
  const [before, after = ''] = CREDIT ? translate('app.shell.footer.developed_by', { company: SLOT }).split(SLOT) : [];
  return (
    <Box component="footer" data-testid="app-footer"
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, px: { xs: 2, sm: 3 }, py: 2, color: 'text.secondary',
        borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2">© {new Date().getFullYear()} {translate('app.name')}</Typography>
      <Typography variant="body2">
        {CREDIT ? <>{before}{link(CREDIT)}{after}</> : link(translate('app.shell.footer.developed_by_team'))}
      </Typography>
    </Box>
  );
};
