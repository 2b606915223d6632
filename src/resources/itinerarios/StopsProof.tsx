import { Box, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { Labeled, RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import { FileThumbnail } from '../../fields/FileField';
import { KindField } from '../../fields/KindField';
import { formatDateTime } from '../../fields/format';
import type { RecordOf } from '../../registry/define';
import { formatCpf } from '../../registry/brazil';
import { declared } from '../../providers/homes';
import { enumLabelKey, lineLabelKey } from '../../registry/labels';
import type itinerarios from './index';

type Stop = RecordOf<typeof itinerarios>['paradas'][number];

/** A receiver's document as it was checked: "CPF 529.982.247-25", "RG MG-12.345.678" (kind unknown on finishes before issue 28). */
const ReceiverDocument = ({ stop }: { stop: Stop }) => {
  const translate = useTranslate();
  const kind = stop.recebedor_documento_tipo;
  const text = kind === 'cpf' || (!kind && stop.recebedor_documento?.length === 11) ? formatCpf(stop.recebedor_documento ?? '') : stop.recebedor_documento;
  return <>{kind && `${translate(enumLabelKey('itinerarios', 'recebedor_documento_tipo', kind))} `}<bdi dir="ltr">{text}</bdi></>;
};

/**
 * The stops of an itinerary with their proof of delivery (docs/domain.md "Finishing stops"): place, type, request, and
 * for a finished stop its time, receiver, occurrence, note, position and photo.
 */
export const StopsProof = () => {
  const record = useRecordContext<RecordOf<typeof itinerarios>>();
  const translate = useTranslate();
  const F = declared<typeof itinerarios>('itinerarios').fields.paradas.fields;
  const stops = record?.paradas ?? [];
  const label = (f: string) => lineLabelKey('itinerarios', 'paradas', f);
  return (
    <Box component="section" aria-labelledby="stops-title" sx={{ mt: 2 }}>
      <Typography id="stops-title" variant="h6" component="h2" gutterBottom>{translate('resources.itinerarios.messages.stops.title')}</Typography>
      {!stops.length && <Typography color="text.secondary">{translate('resources.itinerarios.messages.stops.empty')}</Typography>}
      <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {stops.map((stop, i) => {
          const state = stop.ocorrencia_id ? 'with_occurrence' : stop.finalizado_em ? 'finished' : 'pending';
          return (
            <RecordContextProvider key={stop.id} value={stop}>
              <Card component="li" variant="outlined" data-stop={i + 1}>
                <CardContent>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{i + 1}.</Typography>
                    <KindField source="ponto_id" field={F.ponto_id} />
                    {!!stop.tipo && <Chip size="small" label={translate(enumLabelKey('itinerarios', 'tipo', stop.tipo))} />}
                    <Chip size="small" color={state === 'pending' ? 'default' : state === 'finished' ? 'success' : 'error'} label={translate(`resources.itinerarios.messages.stops.${state}`)} />
                  </Stack>
                  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 1 }}>
                    {!!stop.solicitacao_id && <Labeled label={label('solicitacao_id')}><KindField source="solicitacao_id" field={F.solicitacao_id} /></Labeled>}
                    {!!stop.finalizado_em && (
                      <Labeled label={label('finalizado_em')}><Typography variant="body2"><bdi dir="ltr">{formatDateTime(stop.finalizado_em)}</bdi></Typography></Labeled>
                    )}
                    {!!stop.recebedor_nome && (
                      <Labeled label={translate('resources.itinerarios.messages.stops.receiver')}>
                        <Typography variant="body2">
                          {stop.recebedor_nome}
                          {!!stop.recebedor_documento && <> · <ReceiverDocument stop={stop} /></>}
                        </Typography>
                      </Labeled>
                    )}
                    {!!stop.ocorrencia_id && <Labeled label={label('ocorrencia_id')}><KindField source="ocorrencia_id" field={F.ocorrencia_id} /></Labeled>}
                    {!!stop.observacao && <Labeled label={label('observacao')}><Typography variant="body2">{stop.observacao}</Typography></Labeled>}
                    {stop.lat != null && stop.lng != null && (
                      <Labeled label={translate('resources.itinerarios.messages.stops.position')}>
                        <Link href={`https://www.openstreetmap.org/?mlat=${stop.lat}&mlon=${stop.lng}#map=17/${stop.lat}/${stop.lng}`} target="_blank" rel="noopener" variant="body2">
                          <bdi dir="ltr">{stop.lat}, {stop.lng}</bdi>
                        </Link>
                      </Labeled>
                    )}
                    {!!stop.foto_id && <Labeled label={label('foto_id')}><FileThumbnail id={stop.foto_id} size={96} /></Labeled>}
                  </Box>
                </CardContent>
              </Card>
            </RecordContextProvider>
          );
        })}
      </Stack>
    </Box>
  );
};
