import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert, Box, Button as MuiButton, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell,
  TableContainer, TableHead, TableRow, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { Button, useLocaleState, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { RecordOf } from '../../registry/define';
import type { Plan as NfePreview, PlanLine as NfePreviewLine } from '../../registry/nfe';
import type entradas from './index';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { formatCnpj } from '../../registry/brazil';
import { formatMoney } from '../../fields/format';

/** A text of this screen's catalog (i18n/inbound). */
const T = (key: string) => `resources.entradas.messages.import.${key}`;
/** An NF-e goes as the XML itself, with its type. */
const xmlBody = (xml: string) => new Blob([xml], { type: 'application/xml' });

const useFormats = () => {
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  // A calendar day, not an instant: read in UTC so no time zone moves it.
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC' });
  return { number: (v: number) => number.format(v), money: (v: number) => formatMoney(v, locale), day: (v: string | null) => (v ? day.format(new Date(`${v}T00:00:00Z`)) : '—') };
};

/** A chip whose border carries the tone and whose text keeps the body colour: warning orange text would not reach 4.5:1 on white. */
const toned = (tone: 'warning' | 'info' | 'success') => ({ borderColor: `${tone}.main`, borderWidth: 2, color: 'text.primary' });

const Origin = ({ line }: { line: NfePreviewLine }) => {
  const translate = useTranslate();
  const color = line.material.origem === 'novo' ? 'warning' : line.material.origem === 'gtin' ? 'info' : 'success';
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      <Chip size="small" variant="outlined" sx={toned(color)} label={translate(T(`origin_${line.material.origem}`))} />
      {line.mapeamento_novo && <Chip size="small" variant="outlined" label={translate(T('mapping_new'))} />}
    </Stack>
  );
};

// The desktop table is focusable (tabIndex, region): a keyboard user scrolls it when it is wider than the dialog.
/** On a phone each line is a short block: a table of eight columns would not fit 390 px. */
const PhoneLines = ({ plan }: { plan: NfePreview }) => {
  const translate = useTranslate();
  const f = useFormats();
  return (
    <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {plan.itens.map((l, i) => (
        <Box component="li" key={i} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="body2"><bdi>{l.codigo_fornecedor}</bdi> · {l.descricao}</Typography>
          <Typography variant="body2">{translate(T('material'))}: <bdi>{l.material.codigo}</bdi></Typography>
          <Origin line={l} />
          <Typography variant="body2">
            {translate(T('lot'))}: <bdi>{l.lote || '—'}</bdi> · {translate(T('expiry'))}: <bdi>{f.day(l.validade)}</bdi>
          </Typography>
          <Typography variant="body2">
            {translate(T('qty_nf'))}: <bdi>{f.number(l.quantidade_nf)} {l.unidade_nf}</bdi> · {translate(T('factor'))}: <bdi>{f.number(l.fator_conversao)}</bdi>
            {' · '}{translate(T('qty'))}: <bdi>{f.number(l.quantidade)}</bdi>
          </Typography>
        </Box>
      ))}
    </Stack>
  );
};

/** What the import would create and match: the supplier, the invoice's header, one row per line (a lot of an item is its own line). */
const Preview = ({ plan, phone }: { plan: NfePreview; phone: boolean }) => {
  const translate = useTranslate();
  const f = useFormats();
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="subtitle2" component="h3">{translate(T('supplier'))}</Typography>
        <Typography>{plan.fornecedor.razao_social} · <bdi>{formatCnpj(plan.fornecedor.cnpj)}</bdi></Typography>
        <Chip size="small" sx={{ mt: 0.5, ...toned(plan.fornecedor.novo ? 'warning' : 'success') }} variant="outlined"
          label={translate(T(plan.fornecedor.novo ? 'supplier_new' : 'supplier_existing'))} />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3">{translate(T('invoice'), { numero: plan.numero_nf, serie: plan.serie || '—' })}</Typography>
        <Typography variant="body2">{translate(T('issued'))}: <bdi>{f.day(plan.data_emissao)}</bdi> · {translate(T('total'))}: <bdi>{f.money(plan.valor_total)}</bdi></Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{translate(T('key'))}: <span dir="ltr">{plan.chave_acesso}</span></Typography>
      </Box>
      <Typography variant="subtitle2" component="h3">{translate(T('items'))}</Typography>
      {phone ? <PhoneLines plan={plan} /> : (
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate(T('items'))}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(T('item'))}</TableCell>
              <TableCell>{translate(T('code'))}</TableCell>
              <TableCell>{translate(T('material'))}</TableCell>
              <TableCell>{translate(T('lot'))}</TableCell>
              <TableCell>{translate(T('expiry'))}</TableCell>
              <TableCell align="right">{translate(T('qty_nf'))}</TableCell>
              <TableCell align="right">{translate(T('factor'))}</TableCell>
              <TableCell align="right">{translate(T('qty'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.itens.map((l, i) => (
              <TableRow key={i}>
                <TableCell>{l.item}</TableCell>
                <TableCell>
                  <div><bdi>{l.codigo_fornecedor}</bdi></div>
                  <Typography variant="caption" color="text.secondary">{l.descricao}</Typography>
                </TableCell>
                <TableCell>
                  <div><bdi>{l.material.codigo}</bdi></div>
                  <Origin line={l} />
                </TableCell>
                <TableCell><bdi>{l.lote || '—'}</bdi></TableCell>
                <TableCell>{f.day(l.validade)}</TableCell>
                <TableCell align="right"><bdi>{f.number(l.quantidade_nf)} {l.unidade_nf}</bdi></TableCell>
                <TableCell align="right">{f.number(l.fator_conversao)}</TableCell>
                <TableCell align="right">{f.number(l.quantidade)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      )}
    </Stack>
  );
};

/**
 * The list page's "Importar NF-e": a chosen XML is previewed (a call that writes nothing), then
 * imported on confirmation, and its entrada opens. A refusal (duplicate, bad file) shows its message.
 */
export const ImportNfeButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useAppDataProvider();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const [xml, setXml] = useState('');
  const [plan, setPlan] = useState<NfePreview>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Made when the user chose the file: a confirmation sent twice imports once.
  const [idempotencyKey, setKey] = useState('');

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setOpen(true);
    setPlan(undefined);
    setError('');
    setBusy(true);
    setKey(crypto.randomUUID());
    try {
      const text = await file.text();
      setXml(text);
      setPlan(await dataProvider.importNfe({ query: { dry_run: 'true' }, body: xmlBody(text) }) as NfePreview);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : translate(T('read_failed')));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      const entrada = await dataProvider.importNfe({ body: xmlBody(xml) }, { idempotencyKey }) as RecordOf<typeof entradas>;
      notify(translate(T('done'), { numero: entrada.numero_nf }), { type: 'success' });
      setOpen(false);
      redirect('show', 'entradas', entrada.id);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button component="label" label={T('button')}>
        <>
          <UploadFileIcon />
          <input hidden type="file" accept=".xml,application/xml,text/xml" aria-label={translate(T('choose'))} onChange={choose} />
        </>
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullScreen={phone} maxWidth="lg" fullWidth aria-labelledby="nfe-preview-title">
        <DialogTitle id="nfe-preview-title">{translate(T('title'))}</DialogTitle>
        <DialogContent>
          {busy && !plan && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} />
              <span>{translate(T('reading'))}</span>
            </Stack>
          )}
          {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
          {plan && <Preview plan={plan} phone={phone} />}
        </DialogContent>
        <DialogActions>
          {/* MUI's buttons: react-admin's shrink to their (absent) icon on a phone. */}
          <MuiButton onClick={() => setOpen(false)} disabled={busy}>{translate(T('cancel'))}</MuiButton>
          <MuiButton variant="contained" onClick={confirm} disabled={busy || !plan}>{translate(T('confirm'))}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
