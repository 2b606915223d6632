import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Answer } from '../../registry/operations';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type expedicoes from './index';
import { type FormLine, splitBySuggestion } from './pickLines';
import { ShelfLifeAlert } from './ShelfLifeAlert';

type PickSuggestion = Answer<typeof expedicoes, 'suggestPicking'>;

const keyOf = (l: { material_id?: string; lote?: string | null; endereco?: string | null }) => `${l.material_id}|${l.lote ?? ''}|${l.endereco ?? ''}`;

/**
 * The FEFO pick of each line (docs/domain.md "Warehousing"): "Sugerir" asks the server which lots
 * and bins to take and fills the line, split into one line per lot and bin, each with the reason
 * it was chosen; what was skipped and any shortfall are shown under it. A lot typed by hand is
 * judged by the shelf-life rule too (ShelfLifeAlert).
 */
export const PickSuggestions = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { setValue, getValues } = useFormContext();
  const itens = (useWatch({ name: 'itens' }) ?? []) as FormLine[];
  const cliente_id = useWatch({ name: 'cliente_id' }) as string | null | undefined;
  const data = useWatch({ name: 'data' }) as string | null | undefined;
  const stored = (useRecordContext()?.itens ?? []) as FormLine[];
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [last, setLast] = useState<PickSuggestion | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const suggest = async (index: number) => {
    const line = itens[index];
    const quantidade = Number(line?.quantidade);
    if (!line?.material_id || !(quantidade > 0)) {
      notify(translate('resources.expedicoes.messages.escolha_material'), { type: 'info' });
      return;
    }
    setBusy(index);
    try {
      const s = await dataProvider.suggestPicking({ query: { material_id: line.material_id, quantidade: String(quantidade), cliente_id: cliente_id ?? undefined, data: data ?? undefined } });
      setValue('itens', splitBySuggestion((getValues('itens') ?? []) as FormLine[], index, s), { shouldDirty: true, shouldValidate: true });
      setReasons((r) => ({ ...r, ...Object.fromEntries(s.linhas.map((p) => [keyOf(p), p.motivo])) }));
      setLast(s);
      // A shortfall is said by the alert under the suggestion (role alert), not by a second toast.
      if (!(s.falta > 0)) notify(translate('resources.expedicoes.messages.sugerido'), { type: 'info' });
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="pick-title" sx={{ width: '100%', mt: 2 }}>
      <Typography id="pick-title" variant="h6" component="h2" gutterBottom>{translate('resources.expedicoes.messages.sugerir')}</Typography>
      <List dense disablePadding>
        {itens.map((l, i) => (
          <ListItem key={(l.id as string | undefined) ?? i} disableGutters
            secondaryAction={null}
            sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', width: '100%' }}>
              <Button size="small" variant="outlined" disabled={busy !== null} onClick={() => suggest(i)}
                aria-label={translate('resources.expedicoes.messages.sugerir_linha', { n: i + 1 })}>
                {translate('resources.expedicoes.messages.sugerir')} {i + 1}
              </Button>
              <ListItemText
                sx={{ minWidth: 0, flex: '1 1 12rem' }}
                primary={[l.lote, l.endereco, l.quantidade].filter((v) => v !== null && v !== undefined && v !== '').join(' · ') || '—'}
                secondary={reasons[keyOf(l)] ? `${translate('resources.expedicoes.messages.motivo_label')}: ${reasons[keyOf(l)]}` : undefined}
              />
            </Stack>
            <ShelfLifeAlert index={i} line={l} clienteId={cliente_id} data={data} stored={stored} />
          </ListItem>
        ))}
      </List>
      {last && last.puladas.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h3">{translate('resources.expedicoes.messages.pulados')}</Typography>
          <List dense disablePadding>
            {last.puladas.map((p) => (
              <ListItem key={`${keyOf(p)}|${p.codigo}`} disableGutters>
                <ListItemText primary={`${p.lote || '—'} · ${p.endereco} · ${p.quantidade}`} secondary={p.motivo} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {last && last.falta > 0 && <Alert severity="warning" sx={{ mt: 1 }}>{last.linhas.length ? last.mensagem_falta : translate('resources.expedicoes.messages.nada')}</Alert>}
    </Box>
  );
};
