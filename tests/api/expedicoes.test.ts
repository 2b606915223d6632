import { beforeAll, describe, expect, it } from 'vitest';
import { cpfFrom } from '../../server/db/demo';
import { inTransaction } from '../../server/db/tx';
import { post, verify } from '../../server/stock/ledger';
import expedicoes from '../../src/resources/expedicoes';
import { USER_TYPES } from '../../src/registry/seedIds';
import { signedInApp } from './helpers';
import { addBins } from './bins';

/** Outbound notes: FEFO suggestion, reservations, confirmation (docs/domain.md "Warehousing"). */
type Body = Record<string, unknown>;
const E = expedicoes.statusIds;
const t = signedInApp();
let destinatario: Body;
let n = 0;
const DATA = '2027-01-01';

const { api, ok } = t;
const material = (controla_lote = false, unidade = 'UN') => ok('POST', '/v1/materiais', { codigo: `EXP-${++n}`, descricao: `Material ${n}`, unidade, controla_lote });
const client = (validade_minima_dias: number | null) =>
  ok('POST', '/v1/clientes', { tipo_pessoa: 'PF', nome: `Cliente Exp ${++n}`, cpf_cnpj: cpfFrom(String(300000000 + n)), validade_minima_dias });
/** Stock in, as receiving or an adjustment posts it (the ledger is the only writer). */
const stock = (material_id: unknown, lote: string, endereco: string, quantidade: number, validade: string | null, bloqueada = 0) =>
  inTransaction(t.pool, (tx) => post(tx, [{ material_id: material_id as string, lote, endereco, quantidade, validade, bloqueada }], { origem: 'ajuste', motivo: 'teste' }));
const balance = async (material_id: unknown, lote: string, endereco: string) => (await t.pool.query(
  'SELECT quantidade::float AS quantidade, reservada::float AS reservada, bloqueada::float AS bloqueada FROM estoque_saldos WHERE material_id = $1 AND lote = $2 AND endereco = $3',
  [material_id, lote, endereco])).rows[0];
const note = (itens: Body[], extra: Body = {}) => api('POST', '/v1/expedicoes', {
  numero_nf: String(++n), destinatario_id: destinatario.id, data: DATA, itens, ...extra,
});
const suggest = (q: Record<string, unknown>, lang = 'en') =>
  api('GET', `/v1/expedicoes/sugestao?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`, undefined, t.admin, { 'accept-language': lang });
const confirm = (id: unknown, headers: Record<string, string> = {}) => api('POST', `/v1/expedicoes/${id}/confirmar`, {}, t.admin, headers);
/** A user holding `roles` (view-saidas lets them write notes), signed in. */
const userWith = async (roles: string[]) => {
  const email = `exp-${++n}@example.com`;
  await ok('POST', '/v1/usuarios', { firstName: `Expedidor ${n}`, email, password: 'expedidor-1', tipo_id: USER_TYPES.gestor.id, roles });
  return (await t.login(email, 'expedidor-1')).access;
};
const movements = async (documento: unknown) => Number((await t.pool.query('SELECT count(*) FROM estoque_movimentos WHERE documento_id = $1', [documento])).rows[0].count);

beforeAll(async () => {
  await addBins(t.pool, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K'].flatMap((s) => Array.from({ length: 6 }, (_, i) => `${s}-01-01-0${i + 1}`)));
  destinatario = await ok('POST', '/v1/destinatarios', { nome: 'Destinatário Exp', cpf_cnpj: cpfFrom('777000111') });
});

describe('GET /v1/expedicoes/sugestao (FEFO)', () => {
  it('fills the quantity earliest expiry first, no expiry last, skipping expired, blocked and too-short lots, with reasons and the shortfall', async () => {
    const m = await material();
    const picky = await client(30);
    await stock(m.id, 'L-LATE', 'A-01-01-01', 5, '2027-06-30');
    await stock(m.id, 'L-SOON', 'A-01-01-02', 3, '2027-03-31');
    await stock(m.id, 'L-SHORT', 'A-01-01-03', 4, '2027-01-21'); // 20 days left on 2027-01-01
    await stock(m.id, 'L-OLD', 'A-01-01-04', 4, '2026-12-15'); // expired
    await stock(m.id, 'L-BLK', 'A-01-01-05', 6, '2027-02-01', 6); // all blocked
    await stock(m.id, 'L-NONE', 'A-01-01-06', 2, null);
    const res = await suggest({ material_id: m.id, quantidade: 12, cliente_id: picky.id, data: DATA });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.linhas.map((l: Body) => [l.lote, l.endereco, l.quantidade])).toEqual([
      ['L-SOON', 'A-01-01-02', 3], ['L-LATE', 'A-01-01-01', 5], ['L-NONE', 'A-01-01-06', 2],
    ]);
    expect(s.linhas[0].motivo).toBe('earliest expiry (31/03/2027) with ≥ 30 days left for this client (89 left)');
    expect(s.linhas[2].motivo).toBe('no expiry control');
    expect(s.falta).toBe(2);
    expect(s.mensagem_falta).toContain('2');
    expect(Object.fromEntries(s.puladas.map((p: Body) => [p.lote, p.codigo]))).toEqual({ 'L-OLD': 'vencido', 'L-SHORT': 'validade_curta', 'L-BLK': 'bloqueado' });
    expect(s.puladas.find((p: Body) => p.lote === 'L-SHORT').motivo).toBe('only 20 days left on 21/01/2027; this client needs 30');

    // A client with no minimum takes the 20-day lot first; reasons follow the caller's language.
    const anyone = (await suggest({ material_id: m.id, quantidade: 5, data: DATA }, 'pt')).json();
    expect(anyone.linhas.map((l: Body) => [l.lote, l.quantidade])).toEqual([['L-SHORT', 4], ['L-SOON', 1]]);
    expect(anyone.linhas[0].motivo).toBe('validade mais próxima (21/01/2027), restam 20 dias');
    expect(anyone.falta).toBe(0);
  });

  it('a reserved quantity is not offered again', async () => {
    const m = await material();
    await stock(m.id, 'R1', 'B-01-01-01', 10, '2027-05-01');
    expect((await note([{ material_id: m.id, lote: 'R1', endereco: 'B-01-01-01', quantidade: 7 }])).statusCode).toBe(201);
    const s = (await suggest({ material_id: m.id, quantidade: 5, data: DATA })).json();
    expect(s.linhas.map((l: Body) => l.quantidade)).toEqual([3]);
    expect(s.falta).toBe(2);
  });

  it('bad input is a 400 naming the parameter', async () => {
    const m = await material();
    for (const [q, field] of [
      [{ quantidade: 1 }, 'material_id'], [{ material_id: 'x', quantidade: 1 }, 'material_id'],
      [{ material_id: m.id }, 'quantidade'], [{ material_id: m.id, quantidade: 'abc' }, 'quantidade'], [{ material_id: m.id, quantidade: -1 }, 'quantidade'],
      [{ material_id: m.id, quantidade: 1, cliente_id: 'nope' }, 'cliente_id'], [{ material_id: m.id, quantidade: 1, data: '2027-02-30' }, 'data'],
    ] as const) {
      const res = await suggest(q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
  });
});

describe('reservations and confirmation', () => {
  it('saving an open note reserves its binned lines; editing follows; cancelling releases; deleting releases', async () => {
    const m = await material();
    await stock(m.id, 'R', 'C-01-01-01', 10, '2027-05-01');
    const res = await note([{ material_id: m.id, lote: 'R', endereco: 'C-01-01-01', quantidade: 4 }, { material_id: m.id, quantidade: 99 }]);
    expect(res.statusCode, res.body).toBe(201);
    const e = res.json();
    expect((await balance(m.id, 'R', 'C-01-01-01')).reservada).toBe(4);
    const upd = await ok('PUT', `/v1/expedicoes/${e.id}`, { version: e.version, itens: [{ material_id: m.id, lote: 'R', endereco: 'C-01-01-01', quantidade: 6 }] });
    expect((await balance(m.id, 'R', 'C-01-01-01')).reservada).toBe(6);
    // More than there is: 409 under that line, nothing reserved changes.
    const over = await note([{ material_id: m.id, quantidade: 1 }, { material_id: m.id, lote: 'R', endereco: 'C-01-01-01', quantidade: 5 }]);
    expect(over.statusCode).toBe(409);
    expect(Object.keys(over.json().fields)).toEqual(['itens.1.quantidade']);
    expect((await balance(m.id, 'R', 'C-01-01-01')).reservada).toBe(6);
    await ok('PUT', `/v1/expedicoes/${e.id}`, { version: upd.version, status_id: E.cancelada });
    expect((await balance(m.id, 'R', 'C-01-01-01')).reservada).toBe(0);
    const other = (await note([{ material_id: m.id, lote: 'R', endereco: 'C-01-01-01', quantidade: 2 }])).json();
    expect((await balance(m.id, 'R', 'C-01-01-01')).reservada).toBe(2);
    await ok('DELETE', `/v1/expedicoes/${other.id}`);
    expect((await balance(m.id, 'R', 'C-01-01-01')).reservada).toBe(0);
    expect(await verify(t.pool)).toEqual([]);
  });

  it('confirming posts − movements, consumes the reservation, moves to Expedida; twice posts once; replay with the same key', async () => {
    const m = await material();
    await stock(m.id, 'C', 'D-01-01-01', 10, '2027-05-01');
    const e = (await note([{ material_id: m.id, lote: 'C', endereco: 'D-01-01-01', quantidade: 4 }])).json();
    const key = { 'idempotency-key': `confirm-${e.id}` };
    const res = await confirm(e.id, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status_id).toBe(E.expedida);
    expect(res.json().expedida_em).toBeTruthy();
    expect(await balance(m.id, 'C', 'D-01-01-01')).toEqual({ quantidade: 6, reservada: 0, bloqueada: 0 });
    const replay = await confirm(e.id, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(e.id);
    const again = await confirm(e.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(String(e.numero_nf));
    expect(await movements(e.id)).toBe(1);
    expect((await balance(m.id, 'C', 'D-01-01-01')).quantidade).toBe(6);
    expect(await verify(t.pool)).toEqual([]);
  });

  it('every line needs a bin, and a lot when the material tracks lots (400 naming the line)', async () => {
    const m = await material(true);
    await stock(m.id, 'LX', 'E-01-01-01', 5, '2027-05-01');
    const created = await note([{ material_id: m.id, quantidade: 1 }, { material_id: m.id, lote: 'LX', quantidade: 1 }]);
    expect(created.statusCode, created.body).toBe(201);
    const e = created.json();
    const res = await confirm(e.id);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['itens.0.endereco', 'itens.0.lote', 'itens.1.endereco']);
    expect(await movements(e.id)).toBe(0);
  });

  it('a line that would go negative refuses the whole note (409 naming material, lot and bin), nothing changes', async () => {
    const m = await material();
    await stock(m.id, 'OK', 'F-01-01-01', 10, '2027-05-01');
    await stock(m.id, 'LOW', 'F-01-01-02', 3, '2027-05-01');
    const e = (await note([{ material_id: m.id, lote: 'OK', endereco: 'F-01-01-01', quantidade: 2 }, { material_id: m.id, quantidade: 1 }])).json();
    // The second line gets a bin now, beyond what the note could reserve: simulate stock gone since by taking it with a real shipment.
    const line = (e.itens as Body[])[1];
    await t.pool.query("UPDATE expedicoes_itens SET lote = 'LOW', endereco = 'F-01-01-02', quantidade = 5 WHERE id = $1", [line.id]);
    const res = await confirm(e.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(new RegExp(`${m.codigo}.*LOW.*F-01-01-02`));
    expect(Object.keys(res.json().fields)).toEqual(['itens.1.quantidade']);
    expect(await balance(m.id, 'OK', 'F-01-01-01')).toEqual({ quantidade: 10, reservada: 2, bloqueada: 0 });
    expect((await ok('GET', `/v1/expedicoes/${e.id}`)).status_id).toBe(E.aberta);
    expect(await movements(e.id)).toBe(0);
    expect(await verify(t.pool)).toEqual([]);
  });

  it('20 concurrent confirmations of different notes on one lot never oversell', async () => {
    const m = await material();
    await stock(m.id, 'HOT', 'G-01-01-01', 15, '2027-05-01');
    // 10 notes hold their unit by reservation; 10 more were saved before a bin was chosen and
    // had one written on their line since (directly: the race is what is under test).
    const held = await Promise.all(Array.from({ length: 10 }, async () => (await note([{ material_id: m.id, lote: 'HOT', endereco: 'G-01-01-01', quantidade: 1 }])).json()));
    const loose = await Promise.all(Array.from({ length: 10 }, async () => (await note([{ material_id: m.id, quantidade: 1 }])).json()));
    await t.pool.query("UPDATE expedicoes_itens SET lote = 'HOT', endereco = 'G-01-01-01' WHERE parent_id = ANY($1::uuid[])", [loose.map((e) => e.id)]);
    const results = await Promise.all([...held, ...loose].map((e) => confirm(e.id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes.filter((c) => c === 200)).toHaveLength(15);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    expect(await balance(m.id, 'HOT', 'G-01-01-01')).toEqual({ quantidade: 0, reservada: 0, bloqueada: 0 });
    expect(await verify(t.pool)).toEqual([]);
  });

  it('20 notes racing to reserve one lot: exactly the stock is held', async () => {
    const m = await material();
    await stock(m.id, 'RACE', 'H-01-01-01', 7, '2027-05-01');
    const results = await Promise.all(Array.from({ length: 20 }, () => note([{ material_id: m.id, lote: 'RACE', endereco: 'H-01-01-01', quantidade: 1 }])));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(7);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(13);
    expect((await balance(m.id, 'RACE', 'H-01-01-01')).reservada).toBe(7);
    expect(await verify(t.pool)).toEqual([]);
  });

  it('half a box is refused on save, with or without a bin, naming the line and the unit; a kilogram may be split (issue 28)', async () => {
    const box = await material(false, 'CX');
    const kg = await material(false, 'KG');
    await stock(box.id, 'CX1', 'J-01-01-01', 10, '2027-05-01');
    await stock(kg.id, 'KG1', 'J-01-01-02', 10, '2027-05-01');
    for (const line of [{ lote: 'CX1', endereco: 'J-01-01-01' }, {}]) {
      const res = await note([{ material_id: kg.id, quantidade: 1 }, { material_id: box.id, quantidade: 0.5, ...line }]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('Line 2: 0.5 CX; the unit Box (CX) takes whole numbers only');
      expect(res.json().fields).toEqual({ 'itens.1.quantidade': 'The unit Box (CX) takes whole numbers only' });
    }
    expect((await balance(box.id, 'CX1', 'J-01-01-01')).reservada).toBe(0);
    // An open note whose line is edited to a fraction is refused too, and keeps what it held.
    const e = (await note([{ material_id: box.id, lote: 'CX1', endereco: 'J-01-01-01', quantidade: 2 }])).json();
    const edit = await api('PUT', `/v1/expedicoes/${e.id}`, { version: e.version, itens: [{ ...(e.itens as Body[])[0], quantidade: 1.5 }] });
    expect(edit.statusCode).toBe(400);
    expect((await balance(box.id, 'CX1', 'J-01-01-01')).reservada).toBe(2);
    const split = await note([{ material_id: kg.id, lote: 'KG1', endereco: 'J-01-01-02', quantidade: 0.5 }]);
    expect(split.statusCode, split.body).toBe(201);
    expect((await balance(kg.id, 'KG1', 'J-01-01-02')).reservada).toBe(0.5);
    // The ledger refuses it whatever posts it: an adjustment of half a box.
    const adj = await api('POST', '/v1/estoque/ajustes', { material_id: box.id, lote: 'CX1', endereco: 'J-01-01-01', quantidade: -0.5, motivo: 'quebra' });
    expect(adj.statusCode, adj.body).toBe(400);
    expect(Object.keys(adj.json().fields)).toEqual(['quantidade']);
    expect((await balance(box.id, 'CX1', 'J-01-01-01')).quantidade).toBe(10);
    expect(await verify(t.pool)).toEqual([]);
  });

  it('without view-saidas: 403 on the suggestion and the confirmation', async () => {
    await ok('POST', '/v1/usuarios', { firstName: 'Sem saídas', email: 'sem-saidas@example.com', password: 'sem-saidas-1', tipo_id: USER_TYPES.gestor.id, roles: ['view-grupos'] });
    const token = (await t.login('sem-saidas@example.com', 'sem-saidas-1')).access;
    const m = await material();
    expect((await api('GET', `/v1/expedicoes/sugestao?material_id=${m.id}&quantidade=1`, undefined, token)).statusCode).toBe(403);
    const e = (await note([{ material_id: m.id, quantidade: 1 }])).json();
    expect((await api('POST', `/v1/expedicoes/${e.id}/confirmar`, {}, token)).statusCode).toBe(403);
    expect((await ok('GET', `/v1/expedicoes/${e.id}`)).status_id).toBe(E.aberta);
  });
});

describe('shelf life: expired and short-dated lots (issue 28)', () => {
  // On DATA (2027-01-01): L-OLD expired on 15/12/2026, L-53 has 53 days left, L-OK a year.
  const lots = async () => {
    const m = await material(true);
    await stock(m.id, 'L-OLD', 'K-01-01-01', 10, '2026-12-15');
    await stock(m.id, 'L-53', 'K-01-01-02', 10, '2027-02-23');
    await stock(m.id, 'L-OK', 'K-01-01-03', 10, '2027-12-31');
    return m;
  };
  const line = (m: Body, lote: string, extra: Body = {}) => ({ material_id: m.id, lote, endereco: `K-01-01-0${{ 'L-OLD': 1, 'L-53': 2, 'L-OK': 3 }[lote]}`, quantidade: 2, ...extra });

  it('save refuses a line whose lot is expired, or short of the client\'s minimum, naming the line and the rule; nothing is held', async () => {
    const m = await lots();
    const picky = await client(200);
    const short = await note([line(m, 'L-OK'), line(m, 'L-53')], { cliente_id: picky.id });
    expect(short.statusCode, short.body).toBe(400);
    expect(short.json().message).toBe('Line 2: lot L-53 will have 53 days of shelf life on 01/01/2027; this client needs 200');
    expect(short.json().fields).toEqual({ 'itens.1.lote': 'only 53 days left on 23/02/2027; this client needs 200' });
    const expired = await note([line(m, 'L-OLD')]);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Line 1: lot L-OLD expired on 15/12/2026; an expired lot cannot ship without a release');
    expect(Object.keys(expired.json().fields)).toEqual(['itens.0.lote']);
    // In the caller's language; a lot typed without its bin is judged by the lot.
    const pt = await api('POST', '/v1/expedicoes', { numero_nf: String(++n), destinatario_id: destinatario.id, data: DATA, itens: [{ ...line(m, 'L-OLD'), endereco: null }] },
      t.admin, { 'accept-language': 'pt-BR' });
    expect(pt.json().message).toBe('Linha 1: o lote L-OLD venceu em 15/12/2026; lote vencido não pode ser expedido sem liberação');
    for (const lote of ['L-OLD', 'L-53']) expect((await balance(m.id, lote, `K-01-01-0${lote === 'L-OLD' ? 1 : 2}`)).reservada).toBe(0);
    // Without a minimum the 53-day lot ships; giving the note that client afterwards is refused.
    const plain = await note([line(m, 'L-53')]);
    expect(plain.statusCode, plain.body).toBe(201);
    const moved = await api('PUT', `/v1/expedicoes/${plain.json().id}`, { version: plain.json().version, cliente_id: picky.id });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json().fields)).toEqual(['itens.0.lote']);
    // A note dated in the past is judged on today (it cannot leave earlier): a lot good on its day but expired since is refused.
    await stock(m.id, 'L-PAST', 'K-01-01-04', 10, '2026-06-01');
    const old = await note([{ material_id: m.id, lote: 'L-PAST', endereco: 'K-01-01-04', quantidade: 1 }], { data: '2026-05-01' });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toMatch(/^Line 1: lot L-PAST expired on 01\/06\/2026/);
  });

  it('the form\'s check answers the same verdict for a lot typed by hand', async () => {
    const m = await lots();
    const picky = await client(200);
    const check = async (q: Record<string, string>) => (await ok('GET', `/v1/expedicoes/validade?${new URLSearchParams({ material_id: m.id as string, data: DATA, ...q })}`));
    expect(await check({ lote: 'L-53', cliente_id: picky.id as string })).toMatchObject({ codigo: 'validade_curta', dias: 53, minimo: 200, validade: '2027-02-23' });
    expect((await check({ lote: 'L-OLD' })).motivo).toBe('expired on 15/12/2026');
    expect(await check({ lote: 'L-OK', cliente_id: picky.id as string })).toMatchObject({ codigo: null, motivo: null });
    expect(await check({ lote: 'NOPE' })).toMatchObject({ codigo: null, validade: null });
  });

  it('confirming judges the lines again: a client whose minimum grew since the save gets nothing shipped', async () => {
    const m = await lots();
    const growing = await client(30);
    const e = (await note([line(m, 'L-OK'), line(m, 'L-53')], { cliente_id: growing.id })).json();
    expect(e.id).toBeTruthy();
    await ok('PUT', `/v1/clientes/${growing.id}`, { version: growing.version, validade_minima_dias: 200 });
    const res = await confirm(e.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Line 2: lot L-53 .* this client needs 200$/);
    expect(await movements(e.id)).toBe(0);
    expect((await ok('GET', `/v1/expedicoes/${e.id}`)).status_id).toBe(E.aberta);
    expect((await balance(m.id, 'L-53', 'K-01-01-02')).quantidade).toBe(10);
  });

  it('a client imported with a minimum shelf life is held to it; notes themselves have no import to go around the rule', async () => {
    const m = await lots();
    const nome = `Cliente importado ${++n}`;
    const imported = await api('POST', '/v1/clientes/import', { rows: [{ tipo_pessoa: 'PF', nome, cpf_cnpj: cpfFrom(String(310000000 + n)), validade_minima_dias: 200 }] });
    expect(imported.statusCode, imported.body).toBe(200);
    const found = (await ok('GET', `/v1/clientes?q=${encodeURIComponent(nome)}`)).data as Body[];
    const res = await note([line(m, 'L-53')], { cliente_id: found[0].id });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['itens.0.lote']);
    expect((await api('POST', '/v1/expedicoes/import', { rows: [{ numero_nf: '1', itens: [line(m, 'L-OLD')] }] })).statusCode).toBe(404);
  });

  it('a holder of liberar-validade releases a line with a reason, kept in the history; others may not write one, nor move it to another lot', async () => {
    const m = await lots();
    const picky = await client(200);
    const shipper = await userWith(['view-saidas']);
    const quality = await userWith(['view-saidas', 'liberar-validade']);
    const itens = [line(m, 'L-OK'), line(m, 'L-53', { motivo_liberacao: 'Cliente aceitou por e-mail' })];
    const refused = await api('POST', '/v1/expedicoes', { numero_nf: String(++n), destinatario_id: destinatario.id, cliente_id: picky.id, data: DATA, itens }, shipper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Line 2: only a user with the permission “Release expired or short-dated lots for shipping” may release a lot outside its shelf life');
    expect(Object.keys(refused.json().fields)).toEqual(['itens.1.motivo_liberacao']);
    expect((await balance(m.id, 'L-53', 'K-01-01-02')).reservada).toBe(0);

    const res = await api('POST', '/v1/expedicoes', { numero_nf: String(++n), destinatario_id: destinatario.id, cliente_id: picky.id, data: DATA, itens }, quality);
    expect(res.statusCode, res.body).toBe(201);
    const e = res.json();
    expect((e.itens as Body[])[1].motivo_liberacao).toBe('Cliente aceitou por e-mail');
    const history = (await ok('GET', `/v1/expedicoes/${e.id}/historico`)).data as Body[];
    expect(history).toHaveLength(1);
    expect(JSON.stringify(history[0].changes)).toContain('Cliente aceitou por e-mail');
    expect(history[0].user_name).toMatch(/^Expedidor \d+/);
    expect(history[0].user_id).toBe((await ok('GET', '/v1/usuarios/me', undefined, quality)).id);

    // The shipper may edit the note keeping the release as it is, but not carry it to another lot.
    const kept = await api('PUT', `/v1/expedicoes/${e.id}`, { version: e.version, observacao: 'doca 2', itens: e.itens }, shipper);
    expect(kept.statusCode, kept.body).toBe(200);
    const stolen = await api('PUT', `/v1/expedicoes/${e.id}`, {
      version: kept.json().version, itens: [(e.itens as Body[])[0], { ...(e.itens as Body[])[1], lote: 'L-OLD', endereco: 'K-01-01-01' }],
    }, shipper);
    expect(stolen.statusCode).toBe(403);
    // The released line ships, confirmed by the shipper.
    const shipped = await api('POST', `/v1/expedicoes/${e.id}/confirmar`, {}, shipper);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await balance(m.id, 'L-53', 'K-01-01-02')).quantidade).toBe(8);
    expect(await verify(t.pool)).toEqual([]);
  });
});
