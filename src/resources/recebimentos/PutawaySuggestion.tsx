import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatValue } from '../../fields/format';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const S = (key: string) => `resources.enderecos.messages.suggestion.${key}`;

/**
 * The counted rows of an entrada line with a suggested bin taken: it fills the line's first row
 * without a bin, else a new row (from `blank`) carries it. Nothing else changes.
 */
export const withSuggestedBin = <R extends { entrada_item_id: string; endereco: string }>(
  rows: readonly R[], lineId: string, endereco: string, blank: (lineId: string) => R,
): R[] => {
  const i = rows.findIndex((r) => r.entrada_item_id.toLowerCase() === lineId.toLowerCase() && !r.endereco);
  return i >= 0 ? rows.map((r, j) => (j === i ? { ...r, endereco } : r)) : [...rows, { ...blank(lineId), endereco }];
};

/**
 * Where to put away an entrada line's material and lot (GET /v1/enderecos/sugestao): the bin, why
 * (it holds the lot, the material, or is empty in the zone), and one tap to take it. Says nothing
 * when the call fails: counting goes on by typing the bin.
 */
export const PutawaySuggestion = ({ materialId, lote, onTake }: { materialId: string; lote?: string | null; onTake: (endereco: string) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const { data, isError } = useQuery({
    queryKey: ['enderecos', 'sugestao', materialId, lote ?? ''],
    queryFn: () => dataProvider.suggestPutaway({ query: { material_id: materialId, ...(lote ? { lote } : {}) } }),
    staleTime: 30_000,
  });
  if (!data || isError) return null;
  if (!data.endereco || !data.motivo) {
    return <Typography variant="body2" sx={{ mb: 1 }}>{translate(S('none'))}</Typography>;
  }
  const endereco = data.endereco;
  const why = translate(S(data.motivo), { quantidade: formatValue({ kind: 'decimal' }, data.quantidade, locale), zona: data.zona ?? '' });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }} data-suggestion={endereco}>
      <Typography variant="body2">
        {translate(S('title'))}: <bdi dir="ltr"><strong>{endereco}</strong></bdi> · {why}
      </Typography>
      <Button size="small" variant="outlined" sx={{ minHeight: 48 }} onClick={() => onTake(endereco)}>
        {translate(S('take'), { endereco })}
      </Button>
    </Box>
  );
};
