import { Chip, Stack } from '@mui/material';
import { BooleanField, FunctionField, ReferenceField, TextField, useLocaleState } from 'react-admin';
import { type FieldDef, representRecord } from '../registry/define';
import { getResource } from '../registry/browser';
import { formatValue } from './format';
import { StatusChip } from './StatusChip';

interface Props {
  source: string;
  field: FieldDef;
  /** Column header and label; react-admin derives it from resources.<name>.fields.<source>. */
  label?: string;
  sortable?: boolean;
}

/** The read-only display of one declared field, chosen by its kind. */
export const KindField = ({ source, field, ...rest }: Props) => {
  const [locale] = useLocaleState();
  switch (field.kind) {
    case 'bool':
      return <BooleanField source={source} {...rest} />;
    case 'ref': {
      const target = getResource(field.ref);
      const display = target?.display ?? 'id';
      return (
        <ReferenceField source={source} reference={field.ref!} link={target ? 'show' : false} {...rest}>
          {target?.fields[display]?.tone === 'status'
            ? <StatusChip source={display} />
            : target?.represent
              ? <FunctionField render={(ref) => representRecord(target, ref)} />
              : <TextField source={display} />}
        </ReferenceField>
      );
    }
    case 'roles':
      return (
        <FunctionField
          source={source}
          {...rest}
          render={(record) => (
            <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
              {((record?.[source] as string[] | undefined) ?? []).map((role) => <Chip key={role} label={role} size="small" />)}
            </Stack>
          )}
        />
      );
    case 'text':
      return field.tone === 'status' ? <StatusChip source={source} {...rest} /> : <TextField source={source} {...rest} />;
    case 'email':
    case 'enum':
    case 'uf':
      return <TextField source={source} {...rest} />;
    default:
      return (
        <FunctionField
          source={source}
          {...rest}
          textAlign={['int', 'decimal', 'money'].includes(field.kind) ? 'right' : undefined}
          render={(record) => formatValue(field.kind, record?.[source], locale)}
        />
      );
  }
};
