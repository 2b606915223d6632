import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { NumberTextField } from '../../inputs/NumberTextField';
import { isQueuedAnswer } from '../../offline/withOfflineQueue';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { type AcceptedRead, ScanInput } from '../../scan/ScanInput';
import { type ScannedMaterial } from '../../scan/resolveScan';
import { useResolveScan } from '../../scan/useResolveScan';

const M = 'resources.inventarios.messages';

/**
 * "Product not on the list": a product found in this bin where the count has no line for it
 * (docs/decisions.md "Cycle counts"). The product is scanned or typed (ScanInput): its code, GTIN
 * or a supplier's code names the material (GET /v1/leituras/materiais); a GS1 read fills the lot
 * too, and its (37) count the quantity. A code that names nothing says so and keeps what was filled.
 * The line is added and counted in one call, which the outbox queues without signal.
 */
export const AddLine = ({ id, bin }: { id: string; bin: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const [open, setOpen] = useState(false);
  const resolve = useResolveScan();
  const [material, setMaterial] = useState<ScannedMaterial | null>(null);
  const [lot, setLot] = useState('');
  const [quantity, setQuantity] = useState<number | string | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const add = useMutation({
    mutationFn: (m: ScannedMaterial) =>
      dataProvider.addLine({ params: { id }, body: { endereco: bin, material_id: m.id, quantidade: quantity as number, ...(lot.trim() ? { lote: lot.trim() } : {}) } },
        { idempotencyKey: crypto.randomUUID() }),
    onSuccess: async (answer) => {
      notify(translate(isQueuedAnswer(answer) ? `${M}.queued` : `${M}.added`), { type: isQueuedAnswer(answer) ? 'info' : 'success' });
      setOpen(false);
      setMaterial(null);
      setLot('');
      setQuantity(null);
      setRefusal(undefined);
      await queryClient.invalidateQueries({ queryKey: ['inventarios'] });
    },
    onError: (err: Error & { body?: { errors?: Record<string, string> } }) =>
      setRefusal([err.message, ...Object.values(err.body?.errors ?? {})].join(' — ')),
  });
  /** A read fills the product, and the lot and quantity when it carries them; a refusal keeps what was filled. */
  const onScan = async (_raw: string, read: AcceptedRead): Promise<string | undefined> => {
    const resolved = await resolve(read).catch(() => undefined);
    if (!resolved) return translate(`${M}.unknown_code`, { code: read.text });
    if (!resolved.ok) return translate(resolved.message.key, resolved.message.args);
    const { material: m, lot: l, count } = resolved.fields;
    if (!m) return translate(`${M}.scan_product`);
    setMaterial(m);
    if (l !== undefined) setLot(l);
    if (read.data.count !== undefined && count !== undefined) setQuantity(count);
    setRefusal(undefined);
    return undefined;
  };
  if (!open) {
    return <Button size="large" sx={{ mt: 1, minHeight: 48 }} onClick={() => setOpen(true)}>{translate(`${M}.add_line`)}</Button>;
  }
  return (
    <Box component="form" aria-label={translate(`${M}.add_line`)} sx={{ mt: 2 }} onSubmit={(e) => { e.preventDefault(); if (material) add.mutate(material); }}>
      <Stack spacing={1}>
        <ScanInput id="add-line-product" label={translate(`${M}.product`)} onScan={onScan} />
        {material && <Typography data-testid="add-line-material" sx={{ overflowWrap: 'anywhere' }}><bdi dir="ltr">{material.codigo}</bdi> · {material.descricao}</Typography>}
        <TextField label={translate(`${M}.lot`)} value={lot} onChange={(e) => setLot(e.target.value)} slotProps={{ htmlInput: { dir: 'ltr', maxLength: 60 } }} />
        <NumberTextField kind="decimal" label={translate(`${M}.quantity`)} value={quantity} onValueChange={setQuantity} required />
        {refusal && <Alert severity="error" role="alert">{refusal}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" size="large" sx={{ minHeight: 48 }} disabled={!material || typeof quantity !== 'number' || add.isPending}>
            {translate(`${M}.add`)}
          </Button>
          <Button size="large" sx={{ minHeight: 48 }} onClick={() => setOpen(false)}>{translate(`${M}.cancel`)}</Button>
        </Stack>
      </Stack>
    </Box>
  );
};
