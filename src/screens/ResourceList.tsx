import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { type ReactNode, Suspense, lazy, useMemo } from 'react';
import {
  CreateButton, type Exporter, ExportButton, FilterButton, List, SearchInput, SelectColumnsButton, TopToolbar,
  useBasename, useLocaleState, useTranslate,
} from 'react-admin';
import { Navigate } from 'react-router-dom';
import { canView } from '../providers/authProvider';
import type { Resource } from '../registry/define';
import { raSort } from '../providers/homes';
import { ImportButton } from './ImportButton';
import { ListLoadError } from './list/ListLoadError';
import { ListPager } from './list/ListPager';
import { ListTable } from './list/ListTable';
import { PhoneList } from './list/PhoneList';
import { LIST_PER_PAGE, capTotal } from './list/pager';
import { useResourceDef } from './useResourceDef';
import { LIST_LIMIT_MAX } from '../registry/limits';

const FilterInput = lazy(() => import('./list/FilterInput'));
const LazyFilterInput = (props: { r: Resource; source: string; label?: string } & Record<string, unknown>) => (
  <Suspense fallback={null}><FilterInput {...props} /></Suspense>
);

const ListActions = ({ r, phone, extra }: { r: Resource; phone: boolean; extra?: ReactNode }) => (
  <TopToolbar sx={{ flexWrap: { sm: 'wrap' } }}>
    {extra}
    <FilterButton />
    <CreateButton to={`/${r.name}/add`} />
    {/* Columns are a table's; the phone list shows the declared two fields. */}
    {!phone && <SelectColumnsButton />}
    <ExportButton maxResults={LIST_LIMIT_MAX} />
    {r.importable && <ImportButton r={r} />}
  </TopToolbar>
);

/**
 * The generated list: search box, filters, sortable columns (a simple list on phones),
 * pagination, CSV export and, for importable master data, CSV import.
 */
export const ResourceList = ({ extraActions }: { extraActions?: ReactNode } = {}) => {
  const r = useResourceDef();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The CSV writer loads when Export is pressed, not with the list.
  const exporter = useMemo<Exporter>(() => async (...args) =>
    (await import('./csv/export')).csvExporter(r, translate, locale)(...args), [r, translate, locale]);
  const basename = useBasename();
  // The view role is checked here, from the session, instead of by react-admin's access query:
  // that query's round trip and the renders around it held the list's read back by some 200 ms
  // on a cold load (docs/decisions.md "The list's read on its first render"). Being signed in is
  // the layout's check (AppLayout), which the list is drawn inside; the server checks both anyway.
  if (!canView(r.name)) return <Navigate to={`${basename}/access-denied`} />;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    // `source` and `label` on the element itself: react-admin's filter button reads them to list
    // the filters before any is drawn.
    ...(r.filters ?? []).map((f) => <LazyFilterInput key={f} r={r} source={f} label={r.fields[f].label} />),
  ];
  return (
    // The empty state lives inside the list (ListEmpty), so the toolbar and its import stay.
    <List
      disableAuthentication
      filters={filters}
      sort={raSort(r)}
      perPage={LIST_PER_PAGE}
      actions={<ListActions r={r} phone={phone} extra={extraActions} />}
      empty={false}
      exporter={exporter}
      pagination={<ListPager />}
      error={<ListLoadError />}
      queryOptions={{ select: capTotal }}
      // Beside an open menu the content is narrower than the window: the toolbar wraps instead of
      // widening the page (phones have react-admin's own small-screen toolbar).
      sx={(theme) => ({ [theme.breakpoints.up('sm')]: { '& .RaList-actions': { flexWrap: 'wrap' } } })}
    >
      {phone ? <PhoneList r={r} /> : <ListTable r={r} />}
    </List>
  );
};

export default ResourceList;
