import { Stack, Typography } from '@mui/material';
import { ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { StatusChip } from '../../fields/StatusChip';
import type { Resource } from '../../registry/define';
import { TransitionButtons } from '../workflow/TransitionButtons';

/**
 * On the edit page of a record with a lifecycle: its status, coloured, and one button per
 * allowed transition. The buttons wait while the form holds unsaved input, which a move would
 * otherwise leave behind the record's new version.
 */
export const WorkflowHeader = ({ r }: { r: Resource }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { isDirty } = useFormState();
  if (!r.workflow || !record) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="body2" color="text.secondary">{translate('app.workflow.current')}:</Typography>
      <ReferenceField source={r.workflow.field} reference={r.fields[r.workflow.field].ref!} link={false}>
        <StatusChip source="nome" referenced />
      </ReferenceField>
      <TransitionButtons disabled={isDirty} />
    </Stack>
  );
};

/** Line-item fields the record's status keeps from changing (`editableWhile`). */
export const lockedLines = (r: Resource, record: Record<string, unknown> | undefined): string[] =>
  Object.entries(r.fields)
    .filter(([, f]) => f.kind === 'lines' && f.editableWhile && r.workflow && record && !f.editableWhile.includes(record[r.workflow.field] as string))
    .map(([name]) => name);
