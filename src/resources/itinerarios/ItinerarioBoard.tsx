import {
  Alert, Box, Card, CardActionArea, CardContent, Chip, LinearProgress, Stack, Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AccessDenied, Loading, Title, useCreatePath, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { isAccessDenied, retryUnlessRefused } from '../../errors/refusals';
import { formatTime } from '../../fields/format';
import { DateValuePicker } from '../../inputs/PickerInputs';
import { STATUS_COLORS, statusTone } from '../../registry/statusTone';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { formatPlaca } from '../../registry/brazil';
import { seededName } from '../../providers/homes';
import { localToday } from '../../registry/dates';

/**
 * `/v2/itinerarios/acompanhamento` (docs/domain.md "Endpoints beyond CRUD"): the itineraries of a day, each with its driver,
 * vehicle, status, stops done against total, the last finished stop and the occurrences. It
 * follows the realtime socket: a stop finished on a phone shows here without a reload (the
 * query lives under the `itinerarios` key, which every change of an itinerary refreshes).
 */
export const ItinerarioBoard = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const dataProvider = useAppDataProvider();
  // The day is kept in the URL (`?data=yyyy-MM-dd`), so a reload or a shared link shows the same
  // day. The picker reads it from state: the URL changes a moment later, too late for the next key typed.
  const [search, setSearch] = useSearchParams();
  const [day, setDayState] = useState(() => {
    const asked = search.get('data') ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : localToday();
  });
  const setDay = (data: string) => {
    setDayState(data);
    setSearch({ data }, { replace: true });
  };
  const { data, isPending, isError, error, refetch } = useQuery({
    queryKey: ['itinerarios', 'board', day],
    queryFn: async () => (await dataProvider.getBoard({ query: { data: day } })).data,
    retry: retryUnlessRefused,
  });
  if (isAccessDenied(error)) return <><Title title={translate('resources.itinerarios.messages.board.title')} /><AccessDenied /></>;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('resources.itinerarios.messages.board.title')} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <DateValuePicker kind="date" label={translate('resources.itinerarios.messages.board.date')} value={day}
          onChange={(d) => d && d !== 'invalid' && setDay(d)} />
      </Stack>
      {isPending && <Loading />}
      {isError && <Alert severity="error" onClose={() => void refetch()}>{translate('resources.itinerarios.messages.board.load_failed')}</Alert>}
      {data && !data.length && <Typography color="text.secondary">{translate('resources.itinerarios.messages.board.empty')}</Typography>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(300px, 1fr))' }, gap: 2 }}>
        {data?.map((row) => {
          const { bg, fg } = STATUS_COLORS[statusTone(row.status)];
          const done = row.paradas_total ? (100 * row.paradas_finalizadas) / row.paradas_total : 0;
          return (
            <Card key={row.id} variant="outlined" data-itinerario={row.numero}>
              <CardActionArea component={Link} to={createPath({ resource: 'itinerarios', id: row.id, type: 'show' })}
                aria-label={translate('resources.itinerarios.messages.board.open_itinerary', { numero: row.numero })}>
                <CardContent>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                    <Typography variant="h6" component="h2">{translate('resources.itinerarios.name', { smart_count: 1 })} {row.numero}</Typography>
                    <Chip size="small" label={seededName('status', row.status_id, translate) ?? row.status} sx={{ bgcolor: bg, color: fg }} />
                  </Stack>
                  <Typography variant="body2">{row.motorista.nome} · <bdi dir="ltr">{formatPlaca(row.veiculo.placa)}</bdi></Typography>
                  <Box sx={{ my: 1 }}>
                    <LinearProgress variant="determinate" value={done} aria-label={translate('resources.itinerarios.messages.board.progress', { done: row.paradas_finalizadas, total: row.paradas_total })} />
                    <Typography variant="caption" data-testid="progress">
                      {translate('resources.itinerarios.messages.board.progress', { done: row.paradas_finalizadas, total: row.paradas_total })}
                    </Typography>
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {translate('resources.itinerarios.messages.board.last_stop')}:{' '}
                    {row.ultima_parada
                      ? <><bdi>{row.ultima_parada.ponto}</bdi> · <bdi dir="ltr">{formatTime(row.ultima_parada.finalizado_em)}</bdi></>
                      : translate('resources.itinerarios.messages.board.none_yet')}
                  </Typography>
                  <Typography variant="body2" color={row.ocorrencias.length ? 'error' : 'text.secondary'}>
                    {translate('resources.itinerarios.messages.board.occurrences')}:{' '}
                    {row.ocorrencias.length ? row.ocorrencias.map((o) => o.ocorrencia).join(', ') : translate('resources.itinerarios.messages.board.no_occurrences')}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
};

export default ItinerarioBoard;
