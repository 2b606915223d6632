import CameraAltIcon from '@mui/icons-material/CameraAlt';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import PlaceIcon from '@mui/icons-material/Place';
import {
  Alert, Box, Button, Card, CardActions, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress,
  MenuItem, Stack, TextField, Typography, useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { HttpError, Loading, Title, useGetList, useNotify, useTranslate } from 'react-admin';
import { NotFoundPage } from '../../errors/NotFoundPage';
import { replayGroup } from '../../offline/outboxItem';
import { finishPath } from '../../offline/ui/describeItem';
import { ITINERARIO_KEY } from '../../offline/ui/knownDays';
import { useOutbox } from '../../offline/useOutbox';
import { isQueuedAnswer } from '../../offline/withOfflineQueue';
import { formatTime } from '../../fields/format';
import { DateValuePicker } from '../../inputs/PickerInputs';
import { useParams } from 'react-router-dom';
import { addressLine } from '../../registry/address';
import { formatPhone } from '../../registry/brazil';
import type { RecordOf } from '../../registry/define';
import type { Answer } from '../../registry/operations';
import type ocorrenciasHome from '../ocorrencias';
import { shrinkPhoto } from '../../providers/photo';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { declared } from '../../providers/homes';
import { enumLabelKey } from '../../registry/labels';
import type itinerarios from './index';

type Stop = Answer<typeof itinerarios, 'getMyDay'>['paradas'][number];
type StopPlace = NonNullable<Stop['ponto']>;

const mapLink = (p: StopPlace) => (p.latlng
  ? `https://www.google.com/maps/search/?api=1&query=${p.latlng.lat},${p.latlng.lng}`
  : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(p))}`);

/** The finishes of this day's stops that wait in the outbox, by stop: the stop reads as finished then, marked "waiting to sync". */
const useQueuedFinishes = (itinerario: string | undefined) => {
  const { pending } = useOutbox();
  const byPath = new Map(pending.filter((i) => i.state !== 'refused' && replayGroup(i) === 'finish').map((i) => [i.path, i]));
  return (stop: Stop) => {
    const item = itinerario ? byPath.get(finishPath(itinerario, stop.id)) : undefined;
    const at = (item?.body as { finalizado_em?: unknown } | undefined)?.finalizado_em;
    return item ? (typeof at === 'string' ? at : item.capturedAt) : undefined;
  };
};

/**
 * `/itinerarios-mobile` (docs/domain.md "Finishing stops"): the driver's itinerary of the day on a phone, its stops in
 * order with address, time window and a map link, and the finish of a stop with time,
 * occurrence, note, receiver, position and a camera photo (shrunk before upload). Offline, a
 * finish waits in the outbox and its stop shows finished with a "waiting to sync" mark; the day
 * is read from the offline cache, and the top bar says from when.
 */
export const ItinerarioMobile = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { id } = useParams();
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
  const queuedAt = useQueuedFinishes(data?.id);
  if (isPending) return <Loading />;
  if (error) {
    // A path naming no itinerary of this driver (another driver's, or `/itinerarios-mobile/add`) is no page.
    if (id && error instanceof HttpError && [400, 404].includes(error.status)) return <NotFoundPage />;
    const none = error instanceof HttpError && error.status === 404;
    return <Box sx={{ p: 2 }}><Title title={translate('resources.itinerarios.messages.mobile.title')} /><Alert severity={none ? 'info' : 'error'}>{none ? translate('resources.itinerarios.messages.mobile.none') : error.message}</Alert></Box>;
  }
  const finishedAt = (stop: Stop) => stop.finalizado_em ?? queuedAt(stop);
  const done = data.paradas.filter((s) => finishedAt(s)).length;
  const { statusIds } = declared<typeof itinerarios>('itinerarios');
  const open = [statusIds.aberto, statusIds.emAndamento].includes(data.status_id ?? '');
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
          // A finished stop is set apart by a tint, not by fading: faded text fails AA contrast.
          return (
          <Card key={stop.id} component="li" variant="outlined" data-stop={i + 1} data-waiting={waiting} sx={{ bgcolor: finished ? 'action.hover' : undefined }}>
            <CardContent sx={{ pb: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }} useFlexGap>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{translate('resources.itinerarios.messages.mobile.stop', { n: i + 1 })}</Typography>
                {stop.tipo && <Chip size="small" label={translate(enumLabelKey('itinerarios', 'tipo', stop.tipo))} />}
                {finished && <Chip size="small" color="success" icon={<CheckCircleIcon />} label={translate('resources.itinerarios.messages.mobile.finished_at', { time: formatTime(finished) })} />}
                {waiting && <Chip size="small" variant="outlined" icon={<CloudUploadIcon />} label={translate('app.offline.waiting_mark')} data-testid="waiting-mark" />}
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
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              {stop.ponto && <Button size="small" startIcon={<PlaceIcon />} href={mapLink(stop.ponto)} target="_blank" rel="noopener">{translate('resources.itinerarios.messages.mobile.navigate')}</Button>}
              {stop.ponto?.telefone && <Button size="small" href={`tel:${stop.ponto.telefone}`}><bdi dir="ltr">{formatPhone(stop.ponto.telefone)}</bdi></Button>}
              {!finished && open && (
                <Button size="small" variant="contained" onClick={() => setFinishing({ stop, n: i + 1 })}>{translate('resources.itinerarios.messages.mobile.finish')}</Button>
              )}
            </CardActions>
          </Card>
          );
        })}
      </Stack>
      {finishing && <FinishDialog itinerario={data.id} stop={finishing.stop} n={finishing.n} onClose={() => setFinishing(undefined)} />}
    </Box>
  );
};

/** The finish of one stop: one Idempotency-Key per attempt, so a retried send finishes it once. */
const FinishDialog = ({ itinerario, stop, n, onClose }: { itinerario: string; stop: Stop; n: number; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [key] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<{ when: string | null; ocorrencia_id: string; observacao: string; recebedor_nome: string; recebedor_documento: string }>({ when: new Date().toISOString(), ocorrencia_id: '', observacao: '', recebedor_nome: '', recebedor_documento: '' });
  const [position, setPosition] = useState<{ lat: number; lng: number }>();
  const [photo, setPhoto] = useState<{ blob: Blob; url: string }>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const ocorrencias = useGetList<RecordOf<typeof ocorrenciasHome>>('ocorrencias', { pagination: { page: 1, perPage: 500 }, sort: { field: 'nome', order: 'ASC' } });
  const needsPhoto = !!ocorrencias.data?.find((o) => o.id === values.ocorrencia_id)?.exige_foto;
  const set = (name: keyof typeof values) => (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value }));

  const locate = () => navigator.geolocation?.getCurrentPosition(
    (p) => setPosition({ lat: Math.round(p.coords.latitude * 1e6) / 1e6, lng: Math.round(p.coords.longitude * 1e6) / 1e6 }),
    () => setProblem(translate('resources.itinerarios.messages.mobile.position_failed')),
    { enableHighAccuracy: true, timeout: 15_000 },
  );
  const choosePhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    try {
      const blob = await shrinkPhoto(file);
      setPhoto({ blob, url: URL.createObjectURL(blob) });
    } catch {
      setProblem(translate('resources.itinerarios.messages.mobile.photo_failed'));
    }
  };

  const finish = useMutation({
    mutationFn: async (when: string) => {
      const foto = photo ? await dataProvider.uploadFile({ body: photo.blob }, { idempotencyKey: `${key}:foto` }) : undefined;
      return dataProvider.finishStop({ params: { id: itinerario, paradaId: stop.id }, body: {
        finalizado_em: new Date(when).toISOString(),
        ocorrencia_id: values.ocorrencia_id || null,
        observacao: values.observacao || null,
        recebedor_nome: values.recebedor_nome || null,
        recebedor_documento: values.recebedor_documento || null,
        lat: position?.lat ?? null,
        lng: position?.lng ?? null,
        foto_id: foto?.id ?? null,
      } }, { idempotencyKey: key });
    },
    onSuccess: async (answer) => {
      if (isQueuedAnswer(answer)) {
        // Nothing to read again: the stop shows finished from the outbox until the replay.
        notify(translate('app.offline.queued_finish'), { type: 'info' });
        onClose();
        return;
      }
      notify(translate('resources.itinerarios.messages.mobile.saved'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['itinerarios'] });
      onClose();
    },
    onError: (err) => {
      const body = err instanceof HttpError ? (err.body as { fields?: Record<string, string> } | undefined) : undefined;
      if (body?.fields) setErrors(body.fields);
      setProblem(err instanceof Error ? err.message : String(err));
    },
  });
  const sending = finish.isPending;

  const send = () => {
    if (!values.when || values.when === 'invalid') {
      setErrors({ finalizado_em: translate(values.when ? 'app.validation.invalid' : 'app.validation.required') });
      return;
    }
    if (needsPhoto && !photo) {
      setErrors({ foto_id: translate('resources.itinerarios.messages.mobile.photo_required') });
      return;
    }
    setErrors({});
    setProblem(undefined);
    finish.mutate(values.when);
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="finish-title">
      <DialogTitle id="finish-title">{translate('resources.itinerarios.messages.mobile.form_title', { n })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <DateValuePicker kind="datetime" label={translate('resources.itinerarios.messages.mobile.when')} value={values.when} required
            onChange={(when) => setValues((v) => ({ ...v, when }))} error={!!errors.finalizado_em} helperText={errors.finalizado_em} />
          <TextField select label={translate('resources.itinerarios.messages.mobile.occurrence')} value={values.ocorrencia_id} onChange={set('ocorrencia_id')}
            error={!!errors.ocorrencia_id} helperText={errors.ocorrencia_id}>
            <MenuItem value="">{translate('resources.itinerarios.messages.mobile.no_occurrence')}</MenuItem>
            {(ocorrencias.data ?? []).map((o) => <MenuItem key={o.id} value={o.id}>{o.nome}</MenuItem>)}
          </TextField>
          <TextField label={translate('resources.itinerarios.messages.mobile.receiver')} value={values.recebedor_nome} onChange={set('recebedor_nome')}
            required={stop.tipo === 'entrega' && !values.ocorrencia_id}
            error={!!errors.recebedor_nome} helperText={errors.recebedor_nome} autoComplete="off" />
          <TextField label={translate('resources.itinerarios.messages.mobile.document')} value={values.recebedor_documento} onChange={set('recebedor_documento')}
            error={!!errors.recebedor_documento} helperText={errors.recebedor_documento} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
          <TextField label={translate('resources.itinerarios.messages.mobile.note')} value={values.observacao} onChange={set('observacao')} multiline minRows={2}
            error={!!errors.observacao} helperText={errors.observacao} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<MyLocationIcon />} onClick={locate}>{translate('resources.itinerarios.messages.mobile.position')}</Button>
            {position && <Typography variant="body2" dir="ltr">{translate('resources.itinerarios.messages.mobile.position_set', { lat: position.lat, lng: position.lng })}</Typography>}
            {(errors.lat || errors.lng) && <Typography variant="body2" color="error">{errors.lat ?? errors.lng}</Typography>}
          </Stack>
          <Box>
            <Button component="label" variant={needsPhoto && !photo ? 'contained' : 'outlined'} color={errors.foto_id ? 'error' : 'primary'} startIcon={<CameraAltIcon />}>
              {translate('resources.itinerarios.messages.mobile.photo')}
              <input hidden type="file" accept="image/*" capture="environment" onChange={(e) => void choosePhoto(e)} data-testid="photo-input" />
            </Button>
            {needsPhoto && !photo && <Typography variant="body2" color={errors.foto_id ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>{errors.foto_id ?? translate('resources.itinerarios.messages.mobile.photo_required')}</Typography>}
            {photo && (
              <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
                <Box component="img" src={photo.url} alt={translate('app.files.photo')} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }} />
                <Typography variant="body2">{translate('resources.itinerarios.messages.mobile.photo_ready')}</Typography>
              </Stack>
            )}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>{translate('resources.itinerarios.messages.mobile.cancel')}</Button>
        <Button variant="contained" onClick={send} disabled={sending}>
          {sending ? translate('resources.itinerarios.messages.mobile.sending') : translate('resources.itinerarios.messages.mobile.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default ItinerarioMobile;
