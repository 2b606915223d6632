import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { NumberTextField } from '../../inputs/NumberTextField';
import { isQueuedAnswer } from '../../offline/withOfflineQueue';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const M = 'resources.inventarios.messages';

/**
 * "Product not on the list": a product found in this bin where the count has no line for it
 * (docs/decisions.md "Cycle counts"). Its code is the material's `codigo` (GS1 with i31-scan);
 * the line is added and counted in one call, which the outbox queues without signal.
 */
export const AddLine = ({ id, bin }: { id: string; bin: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [lot, setLot] = useState('');
  const [quantity, setQuantity] = useState<number | string | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const add = useMutation({
    mutationFn: async () => {
      const { data } = await dataProvider.getList('materiais', { filter: { q: code.trim() }, pagination: { page: 1, perPage: 25 }, sort: { field: 'codigo', order: 'ASC' } });
      const material = data.find((m) => String(m.codigo).toUpperCase() === code.trim().toUpperCase());
      if (!material) throw new Error(translate(`${M}.unknown_code`, { code: code.trim() }));
      return dataProvider.addLine({ params: { id }, body: { endereco: bin, material_id: String(material.id), quantidade: quantity as number, ...(lot.trim() ? { lote: lot.trim() } : {}) } },
        { idempotencyKey: crypto.randomUUID() });
    },
    onSuccess: async (answer) => {
      notify(translate(isQueuedAnswer(answer) ? `${M}.queued` : `${M}.added`), { type: isQueuedAnswer(answer) ? 'info' : 'success' });
      setOpen(false);
      setCode('');
      setLot('');
      setQuantity(null);
      setRefusal(undefined);
      await queryClient.invalidateQueries({ queryKey: ['inventarios'] });
    },
    onError: (err: Error & { body?: { errors?: Record<string, string> } }) =>
      setRefusal([err.message, ...Object.values(err.body?.errors ?? {})].join(' — ')),
  });
  if (!open) {
    return <Button size="large" sx={{ mt: 1, minHeight: 48 }} onClick={() => setOpen(true)}>{translate(`${M}.add_line`)}</Button>;
  }
  return (
    <Box component="form" aria-label={translate(`${M}.add_line`)} sx={{ mt: 2 }} onSubmit={(e) => { e.preventDefault(); add.mutate(); }}>
      <Stack spacing={1}>
        <TextField label={translate(`${M}.product`)} value={code} onChange={(e) => setCode(e.target.value)} required slotProps={{ htmlInput: { dir: 'ltr' } }} />
        <TextField label={translate(`${M}.lot`)} value={lot} onChange={(e) => setLot(e.target.value)} slotProps={{ htmlInput: { dir: 'ltr', maxLength: 60 } }} />
        <NumberTextField kind="decimal" label={translate(`${M}.quantity`)} value={quantity} onValueChange={setQuantity} required />
        {refusal && <Alert severity="error" role="alert">{refusal}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" size="large" sx={{ minHeight: 48 }} disabled={!code.trim() || typeof quantity !== 'number' || add.isPending}>
            {translate(`${M}.add`)}
          </Button>
          <Button size="large" sx={{ minHeight: 48 }} onClick={() => setOpen(false)}>{translate(`${M}.cancel`)}</Button>
        </Stack>
      </Stack>
    </Box>
  );
};
