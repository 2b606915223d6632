import { Autocomplete, Box, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList, useGetOne, useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { pageLabelKey } from '../registry/labels';
import type { Role } from '../registry/roles';
import dashboards, { DASHBOARDS } from '../resources/dashboards';
import { DashboardFrame, useHasRole } from './DashboardFrame';
import { DashboardSection } from './DashboardSection';
import type { FigureTable } from './figures';
import { type Context, armazenamentoTables, ordensServicoTables, transportesTables } from './tables';
import type { DashboardAnswer, DashboardName } from './types';
import { useDashboard, useDashboardQuery } from './useDashboard';

/** A dashboard's role and title: its page as the area declares it. */
const entryOf = (name: keyof typeof DASHBOARDS) => ({ role: DASHBOARDS[name].role as Role, title: pageLabelKey(dashboards.name, name) });

/** The tables of one dashboard's answer. */
export const tablesOf = (name: DashboardName, answer: DashboardAnswer<DashboardName>, ctx: Context): FigureTable[] => {
  switch (name) {
    case 'ordens-servico': return ordensServicoTables(answer as DashboardAnswer<'ordens-servico'>, ctx);
    case 'transportes': return transportesTables(answer as DashboardAnswer<'transportes'>, ctx);
    case 'armazenamento': return armazenamentoTables(answer as DashboardAnswer<'armazenamento'>, ctx);
  }
};

const consolidatedTables = (answer: DashboardAnswer<'consolidado'>, ctx: Context) => ({
  'ordens-servico': ordensServicoTables(answer.ordens_servico, ctx),
  transportes: transportesTables(answer.transportes, ctx),
  armazenamento: armazenamentoTables(answer.armazenamento, ctx),
});

/** /dashboard/ordens-servico, /dashboard/transportes, /dashboard/armazenamento. */
export const DashboardPage = ({ name }: { name: DashboardName }) => {
  const translate = useTranslate();
  const { role, title } = entryOf(name);
  const [query, setQuery] = useDashboardQuery();
  const allowed = useHasRole(role);
  const { data, error, isFetching } = useDashboard(name, query, !!allowed);
  const tables = data ? tablesOf(name, data, { translate, periodo: data.periodo, clienteId: query.cliente_id }) : undefined;
  return (
    <DashboardFrame name={name} title={title} role={role} query={query} setQuery={setQuery} answer={data} error={error}
      isFetching={isFetching} tables={tables}>
      {tables && <DashboardSection tables={tables} />}
    </DashboardFrame>
  );
};


/** The three dashboards for one period (and one client on /dashboard/clientes): a report to export and print. */
const Consolidated = ({ name, title, role, clientPicker }: { name: string; title: string; role: Role; clientPicker?: boolean }) => {
  const translate = useTranslate();
  const [query, setQuery] = useDashboardQuery();
  const allowed = useHasRole(role);
  const waitingClient = clientPicker && !query.cliente_id;
  const { data, error, isFetching } = useDashboard('consolidado', query, !!allowed && !waitingClient);
  const sections = data && !waitingClient ? consolidatedTables(data, { translate, periodo: data.periodo, clienteId: query.cliente_id }) : undefined;
  return (
    <DashboardFrame name={name} title={title} role={role} query={query} setQuery={setQuery} answer={waitingClient ? undefined : data}
      error={waitingClient ? undefined : error} isFetching={isFetching} tables={sections && Object.values(sections).flat()} printable idle={waitingClient}
      before={clientPicker && <ClientPicker value={query.cliente_id} onChange={(cliente_id) => setQuery({ ...query, cliente_id })} />}>
      {sections && (Object.keys(sections) as DashboardName[]).map((n) => <DashboardSection key={n} title={entryOf(n).title} tables={sections[n]} />)}
    </DashboardFrame>
  );
};

export const ConsolidadoPage = () => {
  const { role, title } = entryOf('consolidado');
  return <Consolidated name="consolidado" title={title} role={role} />;
};

/** /dashboard/clientes and /dashboard/clientes/channels: a client, then the consolidated figures of that client. */
export const ClientesPage = () => <Consolidated name="clientes" title="resources.dashboards.messages.titles.clientes" role={entryOf('consolidado').role} clientPicker />;

const ClientPicker = ({ value, onChange }: { value?: string; onChange: (id: string | undefined) => void }) => {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const { data: options = [], isFetching } = useGetList('clientes', { filter: q ? { q } : {}, pagination: { page: 1, perPage: 25 }, sort: { field: 'nome', order: 'ASC' } });
  const { data: chosen } = useGetOne('clientes', { id: value ?? '' }, { enabled: !!value });
  return (
    <Box className="no-print" sx={{ mb: 2, maxWidth: 480 }}>
      <Autocomplete
        options={options}
        value={chosen ?? null}
        loading={isFetching}
        getOptionLabel={(o) => String(o.nome ?? '')}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(x) => x}
        onInputChange={(_e, text, reason) => reason === 'input' && setQ(text)}
        onChange={(_e, o) => onChange(o ? String(o.id) : undefined)}
        renderInput={(params) => <TextField {...params} variant="filled" size="small" label={translate('resources.dashboards.messages.client.label')} inputProps={{ ...params.inputProps, 'data-testid': 'client-picker' }} />}
      />
      {!value && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('resources.dashboards.messages.client.choose')}</Typography>}
    </Box>
  );
};

/** /dashboard/vazio: a dashboard with nothing on it, saying so. */
export const VazioPage = () => {
  const translate = useTranslate();
  return (
    <Card data-dashboard="vazio" sx={{ mt: 2 }}>
      <Title title={translate('resources.dashboards.messages.titles.vazio')} />
      <CardContent sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>{translate('resources.dashboards.messages.titles.vazio')}</Typography>
        <Typography color="text.secondary">{translate('resources.dashboards.messages.empty_dashboard')}</Typography>
      </CardContent>
    </Card>
  );
};

/** The theme's other dashboards (analytics, crm, sales and sub-pages) open the consolidated view, with the same period. */
export const ToConsolidado = () => {
  const { search } = useLocation();
  return <Navigate to={{ pathname: dashboards.pages.consolidado.path, search }} replace />;
};
