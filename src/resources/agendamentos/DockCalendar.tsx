import { Alert, Box, CircularProgress } from '@mui/material';
import { endOfWeek, format, getDay, parse, startOfWeek } from 'date-fns';
import { useCallback, useMemo, useState } from 'react';
import { Calendar, type SlotInfo, type View, Views, dateFnsLocalizer } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useCreatePath, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Locale } from '../../../i18n';
import { DATE_LOCALES } from '../../inputs/pickerTexts';
import { isRtl } from '../../providers/i18nProvider';
import { useCurrentSettings } from '../configuracoes/useCurrentSettings';
import { type BookingEvent, bookingColors, dayOf, slotValues, toEvent } from './bookingEvents';
import { calendarSx } from './calendarSx';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: DATE_LOCALES });
const VIEWS: View[] = [Views.DAY, Views.WEEK];
// A dock column narrower than this no longer shows a booking's number: the calendar scrolls sideways instead.
const DOCK_MIN_WIDTH = 110;

interface Dock { id: number; title: string }

/**
 * The dock calendar (docs/domain.md "Warehousing"): one column per dock of the settings, the
 * bookings of the shown day or week coloured by status; a booking opens on click, a dragged empty
 * slot opens the create page with its day, times and dock.
 */
export const DockCalendar = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { current, isPending: settingsPending } = useCurrentSettings();
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<View>(Views.DAY);
  const culture = locale as Locale;
  const weekOpts = { locale: DATE_LOCALES[culture] };
  const from = view === Views.WEEK ? startOfWeek(date, weekOpts) : date;
  const to = view === Views.WEEK ? endOfWeek(date, weekOpts) : date;
  const { data, isPending, error } = useGetList('agendamentos', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'numero', order: 'ASC' },
    filter: { data_gte: dayOf(from), data_lte: dayOf(to) },
  });
  const docks: Dock[] = useMemo(() => {
    const n = Number(current?.docas ?? 0);
    return Array.from({ length: n }, (_, i) => ({ id: i + 1, title: translate('resources.agendamentos.messages.calendar.dock', { doca: i + 1 }) }));
  }, [current?.docas, translate]);
  const events = useMemo(() => (data ?? []).map(toEvent).filter((e): e is BookingEvent => !!e), [data]);
  const messages = useMemo(() => {
    const m = (k: string) => translate(`resources.agendamentos.messages.calendar.${k}`);
    return {
      today: m('today'), previous: m('previous'), next: m('next'), day: m('day'), week: m('week'),
      noEventsInRange: m('no_events'), time: m('time'), event: m('event'), date: m('date'), allDay: m('all_day'),
      showMore: (count: number) => translate('resources.agendamentos.messages.calendar.more', { count }),
    };
  }, [translate]);
  const onSelectSlot = useCallback((slot: SlotInfo) => {
    const record = slotValues(slot.start, slot.end, slot.resourceId === undefined ? undefined : Number(slot.resourceId));
    // The product's create path (/{name}/add); react-admin's Create reads the prefill from the state.
    navigate('/agendamentos/add', { state: { record } });
  }, [navigate]);
  const onSelectEvent = useCallback((e: BookingEvent) => {
    navigate(createPath({ resource: 'agendamentos', type: 'show', id: e.id }));
  }, [navigate, createPath]);
  const eventPropGetter = useCallback((e: BookingEvent) => {
    const c = bookingColors(e.status);
    return { style: { backgroundColor: c.bg, color: c.fg, border: `1px solid ${c.fg}` } };
  }, []);

  if (settingsPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (!docks.length) return <Alert severity="info">{translate('resources.agendamentos.messages.calendar.no_docks')}</Alert>;
  const columns = view === Views.WEEK ? docks.length * 7 : docks.length;
  return (
    <Box data-testid="dock-calendar" sx={calendarSx}>
      {error ? <Alert severity="error">{translate('resources.agendamentos.messages.calendar.load_failed')}</Alert> : null}
      <Box className="dock-calendar-scroll" sx={{ overflowX: 'auto' }}>
        <Box sx={{ minWidth: 64 + columns * DOCK_MIN_WIDTH, height: 720 }} aria-busy={isPending}>
          <Calendar<BookingEvent, Dock>
            localizer={localizer}
            culture={culture}
            rtl={isRtl(culture)}
            events={events}
            resources={docks}
            resourceIdAccessor="id"
            resourceTitleAccessor="title"
            views={VIEWS}
            view={view}
            onView={setView}
            date={date}
            onNavigate={setDate}
            selectable
            onSelectSlot={onSelectSlot}
            onSelectEvent={onSelectEvent}
            eventPropGetter={eventPropGetter}
            messages={messages}
            step={30}
            timeslots={2}
            scrollToTime={new Date(1970, 0, 1, 7)}
            formats={{
              timeGutterFormat: 'HH:mm',
              // Isolated left-to-right: in Arabic the range would otherwise read end–start.
              eventTimeRangeFormat: ({ start, end }) => `\u2066${format(start, 'HH:mm')}–${format(end, 'HH:mm')}\u2069`,
              dayHeaderFormat: (d, c, l) => l?.format(d, 'PPPP', c) ?? '',
              dayRangeHeaderFormat: ({ start, end }, c, l) => `${l?.format(start, 'P', c) ?? ''} – ${l?.format(end, 'P', c) ?? ''}`,
              dayFormat: (d, c, l) => l?.format(d, 'EEE P', c) ?? '',
            }}
          />
        </Box>
      </Box>
    </Box>
  );
};
