import { Box, type SxProps, type Theme, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OutboxItem } from '../outboxItem';
import { refusedFieldKey } from './describeItem';

/**
 * What the server said of a refused write: its message, then each field it named with that
 * field's label ("Photo: this occurrence needs a photo"), so "some fields are invalid" never
 * stands alone (issue 28). Shown in the outbox page's row and on a refused stop of the driver's day.
 */
export const RefusalText = ({ item, sx }: { item: OutboxItem; sx?: SxProps<Theme> }) => {
  const translate = useTranslate();
  const message = item.error?.key ? translate(item.error.key) : item.error?.message ?? '';
  const fields = Object.entries(item.error?.fields ?? {});
  return (
    <Box data-testid="task-state" sx={{ color: 'error.dark', ...sx }}>
      <Typography variant="body2">{translate('app.offline.tasks.refused', { message })}</Typography>
      {fields.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, ps: 2.5 }}>
          {fields.map(([field, text]) => {
            const key = refusedFieldKey(item, field);
            return <Typography key={field} component="li" variant="body2">{key ? `${translate(key)}: ${text}` : text}</Typography>;
          })}
        </Box>
      )}
    </Box>
  );
};
