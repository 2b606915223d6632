import { Alert, Box, Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { RecordOf } from '../../registry/define';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { declared } from '../../providers/homes';
import type expedicoes from './index';

/**
 * "Confirmar expedição" on an open note: its stock goes out (all lines or none) and it becomes
 * Expedida. One Idempotency-Key per page visit: a retried click applies once.
 */
export const ConfirmShipment = () => {
  const record = useRecordContext<RecordOf<typeof expedicoes>>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: (id: string) => dataProvider.confirmShipment({ params: { id } }, { idempotencyKey }),
    onSuccess: async (e) => {
      setRefusal(null);
      notify(translate('resources.expedicoes.messages.confirmada'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['expedicoes'] });
      redirect('show', 'expedicoes', e.id);
    },
    onError: (err: Error & { body?: { errors?: Record<string, string> } }) => {
      // The lines the server names (a missing bin or lot, a shortfall) are said under the button, each with its line number.
      const lines = Object.entries(err.body?.errors ?? {}).map(([path, message]) => {
        const n = /^itens\.(\d+)\./.exec(path)?.[1];
        return n === undefined ? message : `${Number(n) + 1}: ${message}`;
      });
      setRefusal([err.message, ...lines].join(' — '));
      notify(err.message, { type: 'error' });
    },
  });
  if (!record || record.status_id !== declared<typeof expedicoes>('expedicoes').statusIds.aberta) return null;
  return (
    <Box sx={{ mt: 2, mb: 2 }}>
      <Button variant="contained" color="primary" disabled={confirm.isPending} onClick={() => confirm.mutate(record.id)}>
        {translate('resources.expedicoes.messages.confirmar')}
      </Button>
      {refusal && <Alert severity="error" role="alert" sx={{ mt: 1 }}>{refusal}</Alert>}
    </Box>
  );
};
