import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatTime } from '../fields/format';
import type { Answer } from '../registry/operations';
import type itinerarios from '../resources/itinerarios';

/** A stop on the map: the stop, its itinerary's number, route, driver and plate, its place's name, address and position. */
export type MapStop = Answer<typeof itinerarios, 'getMapStops'>['data'][number];
type Address = MapStop['endereco'];
import { addressLine } from '../registry/address';
import { enumLabelKey } from '../registry/labels';

// Divs, not paragraphs: Leaflet's popup puts wide margins around <p>.
const Line = ({ strong, children }: { strong?: boolean; children: ReactNode }) => (
  <Typography variant={strong ? 'subtitle2' : 'body2'} component="div">{children}</Typography>
);

/** A place in a marker's popup: its name and its address. */
export const PlaceDetails = ({ name, address }: { name: string; address: Partial<Address> }) => {
  const line = addressLine(address);
  return (
    <>
      <Line strong><bdi>{name}</bdi></Line>
      {line && <Line><bdi>{line}</bdi></Line>}
    </>
  );
};

/** A stop in a marker's popup: its place, its itinerary and position there, and what happened at it and when. */
export const StopDetails = ({ stop }: { stop: MapStop }) => {
  const translate = useTranslate();
  const state = stop.finalizado_em
    ? [stop.ocorrencia, translate('resources.itinerarios.messages.mobile.finished_at', { time: formatTime(stop.finalizado_em) })]
    : [translate('resources.itinerarios.messages.stops.pending'), stop.previsto_em && translate('resources.itinerarios.messages.map.planned_at', { time: formatTime(stop.previsto_em) })];
  return (
    <>
      <PlaceDetails name={stop.ponto} address={stop.endereco} />
      <Line>
        {translate('resources.itinerarios.messages.mobile.itinerary', { numero: stop.numero })} · {translate('resources.itinerarios.messages.mobile.stop', { n: stop.ordem })}
        {stop.tipo && ` · ${translate(enumLabelKey('itinerarios', 'tipo', stop.tipo))}`}
      </Line>
      <Line strong>{state.filter(Boolean).join(' · ')}</Line>
    </>
  );
};
