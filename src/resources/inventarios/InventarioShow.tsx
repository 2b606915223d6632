import { Box, Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGetIdentity, useNotify, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { declared } from '../../providers/homes';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { RecordOf } from '../../registry/define';
import { hasRole } from '../../registry/roles';
import { ResourceShow } from '../../screens/ResourceShow';
import { CountReview } from './CountReview';
import { CountSheet } from './CountSheet';
import { SUPERVISOR_ROLE } from './index';
import type inventarios from './index';

type Inventario = RecordOf<typeof inventarios>;
// A counter's phone shows the sheet near the top: the scope and tolerances are the supervisor's business.
const COUNTER_OMITS = ['itens', 'escopo', 'enderecos', 'materiais', 'abc_quantidade', 'abc_dias', 'tolerancia', 'tolerancia_percentual', 'contadores', 'aprovado_em'];
const M = 'resources.inventarios.messages';

/** Start (a supervisor, while Aberto), then the counter's sheet and, for a supervisor, the review. */
const CountPanel = () => {
  const record = useRecordContext<Inventario>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const { permissions } = usePermissions<string[]>();
  const { identity } = useGetIdentity();
  const S = declared<typeof inventarios>('inventarios').statusIds;
  const start = useMutation({
    mutationFn: (id: string) => dataProvider.startCount({ params: { id } }, { idempotencyKey: `iniciar:${id}:${record?.version}` }),
    onSuccess: async () => {
      notify(translate(`${M}.started`), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['inventarios'] });
      refresh();
    },
    onError: (err) => notify(err instanceof Error ? err.message : String(err), { type: 'error' }),
  });
  if (!record) return null;
  const supervisor = hasRole(permissions, SUPERVISOR_ROLE);
  if (record.status_id === S.aberto) {
    return supervisor ? (
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" size="large" sx={{ minHeight: 48 }} disabled={start.isPending} onClick={() => start.mutate(record.id)}>{translate(`${M}.start`)}</Button>
      </Box>
    ) : null;
  }
  if (record.status_id === S.cancelado) return null;
  const counting = record.status_id === S.emContagem;
  // A supervisor who does not count sees the review only; anyone else sees the sheet (which says whether they count).
  const counter = record.contadores.some((c) => c.usuario_id === identity?.id);
  return (
    <>
      {counting && (counter || !supervisor) && <CountSheet id={record.id} version={record.version} />}
      {supervisor && <CountReview id={record.id} version={record.version} counting={counting} />}
    </>
  );
};

/**
 * A count's page: its header fields, then the work of its status (the lines come from the
 * operations, never the form). Counters read it but may not change or move it: no Edit, no moves.
 */
export const InventarioShow = () => {
  const { permissions } = usePermissions<string[]>();
  const supervisor = hasRole(permissions, SUPERVISOR_ROLE);
  const all = Object.values(declared<typeof inventarios>('inventarios').statusIds);
  return (
    <ResourceShow omit={supervisor ? ['itens'] : COUNTER_OMITS} noEdit={!supervisor} ownMoves={supervisor ? undefined : all}>
      <CountPanel />
    </ResourceShow>
  );
};

export default InventarioShow;
