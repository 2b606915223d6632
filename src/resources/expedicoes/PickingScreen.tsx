import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, Link, Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { parseLocaleNumber } from '../../inputs/localeNumber';
import type { Answer } from '../../registry/operations';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { type AcceptedRead, ScanInput } from '../../scan/ScanInput';
import { useResolveScan } from '../../scan/useResolveScan';
import type expedicoes from './index';
import { PickTaskCard, PickTasks, useQuantityText } from './PickTasks';
import { type ScanState, pickLookup, readPickScan } from './pickScan';

type PickList = Answer<typeof expedicoes, 'getPickList'>;
type Message = { severity: 'error' | 'warning' | 'success'; text: string };

const T = 'resources.expedicoes.messages.';

/** A refusal's words: its message, then each field's (the server names the field it refuses). */
const refusalText = (err: unknown): string => {
  const e = err as Error & { body?: { errors?: Record<string, string> } };
  const fields = Object.values(e.body?.errors ?? {}).filter((m) => m !== e.message);
  return [e.message, ...fields].join(' — ');
};

/**
 * The picking screen of one note, phone first (docs/domain.md "Picking by scanning"): the next stop
 * of the pick list, one scan field (ScanInput: a keyboard wedge, typing, or the camera, which stays
 * open) that takes the bin, then the product, then its lot, or a GS1 box's product and lot in one
 * read; a refusal under the field, the pick and its accepted-with-reason note in an alert,
 * progress, and once every line is picked a one-tap confirmation of the shipment.
 */
export const PickingScreen = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const { id = '' } = useParams();
  const [state, setState] = useState<ScanState>({});
  const [quantity, setQuantity] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const resolve = useResolveScan();
  const [confirmKey] = useState(() => crypto.randomUUID());
  const qty = useQuantityText();
  const queryKey = ['expedicoes', 'separacao', id];
  const { data: list, isPending, error } = useQuery({ queryKey, queryFn: () => dataProvider.getPickList({ params: { id } }), retry: false });

  const pick = useMutation({
    // One Idempotency-Key per scan: a resend of the same scan (a lost answer) applies once.
    mutationFn: (body: { material_id: string; lote?: string; endereco: string; quantidade?: number }) =>
      dataProvider.recordPick({ params: { id }, body }, { idempotencyKey: crypto.randomUUID() }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer.lista);
      const s = answer.separacao;
      const material = answer.lista.linhas.find((l) => l.material_id === s.material_id)?.codigo ?? '';
      const picked = translate(`${T}picking.${s.lote ? 'picked' : 'picked_no_lot'}`, { quantidade: qty(s.quantidade), material, lote: s.lote, endereco: s.endereco });
      setMessage(answer.motivo ? { severity: 'warning', text: `${picked}. ${answer.motivo}` } : { severity: 'success', text: picked });
    },
  });

  const confirm = useMutation({
    mutationFn: () => dataProvider.confirmShipment({ params: { id } }, { idempotencyKey: confirmKey }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['expedicoes'] });
      navigate(`/expedicoes/${id}/show`);
    },
    onError: (err) => setMessage({ severity: 'error', text: refusalText(err) }),
  });

  if (isPending) return <Loading />;
  if (error || !list) {
    const text = error instanceof HttpError && error.status === 404 ? translate('ra.page.not_found') : (error as Error).message;
    return <Box sx={{ p: 2 }}><Alert severity="error">{text}</Alert></Box>;
  }

  const materials = list.linhas.map((l) => ({ material_id: l.material_id, codigo: l.codigo, controla_lote: l.controla_lote }));
  const materialOf = (mid?: string) => list.linhas.find((l) => l.material_id === mid);

  /** One read (wedge, typing or camera): the refusal's text, shown under the scan field (and by the camera), or nothing. */
  const onScan = async (_raw: string, scanned: AcceptedRead): Promise<string | undefined> => {
    const refuse = (text: string) => { setMessage(null); return text; };
    const code = pickLookup(scanned, materials);
    let found;
    if (code) {
      // A GTIN the note's codes do not spell: the server names its material (the resolver receiving uses).
      const resolved = await resolve(scanned).catch(() => undefined);
      if (!resolved) return refuse(translate(`${T}picking.unknown`, { codigo: code }));
      if (!resolved.ok) return refuse(translate(resolved.message.key, resolved.message.args));
      found = resolved.fields;
    }
    const read = readPickScan(scanned, state, materials, found);
    if ('error' in read) return refuse(translate(`${T}picking.${read.error}`, { codigo: read.codigo }));
    setState(read.state);
    if (!read.pick || !read.state.endereco || !read.state.material_id) {
      setMessage(null);
      return undefined;
    }
    // A typed quantity overrides what the read counted; empty, the read's (37) count, else one.
    const typed = quantity.trim() ? parseLocaleNumber(quantity, locale) : undefined;
    const quantidade = typed !== undefined && typed !== null ? typed as number : read.quantidade;
    try {
      await pick.mutateAsync({
        material_id: read.state.material_id, endereco: read.state.endereco,
        ...(read.state.lote ? { lote: read.state.lote } : {}),
        ...(quantidade !== undefined ? { quantidade } : {}),
      });
      return undefined;
    } catch (err) {
      return refuse(refusalText(err));
    }
  };

  const step = !state.endereco ? translate(`${T}picking.step_bin`)
    : !state.material_id || !materialOf(state.material_id)?.controla_lote || state.lote ? translate(`${T}picking.step_product`, { endereco: state.endereco })
      : translate(`${T}picking.step_lot`, { material: materialOf(state.material_id)?.codigo ?? '', endereco: state.endereco });
  const next = list.tarefas.find((t) => t.separado < t.quantidade);
  const total = list.linhas.reduce((s, l) => s + l.quantidade, 0);
  const done = list.linhas.reduce((s, l) => s + Math.min(l.separado, l.quantidade), 0);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 640, mx: 'auto' }}>
      <Title title={translate(`${T}picking.title`, { numero: list.numero_nf })} />
      <Typography component="h1" variant="h5" gutterBottom>{translate(`${T}picking.title`, { numero: list.numero_nf })}</Typography>
      <ProgressLine done={done} total={total} text={translate(`${T}picking.progress`, { separado: qty(done), quantidade: qty(total) })} />
      {!list.aberta && <Alert severity="info" sx={{ my: 1 }}>{translate(`${T}picking.not_open`)}</Alert>}
      {list.aberta && (list.completa
        ? (
          <Stack spacing={1} sx={{ my: 2 }}>
            <Alert severity="success">{translate(`${T}picking.done`)}</Alert>
            <Button variant="contained" size="large" sx={{ minHeight: 56 }} disabled={confirm.isPending} onClick={() => confirm.mutate()}>
              {translate('resources.expedicoes.messages.confirmar')}
            </Button>
          </Stack>
        )
        : next && <PickTaskCard task={next} />)}
      {list.aberta && !list.completa && (
        <Box sx={{ my: 2 }}>
          <Stack spacing={2}>
            <ScanInput id="pick-scan" autoFocus continuous onScan={onScan} label={translate(`${T}picking.scan`)} helperText={step} />
            <TextField
              fullWidth value={quantity} onChange={(e) => setQuantity(e.target.value)} label={translate(`${T}picking.quantity`)}
              helperText={translate(`${T}picking.quantity_help`)} slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            />
          </Stack>
        </Box>
      )}
      <Box aria-live="polite" sx={{ minHeight: 8 }}>
        {message && <Alert data-testid="pick-message" severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} sx={{ my: 1, fontSize: '1rem' }}>{message.text}</Alert>}
      </Box>
      <PickTasks list={list} />
      <Button component={Link} to={`/expedicoes/${id}/show`} size="large" sx={{ mt: 2, minHeight: 48 }}>{translate(`${T}picking.back`)}</Button>
    </Box>
  );
};

const ProgressLine = ({ done, total, text }: { done: number; total: number; text: string }) => (
  <Box sx={{ my: 1 }}>
    <LinearProgress variant="determinate" value={total ? Math.min(100, (done / total) * 100) : 0} aria-label={text} sx={{ height: 10, borderRadius: 5 }} />
    <Typography variant="body2" sx={{ mt: 0.5 }}>{text}</Typography>
  </Box>
);

export type { PickList };
export default PickingScreen;
