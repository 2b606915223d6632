import { Box, Chip, List, ListItemButton, ListItemText, ListSubheader, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AccessDenied, Title, useCanAccess, useGetList, useGetOne, useTranslate } from 'react-admin';
import { isAccessDenied, retryUnlessRefused } from '../errors/refusals';
import type { RecordOf } from '../registry/define';
import type pontos from '../resources/pontos';
import type rotas from '../resources/rotas';
import type { MapStop } from './MapDetails';

type Ponto = RecordOf<typeof pontos>;
type Rota = RecordOf<typeof rotas>;
import { useAppDataProvider } from '../providers/useAppDataProvider';
import { formatPlaca } from '../registry/brazil';
import { PlaceDetails, StopDetails } from './MapDetails';
import { MapView, type MapItem } from './MapView';
import { LIST_LIMIT_MAX } from '../registry/limits';

/** Marker colours: points, and stops by what happened at them (legend below the map). */
export const COLORS = { ponto: '#1565c0', pending: '#9e9e9e', finished: '#2e7d32', occurrence: '#d32f2f' } as const;
const stopColor = (p: MapStop) => (p.ocorrencia_id ? COLORS.occurrence : p.finalizado_em ? COLORS.finished : COLORS.pending);

/** An itinerary as its filter names it: number, driver and plate (one span: a menu item's flex layout drops spaces between its children). */
const itineraryName = (s: MapStop) => <span>{s.numero} · <bdi>{s.motorista}</bdi> · <bdi dir="ltr">{formatPlaca(s.placa)}</bdi></span>;

/**
 * `/maps` and `/v2/maps`: the points and today's itinerary stops on a Leaflet map,
 * filtered by route and by itinerary, with a list beside it that highlights the marker; points
 * without coordinates are listed apart. A marker opens the place, and a stop's state and time;
 * a chosen itinerary's route is drawn through its stops in order. Works with no tile server
 * reachable. The stops are the page's own data: a user refused them sees the access-denied page.
 */
export const MapPage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [rota, setRota] = useState('');
  const [itinerario, setItinerario] = useState('');
  const [selected, setSelected] = useState<string>();
  // Points come from the places list: a user without it (a driver) sees the stops of their day only.
  const { canAccess: seesPoints } = useCanAccess({ resource: 'pontos', action: 'list' });
  // A list that fails leaves its markers out; the map still shows the rest.
  const pontos = useGetList<Ponto>('pontos', { pagination: { page: 1, perPage: LIST_LIMIT_MAX }, sort: { field: 'codigo', order: 'ASC' } }, { enabled: !!seesPoints });
  const paradas = useQuery({ queryKey: ['itinerarios', 'map'], queryFn: async () => (await dataProvider.getMapStops()).data, retry: retryUnlessRefused });
  const rotas = useGetList<Rota>('rotas', { pagination: { page: 1, perPage: 500 }, sort: { field: 'nome', order: 'ASC' } });
  const rotaStops = useGetOne<Rota>('rotas', { id: rota }, { enabled: !!rota });

  const itineraries = useMemo(() => [...new Map((paradas.data ?? []).map((p) => [p.itinerario_id, p])).values()], [paradas.data]);
  const shown = useMemo(() => {
    const inRoute = rota ? new Set((rotaStops.data?.paradas ?? []).map((p) => p.ponto_id)) : undefined;
    const points = itinerario ? [] : (pontos.data ?? []).filter((p) => !inRoute || inRoute.has(p.id));
    const stops = (paradas.data ?? []).filter((p) => (!itinerario || p.itinerario_id === itinerario) && (!rota || p.rota_id === rota || inRoute?.has(p.ponto_id)));
    return { points, stops };
  }, [pontos.data, paradas.data, rota, itinerario, rotaStops.data]);

  const pointItems: MapItem[] = shown.points.filter((p) => p.latlng).map((p) => {
    const name = `${p.codigo} - ${p.nome_fantazia}`;
    return { id: p.id, lat: p.latlng!.lat, lng: p.latlng!.lng, label: name, color: COLORS.ponto, details: <PlaceDetails name={name} address={p} /> };
  });
  // In their itinerary's order, so that a chosen itinerary's stops are its route.
  const located = shown.stops.filter((s) => s.latlng).sort((a, b) => a.numero - b.numero || a.ordem - b.ordem);
  const stopItems: MapItem[] = located.map((s) => ({
    id: s.id, lat: s.latlng!.lat, lng: s.latlng!.lng, color: stopColor(s), details: <StopDetails stop={s} />,
    label: `${translate('resources.itinerarios.messages.map.itinerary')} ${s.numero} · ${s.ordem}. ${s.ponto}${s.ocorrencia ? ` · ${s.ocorrencia}` : ''}`,
  }));
  const items = [...pointItems, ...stopItems];
  const route = itinerario ? stopItems : undefined;
  const withoutCoords = [...shown.points.filter((p) => !p.latlng).map((p) => `${p.codigo} - ${p.nome_fantazia}`), ...shown.stops.filter((s) => !s.latlng).map((s) => s.ponto)];

  if (isAccessDenied(paradas.error)) return <><Title title={translate('resources.itinerarios.messages.map.title')} /><AccessDenied /></>;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('resources.itinerarios.messages.map.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField select size="small" label={translate('resources.itinerarios.messages.map.route')} value={rota} onChange={(e) => setRota(e.target.value)} sx={{ minWidth: 220 }}>
          <MenuItem value="">{translate('resources.itinerarios.messages.map.all')}</MenuItem>
          {(rotas.data ?? []).map((r) => <MenuItem key={r.id} value={r.id}>{r.nome}</MenuItem>)}
        </TextField>
        <TextField select size="small" label={translate('resources.itinerarios.messages.map.itinerary')} value={itinerario} onChange={(e) => setItinerario(e.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">{translate('resources.itinerarios.messages.map.all')}</MenuItem>
          {itineraries.map((s) => <MenuItem key={s.itinerario_id} value={s.itinerario_id}>{itineraryName(s)}</MenuItem>)}
        </TextField>
        <Stack direction="row" spacing={1} useFlexGap aria-label={translate('resources.itinerarios.messages.map.legend')} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {([['ponto', 'points'], ['pending', 'pending'], ['finished', 'finished'], ['occurrence', 'occurrence']] as const).map(([color, key]) => (
            <Chip key={key} size="small" variant="outlined" label={translate(`resources.itinerarios.messages.map.${key}`)}
              icon={<Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: COLORS[color], ml: 1 }} />} />
          ))}
        </Stack>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' }, gap: 2 }}>
        <MapView items={items} route={route} selected={selected} onSelect={setSelected} height={560} label={translate('resources.itinerarios.messages.map.title')} />
        <Box sx={{ maxHeight: { md: 560 }, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <List dense disablePadding aria-label={translate('resources.itinerarios.messages.map.title')}>
            {!items.length && <ListItemText sx={{ p: 2 }} primary={translate('resources.itinerarios.messages.map.none')} />}
            {items.length > 0 && <ListSubheader>{translate('resources.itinerarios.messages.map.count', { smart_count: items.length })}</ListSubheader>}
            {items.map((item) => (
              <ListItemButton key={item.id} selected={item.id === selected} onClick={() => setSelected(item.id)}
                aria-label={translate('resources.itinerarios.messages.map.show', { name: item.label })}>
                <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color, mr: 1, flexShrink: 0 }} />
                <ListItemText primary={<bdi>{item.label}</bdi>} />
              </ListItemButton>
            ))}
          </List>
          {withoutCoords.length > 0 && (
            <List dense disablePadding data-testid="without-coords">
              <ListSubheader>{translate('resources.itinerarios.messages.map.without_coords')} ({withoutCoords.length})</ListSubheader>
              {withoutCoords.map((name, i) => <ListItemText key={i} sx={{ px: 2, py: 0.5 }} primary={<Typography variant="body2"><bdi>{name}</bdi></Typography>} />)}
            </List>
          )}
        </Box>
      </Box>
    </Box>
  );
};

export default MapPage;
