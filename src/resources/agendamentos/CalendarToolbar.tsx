import { Box, Button, ButtonGroup, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type View, Views } from 'react-big-calendar';
import { LEGEND } from './bookingEvents';

const C = (key: string) => `resources.agendamentos.messages.calendar.${key}`;

/**
 * The calendar's own toolbar, outside the box that scrolls sideways: on a phone the week of docks
 * is far wider than the screen, and react-big-calendar's toolbar, centred in that width, was off it.
 */
export const CalendarToolbar = ({ label, view, onView, onMove }: {
  label: string;
  view: View;
  onView: (v: View) => void;
  onMove: (step: -1 | 0 | 1) => void;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" role="toolbar" aria-label={translate(C('navigation'))} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <ButtonGroup size="small" variant="outlined">
        <Button onClick={() => onMove(0)}>{translate(C('today'))}</Button>
        <Button onClick={() => onMove(-1)}>{translate(C('previous'))}</Button>
        <Button onClick={() => onMove(1)}>{translate(C('next'))}</Button>
      </ButtonGroup>
      <Typography component="h2" variant="subtitle1" aria-live="polite" sx={{ flex: '1 1 12rem', minWidth: 0, textAlign: 'center' }}>{label}</Typography>
      {/* The body colour: MUI's muted one for the button not chosen misses 4.5:1 on the page's grey. */}
      <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, v: View | null) => v && onView(v)} aria-label={translate(C('view'))}
        sx={{ '& .MuiToggleButton-root': { color: 'text.primary' } }}>
        <ToggleButton value={Views.DAY}>{translate(C('day'))}</ToggleButton>
        <ToggleButton value={Views.WEEK}>{translate(C('week'))}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
};

/** What each colour of a booking means: its status (cancelled and no-show share the grey, their dock is free again). */
export const BookingLegend = () => {
  const translate = useTranslate();
  return (
    <Box component="ul" aria-label={translate(C('legend'))} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, mb: 1 }}>
      {LEGEND.map(({ keys, colors }) => (
        <Box component="li" key={keys[0]} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: colors.bg, border: `1px solid ${colors.fg}` }} />
          <Typography variant="body2">{keys.map((k) => translate(`resources.agendamentos.statuses.${k}`)).join(' / ')}</Typography>
        </Box>
      ))}
    </Box>
  );
};
