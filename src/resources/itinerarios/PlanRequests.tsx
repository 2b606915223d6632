import {
  Alert, Box, Button, Checkbox, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReferenceField, RecordContextProvider, TextField as RaTextField, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../fields/format';
import { DateValuePicker } from '../../inputs/PickerInputs';
import type { RecordOf } from '../../registry/define';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { declared } from '../../providers/homes';
import type solicitacoes from '../solicitacoes';
import type itinerarios from './index';

/**
 * Planning on the itinerary page (docs/domain.md "Planning requests into an itinerary"): open requests filtered by due date and client,
 * picked and sent to `POST /v1/itinerarios/{id}/planejar`, which adds a pickup and a delivery
 * stop for each and makes them Planejada.
 */
export const PlanRequests = ({ editable }: { editable: boolean }) => {
  const record = useRecordContext<RecordOf<typeof itinerarios>>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const [filters, setFilters] = useState({ from: '', to: '', cliente: '' });
  const [chosen, setChosen] = useState<string[]>([]);
  const clientes = useGetList('clientes', { pagination: { page: 1, perPage: 500 }, sort: { field: 'nome', order: 'ASC' } });
  const open = useGetList<RecordOf<typeof solicitacoes>>('solicitacoes', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'data_prevista', order: 'ASC' },
    filter: {
      status_id: declared<typeof solicitacoes>('solicitacoes').statusIds.aberta,
      data_prevista_gte: filters.from, data_prevista_lte: filters.to, cliente_id: filters.cliente,
    },
  });
  const plan = useMutation({
    mutationFn: ({ id, ids, idempotencyKey }: { id: string; ids: string[]; idempotencyKey: string }) =>
      dataProvider.planItinerary({ params: { id }, body: { solicitacao_ids: ids } }, { idempotencyKey }),
    onSuccess: async (_, { ids }) => {
      notify(translate('resources.itinerarios.messages.plan.done', { smart_count: ids.length }), { type: 'success' });
      setChosen([]);
      await queryClient.invalidateQueries({ queryKey: ['itinerarios'] });
      await queryClient.invalidateQueries({ queryKey: ['solicitacoes'] });
    },
    onError: (err) => notify(err.message, { type: 'error' }),
  });
  if (!record) return null;
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  // A half-typed date keeps the last whole one; clearing the field drops the filter.
  const setDay = (name: 'from' | 'to') => (d: string | null) => d !== 'invalid' && setFilters((f) => ({ ...f, [name]: d ?? '' }));
  const set = (name: keyof typeof filters) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [name]: e.target.value }));
  return (
    <Box component="section" aria-labelledby="plan-title" sx={{ mt: 2 }}>
      <Typography id="plan-title" variant="h6" component="h2" gutterBottom>{translate('resources.itinerarios.messages.plan.title')}</Typography>
      {!editable && <Alert severity="info">{translate('resources.itinerarios.messages.plan.only_open')}</Alert>}
      {editable && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
            <DateValuePicker kind="date" label={translate('resources.itinerarios.messages.plan.from')} value={filters.from} onChange={setDay('from')} />
            <DateValuePicker kind="date" label={translate('resources.itinerarios.messages.plan.to')} value={filters.to} onChange={setDay('to')} />
            <TextField select size="small" label={translate('resources.itinerarios.messages.plan.client')} value={filters.cliente} onChange={set('cliente')} sx={{ minWidth: 220 }}>
              <MenuItem value="">{translate('resources.itinerarios.messages.map.all')}</MenuItem>
              {(clientes.data ?? []).map((c) => <MenuItem key={c.id} value={c.id}>{String(c.nome)}</MenuItem>)}
            </TextField>
          </Stack>
          {open.data && !open.data.length && <Typography color="text.secondary">{translate('resources.itinerarios.messages.plan.none')}</Typography>}
          {!!open.data?.length && (
            <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table size="small" stickyHeader>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox" />
                    <TableCell>{translate('resources.solicitacoes.fields.numero')}</TableCell>
                    <TableCell>{translate('resources.solicitacoes.fields.cliente_id')}</TableCell>
                    <TableCell>{translate('resources.solicitacoes.fields.origem_id')}</TableCell>
                    <TableCell>{translate('resources.solicitacoes.fields.destino_id')}</TableCell>
                    <TableCell>{translate('resources.solicitacoes.fields.data_prevista')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {open.data.map((s) => (
                    <RecordContextProvider key={s.id} value={s}>
                      <TableRow hover selected={chosen.includes(s.id)} onClick={() => toggle(s.id)} sx={{ cursor: 'pointer' }}>
                        <TableCell padding="checkbox">
                          <Checkbox checked={chosen.includes(s.id)} onClick={(e) => e.stopPropagation()} onChange={() => toggle(s.id)}
                            slotProps={{ input: { 'aria-label': translate('resources.itinerarios.messages.plan.select', { numero: s.numero }) } }} />
                        </TableCell>
                        <TableCell>{s.numero}</TableCell>
                        <TableCell><ReferenceField source="cliente_id" reference="clientes" link={false}><RaTextField source="nome" /></ReferenceField></TableCell>
                        <TableCell><ReferenceField source="origem_id" reference="pontos" link={false} /></TableCell>
                        <TableCell><ReferenceField source="destino_id" reference="pontos" link={false} /></TableCell>
                        <TableCell><bdi dir="ltr">{formatDate(s.data_prevista)}</bdi></TableCell>
                      </TableRow>
                    </RecordContextProvider>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {/* A key per click, made when the user acts: a resend of this attempt plans once, another click is another attempt. */}
          <Button sx={{ mt: 1 }} variant="contained" disabled={!chosen.length || plan.isPending}
            onClick={() => plan.mutate({ id: record.id, ids: chosen, idempotencyKey: crypto.randomUUID() })}>
            {translate('resources.itinerarios.messages.plan.submit', { smart_count: chosen.length })}
          </Button>
        </>
      )}
    </Box>
  );
};
