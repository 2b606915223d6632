import DownloadIcon from '@mui/icons-material/Download';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { RecordOf } from '../../registry/define';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { declared } from '../../providers/homes';
import { ResourceShow } from '../../screens/ResourceShow';
import type entradas from './index';

/** A text of this screen's catalog (i18n/inbound). */
const T = (key: string) => `resources.entradas.messages.show.${key}`;

/** Starts the count (conferência) of this entrada: a new recebimento, opened at once. */
type Entrada = RecordOf<typeof entradas>;

const CountButton = ({ entrada }: { entrada: Entrada }) => {
  const dataProvider = useDataProvider();
  const redirect = useRedirect();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  // One key per page visit: a double click starts one count, the second answered as the first.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const start = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.create('recebimentos', { data: { entrada_id: entrada.id }, meta: { idempotencyKey } });
      redirect('edit', 'recebimentos', data.id);
    } catch (err) {
      notify(err instanceof Error && err.message ? err.message : translate(T('count_failed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label={T('count')} variant="contained" onClick={start} disabled={busy}><FactCheckIcon /></Button>;
};

/** The supplier's XML as it was imported, saved as a file (the API sends the token an <a href> could not). */
const DownloadXml = ({ entrada }: { entrada: Entrada }) => {
  const dataProvider = useAppDataProvider();
  const save = async () => {
    const blob = await dataProvider.getFile({ params: { id: entrada.arquivo_id as string } });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `NFe${entrada.chave_acesso ?? entrada.numero_nf}.xml`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return <Button label={T('download')} onClick={save}><DownloadIcon /></Button>;
};

const EntradaActions = () => {
  const entrada = useRecordContext<Entrada>();
  if (!entrada) return null;
  const waiting = entrada.status_id === declared<typeof entradas>('entradas').statusIds.aguardando;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
      {waiting && <CountButton entrada={entrada} />}
      {entrada.arquivo_id && <DownloadXml entrada={entrada} />}
    </Stack>
  );
};

/** An entrada's page: header and items (one line per lot), its status buttons, the count to start and the XML it came from. */
// The XML is no picture: its own download button replaces the file field's thumbnail.
export const EntradaShow = () => (
  <ResourceShow omit={['arquivo_id']}>
    <EntradaActions />
  </ResourceShow>
);

export default EntradaShow;
