import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { NumberTextField } from '../inputs/NumberTextField';
import { useAppDataProvider } from '../providers/useAppDataProvider';

type Row = Record<string, unknown>;
/** What a quantity field holds: the number read (NumberTextField), nothing, or the text kept because it is none. */
type Quantity = number | string | null;

/**
 * An inventory correction of one bin balance (POST /v1/estoque/ajustes): a new ledger movement with
 * its reason, never an edit. The Idempotency-Key is made when the dialog opens, so a retried send
 * posts once.
 */
export const AdjustDialog = ({ record, open, onClose }: { record: Row; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const titleId = useId();
  const [key] = useState(() => crypto.randomUUID());
  const [form, setForm] = useState({
    lote: String(record.lote ?? ''), validade: String(record.validade ?? ''), endereco: String(record.endereco ?? ''), motivo: '',
  });
  const [amounts, setAmounts] = useState<{ quantidade: Quantity; bloqueada: Quantity }>({ quantidade: null, bloqueada: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value }));
  const submit = async () => {
    setBusy(true);
    setErrors({});
    setMessage('');
    try {
      await dataProvider.adjustStock({
        body: {
          material_id: String(record.material_id), lote: form.lote || null, validade: form.validade || null, endereco: form.endereco,
          // Text that is no number goes as typed: the server refuses it under its field, as the form shows.
          quantidade: amounts.quantidade as number, ...(amounts.bloqueada !== null ? { bloqueada: amounts.bloqueada as number } : {}), motivo: form.motivo,
        },
      }, { idempotencyKey: key });
      notify('resources.estoque.messages.adjust.done', { type: 'success' });
      await queryClient.invalidateQueries();
      onClose();
    } catch (err) {
      const body = err instanceof HttpError ? (err.body as { errors?: Record<string, string> } | undefined) : undefined;
      setErrors(body?.errors ?? {});
      setMessage(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof form, extra: Record<string, unknown> = {}) => (
    <TextField
      name={name}
      label={translate(`resources.estoque.messages.adjust.${name}`)}
      value={form[name]}
      onChange={set(name)}
      error={!!errors[name]}
      helperText={errors[name]}
      size="small"
      fullWidth
      {...extra}
    />
  );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{`${translate('resources.estoque.messages.adjust.title')}: ${String(record.material_codigo)}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {message && <Alert severity="error">{message}</Alert>}
          {field('lote')}
          {field('validade', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
          {field('endereco', { slotProps: { htmlInput: { dir: 'ltr' } } })}
          {(['quantidade', 'bloqueada'] as const).map((name) => (
            <NumberTextField key={name} name={name} kind="decimal" required={name === 'quantidade'} size="small" fullWidth
              label={translate(`resources.estoque.messages.adjust.${name}`)} value={amounts[name]} error={errors[name]}
              onValueChange={(v) => setAmounts((a) => ({ ...a, [name]: v }))} />
          ))}
          {field('motivo', { required: true, multiline: true, minRows: 2 })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.estoque.messages.adjust.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={busy}>{translate('resources.estoque.messages.adjust.submit')}</Button>
      </DialogActions>
    </Dialog>
  );
};

export const AdjustButton = ({ record }: { record: Row }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`${translate('resources.estoque.messages.adjust.open')} ${String(record.material_codigo)} ${String(record.lote ?? '')} ${String(record.endereco ?? '')}`.trim()}>
        {translate('resources.estoque.messages.adjust.open')}
      </Button>
      {open && <AdjustDialog record={record} open={open} onClose={() => setOpen(false)} />}
    </>
  );
};
