import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatValue } from '../../fields/format';
import type { Resource } from '../../registry/define';
import { fieldLabelKey } from '../../registry/labels';

/**
 * Derived values (a total, valor_total) as the form's inputs change, computed by the
 * declaration's own function: what the server will store (docs/architecture.md "Computed values").
 */
export const ComputedValues = ({ r }: { r: Resource }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const values = useWatch() as Record<string, unknown>;
  const computed = Object.entries(r.fields).filter(([, f]) => f.computed);
  if (!computed.length) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
      {computed.map(([name, f]) => {
        const value = f.computed!(values ?? {});
        return (
          <Box key={name} role="status" aria-live="polite" data-computed={name}>
            <Typography variant="caption" color="text.secondary" component="div">{translate(fieldLabelKey(r, name))}</Typography>
            <Typography variant="h6" component="div"><bdi dir="ltr">{formatValue(f, value, locale) || '—'}</bdi></Typography>
          </Box>
        );
      })}
    </Box>
  );
};
