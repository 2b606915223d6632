import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Card, CardContent, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { RecordOf } from '../../registry/define';
import type { Answer } from '../../registry/operations';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { ResourceShow } from '../../screens/ResourceShow';
import recebimentos from './index';
import { BIN } from '../../registry/bin';

type Row = { entrada_item_id: string; quantidade_recebida: string; endereco: string; motivo_ressalva_id: string; observacao: string };
const S = recebimentos.statusIds;
const empty = (id: string): Row => ({ entrada_item_id: id, quantidade_recebida: '', endereco: '', motivo_ressalva_id: '', observacao: '' });

/**
 * The count of one entrada (docs/domain.md "Warehousing"): one block per entrada line, split over
 * as many bins as needed; invoiced quantities and differences only once the server shows them
 * (a blind count hides them until it is submitted).
 */
type Recebimento = RecordOf<typeof recebimentos>;
type CountLine = Answer<typeof recebimentos, 'getCount'>['linhas'][number];

const CountBody = ({ record }: { record: Recebimento }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [update, { isPending: saving }] = useUpdate();
  const id = record?.id as string;
  const status = record?.status_id as string;
  const { data: sheet, isError } = useQuery({ queryKey: ['recebimentos', 'conferencia', id, status, record?.version], queryFn: () => dataProvider.getCount({ params: { id } }), enabled: !!id });
  const { data: reasons = [] } = useGetList('motivos-ressalvas', { pagination: { page: 1, perPage: 200 }, sort: { field: 'nome', order: 'ASC' } });
  // Keyed by the record's version (CountPanel): a saved version starts from what the server stored.
  const [rows, setRows] = useState<Row[]>(() => (record.itens ?? []).map((l) => ({
    entrada_item_id: String(l.entrada_item_id), quantidade_recebida: l.quantidade_recebida == null ? '' : String(l.quantidade_recebida),
    endereco: l.endereco ?? '', motivo_ressalva_id: l.motivo_ressalva_id ?? '', observacao: l.observacao ?? '',
  })));
  const confirm = useMutation({
    mutationFn: () => dataProvider.confirmReceipt({ params: { id } }, { idempotencyKey: `confirmar:${id}:${record?.version}` }),
    onSuccess: async () => {
      notify('resources.recebimentos.messages.confirmed', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['recebimentos'] });
      refresh();
    },
    onError: (err) => notify(err instanceof Error ? err.message : String(err), { type: 'error' }),
  });
  if (isError) return <Alert severity="error">{translate('resources.recebimentos.messages.load_failed')}</Alert>;
  const counting = status === S.emContagem;
  const set = (i: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const move = (to: string, itens?: Row[]) => update('recebimentos', {
    id, previousData: record,
    data: { status_id: to, version: record.version, ...(itens ? { itens: itens.map((r) => ({ ...r, quantidade_recebida: Number(r.quantidade_recebida || 0), motivo_ressalva_id: r.motivo_ressalva_id || null, observacao: r.observacao || null })) } : {}) },
  }, {
    onSuccess: () => { notify(to === S.contado ? 'resources.recebimentos.messages.submitted' : 'ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } }); refresh(); },
    onError: (err) => notify(err instanceof Error ? err.message : String(err), { type: 'error' }),
  });
  const invalid = rows.some((r) => !BIN.test(r.endereco) || r.quantidade_recebida === '');
  const lines = sheet?.linhas ?? [];
  const diffs = lines.filter((l) => l.diferenca !== undefined && l.diferenca !== 0);
  const block = (l: CountLine) => (
    <Card component="li" variant="outlined" key={l.id} data-line={l.codigo}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{l.codigo} · {l.descricao}{l.unidade ? ` (${l.unidade})` : ''}</Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          {!!l.lote && <Typography variant="body2">{translate('resources.recebimentos.messages.lot')}: {l.lote}</Typography>}
          {!!l.validade && <Typography variant="body2">{translate('resources.recebimentos.messages.expiry')}: {l.validade.split('-').reverse().join('/')}</Typography>}
          {l.quantidade !== undefined && <Typography variant="body2">{translate('resources.recebimentos.messages.invoiced')}: {l.quantidade}</Typography>}
          <Typography variant="body2">{translate('resources.recebimentos.messages.counted')}: {l.contado}</Typography>
          {l.diferenca !== undefined && (
            <Typography variant="body2" sx={l.diferenca ? { fontWeight: 700, color: 'error.dark' } : undefined}>{translate('resources.recebimentos.messages.difference')}: <bdi dir="ltr">{l.diferenca > 0 ? `+${l.diferenca}` : l.diferenca}</bdi></Typography>
          )}
        </Stack>
        {counting && rows.map((r, i) => r.entrada_item_id.toLowerCase() !== l.id.toLowerCase() ? null : (
          <Box key={i} sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '8rem 10rem minmax(0, 1fr) minmax(0, 1fr) auto' }, gap: 1, mb: 1, alignItems: 'start' }}>
            <TextField size="small" type="number" label={translate('resources.recebimentos.messages.quantity')} value={r.quantidade_recebida} slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
              onChange={(e) => set(i, { quantidade_recebida: e.target.value })} />
            <TextField size="small" label={translate('resources.recebimentos.messages.bin')} value={r.endereco} placeholder="A-01-02-03"
              error={!!r.endereco && !BIN.test(r.endereco)} helperText={r.endereco && !BIN.test(r.endereco) ? translate('app.validation.endereco') : undefined}
              onChange={(e) => set(i, { endereco: e.target.value.toUpperCase() })} slotProps={{ htmlInput: { maxLength: 11, dir: 'ltr' } }} />
            <TextField size="small" select label={translate('resources.recebimentos.messages.reason')} value={r.motivo_ressalva_id} onChange={(e) => set(i, { motivo_ressalva_id: e.target.value })}>
              <MenuItem value="">—</MenuItem>
              {reasons.map((m) => <MenuItem key={m.id} value={m.id}>{m.nome}</MenuItem>)}
            </TextField>
            <TextField size="small" label={translate('resources.recebimentos.messages.note')} value={r.observacao} onChange={(e) => set(i, { observacao: e.target.value })} />
            <IconButton aria-label={translate('resources.recebimentos.messages.remove_bin')} onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}><DeleteIcon /></IconButton>
          </Box>
        ))}
        {counting && <Button size="small" startIcon={<AddIcon />} onClick={() => setRows((rs) => [...rs, empty(l.id)])}>{translate('resources.recebimentos.messages.add_bin')}</Button>}
      </CardContent>
    </Card>
  );
  return (
    <Box component="section" aria-labelledby="count-title" sx={{ mt: 2 }}>
      <Typography id="count-title" variant="h6" component="h2" gutterBottom>{translate('resources.recebimentos.messages.title')}</Typography>
      {sheet?.cega && <Alert severity="info" sx={{ mb: 1 }}>{translate('resources.recebimentos.messages.blind')}</Alert>}
      {status === S.contado && (
        <Alert severity={diffs.length ? 'warning' : 'success'} sx={{ mb: 1 }}>
          {diffs.length ? `${translate('resources.recebimentos.messages.differences')}: ${diffs.map((l) => `${l.codigo} ${l.diferenca! > 0 ? '+' : ''}${l.diferenca}`).join('; ')}` : translate('resources.recebimentos.messages.no_differences')}
        </Alert>
      )}
      <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>{lines.map(block)}</Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {counting && <Button variant="contained" disabled={saving || invalid} onClick={() => move(S.contado, rows)}>{translate('resources.recebimentos.messages.submit')}</Button>}
        {status === S.contado && <Button variant="contained" disabled={confirm.isPending} onClick={() => confirm.mutate()}>{translate('resources.recebimentos.messages.confirm')}</Button>}
        {status === S.contado && <Button variant="outlined" disabled={saving} onClick={() => move(S.emContagem)}>{translate('resources.recebimentos.messages.recount')}</Button>}
      </Stack>
    </Box>
  );
};

const CountPanel = () => {
  const record = useRecordContext<Recebimento>();
  return record ? <CountBody key={`${record.id}:${record.version}`} record={record} /> : null;
};

/** The recebimento's page: its header fields and the count. */
export const RecebimentoCount = () => (
  // Submitting and recounting save the counted lines with the move: the page's own buttons make them.
  <ResourceShow omit={['itens']} ownMoves={[S.contado, S.emContagem]}>
    <CountPanel />
  </ResourceShow>
);

export default RecebimentoCount;
