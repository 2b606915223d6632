import type { KeyboardEvent } from 'react';
import {
  AutocompleteInput, BooleanInput, PasswordInput, ReferenceInput,
  SelectInput, TextInput, useTranslate,
} from 'react-admin';
import { UFS } from '../registry/brazil';
import { type FieldDef, unhandledKind } from '../registry/define';
import { getResource, raSort, recordText } from '../providers/homes';
import { enumLabelKey } from '../registry/labels';
import { LocaleNumberInput } from './LocaleNumberInput';
import { CardInput, MaskedInput } from './MaskedInput';
import { RolesInput } from './RolesInput';
import { LatLngInput } from './LatLngInput';
import { LinesInput } from './LinesInput';
import { PickerInput } from './PickerInputs';
import { PlacaInput } from './PlacaInput';
import { TimeZoneInput } from './TimeZoneInput';

interface Props {
  resource: string;
  source: string;
  field: FieldDef;
  /** Edit form: a blank password keeps the current one. */
  editing?: boolean;
  disabled?: boolean;
}

/**
 * A reference whose text wraps instead of being cut (a stop's point on a phone). Enter still picks
 * the highlighted option, and never adds a line break to what is typed.
 */
const WRAPPING = { multiline: true, onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => { if (e.key === 'Enter') e.preventDefault(); } };

/** The input for one declared field, chosen by its kind. */
export const KindInput = ({ resource, source, field, editing, disabled }: Props) => {
  const translate = useTranslate();
  const common = { source, isRequired: field.required, fullWidth: true, label: field.label };
  switch (field.kind) {
    case 'text':
      return <TextInput {...common} multiline={field.multiline} minRows={field.multiline ? 3 : undefined} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'password':
      return <PasswordInput {...common} isRequired={!editing && field.required} autoComplete="new-password" />;
    case 'int':
      return <LocaleNumberInput {...common} kind="int" year={field.year} />;
    case 'decimal':
      return <LocaleNumberInput {...common} kind="decimal" />;
    case 'money':
      return <LocaleNumberInput {...common} kind="money" />;
    case 'bool':
      return <BooleanInput source={source} label={field.label} />;
    case 'date':
    case 'time':
    case 'datetime':
      return <PickerInput {...common} kind={field.kind} />;
    case 'enum':
      return (
        <SelectInput
          {...common}
          choices={(field.values ?? []).map((v) => ({
            id: v,
            name: translate(enumLabelKey(resource, source, v), { _: v }),
          }))}
          translateChoice={false}
        />
      );
    case 'uf':
      return <SelectInput {...common} choices={UFS.map((uf) => ({ id: uf, name: uf }))} translateChoice={false} />;
    case 'ref': {
      const target = getResource(field.ref);
      return (
        <ReferenceInput source={source} reference={field.ref!} filter={field.refFilter} sort={raSort(target)}>
          <AutocompleteInput
            fullWidth
            isRequired={field.required}
            label={field.label}
            optionText={target ? (record: Record<string, unknown>) => recordText(target, record, translate) : 'id'}
            inputText={target ? (record: Record<string, unknown>) => recordText(target, record, translate) : undefined}
            filterToQuery={(q: string) => ({ q })}
            TextFieldProps={field.multiline ? WRAPPING : undefined}
          />
        </ReferenceInput>
      );
    }
    case 'roles':
      return <RolesInput source={source} />;
    case 'card':
      return <CardInput {...common} />;
    case 'latlng':
      return <LatLngInput {...common} />;
    case 'placa':
      return <PlacaInput {...common} />;
    case 'timezone':
      return <TimeZoneInput {...common} />;
    case 'lines':
      return <LinesInput resource={resource} source={source} field={field} disabled={disabled} input={KindInput} />;
    // Set by the server (sequence numbers, stored files of hand-written flows): no input.
    case 'sequence':
    case 'file':
      return null;
    case 'cnpj':
    case 'cpf':
    case 'cpf_cnpj':
    case 'cep':
    case 'phone':
    case 'mobile':
    case 'renavam':
      return <MaskedInput {...common} kind={field.kind} />;
    default:
      return unhandledKind(field.kind);
  }
};
