import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { HttpError, Title, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { formatValue } from '../../fields/format';
import { NumberTextField } from '../../inputs/NumberTextField';
import { isQueuedAnswer } from '../../offline/withOfflineQueue';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { BIN } from '../../registry/bin';
import { type AcceptedRead, ScanInput } from '../../scan/ScanInput';
import { useResolveScan } from '../../scan/useResolveScan';
import { placeTransferRead } from './transferScan';

const T = (key: string) => `resources.enderecos.messages.transfer.${key}`;
const FIELDS = ['de', 'material', 'lote', 'para', 'quantidade'] as const;
type Field = (typeof FIELDS)[number];
type Material = { id: string; codigo: string; descricao?: string };
const DECIMAL = { kind: 'decimal' } as const;
const blank = { de: '', material: '', lote: '', para: '' };

/**
 * Bin-to-bin transfer on a phone (POST /v1/enderecos/transferencias, docs/domain.md "Warehousing"):
 * one scan field on top (ScanInput: wedge, typing or camera) takes the from-bin, the product (a
 * GS1-128 read fills material by GTIN and lot at once) and the to-bin (transferScan.ts says where
 * each read goes; a code that names nothing is refused under it and what was filled stays). Below,
 * from-bin, product, lot, to-bin, quantity stay plain fields to type into, where Enter moves to the
 * next field (the last one sends). The product is found by its
 * code; the lots the from-bin holds of it are offered, one filled in when it is the only one. The
 * Idempotency-Key is made per transfer, so a second send of the same one posts once; without a
 * connection the outbox keeps it (the operation's `offline`), and the screen says so.
 */
export const TransferPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const raProvider = useDataProvider();
  const queryClient = useQueryClient();
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const [form, setForm] = useState(blank);
  const [quantidade, setQuantidade] = useState<number | string | null>(null);
  const [material, setMaterial] = useState<Material | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ severity: 'success' | 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const number = (n: unknown) => formatValue(DECIMAL, n, locale);
  const resolve = useResolveScan();

  const de = form.de.trim().toUpperCase();
  const lots = useQuery({
    queryKey: ['enderecos', 'transfer-lots', de, material?.id],
    enabled: BIN.test(de) && !!material,
    queryFn: () => dataProvider.getStockByBin({ query: { endereco: de, material_id: [material!.id], limit: 50 } }),
  });
  const inBin = (lots.data?.data ?? []).filter((r) => r.endereco === de);
  const chosen = inBin.find((r) => (r.lote ?? '') === form.lote.trim());

  const focus = (f: Field) => refs.current[f]?.focus();
  const next = (f: Field) => {
    const i = FIELDS.indexOf(f);
    if (i < FIELDS.length - 1) focus(FIELDS[i + 1]); else void submit();
  };
  const set = (f: keyof typeof blank, value: string) => {
    setForm((v) => ({ ...v, [f]: value }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };

  /** The product of a scanned or typed code (its `codigo`), or a translated refusal under the field; what was filled stays. */
  const findMaterial = async (): Promise<Material | null> => {
    const codigo = form.material.trim();
    if (!codigo) return null;
    if (material && material.codigo.toUpperCase() === codigo.toUpperCase()) return material;
    const { data } = await raProvider.getList<Material>('materiais', { filter: { q: codigo }, pagination: { page: 1, perPage: 25 }, sort: { field: 'codigo', order: 'ASC' } });
    const found = data.find((m) => m.codigo.toUpperCase() === codigo.toUpperCase()) ?? null;
    setMaterial(found);
    if (!found) setErrors((e) => ({ ...e, material: translate(T('material_unknown'), { codigo }) }));
    else {
      // The from-bin holds one lot of it: that is the lot.
      const held = await queryClient.fetchQuery({
        queryKey: ['enderecos', 'transfer-lots', de, found.id],
        queryFn: () => dataProvider.getStockByBin({ query: { endereco: de, material_id: [found.id], limit: 50 } }),
      }).catch(() => undefined);
      const lotes = (held?.data ?? []).filter((r) => r.endereco === de && r.disponivel > 0);
      if (lotes.length === 1 && !form.lote) setForm((v) => ({ ...v, lote: lotes[0].lote ?? '' }));
    }
    return found;
  };

  /** One read of the scan field: where it goes, or the refusal's text (under the field, and in the camera). */
  const onScan = async (_raw: string, read: AcceptedRead): Promise<string | undefined> => {
    const resolved = await resolve(read).catch(() => undefined);
    if (!resolved) return translate(T('material_unknown'), { codigo: read.text });
    if (!resolved.ok) return translate(resolved.message.key, resolved.message.args);
    const placed = placeTransferRead(resolved.fields, form, material ?? undefined);
    if (!placed.ok) return translate(T('scan_no_product'));
    setForm(placed.form);
    setErrors({});
    setResult(null);
    if (placed.material) setMaterial(placed.material);
    if (placed.quantidade !== undefined) setQuantidade(placed.quantidade);
    // The from-bin holds one lot of the product read: that is the lot.
    if (placed.material && !placed.form.lote && BIN.test(placed.form.de)) {
      const held = await queryClient.fetchQuery({
        queryKey: ['enderecos', 'transfer-lots', placed.form.de, placed.material.id],
        queryFn: () => dataProvider.getStockByBin({ query: { endereco: placed.form.de, material_id: [placed.material!.id], limit: 50 } }),
      }).catch(() => undefined);
      const lotes = (held?.data ?? []).filter((r) => r.endereco === placed.form.de && r.disponivel > 0);
      if (lotes.length === 1) setForm((v) => ({ ...v, lote: lotes[0].lote ?? '' }));
    }
    return undefined;
  };

  const onEnter = (f: Field) => async (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (f === 'material' && !(await findMaterial())) return;
    next(f);
  };

  async function submit() {
    setBusy(true);
    setResult(null);
    try {
      const m = await findMaterial();
      if (!m) { focus('material'); return; }
      const answer = await dataProvider.transferStock({
        // Text that is no number goes as typed: the server refuses it under its field.
        body: { de, material_id: m.id, lote: form.lote.trim() || null, para: form.para.trim().toUpperCase(), quantidade: quantidade as number },
      }, { idempotencyKey: key });
      const args = { quantidade: number(quantidade), de, para: form.para.trim().toUpperCase() };
      setResult(isQueuedAnswer(answer)
        ? { severity: 'info', text: translate(T('queued')) }
        : { severity: 'success', text: translate(T('done'), args) });
      setForm(blank);
      setQuantidade(null);
      setMaterial(null);
      setErrors({});
      setKey(crypto.randomUUID());
      if (!isQueuedAnswer(answer)) await queryClient.invalidateQueries({ queryKey: ['enderecos', 'transfer-lots'] });
      focus('de');
    } catch (err) {
      const fields = err instanceof HttpError ? ((err.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) : {};
      const { material_id: onMaterial, ...rest } = fields;
      setErrors({ ...rest, ...(onMaterial ? { material: onMaterial } : {}) });
      setResult({ severity: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  const field = (f: keyof typeof blank, extra: { bin?: boolean } = {}) => (
    <TextField
      name={f}
      label={translate(T(f))}
      value={form[f]}
      onChange={(e) => set(f, extra.bin ? e.target.value.toUpperCase() : e.target.value)}
      onKeyDown={onEnter(f)}
      onBlur={f === 'material' ? () => { void findMaterial(); } : undefined}
      inputRef={(el: HTMLInputElement | null) => { refs.current[f] = el; }}
      error={!!errors[f]}
      helperText={errors[f] ?? (f === 'lote' && chosen ? translate(T('available'), { endereco: de, quantidade: number(chosen.disponivel) }) : undefined)}
      autoComplete="off"
      fullWidth
      // Codes read left to right in Arabic too; the phone's keyboard shows Enter as "next".
      slotProps={{ htmlInput: { dir: 'ltr', enterKeyHint: 'next', ...(extra.bin ? { maxLength: 11, placeholder: 'A-01-02-03' } : {}) } }}
    />
  );

  return (
    <Box component="section" aria-labelledby="transfer-title" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 1, sm: 2 } }}>
      <Title title={translate(T('title'))} />
      <Typography id="transfer-title" variant="h5" component="h1" gutterBottom>{translate(T('title'))}</Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>{translate(T('intro'))}</Typography>
      {result && <Alert severity={result.severity} sx={{ mb: 2 }} role={result.severity === 'error' ? 'alert' : 'status'}>{result.text}</Alert>}
      <Box sx={{ mb: 2 }}>
        <ScanInput id="transfer-scan" continuous onScan={onScan} label={translate(T('scan'))}
          helperText={translate(T(!form.de ? 'scan_de' : !form.material ? 'scan_material' : 'scan_para'))} />
      </Box>
      <Stack component="form" spacing={2} noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        {field('de', { bin: true })}
        {field('material')}
        {material && <Typography variant="body2" sx={{ mt: -1 }}>{material.descricao}</Typography>}
        {field('lote')}
        {inBin.length > 1 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: -1 }} role="group" aria-label={translate(T('lote'))}>
            {inBin.map((r) => (
              <Button key={r.lote ?? ''} variant={r.lote === form.lote ? 'contained' : 'outlined'} sx={{ minHeight: 48 }}
                onClick={() => { set('lote', r.lote ?? ''); focus('para'); }}>
                <bdi dir="ltr">{r.lote || '—'}</bdi>&nbsp;({number(r.disponivel)})
              </Button>
            ))}
          </Stack>
        )}
        {field('para', { bin: true })}
        <NumberTextField name="quantidade" kind="decimal" required fullWidth label={translate(T('quantidade'))} value={quantidade}
          error={errors.quantidade} onValueChange={(v) => { setQuantidade(v); setErrors((e) => ({ ...e, quantidade: undefined })); }}
          inputRef={(el: HTMLInputElement | null) => { refs.current.quantidade = el; }} />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 56 }}>{translate(T('submit'))}</Button>
      </Stack>
    </Box>
  );
};

export default TransferPage;
