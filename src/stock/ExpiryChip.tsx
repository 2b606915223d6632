import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const WARNING = { bgcolor: '#ffe0b2', color: '#5d2a00' };

/** "Vencido" on an expired lot, "Vencendo" on one within 30 days of its expiry (the API's flags). */
export const ExpiryChip = ({ record }: { record?: Record<string, unknown> }) => {
  const translate = useTranslate();
  if (record?.vencido) return <Chip size="small" color="error" label={translate('resources.estoque.messages.chips.vencido')} data-expiry="vencido" />;
  // MUI's warning orange under white text is below 4.5:1: a light amber with dark text reads the same and passes.
  if (record?.vencendo) return <Chip size="small" label={translate('resources.estoque.messages.chips.vencendo')} data-expiry="vencendo" sx={WARNING} />;
  return null;
};
