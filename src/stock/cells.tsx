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

/** An expiry date, with the chip of an expired or soon expiring lot. */
export const ExpiryCell = ({ chip = true }: { chip?: boolean }) => {
  const record = useRecordContext();
  const v = record?.validade;
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' }}>
      {typeof v === 'string' && <bdi>{formatDate(v)}</bdi>}
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
