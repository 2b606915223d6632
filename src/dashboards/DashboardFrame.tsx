import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AccessDenied, Loading, Title, usePermissions, useLocaleState, useTranslate } from 'react-admin';
import { isAccessDenied } from '../errors/refusals';
import { formatDate, formatDateTime } from '../fields/format';
import { type Role, hasRole } from '../registry/roles';
import { downloadFigures } from './csv';
import type { FigureTable } from './figures';
import { PeriodPicker } from './PeriodPicker';
import type { DashboardQuery, Periodo } from './types';

// A4, without the app's chrome and the page's buttons (the consolidated report prints).
const PRINT_CSS = `
@page { size: A4; margin: 12mm }
@media print {
  .no-print, header, nav, .MuiAppBar-root, .MuiDrawer-root, .RaSidebar-root, [data-testid=sidebar], [data-testid=topbar], [data-testid=app-footer] { display: none !important; }
  .RaLayout-content, .RaLayout-appFrame, main { padding: 0 !important; margin: 0 !important; }
  [data-dashboard] { font-size: 10pt; }
  [data-figure] { break-inside: avoid; }
}
`;

/** The role a page needs, as the menu mirror names it; without it the page says access denied (the server answers 403 too). */
export const useHasRole = (role: Role): boolean | undefined => {
  const { permissions, isPending } = usePermissions<string[]>();
  return isPending ? undefined : hasRole(permissions, role);
};

interface Props {
  name: string;
  title: string;
  role: Role;
  query: DashboardQuery;
  setQuery: (q: DashboardQuery) => void;
  answer?: { as_of: string; periodo: Periodo };
  error: unknown;
  isFetching: boolean;
  /** Every figure of the page, for its CSV. */
  tables?: FigureTable[];
  printable?: boolean;
  /** Above the period (the client picker). */
  before?: ReactNode;
  /** Nothing is asked yet (no client chosen): no spinner, the page says what to do instead (`before` does). */
  idle?: boolean;
  children?: ReactNode;
}

/**
 * The frame of a dashboard page: its title, the period picker, "as of" with a thin bar while it
 * reloads (the figures stay), the CSV of all its figures, and print where the page is a report.
 */
/** The server's per-field messages of a refused period (`{ ate: '...' }`). */
const periodErrors = (error: unknown): Partial<Record<'de' | 'ate', string>> =>
  ((error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {});

export const DashboardFrame = ({ name, title, role, query, setQuery, answer, error, isFetching, tables, printable, before, idle, children }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const allowed = useHasRole(role);
  if (allowed === undefined) return <Loading />;
  if (!allowed || isAccessDenied(error)) return <><Title title={translate(title)} /><AccessDenied /></>;
  return (
    <Box data-dashboard={name} sx={{ p: { xs: 1, sm: 2 } }}>
      <style>{PRINT_CSS}</style>
      <Title title={translate(title)} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate(title)}</Typography>
      {before}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Box className="no-print"><PeriodPicker query={query} periodo={answer?.periodo} onChange={setQuery} errors={periodErrors(error)} /></Box>
        <Stack direction="row" spacing={1} className="no-print" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {tables && (
            <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadFigures(tables, name, translate, locale)} data-testid="export-all">
              {translate('resources.dashboards.messages.csv_all')}
            </Button>
          )}
          {printable && (
            <Button size="small" variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>{translate('resources.dashboards.messages.print')}</Button>
          )}
        </Stack>
      </Stack>
      {answer && (
        <Typography variant="body2" color="text.secondary" data-testid="as-of" sx={{ mb: 1 }} aria-live="polite">
          {translate('resources.dashboards.messages.as_of', { time: formatDateTime(answer.as_of) })}
          {' · '}
          {translate('resources.dashboards.messages.period.shown', { de: formatDate(answer.periodo.de), ate: formatDate(answer.periodo.ate) })}
          {answer.periodo.granularidade === 'semana' && ` · ${translate('resources.dashboards.messages.period.weekly')}`}
        </Typography>
      )}
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && answer && <LinearProgress data-testid="refreshing" aria-label={translate('resources.dashboards.messages.refreshing')} />}</Box>
      {!!error && !isAccessDenied(error) && <Alert severity="error" sx={{ mb: 2 }}>{error instanceof Error ? error.message : translate('resources.dashboards.messages.load_failed')}</Alert>}
      {!answer && !error && !idle && <Loading />}
      {answer && children}
    </Box>
  );
};
