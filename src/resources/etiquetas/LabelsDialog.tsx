import {
  Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormGroup,
  FormHelperText, FormLabel, Radio, RadioGroup, Stack, Typography, useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { LABEL_FORMATS, type LabelFormat } from './index';

/** A text of the labels dialog (resources.etiquetas.messages.dialog.*). */
export const T = (key: string) => `resources.etiquetas.messages.dialog.${key}`;

/** What a print is of: rows of a stock page (chosen in the dialog), a confirmed receipt, or bins. */
export type LabelsTarget =
  | { kind: 'estoque'; rows: readonly { id: string; text: string }[]; chosen: readonly string[] }
  | { kind: 'recebimento'; id: string; numero: string }
  | { kind: 'enderecos'; enderecos: readonly string[] };

/** Hands a file to the browser as a download, as a link with `download` would. */
const save = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

// Rows a thumb can hit: 48 px, WCAG's and Material's touch target.
const TOUCH = { minHeight: 48, mx: 0 };

/**
 * Chooses the format (A4 sheet, thermal, ZPL) and, on a stock page, the rows, then downloads the
 * server's file (docs/decisions.md "Labels"). Full screen on a phone. A refusal shows its message,
 * and the row or option it names.
 */
export const LabelsDialog = ({ target, onClose }: { target: LabelsTarget; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [formato, setFormato] = useState<LabelFormat>('pdf-a4');
  const [chosen, setChosen] = useState<string[]>(target.kind === 'estoque' ? [...target.chosen] : []);
  const [palete, setPalete] = useState(true);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const ids = target.kind === 'estoque' ? target.rows.map((r) => r.id).filter((id) => chosen.includes(id)) : [];
  const count = target.kind === 'estoque' ? ids.length : target.kind === 'enderecos' ? target.enderecos.length : undefined;
  const ext = formato === 'zpl' ? 'zpl' : 'pdf';

  const download = async () => {
    setBusy(true);
    setMessage('');
    setErrors({});
    try {
      const blob = target.kind === 'estoque' ? await dataProvider.printStockLabels({ query: { formato, id: ids } })
        : target.kind === 'recebimento' ? await dataProvider.printReceiptLabels({ params: { id: target.id }, query: { formato, palete: palete ? 'true' : 'false' } })
          : await dataProvider.printBinLabels({ query: { formato, endereco: [...target.enderecos] } });
      save(blob, `etiquetas-${target.kind === 'recebimento' ? `recebimento-${target.numero}` : target.kind}.${ext}`);
      notify(T('done'), { type: 'success' });
      onClose();
    } catch (err) {
      const body = err instanceof HttpError ? (err.body as { errors?: Record<string, string> } | undefined) : undefined;
      setErrors(body?.errors ?? {});
      setMessage(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(T('title'))}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {message && <Alert severity="error">{message}</Alert>}
          <FormControl>
            <FormLabel id={`${titleId}-format`}>{translate(T('format'))}</FormLabel>
            <RadioGroup aria-labelledby={`${titleId}-format`} name="formato" value={formato} onChange={(e) => setFormato(e.target.value as LabelFormat)}>
              {LABEL_FORMATS.map((f) => (
                <FormControlLabel key={f} value={f} control={<Radio />} label={translate(T(`formats.${f}`))} sx={TOUCH} />
              ))}
            </RadioGroup>
            {errors.formato && <FormHelperText error>{errors.formato}</FormHelperText>}
          </FormControl>
          {target.kind === 'recebimento' && (
            <FormControl error={!!errors.palete}>
              <FormControlLabel control={<Checkbox name="palete" checked={palete} onChange={(e) => setPalete(e.target.checked)} />}
                label={translate(T('palete'))} sx={TOUCH} />
              {errors.palete && <FormHelperText>{errors.palete}</FormHelperText>}
            </FormControl>
          )}
          {target.kind === 'estoque' && (
            <FormControl component="fieldset">
              <FormLabel component="legend">{translate(T('rows'))}</FormLabel>
              <FormGroup>
                {target.rows.map((r, i) => {
                  const error = errors[`id.${ids.indexOf(r.id)}`];
                  return (
                    <div key={r.id}>
                      <FormControlLabel sx={TOUCH} label={<bdi>{r.text}</bdi>}
                        control={<Checkbox name={`linha-${i}`} checked={chosen.includes(r.id)} onChange={() => toggle(r.id)} />} />
                      {error && ids.includes(r.id) && <FormHelperText error>{error}</FormHelperText>}
                    </div>
                  );
                })}
              </FormGroup>
            </FormControl>
          )}
          {/* The server names the bin it refuses (one not registered): said here, as there is no row to put it under. */}
          {target.kind === 'enderecos' && errors.endereco && <FormHelperText error>{errors.endereco}</FormHelperText>}
          {count !== undefined && (
            <Typography role="status" color={count ? 'text.secondary' : 'error'}>
              {count ? translate(T('count'), { count }) : translate(T('none'))}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ p: 2, gap: 1 }}>
        <Button size="large" onClick={onClose} disabled={busy}>{translate(T('cancel'))}</Button>
        <Button size="large" variant="contained" onClick={download} disabled={busy || count === 0}>{translate(T('download'))}</Button>
      </DialogActions>
    </Dialog>
  );
};
