import { Chip } from '@mui/material';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { getResource, recordText } from '../registry/browser';
import { STATUS_COLORS, statusTone } from './statusTone';

/**
 * A status in its colour (docs/domain.md "Status colours"), named in the page's language
 * when a workflow declares it. The colour follows the stored Portuguese name.
 */
export const StatusChip = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const value = useFieldValue({ source });
  const record = useRecordContext();
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  const tone = statusTone(value);
  const { bg, fg } = STATUS_COLORS[tone];
  const status = getResource('status');
  const label = status && record && source === status.display ? recordText(status, record, translate) : String(value);
  return <Chip size="small" label={label} data-tone={tone} sx={{ bgcolor: bg, color: fg, fontWeight: 500 }} />;
};
