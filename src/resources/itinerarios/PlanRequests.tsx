import {
  Alert, Box, Button, Checkbox, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReferenceField, RecordContextProvider, TextField as RaTextField, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../fields/format';
import { DateValuePicker } from '../../inputs/PickerInputs';
import { apiFetch } from '../../providers/http';
import solicitacoes from '../solicitacoes';

interface Solicitacao { id: string; numero: number; cliente_id: string; origem_id: string; destino_id: string; data_prevista: string }

/**
 * Planning on the itinerary page (issue 10): open requests filtered by due date and client,
 * picked and sent to `POST /v1/itinerarios/{id}/planejar`, which adds a pickup and a delivery
 * stop for each and makes them Planejada.
 */
export const PlanRequests = ({ editable }: { editable: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState({ from: '', to: '', cliente: '' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const clientes = useGetList('clientes', { pagination: { page: 1, perPage: 500 }, sort: { field: 'nome', order: 'ASC' } });
  const params = new URLSearchParams({ status_id: solicitacoes.statusIds.aberta, limit: '200', sort: 'data_prevista' });
  if (filters.from) params.set('data_prevista_gte', filters.from);
  if (filters.to) params.set('data_prevista_lte', filters.to);
  if (filters.cliente) params.set('cliente_id', filters.cliente);
  const open = useQuery({
    queryKey: ['solicitacoes', 'planning', params.toString()],
    queryFn: () => apiFetch<{ data: Solicitacao[] }>(`/solicitacoes?${params}`).then((r) => r.data),
  });
  if (!record) return null;
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const plan = async () => {
    setSending(true);
    try {
      await apiFetch(`/itinerarios/${record.id}/planejar`, { method: 'POST', body: { solicitacao_ids: chosen }, headers: { 'idempotency-key': crypto.randomUUID() } });
      notify(translate('app.transport.plan.done', { smart_count: chosen.length }), { type: 'success' });
      setChosen([]);
      await queryClient.invalidateQueries({ queryKey: ['itinerarios'] });
      await queryClient.invalidateQueries({ queryKey: ['solicitacoes'] });
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  // A half-typed date keeps the last whole one; clearing the field drops the filter.
  const setDay = (name: 'from' | 'to') => (d: string | null) => d !== 'invalid' && setFilters((f) => ({ ...f, [name]: d ?? '' }));
  const set = (name: keyof typeof filters) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [name]: e.target.value }));
  return (
    <Box component="section" aria-labelledby="plan-title" sx={{ mt: 2 }}>
      <Typography id="plan-title" variant="h6" component="h2" gutterBottom>{translate('app.transport.plan.title')}</Typography>
      {!editable && <Alert severity="info">{translate('app.transport.plan.only_open')}</Alert>}
      {editable && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
            <DateValuePicker kind="date" label={translate('app.transport.plan.from')} value={filters.from} onChange={setDay('from')} />
            <DateValuePicker kind="date" label={translate('app.transport.plan.to')} value={filters.to} onChange={setDay('to')} />
            <TextField select size="small" label={translate('app.transport.plan.client')} value={filters.cliente} onChange={set('cliente')} sx={{ minWidth: 220 }}>
              <MenuItem value="">{translate('app.transport.map.all')}</MenuItem>
              {(clientes.data ?? []).map((c) => <MenuItem key={c.id} value={c.id}>{String(c.nome)}</MenuItem>)}
            </TextField>
          </Stack>
          {open.data && !open.data.length && <Typography color="text.secondary">{translate('app.transport.plan.none')}</Typography>}
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
                            slotProps={{ input: { 'aria-label': translate('app.transport.plan.select', { numero: s.numero }) } }} />
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
          <Button sx={{ mt: 1 }} variant="contained" disabled={!chosen.length || sending} onClick={() => void plan()}>
            {translate('app.transport.plan.submit', { smart_count: chosen.length })}
          </Button>
        </>
      )}
    </Box>
  );
};
