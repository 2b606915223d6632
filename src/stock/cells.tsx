import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import { formatDate, formatDateTime, intlLocale } from '../fields/format';
import { ExpiryChip } from './ExpiryChip';

/** A quantity in the page language's digits and decimal mark. */
export const NumberCell = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const v = record?.[source];
  if (typeof v !== 'number') return null;
  return <bdi>{new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 4 }).format(v)}</bdi>;
};

/** An expiry date, with the chip of an expired or soon expiring lot: under the date when the column is narrow. */
export const ExpiryCell = ({ chip = true }: { chip?: boolean }) => {
  const record = useRecordContext();
  const v = record?.validade;
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
      {typeof v === 'string' && <bdi style={{ whiteSpace: 'nowrap' }}>{formatDate(v)}</bdi>}
      {chip && <ExpiryChip record={record} />}
    </span>
  );
};

export const DateTimeCell = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const v = record?.[source];
  return typeof v === 'string' ? <bdi style={{ whiteSpace: 'nowrap' }}>{formatDateTime(v)}</bdi> : null;
};

/** A code, lot or bin: one piece, left to right in Arabic too, never broken at its dashes. */
export const CodeCell = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const v = record?.[source];
  if (v === null || v === undefined || v === '') return <span>—</span>;
  return <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>{String(v)}</bdi>;
};

/**
 * A material as the desktop tables show it: its code, and its description under it, which wraps;
 * one column instead of two, so a page's quantities and its ledger and adjustment fit at 1400 px.
 */
export const MaterialCell = () => {
  const record = useRecordContext();
  return (
    <span style={{ display: 'block', minWidth: 0 }}>
      <CodeCell source="material_codigo" />
      {!!record?.material_descricao && <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>{String(record.material_descricao)}</Typography>}
    </span>
  );
};
