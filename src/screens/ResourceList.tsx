import {
  AutocompleteInput, CreateButton, DatagridConfigurable, ExportButton, FilterButton, List, NullableBooleanInput,
  ReferenceInput, SearchInput, SelectColumnsButton, SelectInput, TextInput, TopToolbar, useTranslate,
} from 'react-admin';
import { KindField } from '../fields/KindField';
import { UFS } from '../registry/brazil';
import type { Resource } from '../registry/define';
import { getResource, raSort } from '../registry/browser';
import { ImportButton } from './ImportButton';
import { useResourceDef } from './useResourceDef';

const filterInput = (r: Resource, source: string, translate: (k: string, o?: object) => string) => {
  const field = r.fields[source];
  switch (field.kind) {
    case 'ref': {
      const target = getResource(field.ref);
      return (
        <ReferenceInput key={source} source={source} label={field.label} reference={field.ref!} filter={field.refFilter} sort={raSort(target)}>
          <AutocompleteInput optionText={target?.display ?? 'id'} filterToQuery={(q: string) => ({ q })} />
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
          choices={(field.values ?? []).map((v) => ({ id: v, name: translate(`resources.${r.name}.values.${source}.${v}`, { _: v }) }))}
          translateChoice={false}
        />
      );
    default:
      return <TextInput key={source} source={source} label={field.label} />;
  }
};

const ListActions = ({ r }: { r: Resource }) => (
  <TopToolbar>
    <FilterButton />
    <CreateButton to={`/${r.name}/add`} />
    <SelectColumnsButton />
    <ExportButton maxResults={5000} />
    {r.importable && <ImportButton r={r} />}
  </TopToolbar>
);

/** The generated list: search box, filters, sortable columns, pagination and CSV export. */
export const ResourceList = () => {
  const r = useResourceDef();
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(r.filters ?? []).map((f) => filterInput(r, f, translate)),
  ];
  return (
    // An empty list keeps its toolbar: react-admin's empty page would link to /create, not /add
    // (SPEC 2), and hide the import.
    <List filters={filters} sort={raSort(r)} perPage={25} actions={<ListActions r={r} />} empty={false}>
      <DatagridConfigurable rowClick="edit">
        {r.list.map((source) => <KindField key={source} source={source} field={r.fields[source]} label={r.fields[source].label} />)}
      </DatagridConfigurable>
    </List>
  );
};

export default ResourceList;
