import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert, Button as MuiButton, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme,
} from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { Button, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { RecordOf } from '../../registry/define';
import type { Plan } from '../../registry/nfe';
import type entradas from './index';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { T } from './NfeChoices';
import { NfePreview } from './NfePreview';

/** An NF-e goes as the XML itself, with its type. */
const xmlBody = (xml: string) => new Blob([xml], { type: 'application/xml' });

/** The user's choices per supplier code: a material of ours, the unit of a new one. */
interface Choices { material: Record<string, string>; unidade: Record<string, string> }
const NONE: Choices = { material: {}, unidade: {} };
/** The choices as the import's query: `<value>:<supplier code>`, repeated. */
const asQuery = (c: Choices) => ({
  material: Object.entries(c.material).map(([codigo, id]) => `${id}:${codigo}`),
  unidade: Object.entries(c.unidade).map(([codigo, u]) => `${u}:${codigo}`),
});

/**
 * The list page's "Importar NF-e": a chosen XML is previewed (a call that writes nothing); each
 * choice the user makes (a material per supplier code, the unit of an unknown one) previews again,
 * so what is shown is what the import will write. The warnings of the preview must be confirmed;
 * then the import runs with the same choices, and its entrada opens. A refusal shows its message.
 */
export const ImportNfeButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useAppDataProvider();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const [xml, setXml] = useState('');
  const [plan, setPlan] = useState<Plan>();
  const [choices, setChoices] = useState<Choices>(NONE);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Made when the user chose the file or changed a choice: a confirmation sent twice imports once.
  const [idempotencyKey, setKey] = useState('');

  const preview = async (text: string, next: Choices) => {
    setBusy(true);
    setError('');
    setKey(crypto.randomUUID());
    try {
      setPlan(await dataProvider.importNfe({ query: { dry_run: 'true', ...asQuery(next) }, body: xmlBody(text) }) as Plan);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : translate(T('read_failed')));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setOpen(true);
    setPlan(undefined);
    setChoices(NONE);
    setConfirmed(false);
    const text = await file.text();
    setXml(text);
    await preview(text, NONE);
  };

  const change = (next: Choices) => {
    setChoices(next);
    void preview(xml, next);
  };
  const chooseMaterial = (codigo: string, id: string | undefined) => {
    const { [codigo]: _, ...material } = choices.material;
    change({ ...choices, material: id ? { ...material, [codigo]: id } : material });
  };
  const chooseUnit = (codigo: string, unit: string) => change({ ...choices, unidade: { ...choices.unidade, [codigo]: unit } });

  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      const query = { ...asQuery(choices), confirmar: confirmed ? plan?.avisos.map((a) => a.codigo) : [] };
      const entrada = await dataProvider.importNfe({ query, body: xmlBody(xml) }, { idempotencyKey }) as RecordOf<typeof entradas>;
      notify(translate(T('done'), { numero: entrada.numero_nf }), { type: 'success' });
      setOpen(false);
      redirect('show', 'entradas', entrada.id);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  // The import would refuse: a warning not yet confirmed, a new material's unit not chosen.
  const unsettled = !plan || (plan.avisos.length > 0 && !confirmed) || plan.produtos.some((p) => !p.material.id && !p.unidade);

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
        <DialogContent aria-busy={busy}>
          {busy && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }} role="status">
              <CircularProgress size={20} />
              <span>{translate(T(plan ? 'updating' : 'reading'))}</span>
            </Stack>
          )}
          {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
          {plan && (
            <NfePreview plan={plan} phone={phone} c={{ chooseMaterial, chooseUnit, confirmed, setConfirmed, disabled: busy }} />
          )}
        </DialogContent>
        <DialogActions>
          {/* MUI's buttons: react-admin's shrink to their (absent) icon on a phone. */}
          <MuiButton onClick={() => setOpen(false)} disabled={busy}>{translate(T('cancel'))}</MuiButton>
          <MuiButton variant="contained" onClick={confirm} disabled={busy || unsettled}>{translate(T('confirm'))}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
