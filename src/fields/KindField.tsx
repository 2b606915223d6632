import { Chip, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanField, FunctionField, ReferenceField, useLocaleState, useResourceContext, useTranslate } from 'react-admin';
import { type FieldDef, type FieldKind, unhandledKind } from '../registry/define';
import { getResource, recordText } from '../providers/homes';
import { enumLabelKey } from '../registry/labels';
import { LTR_KINDS, NOWRAP_KINDS, formatValue } from './format';
import { FileThumbnail } from './FileField';
import { StatusChip } from './StatusChip';

interface Props {
  source: string;
  field: FieldDef;
  /** Column header and label; react-admin derives it from resources.<name>.fields.<source>. */
  label?: string;
  sortable?: boolean;
  /** A reference shown as plain text, inside a row that is itself a link. */
  link?: false;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * A value isolated from the page's direction: in Arabic, "(11) 3333-4444" would otherwise read
 * "3333-4444 (11)" and "Açaí (Matriz)" lose its closing bracket to the other side.
 */
export const Bidi = ({ kind, children }: { kind: FieldKind; children: ReactNode }) => (
  <bdi dir={LTR_KINDS.has(kind) ? 'ltr' : undefined} style={NOWRAP_KINDS.has(kind) ? nowrap : undefined}>{children}</bdi>
);

/** The read-only display of one declared field, chosen by its kind: the same text the CSV export writes. */
export const KindField = ({ source, field, link, ...rest }: Props) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const resource = useResourceContext();
  if (field.tone === 'status') return <StatusChip source={source} {...rest} />;
  switch (field.kind) {
    case 'bool':
      return <BooleanField source={source} {...rest} />;
    case 'ref': {
      const target = getResource(field.ref);
      const display = target?.display ?? 'id';
      return (
        <ReferenceField source={source} reference={field.ref!} link={link ?? (target ? 'show' : false)} {...rest}>
          {target?.fields[display]?.tone === 'status'
            ? <StatusChip source={display} referenced />
            : <FunctionField render={(ref) => <Bidi kind="text">{target ? recordText(target, ref, translate) : String(ref.id)}</Bidi>} />}
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
              {((record?.[source] as string[] | undefined) ?? []).map((role) => <Chip key={role} label={<bdi>{role}</bdi>} size="small" />)}
            </Stack>
          )}
        />
      );
    case 'file':
      return <FunctionField source={source} {...rest} render={(record) => <FileThumbnail id={record?.[source] as string | undefined} size={48} />} />;
    case 'enum':
      return (
        <FunctionField
          source={source}
          {...rest}
          render={(record) => {
            const value = record?.[source] as string | null | undefined;
            return value ? translate(enumLabelKey(resource ?? '', source, value), { _: value }) : null;
          }}
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
    case 'uf':
    case 'latlng':
    case 'password':
    case 'placa':
    case 'renavam':
    case 'sequence':
    case 'lines':
    case 'timezone':
      return (
        <FunctionField
          source={source}
          {...rest}
          textAlign={['int', 'decimal', 'money'].includes(field.kind) ? 'right' : undefined}
          render={(record) => {
            const text = formatValue(field, record?.[source], locale);
            return text ? <Bidi kind={field.kind}>{text}</Bidi> : null;
          }}
        />
      );
    default:
      return unhandledKind(field.kind);
  }
};
