import { Chip, chipClasses } from '@mui/material';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { getResource, recordText } from '../providers/homes';
import { STATUS_COLORS, statusTone } from '../registry/statusTone';

/**
 * A status in its colour (docs/domain.md "Status colours"). Where a record refers to it
 * (`referenced`), a status a workflow declares reads in the page's language; the status table's
 * own pages show the name as stored, the data an admin maintains. The colour follows that stored name.
 */
export const StatusChip = ({ source, referenced }: { source: string; referenced?: boolean; label?: string; sortable?: boolean }) => {
  const value = useFieldValue({ source });
  const record = useRecordContext();
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  const tone = statusTone(value);
  const { bg, fg } = STATUS_COLORS[tone];
  const status = getResource('status');
  const label = referenced && status && record && source === status.display ? recordText(status, record, translate) : String(value);
  // The label's own colour: inside a reference link, react-admin colours the link's children in the link colour.
  return <Chip size="small" label={label} data-tone={tone} sx={{ bgcolor: bg, color: fg, fontWeight: 500, [`& .${chipClasses.label}`]: { color: fg } }} />;
};
