import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FigureCard } from './FigureCard';
import type { FigureTable } from './figures';
import { KeyNumbers } from './KeyNumbers';

/** A dashboard's figures: its summary numbers, then one card per figure, in one column on a phone. */
export const DashboardSection = ({ tables, title }: { tables: FigureTable[]; title?: string }) => {
  const translate = useTranslate();
  const [summary, ...figures] = tables;
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2, mb: 3 }} aria-label={title ? translate(title) : undefined}>
      {title && <Typography variant="h5" component="h2">{translate(title)}</Typography>}
      <KeyNumbers table={summary} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        {figures.map((t) => <FigureCard key={t.id} table={t} />)}
      </Box>
    </Box>
  );
};
