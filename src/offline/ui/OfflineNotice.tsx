import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatTime } from '../../fields/format';
import { useCachedReadsSince } from '../useOutbox';

/** HH:mm of a fetch made today, else the date too: data of another day must say so. */
export const fetchedAtText = (iso: string, now = new Date()) =>
  (new Date(iso).toDateString() === now.toDateString() ? formatTime(iso) : formatDateTime(iso));

/** "Offline · data from HH:mm" while what the screen shows comes from the offline cache. */
export const OfflineNotice = () => {
  const translate = useTranslate();
  const since = useCachedReadsSince();
  if (!since) return null;
  return (
    <Chip size="small" icon={<CloudOffIcon />} data-testid="offline-notice" role="status"
      label={<bdi>{translate('app.offline.notice', { time: fetchedAtText(since) })}</bdi>}
      sx={{ bgcolor: 'grey.800', color: 'common.white', '& .MuiChip-icon': { color: 'inherit' } }} />
  );
};
