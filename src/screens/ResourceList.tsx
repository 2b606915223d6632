import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import {
  AutocompleteInput, CreateButton, ExportButton, FilterButton, List, NullableBooleanInput, ReferenceInput, SearchInput,
  SelectColumnsButton, SelectInput, TextInput, TopToolbar, useBasename, useLocaleState, useTranslate,
} from 'react-admin';
import { Navigate } from 'react-router-dom';
import { canView } from '../providers/authProvider';
import { enumLabelKey } from '../registry/labels';
import { UFS } from '../registry/brazil';
import { type Resource, unhandledKind } from '../registry/define';
import { getResource, raSort, recordText } from '../providers/homes';
import { csvExporter } from './csv/export';
import { ImportButton } from './ImportButton';
import { ListLoadError } from './list/ListLoadError';
import { ListPager } from './list/ListPager';
import { ListTable } from './list/ListTable';
import { PhoneList } from './list/PhoneList';
import { LIST_PER_PAGE, capTotal } from './list/pager';
import { useResourceDef } from './useResourceDef';
import { LIST_LIMIT_MAX } from '../registry/limits';

const filterInput = (r: Resource, source: string, translate: (k: string, o?: object) => string) => {
  const field = r.fields[source];
  switch (field.kind) {
    case 'ref': {
      const target = getResource(field.ref);
      return (
        <ReferenceInput key={source} source={source} label={field.label} reference={field.ref!} filter={field.refFilter} sort={raSort(target)}>
          <AutocompleteInput optionText={target ? (record: Record<string, unknown>) => recordText(target, record, translate) : 'id'} filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
      );
    }
    case 'bool':
      return <NullableBooleanInput key={source} source={source} label={field.label} />;
    case 'uf':
      return <SelectInput key={source} source={source} label={field.label} choices={UFS.map((uf) => ({ id: uf, name: uf }))} translateChoice={false} />;
    case 'enum':
      return (
        <SelectInput
          key={source}
          source={source}
          label={field.label}
          choices={(field.values ?? []).map((v) => ({ id: v, name: translate(enumLabelKey(r.name, source, v), { _: v }) }))}
          translateChoice={false}
        />
      );
    case 'text':
    case 'int':
    case 'decimal':
    case 'money':
    case 'date':
    case 'time':
    case 'datetime':
    case 'cnpj':
    case 'cpf':
    case 'cpf_cnpj':
    case 'cep':
    case 'phone':
    case 'mobile':
    case 'card':
    case 'email':
    case 'latlng':
    case 'password':
    case 'roles':
    case 'placa':
    case 'renavam':
    case 'sequence':
    case 'lines':
    case 'file':
    case 'timezone':
      return <TextInput key={source} source={source} label={field.label} />;
    default:
      return unhandledKind(field.kind);
  }
};

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
  const exporter = useMemo(() => csvExporter(r, translate, locale), [r, translate, locale]);
  const basename = useBasename();
  // The view role is checked here, from the session, instead of by react-admin's access query:
  // that query's round trip and the renders around it held the list's read back by some 200 ms
  // on a cold load (docs/decisions.md "The list's read on its first render"). Being signed in is
  // the layout's check (AppLayout), which the list is drawn inside; the server checks both anyway.
  if (!canView(r.name)) return <Navigate to={`${basename}/access-denied`} />;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(r.filters ?? []).map((f) => filterInput(r, f, translate)),
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
