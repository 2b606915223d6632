import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useOutbox } from '../useOutbox';
import { isStale, relativeAge } from './age';
import { OUTBOX_PATH } from './paths';
import { useNow } from './useNow';
import { usePersistOnFirstWrite } from './usePersistOnFirstWrite';

/**
 * The user's writes the server has not accepted (waiting and refused), in the top bar; hidden at 0.
 * Its label says how many and how old the oldest is; red when one was refused or waited too long.
 * It opens the outbox page.
 */
export const OutboxBadge = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { pending, refused, oldest } = useOutbox();
  // Renders every minute so the age keeps up; each render reads the clock itself.
  useNow();
  usePersistOnFirstWrite(pending.length);
  if (!pending.length || !oldest) return null;
  const alarm = refused > 0 || isStale(oldest);
  const label = translate('app.offline.badge', { smart_count: pending.length, age: relativeAge(oldest, locale) });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} component={Link} to={OUTBOX_PATH} data-testid="outbox-badge" data-alarm={alarm}>
        {/* Dark shades: white digits on them keep AA contrast. */}
        <Badge badgeContent={pending.length} max={999}
          sx={{ '& .MuiBadge-badge': { bgcolor: alarm ? 'error.dark' : 'info.dark', color: 'common.white' } }}>
          <CloudUploadIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
};
