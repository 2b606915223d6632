import { beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import entradas from '../../src/resources/entradas';
import recebimentos from '../../src/resources/recebimentos';
import { verify } from '../../server/stock/ledger';
import { signedInApp } from './helpers';
import { addBins } from './bins';

/** Counting an entrada into bins and confirming it (docs/domain.md "Warehousing"). */
type Body = Record<string, unknown>;
const E = entradas.statusIds;
const R = recebimentos.statusIds;
const t = signedInApp();
let supplier: Body;
let matA: Body;
let matB: Body;
let n = 0;

const { api, ok } = t;
const entrada = (itens: Body[] = [{ material_id: matA.id, lote: 'LA', validade: '2030-05-31', quantidade: 10 }, { material_id: matB.id, quantidade: 4 }]) =>
  ok('POST', '/v1/entradas', { numero_nf: String(++n), serie: '1', fornecedor_id: supplier.id, data_emissao: '2026-11-20', itens });
const itemsOf = (e: Body) => e.itens as Body[];
const setBlind = async (on: boolean) => {
  const list = await ok('GET', '/v1/configuracoes');
  const rows = (Array.isArray(list) ? list : (list.data as Body[]));
  const c = rows[0];
  await ok('PUT', `/v1/configuracoes/${c.id}`, { ...c, conferencia_cega: on });
};
const balance = async (material: unknown, endereco: string) => (await t.pool.query(
  'SELECT quantidade::text, bloqueada::text FROM estoque_saldos WHERE material_id = $1 AND endereco = $2', [material, endereco])).rows[0];
const statusOf = async (resource: string, id: unknown) => (await ok('GET', `/v1/${resource}/${id}`)).status_id;
const submit = async (r: Body) => ok('PUT', `/v1/recebimentos/${r.id}`, { status_id: R.contado, version: (await ok('GET', `/v1/recebimentos/${r.id}`)).version });

beforeAll(async () => {
  await addBins(t.pool, ['A', 'B', 'C', 'D', 'E', 'F'].flatMap((s) => [1, 2, 3].map((i) => `${s}-01-01-0${i}`)));
  supplier = await ok('POST', '/v1/fornecedores', { nome: 'Fornecedor Recebimento', cnpj: '11222333000181' }).catch(async () =>
    ok('POST', '/v1/fornecedores', { razao_social: 'Fornecedor Recebimento', cnpj: '11222333000181' }));
  matA = await ok('POST', '/v1/materiais', { codigo: 'REC-A', descricao: 'Parafuso', unidade: 'UN' });
  matB = await ok('POST', '/v1/materiais', { codigo: 'REC-B', descricao: 'Porca', unidade: 'KG' });
});

describe('recebimentos: count and confirm', () => {
  it('counts, hides the invoiced quantities while blind, shows differences once counted, confirms into stock', async () => {
    await setBlind(true);
    const e = await entrada();
    expect(e.status_id).toBe(E.aguardando);
    const [a, b] = itemsOf(e);
    const r = await ok('POST', '/v1/recebimentos', {
      entrada_id: e.id,
      itens: [
        { entrada_item_id: a.id, quantidade_recebida: 6, endereco: 'A-01-01-01' },
        { entrada_item_id: a.id, quantidade_recebida: 4, endereco: 'A-01-01-02' },
        { entrada_item_id: b.id, quantidade_recebida: 3, endereco: 'A-01-01-03' },
      ],
    });
    expect(r.status_id).toBe(R.emContagem);
    expect(r.conferente_id).toBeTruthy();
    expect(await statusOf('entradas', e.id)).toBe(E.emConferencia);
    const blind = await ok('GET', `/v1/recebimentos/${r.id}/conferencia`);
    expect(blind.cega).toBe(true);
    const lines = blind.linhas as Body[];
    expect(lines.map((l) => [l.codigo, l.lote, l.validade, l.contado])).toEqual([['REC-A', 'LA', '2030-05-31', 10], ['REC-B', null, null, 3]]);
    expect(lines.every((l) => !('quantidade' in l) && !('diferenca' in l))).toBe(true);
    // Confirming an open count: 409, nothing posted.
    expect((await api('POST', `/v1/recebimentos/${r.id}/confirmar`)).statusCode).toBe(409);
    await submit(r);
    const shown = await ok('GET', `/v1/recebimentos/${r.id}/conferencia`);
    expect(shown.cega).toBe(false);
    expect((shown.linhas as Body[]).map((l) => [l.quantidade, l.diferenca])).toEqual([[10, 0], [4, -1]]);
    // B differs from the invoice and no counted line says why: the confirmation asks for a reason, in the caller's language, and posts nothing (issue 28).
    const asked = await api('POST', `/v1/recebimentos/${r.id}/confirmar`, undefined, t.admin, { 'accept-language': 'pt-BR' });
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({
      message: 'A contagem difere da nota em REC-B: informe o motivo de cada diferença',
      fields: { motivos: 'A contagem difere da nota em REC-B: informe o motivo de cada diferença' },
    });
    expect(await statusOf('recebimentos', r.id)).toBe(R.contado);
    expect((await t.pool.query('SELECT count(*)::int AS c FROM estoque_movimentos WHERE documento_id = $1', [r.id])).rows[0].c).toBe(0);
    const falta = await ok('POST', '/v1/motivos-ressalvas', { nome: 'Falta na entrega', bloqueia_estoque: false });
    const done = await ok('POST', `/v1/recebimentos/${r.id}/confirmar`, { motivos: [{ entrada_item_id: b.id, motivo_ressalva_id: falta.id }] });
    expect(done.status_id).toBe(R.confirmado);
    // The reason is kept on B's counted line, and only there.
    expect((done.itens as Body[]).map((l) => l.motivo_ressalva_id)).toEqual([null, null, falta.id]);
    expect(done.confirmado_em).toBeTruthy();
    // One unit short on B: Recebida com ressalva.
    expect(await statusOf('entradas', e.id)).toBe(E.recebidaComRessalva);
    expect(await balance(matA.id, 'A-01-01-01')).toEqual({ quantidade: '6.0000', bloqueada: '0.0000' });
    expect(await balance(matA.id, 'A-01-01-02')).toEqual({ quantidade: '4.0000', bloqueada: '0.0000' });
    expect(await balance(matB.id, 'A-01-01-03')).toEqual({ quantidade: '3.0000', bloqueada: '0.0000' });
    const mov = (await t.pool.query("SELECT lote, validade::text, origem FROM estoque_movimentos WHERE documento_id = $1 AND endereco = 'A-01-01-01'", [r.id])).rows;
    expect(mov).toEqual([{ lote: 'LA', validade: '2030-05-31', origem: 'recebimento' }]);
    expect(await verify(t.pool)).toEqual([]);
  });

  it('with the setting off the quantities show while counting; an exact count makes the entrada Recebida', async () => {
    await setBlind(false);
    const e = await entrada([{ material_id: matA.id, lote: 'LX', quantidade: 2 }]);
    const r = await ok('POST', '/v1/recebimentos', { entrada_id: e.id, itens: [{ entrada_item_id: itemsOf(e)[0].id, quantidade_recebida: 2, endereco: 'B-01-01-01' }] });
    const shown = await ok('GET', `/v1/recebimentos/${r.id}/conferencia`);
    expect([shown.cega, (shown.linhas as Body[])[0].quantidade, (shown.linhas as Body[])[0].diferenca]).toEqual([false, 2, 0]);
    await submit(r);
    await ok('POST', `/v1/recebimentos/${r.id}/confirmar`);
    expect(await statusOf('entradas', e.id)).toBe(E.recebida);
    expect(await verify(t.pool)).toEqual([]);
  });

  it('a blocking reason puts the units in bloqueada and the entrada in Recebida com ressalva', async () => {
    const motivo = await ok('POST', '/v1/motivos-ressalvas', { nome: 'Avariado', bloqueia_estoque: true });
    const e = await entrada([{ material_id: matB.id, lote: 'LB', quantidade: 5 }]);
    const id = itemsOf(e)[0].id;
    const r = await ok('POST', '/v1/recebimentos', {
      entrada_id: e.id,
      itens: [
        { entrada_item_id: id, quantidade_recebida: 3, endereco: 'C-01-01-01' },
        { entrada_item_id: id, quantidade_recebida: 2, endereco: 'C-01-01-01', motivo_ressalva_id: motivo.id, observacao: 'Caixa amassada' },
      ],
    });
    await submit(r);
    await ok('POST', `/v1/recebimentos/${r.id}/confirmar`);
    expect(await balance(matB.id, 'C-01-01-01')).toEqual({ quantidade: '5.0000', bloqueada: '2.0000' });
    expect(await statusOf('entradas', e.id)).toBe(E.recebidaComRessalva);
    expect(await verify(t.pool)).toEqual([]);
  });

  it('a reason sent with the confirmation must name a line of the count\'s entrada and a reason that exists; a blocking one blocks that line\'s units', async () => {
    const avaria = await ok('POST', '/v1/motivos-ressalvas', { nome: 'Avaria na entrega', bloqueia_estoque: true });
    const e = await entrada([{ material_id: matA.id, lote: 'LR', quantidade: 5 }, { material_id: matB.id, quantidade: 2 }]);
    const [a, b] = itemsOf(e);
    const other = await entrada();
    const r = await ok('POST', '/v1/recebimentos', { entrada_id: e.id, itens: [
      { entrada_item_id: a.id, quantidade_recebida: 3, endereco: 'F-01-01-01' },
      { entrada_item_id: b.id, quantidade_recebida: 2, endereco: 'F-01-01-02' },
    ] });
    await submit(r);
    for (const [motivos, field] of [
      [[{ entrada_item_id: itemsOf(other)[0].id, motivo_ressalva_id: avaria.id }], 'motivos.0.entrada_item_id'],
      [[{ entrada_item_id: a.id, motivo_ressalva_id: '01900000-0000-7000-8000-0000000000ff' }], 'motivos.0.motivo_ressalva_id'],
      [[{ entrada_item_id: 'x', motivo_ressalva_id: avaria.id }], 'motivos.0.entrada_item_id'],
    ] as const) {
      const res = await api('POST', `/v1/recebimentos/${r.id}/confirmar`, { motivos });
      expect(res.statusCode, JSON.stringify(motivos)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    expect((await api('POST', `/v1/recebimentos/${r.id}/confirmar`, { motivos: [], outro: 1 })).json().fields).toEqual({ outro: expect.any(String) });
    expect(await statusOf('recebimentos', r.id)).toBe(R.contado);
    // A reason for a line without a difference is kept too; A's difference is explained by a blocking reason: its 3 units enter blocked.
    await ok('POST', `/v1/recebimentos/${r.id}/confirmar`, { motivos: [{ entrada_item_id: a.id, motivo_ressalva_id: avaria.id }] });
    expect(await balance(matA.id, 'F-01-01-01')).toEqual({ quantidade: '3.0000', bloqueada: '3.0000' });
    expect(await balance(matB.id, 'F-01-01-02')).toEqual({ quantidade: '2.0000', bloqueada: '0.0000' });
    expect(await statusOf('entradas', e.id)).toBe(E.recebidaComRessalva);
    // The history says who gave the reason, with the confirmation.
    const history = (await ok('GET', `/v1/recebimentos/${r.id}/historico`)).data as Body[];
    expect(JSON.stringify(history[0])).toContain(avaria.id as string);
    expect(await verify(t.pool)).toEqual([]);
  });

  it('confirming twice posts once; the same Idempotency-Key replays the answer', async () => {
    const e = await entrada([{ material_id: matA.id, lote: 'LD', quantidade: 7 }]);
    const r = await ok('POST', '/v1/recebimentos', { entrada_id: e.id, itens: [{ entrada_item_id: itemsOf(e)[0].id, quantidade_recebida: 7, endereco: 'D-01-01-01' }] });
    await submit(r);
    const key = { 'idempotency-key': `rec-${r.id}` };
    const first = await api('POST', `/v1/recebimentos/${r.id}/confirmar`, undefined, t.admin, key);
    const replay = await api('POST', `/v1/recebimentos/${r.id}/confirmar`, undefined, t.admin, key);
    const again = await api('POST', `/v1/recebimentos/${r.id}/confirmar`);
    expect([first.statusCode, replay.statusCode, again.statusCode]).toEqual([200, 200, 409]);
    expect(replay.json().id).toBe(first.json().id);
    expect(again.json().message).toMatch(/Confirmado/);
    // Racing ones too: one wins.
    const e2 = await entrada([{ material_id: matA.id, lote: 'LD', quantidade: 1 }]);
    const r2 = await ok('POST', '/v1/recebimentos', { entrada_id: e2.id, itens: [{ entrada_item_id: itemsOf(e2)[0].id, quantidade_recebida: 1, endereco: 'D-01-01-01' }] });
    await submit(r2);
    const raced = await Promise.all(Array.from({ length: 5 }, () => api('POST', `/v1/recebimentos/${r2.id}/confirmar`)));
    expect(raced.map((x) => x.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balance(matA.id, 'D-01-01-01')).toEqual({ quantidade: '8.0000', bloqueada: '0.0000' });
    expect((await t.pool.query('SELECT count(*)::int AS c FROM estoque_movimentos WHERE documento_id = ANY($1::uuid[])', [[r.id, r2.id]])).rows[0].c).toBe(2);
    expect(await verify(t.pool)).toEqual([]);
  });

  it('20 concurrent confirmations of different counts into one bin lose no quantity', async () => {
    const counts: Body[] = [];
    for (let i = 0; i < 20; i++) {
      const e = await entrada([{ material_id: matB.id, lote: 'LC', quantidade: 1.5 }]);
      const r = await ok('POST', '/v1/recebimentos', { entrada_id: e.id, itens: [{ entrada_item_id: itemsOf(e)[0].id, quantidade_recebida: 1.5, endereco: 'E-01-01-01' }] });
      await submit(r);
      counts.push(r);
    }
    const res = await Promise.all(counts.map((r) => api('POST', `/v1/recebimentos/${r.id}/confirmar`)));
    expect(res.every((x) => x.statusCode === 200)).toBe(true);
    expect(await balance(matB.id, 'E-01-01-01')).toEqual({ quantidade: '30.0000', bloqueada: '0.0000' });
    expect(await verify(t.pool)).toEqual([]);
  });

  it('refuses a line of another entrada, a second live count, a count of a received entrada; a cancelled count frees the entrada', async () => {
    const e = await entrada();
    const other = await entrada();
    const bad = await api('POST', '/v1/recebimentos', {
      entrada_id: e.id,
      itens: [{ entrada_item_id: itemsOf(e)[0].id, quantidade_recebida: 1, endereco: 'A-01-01-01' }, { entrada_item_id: itemsOf(other)[0].id, quantidade_recebida: 1, endereco: 'A-01-01-01' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['itens.1.entrada_item_id']);
    const badBin = await api('POST', '/v1/recebimentos', { entrada_id: e.id, itens: [{ entrada_item_id: itemsOf(e)[0].id, quantidade_recebida: 1, endereco: 'A-1-1-1' }] });
    expect(badBin.statusCode).toBe(400);
    expect(await statusOf('entradas', e.id)).toBe(E.aguardando);
    const r = await ok('POST', '/v1/recebimentos', { entrada_id: e.id });
    expect((await api('POST', '/v1/recebimentos', { entrada_id: e.id })).statusCode).toBe(409);
    await ok('PUT', `/v1/recebimentos/${r.id}`, { status_id: R.cancelado, version: r.version });
    expect(await statusOf('entradas', e.id)).toBe(E.aguardando);
    // A new count after a cancelled one; deleting it frees the entrada too.
    const r2 = await ok('POST', '/v1/recebimentos', { entrada_id: e.id });
    expect(await statusOf('entradas', e.id)).toBe(E.emConferencia);
    await ok('DELETE', `/v1/recebimentos/${r2.id}`);
    expect(await statusOf('entradas', e.id)).toBe(E.aguardando);
    await ok('PUT', `/v1/entradas/${other.id}`, { status_id: E.cancelada, version: other.version });
    const cancelled = await api('POST', '/v1/recebimentos', { entrada_id: other.id });
    expect(cancelled.statusCode).toBe(409);
  });

  it('needs view-entradas for the count screen and the confirmation', async () => {
    await ok('POST', '/v1/usuarios', { firstName: 'Sem papel', email: 'rec-norole@example.com', password: 'sem-papel-123', tipo_id: USER_TYPES.outros.id, roles: [] });
    const token = (await t.login('rec-norole@example.com', 'sem-papel-123')).access;
    const e = await entrada();
    const r = await ok('POST', '/v1/recebimentos', { entrada_id: e.id });
    expect((await api('GET', `/v1/recebimentos/${r.id}/conferencia`, undefined, token)).statusCode).toBe(403);
    expect((await api('POST', `/v1/recebimentos/${r.id}/confirmar`, undefined, token)).statusCode).toBe(403);
  });
});
