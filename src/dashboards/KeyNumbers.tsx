import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { Link } from 'react-router-dom';
import { type FigureTable, formatCell } from './figures';

/** A dashboard's summary figures as large numbers, each opening the list behind it when there is one. */
export const KeyNumbers = ({ table }: { table: FigureTable }) => {
  const [locale] = useLocaleState();
  return (
    <Box data-figure={table.id} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {table.rows.map((r) => {
        const body = (
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="h5" component="p" data-value={r.cells[1] ?? ''} sx={{ fontWeight: 600 }}>
              <bdi>{formatCell(r.kind ?? table.columns[1].kind, r.cells[1], locale)}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary">{String(r.cells[0])}</Typography>
          </CardContent>
        );
        return (
          <Card key={String(r.cells[0])} variant="outlined" data-key-number>
            {r.link ? <CardActionArea component={Link} to={r.link}>{body}</CardActionArea> : body}
          </Card>
        );
      })}
    </Box>
  );
};
