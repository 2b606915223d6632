import { Alert, Box, Button, ButtonBase, Chip, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useGetIdentity, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatValue } from '../../fields/format';
import { NumberTextField } from '../../inputs/NumberTextField';
import { isQueuedAnswer } from '../../offline/withOfflineQueue';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { Answer } from '../../registry/operations';
import { type AcceptedRead, ScanInput } from '../../scan/ScanInput';
import { useResolveScan } from '../../scan/useResolveScan';
import { type CountableLine, type Found, type LineState, countLookup, lineState, nextBin, nextLineInBin, readCode } from './countReads';
import type inventarios from './index';
import { AddLine } from './AddLine';

type Sheet = Answer<typeof inventarios, 'getCountSheet'>;
type SheetLine = Sheet['linhas'][number];
const M = 'resources.inventarios.messages';
const DECIMAL = { kind: 'decimal' } as const;
const TONE: Record<LineState, 'default' | 'warning' | 'success'> = { todo: 'default', recount: 'warning', others: 'default', done: 'success' };
const STATE_LABEL: Record<LineState, string> = { todo: 'to_count', recount: 'to_recount', others: 'counted', done: 'counted' };

/**
 * The counter's screen (docs/domain.md "Warehousing"): bin by bin in the sheet's order, one scan
 * field (ScanInput: a keyboard wedge, typing, or the camera, which stays open while counting): a
 * bin's address, then a product (each read adds one, a GS1 (37) its count; a GS1 code's lot picks
 * that lot's line) or a lot's code; the quantity may be typed over; Save sends one count per line,
 * queued by the outbox without signal. Blind: the sheet carries no expected quantity.
 */
export const CountSheet = ({ id, version }: { id: string; version: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const { identity } = useGetIdentity();
  const me = identity?.id as string | undefined;
  const { data: sheet, isError } = useQuery({ queryKey: ['inventarios', 'folha', id, version], queryFn: () => dataProvider.getCountSheet({ params: { id } }) });
  // Counts queued on this device while offline: shown as counted until the server's sheet has them.
  const [queued, setQueued] = useState<Record<string, number>>({});
  const [bin, setBin] = useState<string>();
  const [selected, setSelected] = useState<string>();
  const [quantity, setQuantity] = useState<number | string | null>(null);
  const resolve = useResolveScan();
  const quantityRef = useRef<HTMLInputElement>(null);
  const save = useMutation({
    mutationFn: (v: { line: SheetLine; quantidade: number }) =>
      dataProvider.countLine({ params: { id, itemId: v.line.id }, body: { quantidade: v.quantidade } }, { idempotencyKey: crypto.randomUUID() }),
    onSuccess: async (answer, v) => {
      const offline = isQueuedAnswer(answer);
      notify(translate(offline ? `${M}.queued` : `${M}.saved`), { type: offline ? 'info' : 'success' });
      if (offline) setQueued((q) => ({ ...q, [v.line.id]: v.quantidade }));
      setQuantity(null);
      const rest = lines.map((l) => (l.id === v.line.id ? { ...l, contado: v.quantidade, contado_por: me ?? null, recontar: false } : l));
      const next = nextLineInBin(rest, v.line.endereco, me, v.line.id);
      setSelected(next?.id);
      if (!next) setBin(undefined);
      if (!offline) await queryClient.invalidateQueries({ queryKey: ['inventarios'] });
    },
    onError: (err) => notify(err instanceof Error ? err.message : String(err), { type: 'error' }),
  });
  if (isError) return <Alert severity="error">{translate(`${M}.load_failed`)}</Alert>;
  if (!sheet) return null;
  const lines: (SheetLine & CountableLine)[] = sheet.linhas.map((l) => (l.id in queued ? { ...l, contado: queued[l.id], contado_por: me ?? null, recontar: false } : l));
  const number = (n: unknown) => formatValue(DECIMAL, n, locale);
  const done = lines.filter((l) => lineState(l, me) === 'done' || lineState(l, me) === 'others').length;
  const line = lines.find((l) => l.id === selected);
  const here = bin ? lines.filter((l) => l.endereco === bin) : [];
  const upcoming = nextBin(lines, me);

  const choose = (l: SheetLine, add = 0) => {
    setSelected(l.id);
    // Each read of the same product adds one; picking another line starts from its first read.
    setQuantity((q) => (l.id === selected && typeof q === 'number' ? q + add : add || null));
  };
  const goTo = (b: string) => {
    setBin(b);
    setSelected(nextLineInBin(lines, b, me)?.id);
    setQuantity(null);
  };
  /** One read: the refusal's text, shown under the field (and by the camera), or nothing. */
  const onRead = async (_raw: string, scanned: AcceptedRead): Promise<string | undefined> => {
    const code = bin ? countLookup(scanned, lines) : undefined;
    let found: Found | undefined;
    if (code) {
      // A GTIN no line's code spells: the server names its material. Offline it cannot: unknown here.
      const resolved = await resolve(scanned).catch(() => undefined);
      if (!resolved) return translate(`${M}.unknown_code`, { code });
      if (!resolved.ok) return translate(resolved.message.key, resolved.message.args);
      if (resolved.fields.material) found = { material_id: resolved.fields.material.id, count: resolved.fields.count };
    }
    const read = readCode(scanned, lines, bin, found);
    if (read.kind === 'bin') goTo(read.bin);
    else if (read.kind === 'line') choose(read.line, read.count);
    else if (read.kind === 'lots') return translate(`${M}.lot`) + ': ' + read.lines.map((l) => l.lote).join(', ');
    else if (read.kind === 'bin_first') return translate(`${M}.scan_bin`);
    else return translate(`${M}.unknown_code`, { code: read.code });
    return undefined;
  };
  const canSave = !!line && typeof quantity === 'number' && quantity >= 0 && ['todo', 'recount', 'done'].includes(lineState(line, me));

  return (
    <Box component="section" aria-labelledby="count-sheet-title" sx={{ mt: 2 }}>
      <Typography id="count-sheet-title" variant="h6" component="h2">{translate(`${M}.title`, { numero: sheet.numero })}</Typography>
      <Alert severity="info" role="note" sx={{ my: 1 }}>{translate(`${M}.blind`)}</Alert>
      <Typography role="status" data-testid="count-progress" sx={{ mb: 1 }}>
        {lines.length ? translate(done === lines.length ? `${M}.all_counted` : `${M}.lines_left`, { done, total: lines.length }) : translate(`${M}.empty`)}
      </Typography>
      {!sheet.contador && <Alert severity="warning">{translate(`${M}.not_counter_notice`)}</Alert>}
      {sheet.contador && (
        <>
          <ScanInput id="count-read" autoFocus continuous label={translate(bin ? `${M}.scan_product` : `${M}.scan_bin`)} onScan={onRead} />
          {!bin && upcoming && (
            <Button variant="outlined" size="large" fullWidth sx={{ mt: 1, minHeight: 48 }} onClick={() => goTo(upcoming)}>
              {translate(`${M}.bin`)}: <bdi dir="ltr">&nbsp;{upcoming}</bdi>
            </Button>
          )}
          {line && (
            <Box sx={{ mt: 2, p: 2, border: 1, borderColor: 'primary.main', borderRadius: 1 }} data-testid="count-line">
              <Typography variant="body2">{translate(`${M}.bin`)}: <bdi dir="ltr">{line.endereco}</bdi></Typography>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                <bdi>{line.codigo}</bdi> · {line.descricao}
              </Typography>
              {!!line.lote && <Typography variant="body2">{translate(`${M}.lot`)}: {line.lote}</Typography>}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}>
                <NumberTextField kind="decimal" label={`${translate(`${M}.quantity`)}${line.unidade ? ` (${line.unidade})` : ''}`} value={quantity}
                  onValueChange={setQuantity} inputRef={quantityRef} fullWidth />
                <Button variant="contained" size="large" sx={{ minHeight: 56, minWidth: 160 }} disabled={!canSave || save.isPending}
                  onClick={() => save.mutate({ line, quantidade: quantity as number })}>
                  {translate(`${M}.save`)}
                </Button>
              </Stack>
            </Box>
          )}
        </>
      )}
      {bin && (
        <Box component="section" aria-labelledby="count-bin" sx={{ mt: 2 }}>
          <Typography id="count-bin" variant="subtitle1" component="h3">{translate(`${M}.bin`)}: <bdi dir="ltr">{bin}</bdi></Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {here.map((l) => (
              <LineCard key={l.id} line={l} state={lineState(l, me)} selected={l.id === selected} number={number} onPick={sheet.contador ? () => choose(l) : undefined} />
            ))}
          </Stack>
          {sheet.contador && <AddLine id={id} bin={bin} />}
        </Box>
      )}
    </Box>
  );
};

const LineCard = ({ line, state, selected, number, onPick }: {
  line: SheetLine; state: LineState; selected: boolean; number: (n: unknown) => string; onPick?: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Box component="li">
      <ButtonBase onClick={onPick} disabled={!onPick} aria-pressed={selected} focusRipple
        sx={{ width: '100%', minHeight: 56, p: 1.5, justifyContent: 'space-between', textAlign: 'start', border: 1, borderRadius: 1, gap: 1,
          borderColor: selected ? 'primary.main' : 'divider', bgcolor: selected ? 'action.selected' : undefined }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{line.codigo} · {line.descricao}</Typography>
          {!!line.lote && <Typography variant="body2">{translate(`${M}.lot`)}: {line.lote}</Typography>}
        </Box>
        <Chip size="small" color={TONE[state]}
          label={state === 'done' || state === 'others' ? `${translate(`${M}.counted`)}: ${number(line.contado)}` : translate(`${M}.${STATE_LABEL[state]}`)} />
      </ButtonBase>
    </Box>
  );
};
