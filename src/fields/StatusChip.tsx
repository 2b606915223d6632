import { Chip } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { STATUS_COLORS, statusTone } from './statusTone';

/** A status name in its SPEC 4 colour. */
export const StatusChip = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const value = useFieldValue({ source });
  if (value === undefined || value === null || value === '') return null;
  const tone = statusTone(value);
  const { bg, fg } = STATUS_COLORS[tone];
  return <Chip size="small" label={String(value)} data-tone={tone} sx={{ bgcolor: bg, color: fg, fontWeight: 500 }} />;
};
