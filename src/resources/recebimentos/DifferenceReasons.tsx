import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatValue } from '../../fields/format';
import type { Answer } from '../../registry/operations';
import type recebimentos from './index';

/** One entrada line as the count screen shows it. */
export type CountLine = Answer<typeof recebimentos, 'getCount'>['linhas'][number];

export interface Reason { id: string; nome: string; bloqueia_estoque?: boolean | null }

const T = (key: string) => `resources.recebimentos.messages.${key}`;
const DECIMAL = { kind: 'decimal' } as const;

/**
 * Asks the reason for each entrada line whose count differs from the invoice before the receipt
 * is confirmed (docs/domain.md "Warehousing"); the choices are the motivos-ressalvas, a blocking
 * one said so, since the line's counted units then enter their bins blocked.
 */
export const DifferenceReasons = ({ lines, reasons, busy, error, onConfirm, onClose }: {
  lines: readonly CountLine[];
  reasons: readonly Reason[];
  busy: boolean;
  /** The server's refusal, in the page's language. */
  error?: string;
  onConfirm: (chosen: Record<string, string>) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const number = (n: number | undefined) => formatValue(DECIMAL, n, locale);
  const complete = lines.every((l) => chosen[l.id]);
  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(T('reasons_title'))}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{translate(T('reasons_intro'))}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          {lines.map((l) => (
            <Stack key={l.id} spacing={1} data-reason-line={l.codigo}>
              <Typography variant="body2" id={`${titleId}-${l.id}`} sx={{ overflowWrap: 'anywhere' }}>
                {translate(T('line_difference'), {
                  codigo: l.codigo, descricao: l.descricao, invoiced: number(l.quantidade), counted: number(l.contado),
                  difference: `${l.diferenca! > 0 ? '+' : ''}${number(l.diferenca)}`,
                })}
              </Typography>
              <TextField select required size="small" label={translate(T('reason'))} value={chosen[l.id] ?? ''}
                onChange={(e) => setChosen((c) => ({ ...c, [l.id]: e.target.value }))}
                slotProps={{ htmlInput: { 'aria-describedby': `${titleId}-${l.id}` } }}>
                {reasons.map((m) => (
                  <MenuItem key={m.id} value={m.id}>{m.bloqueia_estoque ? translate(T('blocks_stock'), { nome: m.nome }) : m.nome}</MenuItem>
                ))}
              </TextField>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate(T('cancel'))}</Button>
        <Button variant="contained" disabled={busy || !complete} onClick={() => onConfirm(chosen)}>{translate(T('confirm'))}</Button>
      </DialogActions>
    </Dialog>
  );
};
