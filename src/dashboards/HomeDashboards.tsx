import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MenuEntry } from '../layout/menu';
import { KeyNumbers } from './KeyNumbers';
import { armazenamentoTables, ordensServicoTables, transportesTables } from './tables';
import { DASHBOARD_NAMES, type DashboardAnswer, type DashboardName } from './types';
import { useDashboard } from './useDashboard';

const isDashboard = (name: string): name is DashboardName => (DASHBOARD_NAMES as readonly string[]).includes(name);

/** One dashboard in compact form: its summary numbers (the last 30 days), linking to the full page. */
const Compact = ({ name, entry, label }: { name: DashboardName; entry: MenuEntry; label: string }) => {
  const translate = useTranslate();
  const { data } = useDashboard(name, {});
  const ctx = data && { translate, periodo: data.periodo };
  const summary = data && ctx && (
    name === 'ordens-servico' ? ordensServicoTables(data as DashboardAnswer<'ordens-servico'>, ctx)
      : name === 'transportes' ? transportesTables(data as DashboardAnswer<'transportes'>, ctx)
        : armazenamentoTables(data as DashboardAnswer<'armazenamento'>, ctx))[0];
  return (
    <Card data-home-dashboard={name}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">{label}</Typography>
          <Button component={Link} to={entry.path} size="small" aria-label={`${translate('resources.dashboards.messages.open_full')}: ${label}`}>{translate('resources.dashboards.messages.open_full')}</Button>
        </Stack>
        {summary ? <KeyNumbers table={summary} /> : <Skeleton variant="rounded" height={72} />}
      </CardContent>
    </Card>
  );
};

/** The home page's dashboards: only those the user's roles allow (the entries the menu shows them). */
export const HomeDashboards = ({ entries, labelOf }: { entries: readonly MenuEntry[]; labelOf: (e: MenuEntry) => string }) => {
  const shown = entries.map((e) => ({ e, name: e.path.replace(/^\/dashboard\//, '') })).filter((x) => isDashboard(x.name));
  if (!shown.length) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' } }}>
      {shown.map(({ e, name }) => <Compact key={e.path} name={name as DashboardName} entry={e} label={labelOf(e)} />)}
    </Box>
  );
};
