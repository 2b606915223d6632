import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useGetMany, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { isFinalStatus } from '../../registry/define';
import { getResource, recordText } from '../../providers/homes';
import { useResourceDef } from '../useResourceDef';

/**
 * One button per transition the record's lifecycle allows from its current status
 * (docs/architecture.md "Lifecycles"); the status itself is never a free select. A move into a
 * status the lifecycle never leaves (Concluída, Cancelada) cannot be undone, so it asks first.
 * `disabled` while a form holds unsaved input, which the move would otherwise leave stale; `except`
 * names moves the page offers in its own way.
 */
export const TransitionButtons = ({ disabled, except = [] }: { disabled?: boolean; except?: readonly string[] }) => {
  const r = useResourceDef();
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [asking, setAsking] = useState<string>();
  const wf = r.workflow;
  const next = wf && record ? (wf.transitions[record[wf.field] as string] ?? []).filter((to) => !except.includes(to)) : [];
  const { data: statuses } = useGetMany(r.fields[wf?.field ?? '']?.ref ?? 'status', { ids: [...next] }, { enabled: next.length > 0 });
  if (!wf || !record || !next.length) return null;
  const target = getResource(r.fields[wf.field].ref);
  const name = (id: string) => {
    const status = statuses?.find((s) => s.id === id);
    return status && target ? recordText(target, status, translate) : '…';
  };
  // The key names the move and the version it starts from: a double click sends it twice, and the
  // second gets the first's answer instead of a version conflict (docs/architecture.md "Idempotency keys").
  const move = (to: string) => update(r.name, { id: record.id, data: { [wf.field]: to }, previousData: record, meta: { idempotencyKey: `${to}:${record.id}:${record.version}` } }, {
    mutationMode: 'pessimistic',
    onSuccess: () => notify(translate('app.workflow.moved', { status: name(to) }), { type: 'success' }),
    onError: (err) => notify((err as Error).message, { type: 'error' }),
    onSettled: () => setAsking(undefined),
  });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="transitions">
      {next.map((to) => (
        <Button key={to} variant="outlined" size="small" disabled={disabled || isPending || !statuses}
          onClick={() => (isFinalStatus(r, to) ? setAsking(to) : move(to))}>
          {translate('app.workflow.move_to', { status: name(to) })}
        </Button>
      ))}
      <Confirm
        isOpen={!!asking}
        loading={isPending}
        title="app.workflow.confirm_final"
        content="app.workflow.confirm_final_content"
        translateOptions={{ status: asking ? name(asking) : '' }}
        onConfirm={() => asking && move(asking)}
        onClose={() => setAsking(undefined)}
      />
    </Stack>
  );
};
