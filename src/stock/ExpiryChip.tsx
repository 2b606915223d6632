import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Vencido" on an expired lot, "Vencendo" on one within 30 days of its expiry (the API's flags). */
export const ExpiryChip = ({ record }: { record?: Record<string, unknown> }) => {
  const translate = useTranslate();
  if (record?.vencido) return <Chip size="small" color="error" label={translate('app.stock.chips.vencido')} data-expiry="vencido" />;
  if (record?.vencendo) return <Chip size="small" color="warning" label={translate('app.stock.chips.vencendo')} data-expiry="vencendo" />;
  return null;
};
