import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, type Theme, Typography, useMediaQuery } from '@mui/material';
import { Link, Loading, useGetMany, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatCnpj, formatPlaca } from '../../registry/brazil';
import { useCurrentSettings } from '../configuracoes/useCurrentSettings';
import { formatChave, noteWeight } from './format';

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

// A4 with the page's own margins; the screen's chrome and the print button stay off paper.
const PRINT_CSS = `
@page { size: A4; margin: 15mm }
@media print {
  .manifest-no-print, header, nav, .MuiAppBar-root, .MuiDrawer-root, .RaSidebar-root { display: none !important; }
  .RaLayout-content, .RaLayout-appFrame, main { padding: 0 !important; margin: 0 !important; }
  .manifest { font-size: 10pt; color: #000; }
  .manifest table { page-break-inside: auto; }
  .manifest tr { page-break-inside: avoid; }
}
`;

const useNumber = () => {
  const [locale] = useLocaleState();
  return (v: unknown, digits = 0) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Number(v ?? 0));
};

/** A note's weight: its items are read to weigh it (undefined until its materials are known). */
const useNoteWeight = (note: Row): number | undefined => {
  const { data } = useGetOne('expedicoes', { id: str(note.id) });
  const itens = (data?.itens ?? []) as Row[];
  const materialIds = [...new Set(itens.map((i) => str(i.material_id)))];
  const { data: materiais } = useGetMany('materiais', { ids: materialIds }, { enabled: materialIds.length > 0 });
  const pesoOf = new Map((materiais ?? []).map((m) => [str(m.id), Number(m.peso_kg ?? 0)]));
  return materiais ? noteWeight(itens, pesoOf) : undefined;
};

// The access key reads left to right in Arabic too; on a phone it wraps between its groups of four.
const KEY_SX = { fontFamily: 'monospace', direction: 'ltr', unicodeBidi: 'isolate' } as const;

interface NoteProps {
  note: Row;
  destinatario?: Row;
}

/** One note of the manifest as a table row (a sheet or a wide screen). */
const NoteRow = ({ note, destinatario }: NoteProps) => {
  const fmt = useNumber();
  const weight = useNoteWeight(note);
  return (
    <TableRow data-testid="manifest-note">
      <TableCell>{str(note.numero_nf)}</TableCell>
      <TableCell>{str(note.serie)}</TableCell>
      <TableCell sx={{ ...KEY_SX, whiteSpace: 'nowrap' }}>{formatChave(str(note.chave_acesso))}</TableCell>
      <TableCell>{str(destinatario?.nome)}</TableCell>
      <TableCell align="right">{fmt(note.volumes)}</TableCell>
      <TableCell align="right">{weight === undefined ? '' : fmt(weight, 2)}</TableCell>
    </TableRow>
  );
};

/** One note of the manifest on a phone: the row's cells stacked, so nothing hides past the screen's edge. */
const NoteCard = ({ note, destinatario, t }: NoteProps & { t: (key: string) => string }) => {
  const fmt = useNumber();
  const weight = useNoteWeight(note);
  return (
    <Box component="li" data-testid="manifest-note" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 'bold' }}>{t('nf')} {str(note.numero_nf)}{note.serie ? ` · ${t('serie')} ${str(note.serie)}` : ''}</Typography>
      {note.chave_acesso ? <Typography variant="body2" sx={KEY_SX}>{formatChave(str(note.chave_acesso))}</Typography> : null}
      <Typography variant="body2">{str(destinatario?.nome)}</Typography>
      <Typography variant="body2">
        {t('volumes')}: {fmt(note.volumes)} · {t('weight')}: {weight === undefined ? '' : fmt(weight, 2)}
      </Typography>
    </Box>
  );
};

const Signature = ({ label }: { label: string }) => (
  <Box sx={{ flex: 1, minWidth: 200, pt: 6 }}>
    <Box sx={{ borderTop: '1px solid', borderColor: 'text.primary' }} />
    <Typography variant="body2" align="center">{label}</Typography>
  </Box>
);

/** The printable manifest of a packing list (docs/domain.md "Warehousing"): A4, company header, one line per note, totals, signatures. */
export const RomaneioManifest = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const fmt = useNumber();
  const [locale] = useLocaleState();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.romaneios.messages.manifest.${key}`, args);
  const { current } = useCurrentSettings();
  // Below 600 px a six-column table hid the weights and totals past the screen's edge (an A4 sheet is wider: it keeps the table).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { data: romaneio, isPending, error } = useGetOne('romaneios', { id });
  const noteIds = ((romaneio?.expedicoes ?? []) as Row[]).map((l) => str(l.expedicao_id));
  const { data: notes = [] } = useGetMany('expedicoes', { ids: noteIds }, { enabled: noteIds.length > 0 });
  const { data: destinatarios = [] } = useGetMany('destinatarios', { ids: [...new Set(notes.map((n) => str(n.destinatario_id)))] }, { enabled: notes.length > 0 });
  const { data: transportadora } = useGetOne('transportadoras', { id: str(romaneio?.transportadora_id) }, { enabled: !!romaneio?.transportadora_id });
  const { data: veiculo } = useGetOne('veiculos', { id: str(romaneio?.veiculo_id) }, { enabled: !!romaneio?.veiculo_id });
  const { data: motorista } = useGetOne('usuarios', { id: str(romaneio?.motorista_id) }, { enabled: !!romaneio?.motorista_id });
  if (isPending) return <Loading loadingPrimary="resources.romaneios.messages.manifest.loading" loadingSecondary="" />;
  if (error || !romaneio) return <Typography role="alert" sx={{ p: 2 }}>{t('failed')}</Typography>;
  const destOf = new Map(destinatarios.map((d) => [str(d.id), d as Row]));
  const ordered = noteIds.map((nid) => notes.find((n) => str(n.id) === nid)).filter((n): n is NonNullable<typeof n> => !!n);
  const date = romaneio.data ? new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).format(new Date(`${str(romaneio.data)}T00:00:00Z`)) : '';
  const facts: [string, string][] = [
    [t('date'), date],
    [t('carrier'), str(transportadora?.razao_social)],
    [t('plate'), veiculo?.placa ? formatPlaca(str(veiculo.placa)) : ''],
    [t('driver'), [motorista?.firstName, motorista?.lastName].filter(Boolean).join(' ')],
  ];
  return (
    <Box component="article" className="manifest" sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1000, mx: 'auto', bgcolor: 'background.paper' }}>
      <style>{PRINT_CSS}</style>
      <Box className="manifest-no-print" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>{t('print')}</Button>
        <Button component={Link} to={`/romaneios/${id}/show`}>{t('back')}</Button>
      </Box>
      <Box component="header" sx={{ borderBottom: '2px solid', borderColor: 'text.primary', pb: 1, mb: 2 }}>
        <Typography variant="h6" component="p">{str(current?.nome_empresa)}</Typography>
        {current?.cnpj ? <Typography variant="body2">{t('cnpj')}: <bdi>{formatCnpj(str(current.cnpj))}</bdi></Typography> : null}
      </Box>
      <Typography variant="h5" component="h1">{t('title')} · {t('romaneio', { numero: romaneio.numero })}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' }, gap: 1, my: 2 }}>
        {facts.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">{label}</Typography>
            <Typography component="dd" sx={{ m: 0 }}>{value || '—'}</Typography>
          </Box>
        ))}
      </Box>
      {phone ? (
        <>
          <Box component="ul" aria-label={t('title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {ordered.map((n) => <NoteCard key={str(n.id)} note={n as Row} destinatario={destOf.get(str(n.destinatario_id))} t={t} />)}
          </Box>
          <Typography data-testid="manifest-totals" sx={{ fontWeight: 'bold', pt: 1 }}>
            {t('totals')} · {t('notes', { smart_count: noteIds.length })} · {t('volumes')}: {fmt(romaneio.volumes)} · {t('weight')}: {fmt(romaneio.peso_total, 2)}
          </Typography>
        </>
      ) : (
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('nf')}</TableCell>
              <TableCell>{t('serie')}</TableCell>
              <TableCell>{t('key')}</TableCell>
              <TableCell>{t('consignee')}</TableCell>
              <TableCell align="right">{t('volumes')}</TableCell>
              <TableCell align="right">{t('weight')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ordered.map((n) => <NoteRow key={str(n.id)} note={n as Row} destinatario={destOf.get(str(n.destinatario_id))} />)}
          </TableBody>
          <TableFooter>
            <TableRow data-testid="manifest-totals">
              <TableCell colSpan={4} sx={{ fontWeight: 'bold', color: 'text.primary' }}>
                {t('totals')} · {t('notes', { smart_count: noteIds.length })}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold', color: 'text.primary' }}>{fmt(romaneio.volumes)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold', color: 'text.primary' }}>{fmt(romaneio.peso_total, 2)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      )}
      <Box sx={{ display: 'flex', gap: 6, flexWrap: 'wrap', mt: 4 }}>
        <Signature label={t('sign_driver')} />
        <Signature label={t('sign_dispatcher')} />
      </Box>
    </Box>
  );
};

export default RomaneioManifest;
