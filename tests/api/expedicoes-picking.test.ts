import { beforeAll, describe, expect, it } from 'vitest';
import { cpfFrom } from '../../server/db/demo';
import { inTransaction } from '../../server/db/tx';
import { post, verify } from '../../server/stock/ledger';
import expedicoes from '../../src/resources/expedicoes';
import { addBins } from './bins';
import { signedInApp } from './helpers';

/** Picking by scanning (docs/domain.md "Picking by scanning"): pick list, scanned picks, confirmation. */
type Body = Record<string, unknown>;
const E = expedicoes.statusIds;
const t = signedInApp({ headers: { 'accept-language': 'en' } });
let destinatario: Body;
let n = 0;
const DATA = '2027-01-01';

const { api, ok } = t;
const material = (controla_lote = true) => ok('POST', '/v1/materiais', { codigo: `PICK-${++n}`, descricao: `Dipirona ${n}`, unidade: 'UN', controla_lote });
const client = (validade_minima_dias: number | null) =>
  ok('POST', '/v1/clientes', { tipo_pessoa: 'PF', nome: `Cliente Pick ${++n}`, cpf_cnpj: cpfFrom(String(400000000 + n)), validade_minima_dias });
const stock = (material_id: unknown, lote: string, endereco: string, quantidade: number, validade: string | null, bloqueada = 0) =>
  inTransaction(t.pool, (tx) => post(tx, [{ material_id: material_id as string, lote, endereco, quantidade, validade, bloqueada }], { origem: 'ajuste', motivo: 'teste' }));
const balance = async (material_id: unknown, lote: string, endereco: string) => (await t.pool.query(
  'SELECT quantidade::float AS quantidade, reservada::float AS reservada FROM estoque_saldos WHERE material_id = $1 AND lote = $2 AND endereco = $3',
  [material_id, lote, endereco])).rows[0];
const note = async (itens: Body[], extra: Body = {}) => ok('POST', '/v1/expedicoes', { numero_nf: String(++n), destinatario_id: destinatario.id, data: DATA, itens, ...extra });
const pickList = (id: unknown) => ok('GET', `/v1/expedicoes/${id}/separacao`);
const pick = (id: unknown, body: Body, headers: Record<string, string> = {}) => api('POST', `/v1/expedicoes/${id}/separar`, body, t.admin, headers);
const picks = async (id: unknown) => (await ok('GET', `/v1/expedicoes/${id}`)).separacoes as Body[];
/** A refusal: its status, message and the fields it names; and nothing was picked. */
const refused = async (id: unknown, body: Body, status = 400) => {
  const before = await picks(id);
  const res = await pick(id, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(await picks(id)).toEqual(before);
  return res.json() as { message: string; fields: Record<string, string> };
};

beforeAll(async () => {
  // The bins the fixtures use (docs/decisions.md "Bins as data"); A-05-09-09 too, kept empty: a pick there
  // is refused for holding no such lot, not for an unknown bin.
  await addBins(t.pool, ['A-01-01-01', 'A-02-01-01', 'A-02-01-02', 'A-03-01-01', 'A-03-01-02', 'A-04-01-01', 'A-04-01-02', 'A-04-01-03', 'A-04-01-04', 'A-05-01-01', 'A-05-09-09', 'A-06-01-01', 'A-07-01-01', 'A-08-01-01', 'A-08-01-02', 'A-08-02-01', 'A-09-01-01', 'B-05-01-01', 'C-02-01-01', 'D-01-01-01']);
  destinatario = await ok('POST', '/v1/destinatarios', { nome: 'Destinatário Pick', cpf_cnpj: cpfFrom('777000222') });
});

describe('GET /v1/expedicoes/{id}/separacao: the pick list', () => {
  it('holds every line\'s suggested lots and bins, FEFO, in bin order for the whole note', async () => {
    const a = await material();
    const b = await material(false);
    await stock(a.id, 'A-LATE', 'A-01-01-01', 10, '2027-06-30');
    await stock(a.id, 'A-SOON', 'C-02-01-01', 2, '2027-03-31');
    await stock(b.id, '', 'B-05-01-01', 8, null);
    await stock(a.id, 'A-CHOSEN', 'D-01-01-01', 5, '2027-08-01');
    const e = await note([
      { material_id: a.id, quantidade: 5 },
      { material_id: b.id, quantidade: 3 },
      { material_id: a.id, lote: 'A-CHOSEN', endereco: 'D-01-01-01', quantidade: 1 },
    ]);
    const list = await pickList(e.id);
    expect((list.tarefas as Body[]).map((x) => [x.endereco, x.codigo, x.lote, x.quantidade, x.separado, x.linha, x.codigo_motivo])).toEqual([
      ['A-01-01-01', a.codigo, 'A-LATE', 3, 0, 1, 'fefo'],
      ['B-05-01-01', b.codigo, '', 3, 0, 2, 'sem_validade'],
      ['C-02-01-01', a.codigo, 'A-SOON', 2, 0, 1, 'fefo'],
      ['D-01-01-01', a.codigo, 'A-CHOSEN', 1, 0, 3, 'linha'],
    ]);
    expect((list.tarefas as Body[])[2].motivo).toBe('earliest expiry (31/03/2027), 89 days left');
    expect(list.completa).toBe(false);
    expect((list.linhas as Body[]).map((l) => [l.linha, l.quantidade, l.separado, l.controla_lote])).toEqual([[1, 5, 0, true], [2, 3, 0, false], [3, 1, 0, true]]);
  });
});

describe('POST /v1/expedicoes/{id}/separar: the rules of a scanned pick', () => {
  it('the suggested lot is taken plainly; a lot with the same expiry is accepted with the reason; the pick list and the history show them', async () => {
    const m = await material();
    await stock(m.id, 'S1', 'A-02-01-01', 3, '2027-04-01');
    await stock(m.id, 'S2', 'A-02-01-02', 3, '2027-04-01');
    const e = await note([{ material_id: m.id, quantidade: 3 }]);
    const plain = await pick(e.id, { material_id: m.id, lote: 'S1', endereco: 'a-02-01-01' });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({ sugerido: true, motivo: null, separacao: { linha: 1, lote: 'S1', endereco: 'A-02-01-01', quantidade: 1 } });
    // The suggestion took S1 whole (3), so S2 is not on the list: same expiry, accepted, and why.
    const other = await pick(e.id, { material_id: m.id, lote: 'S2', endereco: 'A-02-01-02' }, { 'accept-language': 'pt' });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().sugerido).toBe(false);
    expect(other.json().motivo).toBe('O lote S2 não é o sugerido; aceito: mesma validade (01/04/2027) do lote S1 no endereço A-02-01-01');
    const list = other.json().lista;
    expect(list.tarefas.map((x: Body) => [x.lote, x.quantidade, x.separado])).toEqual([['S1', 2, 1], ['S2', 1, 1]]);
    const stored = await picks(e.id);
    expect(stored.map((p) => [p.lote, p.endereco, p.quantidade, p.motivo])).toEqual([['S1', 'A-02-01-01', 1, null], ['S2', 'A-02-01-02', 1, other.json().motivo]]);
    // Picked units are held for the note: another note cannot promise them.
    expect(await balance(m.id, 'S1', 'A-02-01-01')).toEqual({ quantidade: 3, reservada: 1 });
    const history = (await ok('GET', `/v1/expedicoes/${e.id}/historico`)).data as Body[];
    expect(history.filter((h) => h.action === 'separar')).toHaveLength(2);
    expect(Object.keys(history[0].changes as Body).some((k) => k.startsWith('separacoes.'))).toBe(true);
    expect(await verify(t.pool)).toEqual([]);
  });

  it('a lot expiring later than a suggested one is refused (FEFO), naming the earlier lot', async () => {
    const m = await material();
    await stock(m.id, 'EARLY', 'A-03-01-01', 5, '2027-03-01');
    await stock(m.id, 'LATE', 'A-03-01-02', 5, '2027-09-01');
    const e = await note([{ material_id: m.id, quantidade: 2 }]);
    const r = await refused(e.id, { material_id: m.id, lote: 'LATE', endereco: 'A-03-01-02' });
    expect(r.message).toBe('Lot LATE breaks FEFO: lot EARLY in bin A-03-01-01 expires earlier (01/03/2027)');
    expect(Object.keys(r.fields)).toEqual(['lote']);
    // The suggested lot beyond what the line needs is refused as more than needed, not taken.
    const over = await refused(e.id, { material_id: m.id, lote: 'EARLY', endereco: 'A-03-01-01', quantidade: 3 });
    expect(over.message).toBe(`Line 1 needs only 2 more of ${m.codigo}`);
    expect(Object.keys(over.fields)).toEqual(['quantidade']);
  });

  it('a lot short of the client\'s minimum shelf life, an expired lot and a blocked lot are refused; a line released for its lot picks it', async () => {
    const m = await material();
    const picky = await client(60);
    await stock(m.id, 'GOOD', 'A-04-01-01', 5, '2027-12-01');
    await stock(m.id, 'SHORT', 'A-04-01-02', 5, '2027-02-01'); // 31 days left on 2027-01-01
    await stock(m.id, 'OLD', 'A-04-01-03', 5, '2026-12-01');
    await stock(m.id, 'BLK', 'A-04-01-04', 4, '2027-11-01', 4);
    const e = await note([{ material_id: m.id, quantidade: 2 }], { cliente_id: picky.id });
    const short = await refused(e.id, { material_id: m.id, lote: 'SHORT', endereco: 'A-04-01-02' });
    expect(short.message).toBe('Line 1: lot SHORT will have 31 days of shelf life on 01/01/2027; this client needs 60');
    expect(short.fields).toEqual({ lote: 'only 31 days left on 01/02/2027; this client needs 60' });
    const old = await refused(e.id, { material_id: m.id, lote: 'OLD', endereco: 'A-04-01-03' });
    expect(old.message).toBe('Line 1: lot OLD expired on 01/12/2026; an expired lot cannot ship without a release');
    expect(Object.keys(old.fields)).toEqual(['lote']);
    const blocked = await refused(e.id, { material_id: m.id, lote: 'BLK', endereco: 'A-04-01-04' });
    expect(blocked.message).toBe('Lot BLK in bin A-04-01-04 is blocked: it cannot be picked');
    // A line released for the expired lot (issue 28's liberar-validade) picks that lot, and only it.
    const released = await note([{ material_id: m.id, lote: 'OLD', endereco: 'A-04-01-03', quantidade: 1, motivo_liberacao: 'Cliente aceitou' }]);
    const res = await pick(released.id, { material_id: m.id, lote: 'OLD', endereco: 'A-04-01-03' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sugerido).toBe(true);
    expect((await api('POST', `/v1/expedicoes/${released.id}/confirmar`, {})).statusCode).toBe(200);
    expect(await balance(m.id, 'OLD', 'A-04-01-03')).toEqual({ quantidade: 4, reservada: 0 });
    expect(await verify(t.pool)).toEqual([]);
  });

  it('refuses a bin without that lot, a material not on the note, more than the line needs, and bad input, naming the field', async () => {
    const m = await material();
    const stranger = await material();
    await stock(m.id, 'HERE', 'A-05-01-01', 5, '2027-05-01');
    const e = await note([{ material_id: m.id, quantidade: 1 }]);
    const wrongBin = await refused(e.id, { material_id: m.id, lote: 'HERE', endereco: 'A-05-09-09' });
    expect(wrongBin.message).toBe(`Bin A-05-09-09 holds no lot HERE of ${m.codigo}`);
    expect(Object.keys(wrongBin.fields)).toEqual(['endereco']);
    expect(Object.keys((await refused(e.id, { material_id: m.id, lote: 'ELSEWHERE', endereco: 'A-05-01-01' })).fields)).toEqual(['endereco']);
    expect(Object.keys((await refused(e.id, { material_id: stranger.id, lote: 'HERE', endereco: 'A-05-01-01' })).fields)).toEqual(['material_id']);
    expect(Object.keys((await refused(e.id, { material_id: m.id, endereco: 'A-05-01-01' })).fields)).toEqual(['lote']);
    expect((await pick(e.id, { material_id: m.id, lote: 'HERE', endereco: 'A-05-01-01' })).statusCode).toBe(200);
    const full = await refused(e.id, { material_id: m.id, lote: 'HERE', endereco: 'A-05-01-01' });
    expect(full.message).toBe(`${m.codigo}: all 1 are already picked`);
    for (const [body, field] of [
      [{ material_id: 'nope', lote: 'HERE', endereco: 'A-05-01-01' }, 'material_id'],
      [{ material_id: m.id, lote: 'HERE', endereco: 'A-5' }, 'endereco'],
      [{ material_id: m.id, lote: 'HERE', endereco: 'A-05-01-01', quantidade: -1 }, 'quantidade'],
      [{ material_id: m.id, lote: 'HERE', endereco: 'A-05-01-01', extra: 1 }, 'extra'],
    ] as const) {
      const res = await pick(e.id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
  });
});

describe('racing and double scans', () => {
  it('two pickers racing for the last units of a lot in a bin: the ledger decides, one gets them', async () => {
    const m = await material();
    await stock(m.id, 'LAST', 'A-06-01-01', 4, '2027-05-01');
    const [x, y] = await Promise.all([note([{ material_id: m.id, quantidade: 3 }]), note([{ material_id: m.id, quantidade: 3 }])]);
    const results = await Promise.all([x, y].map((e) => pick(e.id, { material_id: m.id, lote: 'LAST', endereco: 'A-06-01-01', quantidade: 3 })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!.json();
    expect(loser.message).toContain('LAST');
    expect(Object.keys(loser.fields)).toEqual(['quantidade']);
    expect(await balance(m.id, 'LAST', 'A-06-01-01')).toEqual({ quantidade: 4, reservada: 3 });
    // Two pickers on one line of one note: the note's lock orders them, the second finds it picked.
    const one = await note([{ material_id: m.id, quantidade: 1 }]);
    const pair = await Promise.all([1, 2].map(() => pick(one.id, { material_id: m.id, lote: 'LAST', endereco: 'A-06-01-01' })));
    expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await picks(one.id)).toHaveLength(1);
    expect(await balance(m.id, 'LAST', 'A-06-01-01')).toEqual({ quantidade: 4, reservada: 4 });
    expect(await verify(t.pool)).toEqual([]);
  });

  it('the same scan sent twice with its Idempotency-Key picks once', async () => {
    const m = await material();
    await stock(m.id, 'TWICE', 'A-07-01-01', 5, '2027-05-01');
    const e = await note([{ material_id: m.id, quantidade: 3 }]);
    const key = { 'idempotency-key': `pick-${e.id}-1` };
    const first = await pick(e.id, { material_id: m.id, lote: 'TWICE', endereco: 'A-07-01-01' }, key);
    const again = await pick(e.id, { material_id: m.id, lote: 'TWICE', endereco: 'A-07-01-01' }, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await picks(e.id)).map((p) => p.quantidade)).toEqual([1]);
    expect((await balance(m.id, 'TWICE', 'A-07-01-01')).reservada).toBe(1);
  });
});

describe('confirming a picked note', () => {
  it('is refused while a line is short, naming it; then posts the picked lots and bins, not a new FEFO choice; the ledger check is empty', async () => {
    const m = await material();
    const plain = await material(false);
    await stock(m.id, 'P1', 'A-08-01-01', 2, '2027-04-01');
    await stock(m.id, 'P2', 'A-08-01-02', 6, '2027-04-01');
    await stock(plain.id, '', 'A-08-02-01', 5, null);
    const e = await note([{ material_id: m.id, quantidade: 3 }, { material_id: plain.id, quantidade: 2 }]);
    // P2 has the same expiry as the suggested P1: the picker takes all 3 from P2.
    expect((await pick(e.id, { material_id: m.id, lote: 'P2', endereco: 'A-08-01-02', quantidade: 3 })).statusCode).toBe(200);
    expect((await pick(e.id, { material_id: plain.id, endereco: 'A-08-02-01' })).statusCode).toBe(200);
    const short = await api('POST', `/v1/expedicoes/${e.id}/confirmar`, {});
    expect(short.statusCode, short.body).toBe(400);
    expect(short.json().message).toBe('Line 2 is not fully picked: 1 of 2');
    expect(short.json().fields).toEqual({ 'itens.1.quantidade': '1 of 2 picked' });
    const list = (await pick(e.id, { material_id: plain.id, endereco: 'A-08-02-01' })).json().lista;
    expect(list.completa).toBe(true);
    const shipped = await api('POST', `/v1/expedicoes/${e.id}/confirmar`, {});
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().status_id).toBe(E.expedida);
    expect(await balance(m.id, 'P1', 'A-08-01-01')).toEqual({ quantidade: 2, reservada: 0 });
    expect(await balance(m.id, 'P2', 'A-08-01-02')).toEqual({ quantidade: 3, reservada: 0 });
    expect(await balance(plain.id, '', 'A-08-02-01')).toEqual({ quantidade: 3, reservada: 0 });
    const moves = (await t.pool.query('SELECT lote, endereco, quantidade::float AS q FROM estoque_movimentos WHERE documento_id = $1 ORDER BY endereco', [e.id])).rows;
    expect(moves).toEqual([{ lote: 'P2', endereco: 'A-08-01-02', q: -3 }, { lote: '', endereco: 'A-08-02-01', q: -2 }]);
    expect(await verify(t.pool)).toEqual([]);
    // A shipped note takes no more picks.
    const late = await pick(e.id, { material_id: plain.id, endereco: 'A-08-02-01' });
    expect(late.statusCode).toBe(409);
  });

  it('a line with picks keeps its material and at least the picked quantity; a note picked without scanning confirms as before', async () => {
    const m = await material();
    await stock(m.id, 'K', 'A-09-01-01', 5, '2027-04-01');
    const e = await note([{ material_id: m.id, quantidade: 3 }]);
    expect((await pick(e.id, { material_id: m.id, lote: 'K', endereco: 'A-09-01-01', quantidade: 2 })).statusCode).toBe(200);
    const current = await ok('GET', `/v1/expedicoes/${e.id}`);
    const line = (current.itens as Body[])[0];
    const lower = await api('PUT', `/v1/expedicoes/${e.id}`, { version: current.version, itens: [{ ...line, quantidade: 1 }] });
    expect(lower.statusCode, lower.body).toBe(409);
    expect(Object.keys(lower.json().fields)).toEqual(['itens.0.quantidade']);
    const sent = await api('PUT', `/v1/expedicoes/${e.id}`, { version: current.version, separacoes: [] });
    expect(sent.statusCode).toBe(400);
    expect((await picks(e.id))).toHaveLength(1);
    const desk = await note([{ material_id: m.id, lote: 'K', endereco: 'A-09-01-01', quantidade: 1 }]);
    expect((await api('POST', `/v1/expedicoes/${desk.id}/confirmar`, {})).statusCode).toBe(200);
    expect(await balance(m.id, 'K', 'A-09-01-01')).toEqual({ quantidade: 4, reservada: 2 });
    expect(await verify(t.pool)).toEqual([]);
  });
});
