import { type SxProps, type Theme, alpha } from '@mui/material';

/** react-big-calendar's stylesheet in the MUI theme's colours and type, light and dark. */
export const calendarSx: SxProps<Theme> = (theme) => ({
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  '& .rbc-toolbar': { flexWrap: 'wrap', gap: 1, mb: 1 },
  '& .rbc-toolbar-label': { fontWeight: 500, minWidth: 160 },
  '& .rbc-toolbar button': {
    color: theme.palette.text.primary,
    borderColor: theme.palette.divider,
    fontFamily: 'inherit',
    '&:hover, &:focus': { backgroundColor: theme.palette.action.hover, borderColor: theme.palette.divider },
    '&.rbc-active, &.rbc-active:hover': { backgroundColor: theme.palette.action.selected, boxShadow: 'none', color: theme.palette.text.primary },
  },
  '& .rbc-time-view, & .rbc-time-header-content, & .rbc-time-content, & .rbc-header, & .rbc-timeslot-group, & .rbc-day-slot .rbc-time-slot, & .rbc-time-content > * + * > *, & .rbc-day-bg + .rbc-day-bg, & .rbc-time-header.rbc-overflowing, & .rbc-agenda-view table.rbc-agenda-table':
    { borderColor: theme.palette.divider },
  '& .rbc-today': { backgroundColor: alpha(theme.palette.primary.main, 0.04) },
  '& .rbc-off-range-bg': { backgroundColor: theme.palette.action.disabledBackground },
  '& .rbc-label, & .rbc-header': { color: theme.palette.text.secondary },
  '& .rbc-slot-selection': { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText, opacity: 0.6 },
  '& .rbc-current-time-indicator': { backgroundColor: theme.palette.error.main },
  '& .rbc-event': { fontSize: '0.8125rem' },
  // A booking always has times: the all-day row stays empty, and its ARIA roles are broken (axe
  // aria-required-children/parent). Hidden, it leaves the accessibility tree too.
  '& .rbc-allday-cell': { display: 'none' },
  '& .rbc-event.rbc-selected': { outline: `2px solid ${theme.palette.primary.main}` },
});
