import {
  AutocompleteInput, NullableBooleanInput, ReferenceInput, SelectInput, TextInput, useTranslate,
} from 'react-admin';
import { enumLabelKey } from '../../registry/labels';
import { UFS } from '../../registry/brazil';
import { type Resource, unhandledKind } from '../../registry/define';
import { getResource, raSort, recordText } from '../../providers/homes';

/**
 * A declared filter's input, by its field's kind. Its own chunk (ResourceList's `filters`): a
 * filter is drawn only once a user adds it or a stored filter names it, so the select and the
 * autocomplete load then, not on the way to a list's first row.
 */
const FilterInput = ({ r, source, ...props }: { r: Resource; source: string } & Record<string, unknown>) => {
  const translate = useTranslate();
  const field = r.fields[source];
  switch (field.kind) {
    case 'ref': {
      const target = getResource(field.ref);
      return (
        <ReferenceInput {...props} source={source} label={field.label} reference={field.ref!} filter={field.refFilter} sort={raSort(target)}>
          <AutocompleteInput optionText={target ? (record: Record<string, unknown>) => recordText(target, record, translate) : 'id'} filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
      );
    }
    case 'bool':
      return <NullableBooleanInput {...props} source={source} label={field.label} />;
    case 'uf':
      return <SelectInput {...props} source={source} label={field.label} choices={UFS.map((uf) => ({ id: uf, name: uf }))} translateChoice={false} />;
    case 'enum':
      return (
        <SelectInput
          {...props}
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
      return <TextInput {...props} source={source} label={field.label} />;
    default:
      return unhandledKind(field.kind);
  }
};

export default FilterInput;
