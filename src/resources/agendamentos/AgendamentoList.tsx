import { Box, Tab, Tabs } from '@mui/material';
import { useMemo, useState } from 'react';
import { CreateButton, ExportButton, ListBase, Title, useLocaleState, useTranslate } from 'react-admin';
import { ResourceList } from '../../screens/ResourceList';
import { csvExporter } from '../../screens/csv/export';
import { useResourceDef } from '../../screens/useResourceDef';
import { DockCalendar } from './DockCalendar';
import { LIST_LIMIT_MAX } from '../../registry/limits';

type Mode = 'calendar' | 'list';

/** Dock bookings: the dock calendar first (where slots are booked by dragging), the list beside it. */
export const AgendamentoList = () => {
  const translate = useTranslate();
  const r = useResourceDef();
  const [locale] = useLocaleState();
  const exporter = useMemo(() => csvExporter(r, translate, locale), [r, translate, locale]);
  // A link that names a filter (a dashboard's dock) wants the filtered list, which the calendar does not apply.
  const [mode, setMode] = useState<Mode>(() => (new URLSearchParams(window.location.search).has('filter') ? 'list' : 'calendar'));
  return (
    <Box>
      <Tabs value={mode} onChange={(_, v: Mode) => setMode(v)} aria-label={translate('resources.agendamentos.messages.calendar.view')} sx={{ mb: 1 }}>
        <Tab value="calendar" label={translate('resources.agendamentos.messages.calendar.calendar')} id="agendamentos-tab-calendar" aria-controls="agendamentos-panel" />
        <Tab value="list" label={translate('resources.agendamentos.messages.calendar.list')} id="agendamentos-tab-list" aria-controls="agendamentos-panel" />
      </Tabs>
      <Box role="tabpanel" id="agendamentos-panel" aria-labelledby={`agendamentos-tab-${mode}`}>
        {mode === 'calendar' ? (
          <Box sx={{ p: { xs: 1, sm: 2 } }}>
            <Title title={translate('resources.agendamentos.name', { smart_count: 2 })} />
            {/* The calendar's bookings export like every list (one record fetched for the list context, the export reads them all). */}
            <ListBase resource="agendamentos" exporter={exporter} perPage={1} disableSyncWithLocation>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
                <CreateButton resource="agendamentos" to="/agendamentos/add" />
                <ExportButton maxResults={LIST_LIMIT_MAX} />
              </Box>
            </ListBase>
            <DockCalendar />
          </Box>
        ) : <ResourceList />}
      </Box>
    </Box>
  );
};

export default AgendamentoList;
