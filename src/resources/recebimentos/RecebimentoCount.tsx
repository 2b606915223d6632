import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Card, CardContent, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useGetList, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { formatValue } from '../../fields/format';
import { NumberTextField } from '../../inputs/NumberTextField';
import type { RecordOf } from '../../registry/define';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { ResourceShow } from '../../screens/ResourceShow';
import recebimentos, { unexplainedDifferences } from './index';
import { BIN } from '../../registry/bin';
import { type CountLine, DifferenceReasons, type Reason } from './DifferenceReasons';
import { PutawaySuggestion, withSuggestedBin } from './PutawaySuggestion';
import { ReceiptLabelsButton } from '../etiquetas/LabelsButtons';
import { ReceiptScanner } from './ReceiptScanner';

/** A counted bin of one entrada line; the quantity is the number read, or the text kept because it is none. */
type Row = { entrada_item_id: string; quantidade_recebida: number | string | null; endereco: string; motivo_ressalva_id: string; observacao: string };
const S = recebimentos.statusIds;
const empty = (id: string): Row => ({ entrada_item_id: id, quantidade_recebida: null, endereco: '', motivo_ressalva_id: '', observacao: '' });
const DECIMAL = { kind: 'decimal' } as const;

/**
 * The count of one entrada (docs/domain.md "Warehousing"): one block per entrada line, split over
 * as many bins as needed; invoiced quantities and differences only once the server shows them
 * (a blind count hides them until it is submitted). A difference needs a reason before the
 * confirmation. Each action's Idempotency-Key is made from the version it acts on, so a second
 * click answers as the first instead of meeting a version conflict (docs/architecture.md "Idempotency keys").
 */
type Recebimento = RecordOf<typeof recebimentos>;

const CountBody = ({ record }: { record: Recebimento }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [update, { isPending: saving }] = useUpdate();
  const id = record?.id as string;
  const status = record?.status_id as string;
  const { data: sheet, isError } = useQuery({ queryKey: ['recebimentos', 'conferencia', id, status, record?.version], queryFn: () => dataProvider.getCount({ params: { id } }), enabled: !!id });
  const { data: reasons = [] } = useGetList<Reason & { id: string }>('motivos-ressalvas', { pagination: { page: 1, perPage: 200 }, sort: { field: 'nome', order: 'ASC' } });
  // Keyed by the record's version (CountPanel): a saved version starts from what the server stored.
  const [rows, setRows] = useState<Row[]>(() => (record.itens ?? []).map((l) => ({
    entrada_item_id: String(l.entrada_item_id), quantidade_recebida: l.quantidade_recebida ?? null,
    endereco: l.endereco ?? '', motivo_ressalva_id: l.motivo_ressalva_id ?? '', observacao: l.observacao ?? '',
  })));
  // The server's refusals by path (itens.2.quantidade_recebida), shown under their inputs.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState(false);
  const confirm = useMutation({
    mutationFn: (motivos: { entrada_item_id: string; motivo_ressalva_id: string }[]) =>
      dataProvider.confirmReceipt({ params: { id }, body: motivos.length ? { motivos } : {} }, { idempotencyKey: `confirmar:${id}:${record?.version}` }),
    onSuccess: async () => {
      setAsking(false);
      notify('resources.recebimentos.messages.confirmed', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['recebimentos'] });
      refresh();
    },
    onError: (err) => { if (!asking) notify(err instanceof Error ? err.message : String(err), { type: 'error' }); },
  });
  if (isError) return <Alert severity="error">{translate('resources.recebimentos.messages.load_failed')}</Alert>;
  const counting = status === S.emContagem;
  const number = (n: unknown) => formatValue(DECIMAL, n, locale);
  const signed = (n: number) => `${n > 0 ? '+' : ''}${number(n)}`;
  const set = (i: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const move = (to: string, itens?: Row[]) => update('recebimentos', {
    id, previousData: record, meta: { idempotencyKey: `${to}:${id}:${record.version}` },
    data: { status_id: to, version: record.version, ...(itens ? { itens: itens.map((r) => ({ ...r, motivo_ressalva_id: r.motivo_ressalva_id || null, observacao: r.observacao || null })) } : {}) },
  }, {
    onSuccess: () => { notify(to === S.contado ? 'resources.recebimentos.messages.submitted' : 'ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } }); refresh(); },
    onError: (err) => {
      setErrors(err instanceof HttpError ? ((err.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) : {});
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    },
  });
  const invalid = rows.some((r) => !BIN.test(r.endereco) || typeof r.quantidade_recebida !== 'number' || r.quantidade_recebida < 0);
  const lines = sheet?.linhas ?? [];
  const diffs = lines.filter((l) => l.diferenca !== undefined && l.diferenca !== 0);
  const unexplained = unexplainedDifferences(lines, (l) => !!l.diferenca, record.itens ?? []);
  const reasonName = (rid: unknown) => reasons.find((m) => m.id === rid)?.nome;
  const block = (l: CountLine) => (
    <Card component="li" variant="outlined" key={l.id} data-line={l.codigo}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{l.codigo} · {l.descricao}{l.unidade ? ` (${l.unidade})` : ''}</Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          {!!l.lote && <Typography variant="body2">{translate('resources.recebimentos.messages.lot')}: {l.lote}</Typography>}
          {!!l.validade && <Typography variant="body2">{translate('resources.recebimentos.messages.expiry')}: {l.validade.split('-').reverse().join('/')}</Typography>}
          {l.quantidade !== undefined && <Typography variant="body2">{translate('resources.recebimentos.messages.invoiced')}: <bdi>{number(l.quantidade)}</bdi></Typography>}
          <Typography variant="body2">{translate('resources.recebimentos.messages.counted')}: <bdi>{number(l.contado)}</bdi></Typography>
          {l.diferenca !== undefined && (
            <Typography variant="body2" sx={l.diferenca ? { fontWeight: 700, color: 'error.dark' } : undefined}>{translate('resources.recebimentos.messages.difference')}: <bdi dir="ltr">{signed(l.diferenca)}</bdi></Typography>
          )}
        </Stack>
        {!counting && (
          <Typography variant="body2" component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }} aria-label={translate('resources.recebimentos.messages.bins')}>
            {(record.itens ?? []).filter((r) => String(r.entrada_item_id).toLowerCase() === l.id.toLowerCase()).map((r, i) => (
              <li key={i}><bdi dir="ltr">{r.endereco}</bdi>: <bdi>{number(r.quantidade_recebida)}</bdi>{r.motivo_ressalva_id ? ` · ${reasonName(r.motivo_ressalva_id) ?? ''}` : ''}</li>
            ))}
          </Typography>
        )}
        {counting && <PutawaySuggestion materialId={l.material_id} lote={l.lote} onTake={(bin) => setRows((rs) => withSuggestedBin(rs, l.id, bin, empty))} />}
        {counting && rows.map((r, i) => r.entrada_item_id.toLowerCase() !== l.id.toLowerCase() ? null : (
          <Box key={i} sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '9rem 10rem minmax(0, 1fr) minmax(0, 1fr) auto' }, gap: 1, mb: 1, alignItems: 'start' }}>
            <NumberTextField size="small" kind="decimal" label={translate('resources.recebimentos.messages.quantity')} value={r.quantidade_recebida}
              onValueChange={(v) => set(i, { quantidade_recebida: v })} error={errors[`itens.${i}.quantidade_recebida`]} />
            <TextField size="small" label={translate('resources.recebimentos.messages.bin')} value={r.endereco} placeholder="A-01-02-03"
              error={(!!r.endereco && !BIN.test(r.endereco)) || !!errors[`itens.${i}.endereco`]}
              helperText={r.endereco && !BIN.test(r.endereco) ? translate('app.validation.endereco') : errors[`itens.${i}.endereco`]}
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
      {counting && sheet && <ReceiptScanner lines={lines} rows={rows} setRows={setRows} />}
      {status === S.contado && (
        <Alert severity={diffs.length ? 'warning' : 'success'} sx={{ mb: 1 }}>
          {diffs.length ? `${translate('resources.recebimentos.messages.differences')}: ${diffs.map((l) => `${l.codigo} ${signed(l.diferenca!)}`).join('; ')}` : translate('resources.recebimentos.messages.no_differences')}
        </Alert>
      )}
      <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>{lines.map(block)}</Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {counting && <Button variant="contained" disabled={saving || invalid} onClick={() => move(S.contado, rows)}>{translate('resources.recebimentos.messages.submit')}</Button>}
        {status === S.contado && (
          <Button variant="contained" disabled={confirm.isPending || !sheet}
            onClick={() => (unexplained.length ? setAsking(true) : confirm.mutate([]))}>
            {translate('resources.recebimentos.messages.confirm')}
          </Button>
        )}
        {status === S.contado && <Button variant="outlined" disabled={saving} onClick={() => move(S.emContagem)}>{translate('resources.recebimentos.messages.recount')}</Button>}
        {/* After put-away: the confirmation posted the counted units into their bins. */}
        {status === S.confirmado && <ReceiptLabelsButton id={id} numero={String(record.numero ?? '')} />}
      </Stack>
      {asking && (
        <DifferenceReasons lines={unexplained} reasons={reasons} busy={confirm.isPending}
          error={confirm.error instanceof Error ? confirm.error.message : undefined}
          onClose={() => { setAsking(false); confirm.reset(); }}
          onConfirm={(chosen) => confirm.mutate(Object.entries(chosen).map(([entrada_item_id, motivo_ressalva_id]) => ({ entrada_item_id, motivo_ressalva_id })))} />
      )}
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
