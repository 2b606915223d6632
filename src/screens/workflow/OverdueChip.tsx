import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Resource, isOverdue } from '../../registry/define';

/** "Atrasada" on a record past its due date and not concluded (the declaration's `overdue`). */
export const OverdueChip = ({ r, record }: { r: Resource; record: Record<string, unknown> | undefined }) => {
  const translate = useTranslate();
  if (!isOverdue(r, record)) return null;
  return (
    <Tooltip title={translate('app.workflow.overdue_hint')}>
      <Chip size="small" color="warning" label={translate('app.workflow.overdue')} data-overdue="true" />
    </Tooltip>
  );
};
