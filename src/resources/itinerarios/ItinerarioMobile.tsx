import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ErrorIcon from '@mui/icons-material/Error';
import PlaceIcon from '@mui/icons-material/Place';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, Loading, Title, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../errors/NotFoundPage';
import { formatTime } from '../../fields/format';
import { RefusalText } from '../../offline/ui/RefusalText';
import { ITINERARIO_KEY } from '../../offline/ui/knownDays';
import { declared } from '../../providers/homes';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { addressLine } from '../../registry/address';
import { formatPhone } from '../../registry/brazil';
import { enumLabelKey } from '../../registry/labels';
import type { Answer } from '../../registry/operations';
import { type Correction, FinishDialog, useOccurrences } from './FinishDialog';
import { draftOf } from './finishDraft';
import type itinerarios from './index';
import { useStopFinishes } from './useStopFinishes';

type Stop = Answer<typeof itinerarios, 'getMyDay'>['paradas'][number];
type StopPlace = NonNullable<Stop['ponto']>;

const mapLink = (p: StopPlace) => (p.latlng
  ? `https://www.google.com/maps/search/?api=1&query=${p.latlng.lat},${p.latlng.lng}`
  : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(p))}`);

/**
 * `/itinerarios-mobile` (docs/domain.md "Finishing stops"): the driver's itinerary of the day on a phone, its stops in
 * order with address, time window and a map link, and the finish of a stop with time,
 * occurrence, note, receiver, position and a camera photo (shrunk before upload). Offline, a
 * finish waits in the outbox and its stop shows finished with a "waiting to sync" mark; the day
 * is read from the offline cache, and the top bar says from when. A finish the server refused
 * shows on its stop, with what it said, and reopens to be corrected (issue 28); `?parada=<id>`
 * opens a stop's dialog (the outbox page's "Fix").
 */
export const ItinerarioMobile = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const [finishing, setFinishing] = useState<{ stop: Stop; n: number }>();
  const { data, isPending, error } = useQuery({
    queryKey: ['itinerarios', 'meu', id ?? 'today'],
    queryFn: async () => {
      const day = await dataProvider.getMyDay({ query: { id } });
      // SPEC 3: the last day read is also kept under this local key.
      localStorage.setItem(ITINERARIO_KEY, JSON.stringify(day));
      return day;
    },
    retry: false,
  });
  // Every list the finish dialog needs is read with the day, so the dialog has it offline too.
  useOccurrences();
  const finishes = useStopFinishes(data?.id);
  const correctionOf = (stop: Stop): Correction | undefined => {
    const refused = finishes.of(stop.id).refused;
    if (!refused) return undefined;
    return {
      ...draftOf(refused, finishes.items),
      message: refused.error?.key ? translate(refused.error.key) : refused.error?.message ?? '',
      fields: refused.error?.fields ?? {},
    };
  };
  if (isPending) return <Loading />;
  if (error) {
    // A path naming no itinerary of this driver (another driver's, or `/itinerarios-mobile/add`) is no page.
    if (id && error instanceof HttpError && [400, 404].includes(error.status)) return <NotFoundPage />;
    const none = error instanceof HttpError && error.status === 404;
    return <Box sx={{ p: 2 }}><Title title={translate('resources.itinerarios.messages.mobile.title')} /><Alert severity={none ? 'info' : 'error'}>{none ? translate('resources.itinerarios.messages.mobile.none') : error.message}</Alert></Box>;
  }
  const finishedAt = (stop: Stop) => stop.finalizado_em ?? finishes.of(stop.id).waitingAt;
  const done = data.paradas.filter((s) => finishedAt(s)).length;
  const { statusIds } = declared<typeof itinerarios>('itinerarios');
  const open = [statusIds.aberto, statusIds.emAndamento].includes(data.status_id ?? '');
  // The dialog asked for by the address (the outbox page's "Fix"), else the one the driver opened.
  const wanted = data.paradas.findIndex((s) => s.id === params.get('parada'));
  const dialog = finishing ?? (wanted >= 0 && open && !finishedAt(data.paradas[wanted]) ? { stop: data.paradas[wanted], n: wanted + 1 } : undefined);
  const correction = dialog && correctionOf(dialog.stop);
  const closeDialog = () => {
    setFinishing(undefined);
    if (params.has('parada')) {
      setParams((p) => {
        p.delete('parada');
        return p;
      }, { replace: true });
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720, mx: 'auto' }}>
      <Title title={translate('resources.itinerarios.messages.mobile.title')} />
      <Typography variant="h6" component="h1">{translate('resources.itinerarios.messages.mobile.itinerary', { numero: data.numero })}</Typography>
      <LinearProgress variant="determinate" value={data.paradas.length ? (100 * done) / data.paradas.length : 0} sx={{ my: 1 }}
        aria-label={translate('resources.itinerarios.messages.mobile.progress', { done, total: data.paradas.length })} />
      <Typography variant="body2" sx={{ mb: 2 }} data-testid="mobile-progress">
        {done === data.paradas.length && done > 0 ? translate('resources.itinerarios.messages.mobile.all_done') : translate('resources.itinerarios.messages.mobile.progress', { done, total: data.paradas.length })}
      </Typography>
      <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.paradas.map((stop, i) => {
          const finished = finishedAt(stop);
          const waiting = !stop.finalizado_em && !!finished;
          const { refused } = finishes.of(stop.id);
          // A finished stop is set apart by a tint, not by fading: faded text fails AA contrast.
          return (
          <Card key={stop.id} component="li" variant="outlined" data-stop={i + 1} data-waiting={waiting} data-refused={!!refused}
            sx={{ bgcolor: finished ? 'action.hover' : undefined, borderColor: refused ? 'error.main' : undefined }}>
            <CardContent sx={{ pb: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }} useFlexGap>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{translate('resources.itinerarios.messages.mobile.stop', { n: i + 1 })}</Typography>
                {stop.tipo && <Chip size="small" label={translate(enumLabelKey('itinerarios', 'tipo', stop.tipo))} />}
                {finished && <Chip size="small" color="success" icon={<CheckCircleIcon />} label={translate('resources.itinerarios.messages.mobile.finished_at', { time: formatTime(finished) })} />}
                {waiting && <Chip size="small" variant="outlined" icon={<CloudUploadIcon />} label={translate('app.offline.waiting_mark')} data-testid="waiting-mark" />}
                {refused && <Chip size="small" color="error" icon={<ErrorIcon />} label={translate('resources.itinerarios.messages.mobile.refused')} data-testid="refused-mark" />}
              </Stack>
              {stop.ponto && (
                <>
                  <Typography variant="body1"><bdi>{stop.ponto.codigo} - {stop.ponto.nome_fantazia}</bdi></Typography>
                  <Typography variant="body2" color="text.secondary"><bdi>{addressLine(stop.ponto)}</bdi></Typography>
                  {(stop.ponto.janela_inicio || stop.ponto.janela_fim) && (
                    <Typography variant="body2">
                      {translate('resources.itinerarios.messages.stops.window')}: <bdi dir="ltr">{stop.ponto.janela_inicio ?? '…'}–{stop.ponto.janela_fim ?? '…'}</bdi>
                    </Typography>
                  )}
                  {stop.ponto.contato && <Typography variant="body2">{stop.ponto.contato}</Typography>}
                </>
              )}
              {refused && <RefusalText item={refused} sx={{ mt: 1 }} />}
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              {stop.ponto && <Button size="small" startIcon={<PlaceIcon />} href={mapLink(stop.ponto)} target="_blank" rel="noopener">{translate('resources.itinerarios.messages.mobile.navigate')}</Button>}
              {stop.ponto?.telefone && <Button size="small" href={`tel:${stop.ponto.telefone}`}><bdi dir="ltr">{formatPhone(stop.ponto.telefone)}</bdi></Button>}
              {!finished && open && (
                <Button size="small" variant="contained" color={refused ? 'error' : 'primary'} onClick={() => setFinishing({ stop, n: i + 1 })}>
                  {translate(`resources.itinerarios.messages.mobile.${refused ? 'fix' : 'finish'}`)}
                </Button>
              )}
            </CardActions>
          </Card>
          );
        })}
      </Stack>
      {/* Keyed by the refusal it corrects: one read from the outbox after the dialog opened gives it what was typed. */}
      {dialog && <FinishDialog key={`${dialog.stop.id}:${correction?.replacing.finish ?? ''}`} day={data} stop={dialog.stop} n={dialog.n} correction={correction} onClose={closeDialog} />}
    </Box>
  );
};

export default ItinerarioMobile;
