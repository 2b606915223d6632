import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { CreateButton, Title, useTranslate } from 'react-admin';
import { ResourceList } from '../../screens/ResourceList';
import { DockCalendar } from './DockCalendar';

type Mode = 'calendar' | 'list';

/** Dock bookings: the dock calendar first (where slots are booked by dragging), the list beside it. */
export const AgendamentoList = () => {
  const translate = useTranslate();
  const [mode, setMode] = useState<Mode>('calendar');
  return (
    <Box>
      <Tabs value={mode} onChange={(_, v: Mode) => setMode(v)} aria-label={translate('app.docks.calendar.view')} sx={{ mb: 1 }}>
        <Tab value="calendar" label={translate('app.docks.calendar.calendar')} id="agendamentos-tab-calendar" aria-controls="agendamentos-panel" />
        <Tab value="list" label={translate('app.docks.calendar.list')} id="agendamentos-tab-list" aria-controls="agendamentos-panel" />
      </Tabs>
      <Box role="tabpanel" id="agendamentos-panel" aria-labelledby={`agendamentos-tab-${mode}`}>
        {mode === 'calendar' ? (
          <Box sx={{ p: { xs: 1, sm: 2 } }}>
            <Title title={translate('resources.agendamentos.name', { smart_count: 2 })} />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}><CreateButton resource="agendamentos" to="/agendamentos/add" /></Box>
            <DockCalendar />
          </Box>
        ) : <ResourceList />}
      </Box>
    </Box>
  );
};

export default AgendamentoList;
