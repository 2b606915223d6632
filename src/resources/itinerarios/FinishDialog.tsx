import CameraAltIcon from '@mui/icons-material/CameraAlt';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup,
  Stack, TextField, Typography, useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import { HttpError, useGetList, useNotify, useTranslate } from 'react-admin';
import { discardItem } from '../../offline/outbox';
import { isQueuedAnswer } from '../../offline/withOfflineQueue';
import { DateValuePicker } from '../../inputs/PickerInputs';
import { shrinkPhoto } from '../../providers/photo';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { RecordOf } from '../../registry/define';
import { enumLabelKey } from '../../registry/labels';
import type { Answer } from '../../registry/operations';
import type ocorrenciasHome from '../ocorrencias';
import { type FinishDraft, type Replacing, bodyOf, emptyDraft } from './finishDraft';
import type itinerarios from './index';
import { OTHER_DOCUMENT_MIN, RECEIVER_DOCUMENTS, checkFinish } from './index';

type Day = Answer<typeof itinerarios, 'getMyDay'>;
type Stop = Day['paradas'][number];
/** The body's fields a draft's value becomes, where they are not named alike. */
const FIELDS_OF: Record<string, string[]> = {
  when: ['finalizado_em'], position: ['lat', 'lng'], photo: ['foto_id'], recebedor_documento_tipo: ['recebedor_documento'],
};

/**
 * The occurrences a finish may name. The driver's day reads them when it opens, so the dialog has
 * them offline too (issue 28): react-query shares this one read, and the outbox's read cache keeps it.
 */
export const useOccurrences = () =>
  useGetList<RecordOf<typeof ocorrenciasHome>>('ocorrencias', { pagination: { page: 1, perPage: 500 }, sort: { field: 'nome', order: 'ASC' } });

/** A finish the server refused, given back to be corrected: what was typed, the server's words, the items it replaces. */
export interface Correction {
  draft: FinishDraft;
  replacing: Replacing;
  message: string;
  fields: Record<string, string>;
}

/**
 * The finish of one stop (docs/domain.md "Finishing stops"): one Idempotency-Key per dialog, so a
 * retried send finishes it once. What it sends is checked first with the server's own schema and
 * rules (`checkFinish`), offline too, so what the phone keeps is what the server takes; a refusal
 * shows under its field. Opened with a `correction`, it holds what a refused finish carried.
 */
export const FinishDialog = ({ day, stop, n, correction, onClose }: { day: Day; stop: Stop; n: number; correction?: Correction; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [key] = useState(() => crypto.randomUUID());
  const [draft, setDraft] = useState<FinishDraft>(() => correction?.draft ?? emptyDraft());
  const [errors, setErrors] = useState<Record<string, string>>(() => correction?.fields ?? {});
  const [problem, setProblem] = useState(() => (correction ? translate('resources.itinerarios.messages.mobile.refused_intro', { message: correction.message }) : undefined));
  const ocorrencias = useOccurrences();
  const needsPhoto = !!ocorrencias.data?.find((o) => o.id === draft.ocorrencia_id)?.exige_foto;
  const blob = draft.photo?.blob;
  const photoUrl = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => {
    if (photoUrl) URL.revokeObjectURL(photoUrl);
  }, [photoUrl]);
  const change = (patch: Partial<FinishDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // What the driver changed is no longer what was refused.
    const fields = Object.keys(patch).flatMap((k) => FIELDS_OF[k] ?? [k]);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !fields.includes(field))));
  };
  const set = (name: 'ocorrencia_id' | 'observacao' | 'recebedor_nome' | 'recebedor_documento') => (e: ChangeEvent<HTMLInputElement>) => change({ [name]: e.target.value });

  const locate = () => navigator.geolocation?.getCurrentPosition(
    (p) => change({ position: { lat: Math.round(p.coords.latitude * 1e6) / 1e6, lng: Math.round(p.coords.longitude * 1e6) / 1e6 } }),
    () => setProblem(translate('resources.itinerarios.messages.mobile.position_failed')),
    { enableHighAccuracy: true, timeout: 15_000 },
  );
  const choosePhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    try {
      change({ photo: { blob: await shrinkPhoto(file) } });
    } catch {
      setProblem(translate('resources.itinerarios.messages.mobile.photo_failed'));
    }
  };

  const finish = useMutation({
    mutationFn: async () => {
      const photo = draft.photo;
      const fotoId = photo?.id ?? (photo?.blob ? (await dataProvider.uploadFile({ body: photo.blob }, { idempotencyKey: `${key}:foto` })).id : null);
      return dataProvider.finishStop({ params: { id: day.id, paradaId: stop.id }, body: bodyOf(draft, fotoId) }, { idempotencyKey: key });
    },
    onSuccess: async (answer) => {
      // Closed first: the dialog is keyed by the refusal it corrects, which leaves the outbox below.
      onClose();
      notify(translate(isQueuedAnswer(answer) ? 'app.offline.queued_finish' : 'resources.itinerarios.messages.mobile.saved'), { type: isQueuedAnswer(answer) ? 'info' : 'success' });
      // The refused writes this one corrects leave the outbox once it is sent or kept.
      if (correction) {
        await discardItem(correction.replacing.finish);
        if (correction.replacing.photo) await discardItem(correction.replacing.photo);
      }
      // Queued: nothing to read again, the stop shows finished from the outbox until the replay.
      if (!isQueuedAnswer(answer)) await queryClient.invalidateQueries({ queryKey: ['itinerarios'] });
    },
    onError: (err) => {
      const body = err instanceof HttpError ? (err.body as { fields?: Record<string, string> } | undefined) : undefined;
      if (body?.fields) setErrors(body.fields);
      setProblem(err instanceof Error ? err.message : String(err));
    },
  });
  const sending = finish.isPending;

  const send = () => {
    const found = checkFinish(bodyOf(draft), {
      tipo: stop.tipo, exigeFoto: needsPhoto, now: Date.now(), ...(day.dia_inicio ? { day: { data: day.data, inicio: day.dia_inicio } } : {}),
    });
    setErrors(Object.fromEntries(Object.entries(found).map(([field, m]) => [field, translate(m.message, m.args)])));
    if (Object.keys(found).length) return;
    setProblem(undefined);
    finish.mutate();
  };

  const kind = draft.recebedor_documento_tipo;
  const photoHelp = errors.foto_id ?? (needsPhoto && !draft.photo ? translate('resources.itinerarios.messages.mobile.photo_required') : undefined);
  return (
    <Dialog open onClose={sending ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="finish-title">
      <DialogTitle id="finish-title">{translate('resources.itinerarios.messages.mobile.form_title', { n })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <DateValuePicker kind="datetime" label={translate('resources.itinerarios.messages.mobile.when')} value={draft.when} required
            onChange={(when) => change({ when })} error={!!errors.finalizado_em} helperText={errors.finalizado_em} />
          <TextField select label={translate('resources.itinerarios.messages.mobile.occurrence')} value={draft.ocorrencia_id} onChange={set('ocorrencia_id')}
            error={!!errors.ocorrencia_id} helperText={errors.ocorrencia_id}>
            <MenuItem value="">{translate('resources.itinerarios.messages.mobile.no_occurrence')}</MenuItem>
            {(ocorrencias.data ?? []).map((o) => <MenuItem key={o.id} value={o.id}>{o.nome}</MenuItem>)}
          </TextField>
          <TextField label={translate('resources.itinerarios.messages.mobile.receiver')} value={draft.recebedor_nome} onChange={set('recebedor_nome')}
            required={stop.tipo === 'entrega' && !draft.ocorrencia_id}
            error={!!errors.recebedor_nome} helperText={errors.recebedor_nome} autoComplete="off" />
          <FormControl>
            <FormLabel id="document-kind">{translate('resources.itinerarios.messages.mobile.document_kind')}</FormLabel>
            <RadioGroup row aria-labelledby="document-kind" value={kind}
              onChange={(e) => change({ recebedor_documento_tipo: e.target.value as FinishDraft['recebedor_documento_tipo'] })}>
              {RECEIVER_DOCUMENTS.map((k) => (
                <FormControlLabel key={k} value={k} control={<Radio />} label={translate(enumLabelKey('itinerarios', 'recebedor_documento_tipo', k))} />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField label={translate('resources.itinerarios.messages.mobile.document')} value={draft.recebedor_documento} onChange={set('recebedor_documento')}
            error={!!errors.recebedor_documento} helperText={errors.recebedor_documento ?? translate(`resources.itinerarios.messages.mobile.document_hint.${kind}`, { min: OTHER_DOCUMENT_MIN })}
            autoComplete="off" slotProps={{ htmlInput: { inputMode: kind === 'cpf' ? 'numeric' : 'text', dir: 'ltr' } }} />
          <TextField label={translate('resources.itinerarios.messages.mobile.note')} value={draft.observacao} onChange={set('observacao')} multiline minRows={2}
            error={!!errors.observacao} helperText={errors.observacao} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<MyLocationIcon />} onClick={locate}>{translate('resources.itinerarios.messages.mobile.position')}</Button>
            {draft.position && <Typography variant="body2" dir="ltr">{translate('resources.itinerarios.messages.mobile.position_set', draft.position)}</Typography>}
            {(errors.lat || errors.lng) && <Typography variant="body2" color="error">{errors.lat ?? errors.lng}</Typography>}
          </Stack>
          <Box>
            <Button component="label" variant={needsPhoto && !draft.photo ? 'contained' : 'outlined'} color={errors.foto_id ? 'error' : 'primary'}
              startIcon={<CameraAltIcon />} aria-describedby={photoHelp ? 'photo-help' : undefined}>
              {translate('resources.itinerarios.messages.mobile.photo')}
              <input hidden type="file" accept="image/*" capture="environment" onChange={(e) => void choosePhoto(e)} data-testid="photo-input" />
            </Button>
            {photoHelp && <Typography id="photo-help" variant="body2" color={errors.foto_id ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>{photoHelp}</Typography>}
            {draft.photo && (
              <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
                {photoUrl && <Box component="img" src={photoUrl} alt={translate('app.files.photo')} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }} />}
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
