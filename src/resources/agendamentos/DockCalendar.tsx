import { Alert, Box, CircularProgress } from '@mui/material';
import { addDays, endOfWeek, format, getDay, parse, startOfWeek } from 'date-fns';
import { useCallback, useMemo, useState } from 'react';
import { Calendar, type EventProps, type SlotInfo, type View, Views, dateFnsLocalizer } from 'react-big-calendar';
import dragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { useCreatePath, useGetList, useLocaleState, useTranslate, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Locale } from '../../../i18n';
import { DATE_LOCALES } from '../../inputs/pickerTexts';
import { useToast } from '../../notifications/useToast';
import { isRtl } from '../../providers/i18nProvider';
import { useCurrentSettings } from '../configuracoes/useCurrentSettings';
import { BookingContent, useBookingLines, useBookingNames } from './BookingContent';
import { type BookingEvent, bookingColors, dayOf, movable, slotValues, toEvent } from './bookingEvents';
import { BookingLegend, CalendarToolbar } from './CalendarToolbar';
import { calendarSx } from './calendarSx';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: DATE_LOCALES });
// A CommonJS module: under Node's interop (the build's) its default import is the whole module, the function under `default`.
const withDragAndDrop = (dragAndDrop as unknown as { default?: typeof dragAndDrop }).default ?? dragAndDrop;
const DnDCalendar = withDragAndDrop<BookingEvent, Dock>(Calendar);
// A dock column narrower than this no longer shows a booking's number: the calendar scrolls sideways instead.
const DOCK_MIN_WIDTH = 110;
const C = (key: string) => `resources.agendamentos.messages.calendar.${key}`;

interface Dock { id: number; title: string }

/**
 * The dock calendar (docs/domain.md "Warehousing"): one column per dock of the settings, the
 * bookings of the shown day or week coloured by status (a legend says which), each with its
 * supplier or client, carrier and plate. A booking opens on click and moves by dragging (to
 * another time or dock; the server decides, and a refusal leaves it where it was); a dragged empty
 * slot opens the create page with its day, times and dock.
 */
export const DockCalendar = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const toast = useToast();
  const [update] = useUpdate();
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
    // From the day before: a booking of that day may run past midnight into the first day shown.
    filter: { data_gte: dayOf(addDays(from, -1)), data_lte: dayOf(to) },
  });
  const docks: Dock[] = useMemo(() => {
    const n = Number(current?.docas ?? 0);
    return Array.from({ length: n }, (_, i) => ({ id: i + 1, title: translate(C('dock'), { doca: i + 1 }) }));
  }, [current?.docas, translate]);
  const events = useMemo(() => (data ?? []).map(toEvent).filter((e): e is BookingEvent => !!e), [data]);
  const lines = useBookingLines(useBookingNames(data));
  const components = useMemo(() => ({
    event: (p: EventProps<BookingEvent>) => <BookingContent {...p} lines={lines} />,
    // The week's day headers, plain: react-big-calendar's columnheader role sits in a row without the row role (axe aria-required-parent).
    header: ({ label }: { label: string }) => <span>{label}</span>,
  }), [lines]);
  const messages = useMemo(() => {
    const m = (k: string) => translate(C(k));
    return {
      today: m('today'), previous: m('previous'), next: m('next'), day: m('day'), week: m('week'),
      noEventsInRange: m('no_events'), time: m('time'), event: m('event'), date: m('date'), allDay: m('all_day'),
      showMore: (count: number) => translate(C('more'), { count }),
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
  // Pessimistic: the booking is drawn where the server put it, or stays put with the server's reason (a taken slot).
  const onMove = useCallback(({ event, start, end, resourceId }: EventInteractionArgs<BookingEvent>) => {
    const values = slotValues(new Date(start), new Date(end), Number(resourceId ?? event.resourceId));
    update('agendamentos', { id: event.id, data: values, previousData: event.record }, {
      mutationMode: 'pessimistic',
      onSuccess: () => toast.success(translate(C('moved'), { numero: event.record.numero })),
      onError: (err) => toast.danger(translate(C('move_failed'), { numero: event.record.numero }), err instanceof Error ? err.message : undefined),
    });
  }, [update, toast, translate]);
  const eventPropGetter = useCallback((e: BookingEvent) => {
    const c = bookingColors(e.status);
    return { style: { backgroundColor: c.bg, color: c.fg, border: `1px solid ${c.fg}` } };
  }, []);
  const move = (step: -1 | 0 | 1) => setDate(step === 0 ? new Date() : addDays(date, step * (view === Views.WEEK ? 7 : 1)));
  const dateLocale = { locale: DATE_LOCALES[culture] };
  const label = view === Views.WEEK ? `${format(from, 'P', dateLocale)} – ${format(to, 'P', dateLocale)}` : format(date, 'PPPP', dateLocale);

  if (settingsPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (!docks.length) return <Alert severity="info">{translate(C('no_docks'))}</Alert>;
  const columns = view === Views.WEEK ? docks.length * 7 : docks.length;
  return (
    <Box data-testid="dock-calendar" sx={calendarSx}>
      <CalendarToolbar label={label} view={view} onView={setView} onMove={move} />
      <BookingLegend />
      {error ? <Alert severity="error">{translate(C('load_failed'))}</Alert> : null}
      <Box className="dock-calendar-scroll" sx={{ overflowX: 'auto' }}>
        <Box sx={{ minWidth: 64 + columns * DOCK_MIN_WIDTH, height: 720 }} aria-busy={isPending}>
          <DnDCalendar
            localizer={localizer}
            culture={culture}
            rtl={isRtl(culture)}
            events={events}
            resources={docks}
            resourceIdAccessor="id"
            resourceTitleAccessor="title"
            toolbar={false}
            views={[Views.DAY, Views.WEEK]}
            view={view}
            onView={setView}
            date={date}
            onNavigate={setDate}
            selectable
            onSelectSlot={onSelectSlot}
            onSelectEvent={onSelectEvent}
            draggableAccessor={movable}
            resizableAccessor={movable}
            onEventDrop={onMove}
            onEventResize={onMove}
            // A booking over midnight is drawn in the time grid on both days, not in the hidden all-day row.
            showMultiDayTimes
            tooltipAccessor={(e) => lines(e.record).join('\n')}
            components={components}
            eventPropGetter={eventPropGetter}
            messages={messages}
            step={30}
            timeslots={2}
            scrollToTime={new Date(1970, 0, 1, 7)}
            formats={{
              timeGutterFormat: 'HH:mm',
              // Isolated left-to-right: in Arabic the range would otherwise read end–start.
              eventTimeRangeFormat: ({ start, end }) => `\u2066${format(start, 'HH:mm')}–${format(end, 'HH:mm')}\u2069`,
              eventTimeRangeStartFormat: ({ start }) => `\u2066${format(start, 'HH:mm')} →\u2069`,
              eventTimeRangeEndFormat: ({ end }) => `\u2066→ ${format(end, 'HH:mm')}\u2069`,
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
