import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatValue } from '../../fields/format';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { Answer } from '../../registry/operations';
import type inventarios from './index';

type Review = Answer<typeof inventarios, 'getCountReview'>;
type ReviewLine = Review['linhas'][number];
const M = 'resources.inventarios.messages';
const DECIMAL = { kind: 'decimal' } as const;

/**
 * The supervisor's review (docs/decisions.md "Cycle counts"): per line the balance when it was
 * counted, the count, the difference and what moved since; a recount asked line by line; approval
 * posts every difference at once. Only holders of aprovar-inventario reach it (the server checks).
 */
export const CountReview = ({ id, version, counting }: { id: string; version: number; counting: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const { data: review, isError } = useQuery({ queryKey: ['inventarios', 'revisao', id, version], queryFn: () => dataProvider.getCountReview({ params: { id } }) });
  const after = async (key: string) => {
    notify(translate(key), { type: 'success' });
    setRefusal(undefined);
    await queryClient.invalidateQueries({ queryKey: ['inventarios'] });
  };
  const fail = (err: Error) => { setRefusal(err.message); notify(err.message, { type: 'error' }); };
  const recount = useMutation({
    mutationFn: (item: string) => dataProvider.requestRecount({ params: { id, itemId: item } }, { idempotencyKey: `recontar:${item}:${version}` }),
    onSuccess: () => after(`${M}.recount_requested`),
    onError: fail,
  });
  const approve = useMutation({
    mutationFn: () => dataProvider.approveCount({ params: { id } }, { idempotencyKey: `aprovar:${id}:${version}` }),
    onSuccess: () => { setAsking(false); return after(`${M}.approved`); },
    onError: (err: Error) => { setAsking(false); fail(err); },
  });
  if (isError) return <Alert severity="error">{translate(`${M}.load_failed`)}</Alert>;
  if (!review) return null;
  const number = (n: unknown) => formatValue(DECIMAL, n, locale);
  const signed = (n: number) => `${n > 0 ? '+' : ''}${number(n)}`;
  const figure = (label: string, value: string, strong = false) => (
    <Typography variant="body2" sx={strong ? { fontWeight: 700, color: 'error.dark' } : undefined}>{translate(label)}: <bdi dir="ltr">{value}</bdi></Typography>
  );
  const card = (l: ReviewLine) => (
    <Box component="li" key={l.id} data-line={`${l.endereco} ${l.codigo}`} sx={{ p: 1.5, border: 1, borderColor: l.fora_tolerancia ? 'warning.main' : 'divider', borderRadius: 1 }}>
      <Typography variant="body2">{translate(`${M}.bin`)}: <bdi dir="ltr">{l.endereco}</bdi></Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}><bdi>{l.codigo}</bdi> · {l.descricao}</Typography>
      {!!l.lote && <Typography variant="body2">{translate(`${M}.lot`)}: {l.lote}</Typography>}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', my: 0.5 }}>
        {figure(`${M}.expected`, number(l.esperado))}
        {figure(`${M}.counted`, l.contado === null ? '—' : number(l.contado))}
        {l.diferenca !== null && figure(`${M}.difference`, signed(l.diferenca), l.diferenca !== 0)}
        {l.movimentado !== 0 && figure(`${M}.moved`, signed(l.movimentado))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {l.contado_por_nome && <Typography variant="body2">{translate(`${M}.by`, { user: l.contado_por_nome })}</Typography>}
        {l.adicionada && <Chip size="small" label={translate('resources.inventarios.lines.itens.adicionada')} />}
        {l.fora_tolerancia && <Chip size="small" color="warning" label={translate(`${M}.beyond`)} />}
        {l.recontar && <Chip size="small" label={translate(`${M}.to_recount`)} />}
        {counting && l.contado !== null && !l.recontar && (
          <Button size="large" sx={{ minHeight: 48 }} disabled={recount.isPending} onClick={() => recount.mutate(l.id)}>{translate(`${M}.recount`)}</Button>
        )}
      </Stack>
    </Box>
  );
  return (
    <Box component="section" aria-labelledby="count-review-title" sx={{ mt: 2 }}>
      <Typography id="count-review-title" variant="h6" component="h2" gutterBottom>{translate(`${M}.review`)}</Typography>
      {!review.linhas.length && <Typography>{translate(`${M}.empty`)}</Typography>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>{review.linhas.map(card)}</Stack>
      {refusal && <Alert severity="error" role="alert" sx={{ mt: 1 }}>{refusal}</Alert>}
      {counting && (
        <Button variant="contained" size="large" sx={{ mt: 2, minHeight: 48 }} disabled={approve.isPending} onClick={() => setAsking(true)}>
          {translate(`${M}.approve`)}
        </Button>
      )}
      <Confirm isOpen={asking} title={translate(`${M}.approve`)} content={translate(`${M}.approve_confirm`)} confirm={translate(`${M}.approve`)}
        cancel={translate(`${M}.cancel`)} onConfirm={() => approve.mutate()} onClose={() => setAsking(false)} loading={approve.isPending} />
    </Box>
  );
};
