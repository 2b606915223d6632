import { Box } from '@mui/material';
import { useMemo } from 'react';
import { type RaRecord, useGetManyAggregate, useTranslate } from 'react-admin';
import type { EventProps } from 'react-big-calendar';
import { formatPlaca } from '../../registry/brazil';
import { enumLabelKey } from '../../registry/labels';
import { getResource, recordText } from '../../providers/homes';
import { type BookingEvent, partiesOf } from './bookingEvents';

/** Names of the records the shown bookings refer to, by id: one request per resource, however many bookings. */
const useNamesOf = (resource: string, ids: (string | undefined)[]) => {
  const translate = useTranslate();
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  const { data } = useGetManyAggregate(resource, { ids: unique }, { enabled: unique.length > 0 });
  const r = getResource(resource);
  return useMemo(() => new Map((data ?? []).map((x) => [String(x.id), r ? recordText(r, x, translate) : String(x.id)])), [data, r, translate]);
};

/** Who each booking is for and its carrier, named: supplier of a receipt, client of a shipment. */
export const useBookingNames = (records: RaRecord[] | undefined) => {
  const parties = (records ?? []).map(partiesOf);
  const fornecedores = useNamesOf('fornecedores', parties.filter((p) => p.partyResource === 'fornecedores').map((p) => p.party));
  const clientes = useNamesOf('clientes', parties.filter((p) => p.partyResource === 'clientes').map((p) => p.party));
  const transportadoras = useNamesOf('transportadoras', parties.map((p) => p.carrier));
  return useMemo(() => (r: RaRecord) => {
    const p = partiesOf(r);
    return {
      party: p.party ? (p.partyResource === 'clientes' ? clientes : fornecedores).get(p.party) : undefined,
      carrier: p.carrier ? transportadoras.get(p.carrier) : undefined,
    };
  }, [fornecedores, clientes, transportadoras]);
};
export type BookingNames = ReturnType<typeof useBookingNames>;

/** A booking's lines as the calendar and its tooltip read them: number and type, supplier or client, carrier and plate. */
export const useBookingLines = (names: BookingNames) => {
  const translate = useTranslate();
  return (r: RaRecord) => {
    const { party, carrier } = names(r);
    const placa = typeof r.placa === 'string' && r.placa ? formatPlaca(r.placa) : undefined;
    return [
      `${r.numero ?? ''} · ${r.tipo ? translate(enumLabelKey('agendamentos', 'tipo', String(r.tipo))) : ''}`,
      party,
      [carrier, placa].filter(Boolean).join(' · ') || undefined,
    ].filter((l): l is string => !!l);
  };
};

/** The inside of a booking on the calendar (react-big-calendar draws its times above it). */
export const BookingContent = ({ event, lines }: EventProps<BookingEvent> & { lines: (r: RaRecord) => string[] }) => (
  <Box sx={{ lineHeight: 1.25 }} data-numero={event.record.numero}>
    {lines(event.record).map((l, i) => (
      // Each line takes its own direction: a Latin name in an Arabic page is cut at its end, not its start.
      <Box key={i} dir="auto" sx={{ fontWeight: i === 0 ? 600 : 400, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'start' }}>{l}</Box>
    ))}
  </Box>
);
