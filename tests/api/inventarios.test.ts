import type { InjectOptions } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { WebSocket } from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../server/db/tx';
import { type Origem, post, reserve } from '../../server/stock/ledger';
import inventarios from '../../src/resources/inventarios';
import { USER_TYPES } from '../../src/registry/seedIds';
import { addBins } from './bins';
import { signedInApp } from './helpers';

/** Cycle counts (docs/domain.md "Warehousing", docs/decisions.md "Cycle counts"). */
type Body = Record<string, unknown>;
type Line = Body & { id: string; endereco: string; codigo: string; lote: string | null };
const S = inventarios.statusIds;
const t = signedInApp();
let base: string;
let supervisor: string;
let n = 0;
const counters: { token: string; id: string; name: string }[] = [];

const { api, ok } = t;
const material = (unidade = 'KG', controla_lote = false) =>
  ok('POST', '/v1/materiais', { codigo: `INV-${++n}`, descricao: `Material inventário ${n}`, unidade, controla_lote }) as Promise<Body & { id: string; codigo: string }>;
/**
 * A street of five bins of this test's own, so scopes by bin see only what the test put there; all
 * registered (docs/decisions.md "Bins as data"), empty ones too: a count may name them.
 */
const street = async () => {
  const s = String(++n).padStart(2, '0');
  const bin = (pos: number) => `B-${s}-01-${String(pos).padStart(2, '0')}`;
  await addBins(t.pool, [1, 2, 3, 4, 5].map(bin));
  return bin;
};
const stock = (material_id: string, endereco: string, quantidade: number, lote = '', origem: Origem = 'ajuste') =>
  inTransaction(t.pool, (tx) => post(tx, [{ material_id, lote, endereco, quantidade, validade: null }], { origem, motivo: 'teste' }));
const balance = async (material_id: string, endereco: string, lote = '') => Number((await t.pool.query(
  'SELECT quantidade FROM estoque_saldos WHERE material_id = $1 AND lote = $2 AND endereco = $3', [material_id, lote, endereco])).rows[0]?.quantidade ?? 0);
const userWith = async (roles: string[]) => {
  const email = `inv-${++n}@example.com`;
  const firstName = `Contador ${n}`;
  const u = await ok('POST', '/v1/usuarios', { firstName, email, password: 'contador-1', tipo_id: USER_TYPES.outros.id, roles });
  return { token: (await t.login(email, 'contador-1')).access, id: u.id as string, name: firstName };
};
const create = (body: Body, as = supervisor) => api('POST', '/v1/inventarios', {
  motivo: 'Inventário rotativo', contadores: counters.slice(0, 2).map((c) => ({ usuario_id: c.id })), ...body,
}, as);
/** A count over these bins, started: its lines made. */
const started = async (body: Body) => {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  await ok('POST', `/v1/inventarios/${id}/iniciar`, {}, supervisor);
  return id;
};
const sheet = async (id: string, as = counters[0].token) => (await ok('GET', `/v1/inventarios/${id}/folha`, undefined, as)).linhas as Line[];
const count = (id: string, item: string, quantidade: number, as = counters[0].token, lang = 'en') =>
  api('POST', `/v1/inventarios/${id}/itens/${item}/contar`, { quantidade }, as, { 'accept-language': lang });
const review = async (id: string) => (await ok('GET', `/v1/inventarios/${id}/revisao`, undefined, supervisor)).linhas as (Line & { esperado: number; diferenca: number; movimentado: number; fora_tolerancia: boolean })[];
const approve = (id: string, lang = 'en') => api('POST', `/v1/inventarios/${id}/aprovar`, {}, supervisor, { 'accept-language': lang });
const verify = async () => (await ok('GET', '/v1/estoque/verificacao')).data;
const adjustmentsOf = async (id: string) => (await t.pool.query(
  'SELECT material_id, lote, endereco, quantidade::float8 AS quantidade, motivo FROM estoque_movimentos WHERE documento_id = $1 ORDER BY seq', [id])).rows;

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  supervisor = (await userWith(['view-inventarios', 'aprovar-inventario'])).token;
  for (let i = 0; i < 3; i++) counters.push(await userWith(['view-inventarios']));
});

describe('creating and starting a count', () => {
  it('over chosen bins: one line per bin, material and lot holding stock there, in bin order', async () => {
    const bin = await street();
    const [a, b] = [await material(), await material('UN', true)];
    await stock(b.id, bin(1), 4, 'L2');
    await stock(b.id, bin(1), 3, 'L1');
    await stock(a.id, bin(2), 5);
    await stock(a.id, bin(3), 9); // not in the scope
    await stock(a.id, bin(4), 2);
    await stock(a.id, bin(4), -2); // holds nothing any more
    const id = await started({ escopo: 'enderecos', enderecos: [{ endereco: bin(2) }, { endereco: bin(1) }, { endereco: bin(4) }] });
    const lines = await sheet(id);
    expect(lines.map((l) => [l.endereco, l.codigo, l.lote])).toEqual([[bin(1), b.codigo, 'L1'], [bin(1), b.codigo, 'L2'], [bin(2), a.codigo, null]]);
    expect((await ok('GET', `/v1/inventarios/${id}`)).status_id).toBe(S.emContagem);
    // Started once: a second start is refused, naming the status.
    const again = await api('POST', `/v1/inventarios/${id}/iniciar`, {}, supervisor, { 'accept-language': 'pt' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Só um inventário aberto pode ser iniciado: este está Em contagem');
  });

  it('over chosen materials: every bin and lot of theirs', async () => {
    const bin = await street();
    const [a, b] = [await material(), await material()];
    await stock(a.id, bin(1), 1);
    await stock(a.id, bin(2), 2);
    await stock(b.id, bin(1), 3);
    const id = await started({ escopo: 'materiais', materiais: [{ material_id: a.id }] });
    expect((await sheet(id)).map((l) => [l.endereco, l.codigo])).toEqual([[bin(1), a.codigo], [bin(2), a.codigo]]);
  });

  it('ABC: the N materials with the most receipts and picks (by number, not quantity), over the period', async () => {
    const bin = await street();
    const [often, big, adjusted] = [await material(), await material(), await material()];
    for (let i = 0; i < 30; i++) await stock(often.id, bin(1), 1, '', i % 3 ? 'recebimento' : 'ajuste');
    for (let i = 0; i < 19; i++) await stock(often.id, bin(2), 1, '', 'recebimento');
    await stock(often.id, bin(2), -1, '', 'expedicao');
    await stock(big.id, bin(3), 100000, '', 'recebimento'); // one huge receipt: one movement
    for (let i = 0; i < 45; i++) await stock(adjusted.id, bin(4), 1); // adjustments are not handling
    // Handled more often than any, but 60 days ago: 60 movements that cancel out, so its balance stays 2.
    const old = await material();
    await stock(old.id, bin(5), 2);
    await t.pool.query(`
      INSERT INTO estoque_movimentos (id, material_id, lote, endereco, quantidade, origem, created_at)
      SELECT gen_random_uuid(), $1, '', $2, CASE WHEN i % 2 = 0 THEN 1 ELSE -1 END,
             CASE WHEN i % 2 = 0 THEN 'recebimento' ELSE 'expedicao' END, now() - interval '60 days'
        FROM generate_series(1, 60) AS i`, [old.id, bin(5)]);
    const id = await started({ escopo: 'abc', abc_quantidade: 1, abc_dias: 30 });
    expect((await sheet(id)).map((l) => [l.endereco, l.codigo])).toEqual([[bin(1), often.codigo], [bin(2), often.codigo]]);
    const longer = await started({ escopo: 'abc', abc_quantidade: 1, abc_dias: 90 });
    expect((await sheet(longer)).map((l) => [l.endereco, l.codigo])).toEqual([[bin(5), old.codigo]]);
    expect(await verify()).toEqual([]);
  });

  it('refuses an empty scope under its field, translated, and changes nothing', async () => {
    const before = Number((await t.pool.query('SELECT count(*) FROM inventarios')).rows[0].count);
    const res = await api('POST', '/v1/inventarios', { motivo: 'x', escopo: 'enderecos', enderecos: [], contadores: [{ usuario_id: counters[0].id }] }, supervisor, { 'accept-language': 'pt' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.enderecos).toBe('Escolha ao menos um');
    const abc = await api('POST', '/v1/inventarios', { motivo: 'x', escopo: 'abc', contadores: [{ usuario_id: counters[0].id }] }, supervisor);
    expect(abc.statusCode).toBe(400);
    expect(abc.json().fields).toHaveProperty('abc_quantidade');
    const bad = await api('POST', '/v1/inventarios', { motivo: 'x', escopo: 'enderecos', enderecos: [{ endereco: 'nowhere' }], contadores: [{ usuario_id: counters[0].id }] }, supervisor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['enderecos.0.endereco']);
    expect(Number((await t.pool.query('SELECT count(*) FROM inventarios')).rows[0].count)).toBe(before);
  });
});

describe('blind counting', () => {
  it('no answer a counter receives carries the expected quantity: list, record, sheet, counts, history, errors, socket', async () => {
    const bin = await street();
    const m = await material();
    // Figures no id or time can contain (a dot after four digits).
    await stock(m.id, bin(1), 7321.5);
    await stock(m.id, bin(2), 9157.25);
    const id = await started({ escopo: 'enderecos', enderecos: [{ endereco: bin(1) }, { endereco: bin(2) }] });
    const [me, other] = counters;
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/v1/socket`);
    const heard: string[] = [];
    socket.on('message', (raw) => heard.push(String(raw)));
    await new Promise((done) => socket.on('open', done));
    socket.send(JSON.stringify({ token: me.token }));
    await expect.poll(() => heard.some((h) => h.includes('ready'))).toBe(true);

    const answers: string[] = [];
    const seen = async (method: InjectOptions['method'], url: string, payload?: unknown, as = me.token) => {
      const res = await api(method, url, payload, as);
      answers.push(`${res.statusCode} ${method} ${url}: ${res.body}`);
      return res;
    };
    const lines = (await seen('GET', `/v1/inventarios/${id}/folha`)).json().linhas as Line[];
    await seen('GET', '/v1/inventarios');
    await seen('GET', `/v1/inventarios?q=${n}`);
    await seen('GET', `/v1/inventarios/${id}`);
    expect((await seen('POST', `/v1/inventarios/${id}/itens/${lines[0].id}/contar`, { quantidade: 10 })).statusCode).toBe(200); // far off: recount
    expect((await seen('POST', `/v1/inventarios/${id}/itens/${lines[0].id}/contar`, { quantidade: 11 })).statusCode).toBe(403); // own recount
    expect((await seen('POST', `/v1/inventarios/${id}/itens/${lines[1].id}/contar`, { quantidade: 9157.25 }, other.token)).statusCode).toBe(200);
    expect((await seen('POST', `/v1/inventarios/${id}/itens/${lines[1].id}/contar`, { quantidade: 1 })).statusCode).toBe(409); // another's line
    expect((await seen('POST', `/v1/inventarios/${id}/itens`, { endereco: bin(1), material_id: m.id, quantidade: 2 })).statusCode).toBe(409); // already a line
    expect((await seen('POST', `/v1/inventarios/${id}/itens/${lines[0].id}/contar`, { quantidade: -1 })).statusCode).toBe(400);
    expect((await seen('GET', `/v1/inventarios/${id}/revisao`)).statusCode).toBe(403);
    expect((await seen('POST', `/v1/inventarios/${id}/aprovar`, {})).statusCode).toBe(403);
    expect((await seen('GET', '/v1/produtos/saldo-produto-lote-enderecamento')).statusCode).toBe(403);
    await seen('GET', `/v1/inventarios/${id}/historico`);
    await seen('GET', `/v1/inventarios/${id}/folha`);
    await seen('GET', `/v1/inventarios/${id}/folha`, undefined, other.token);
    await expect.poll(() => heard.filter((h) => h.includes('inventarios')).length).toBeGreaterThan(0);
    socket.close();

    // The first line's balance and its difference; the second was counted at its exact figure, which its counter typed.
    for (const figure of ['7321.5', '7311.5']) {
      expect(answers.filter((a) => a.includes(figure)), figure).toEqual([]);
      expect(heard.filter((h) => h.includes(figure))).toEqual([]);
    }
    // The check can see: the supervisor's review carries both, and the difference.
    const rows = await review(id);
    expect(rows.map((r) => [r.esperado, r.diferenca])).toEqual([[7321.5, -7311.5], [9157.25, 0]]);
    expect(JSON.stringify(rows)).toContain('7321.5');
  });
});

describe('tolerance and recount', () => {
  it('within the units or the percentage needs no recount; beyond both marks the line', async () => {
    const bin = await street();
    const m = await material();
    await stock(m.id, bin(1), 100);
    await stock(m.id, bin(2), 100);
    await stock(m.id, bin(3), 10);
    const id = await started({ escopo: 'enderecos', enderecos: [1, 2, 3].map((i) => ({ endereco: bin(i) })), tolerancia: 2, tolerancia_percentual: 10 });
    const [l1, l2, l3] = await sheet(id);
    expect((await count(id, l1.id, 95)).json().recontar).toBe(false); // 5 units off, within 10 %
    expect((await count(id, l2.id, 85)).json().recontar).toBe(true); // 15 off: beyond both
    expect((await count(id, l3.id, 12)).json().recontar).toBe(false); // 20 % off, within 2 units
    expect((await review(id)).map((r) => r.fora_tolerancia)).toEqual([false, true, false]);
  });

  it('a line marked for recount is recounted by another counter, never the first; a supervisor may ask again', async () => {
    const bin = await street();
    const m = await material();
    await stock(m.id, bin(1), 20);
    const id = await started({ escopo: 'enderecos', enderecos: [{ endereco: bin(1) }], contadores: counters.map((c) => ({ usuario_id: c.id })) });
    const [line] = await sheet(id);
    const [a, b, c] = counters;
    expect((await count(id, line.id, 15, a.token)).json().recontar).toBe(true);
    const own = await count(id, line.id, 16, a.token, 'pt');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(`Este item deve ser recontado por outra pessoa, não ${a.name}`);
    const approveEarly = await approve(id, 'pt');
    expect(approveEarly.statusCode).toBe(409);
    expect(approveEarly.json().message).toContain(bin(1));
    const recount = await count(id, line.id, 15, b.token);
    expect(recount.statusCode).toBe(200);
    expect(recount.json()).toMatchObject({ contado: 15, contado_por: b.id, recontar: false, contagens: 2 }); // still off: the supervisor decides
    expect((await ok('POST', `/v1/inventarios/${id}/itens/${line.id}/recontar`, {}, supervisor)).recontar).toBe(true);
    expect((await count(id, line.id, 14, b.token)).statusCode).toBe(403);
    expect((await count(id, line.id, 15, c.token)).statusCode).toBe(200);
    // The history says who counted what, in order.
    const history = (await ok('GET', `/v1/inventarios/${id}/historico`)).data as { action: string; user_name: string }[];
    expect(history.filter((h) => h.action === 'contar').map((h) => h.user_name).reverse()).toEqual([a.name, b.name, c.name]);
  });

  it('a user who is not a counter of the count may not count (403), a supervisor may not ask to recount a line not counted (409)', async () => {
    const bin = await street();
    const m = await material();
    await stock(m.id, bin(1), 3);
    const id = await started({ escopo: 'enderecos', enderecos: [{ endereco: bin(1) }] });
    const [line] = await sheet(id);
    const outsider = await count(id, line.id, 3, counters[2].token, 'pt');
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe('Você não é contador deste inventário');
    const early = await api('POST', `/v1/inventarios/${id}/itens/${line.id}/recontar`, {}, supervisor);
    expect(early.statusCode).toBe(409);
  });
});

describe('two counters on one line', () => {
  it('the database decides: one count is kept, the other gets a translated 409', async () => {
    const bin = await street();
    const m = await material();
    for (const i of [1, 2, 3]) await stock(m.id, bin(i), 40);
    const id = await started({ escopo: 'enderecos', enderecos: [1, 2, 3].map((i) => ({ endereco: bin(i) })), tolerancia: 100 });
    // Three lines, three races: a pair of counts on each at once.
    for (const line of await sheet(id)) {
      const [a, b] = await Promise.all([count(id, line.id, 41, counters[0].token, 'pt'), count(id, line.id, 39, counters[1].token, 'pt')]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const [won, lost, winner] = a.statusCode === 200 ? [a, b, counters[0]] : [b, a, counters[1]];
      expect(lost.json().message).toBe(`Este item já foi contado por ${winner.name}: um supervisor pode pedir recontagem`);
      const stored = (await sheet(id)).find((l) => l.id === line.id);
      expect(stored).toMatchObject({ contado: won.json().contado, contado_por: winner.id, contagens: 1 });
    }
  });
});

describe('approval', () => {
  it('stock moved during a count is not lost: each line posts counted − the balance when it was counted', async () => {
    const bin = await street();
    const m = await material();
    await stock(m.id, bin(1), 10);
    await stock(m.id, bin(2), 10);
    const id = await started({ escopo: 'enderecos', enderecos: [{ endereco: bin(1) }, { endereco: bin(2) }], tolerancia: 100 });
    const [l1, l2] = await sheet(id);
    // Before the count of line 2, a receipt arrives there: the counter sees it on the shelf.
    await stock(m.id, bin(2), 4, '', 'recebimento');
    expect((await count(id, l1.id, 8)).statusCode).toBe(200);
    expect((await count(id, l2.id, 14)).statusCode).toBe(200);
    // Between counting and approval: a receipt and a pick in bin 1, a pick in bin 2.
    await stock(m.id, bin(1), 5, '', 'recebimento');
    await stock(m.id, bin(1), -3, '', 'expedicao');
    await stock(m.id, bin(2), -6, '', 'expedicao');
    const rows = await review(id);
    expect(rows.map((r) => [r.esperado, r.contado, r.diferenca, r.movimentado])).toEqual([[10, 8, -2, 2], [14, 14, 0, -6]]);
    const res = await approve(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status_id).toBe(S.aprovado);
    expect(await balance(m.id, bin(1))).toBe(8 + 5 - 3);
    expect(await balance(m.id, bin(2))).toBe(14 - 6);
    const posted = await adjustmentsOf(id);
    expect(posted.map((p) => [p.endereco, p.quantidade])).toEqual([[bin(1), -2]]);
    expect(posted[0].motivo).toMatch(/^Inventário \d+: Inventário rotativo$/);
    expect(await verify()).toEqual([]);
    // Afterwards the review still says what others moved: the approval's own adjustment is not among it.
    expect((await review(id)).map((r) => r.movimentado)).toEqual([2, -6]);
    // Approved once.
    expect((await approve(id)).statusCode).toBe(409);
  });

  it('is all or nothing: a difference the ledger refuses leaves nothing posted and the count open', async () => {
    const bin = await street();
    const m = await material();
    await stock(m.id, bin(1), 5);
    await stock(m.id, bin(2), 6);
    const shipment = uuidv7();
    await inTransaction(t.pool, (tx) => reserve(tx, shipment, [{ material_id: m.id, endereco: bin(2), quantidade: 5 }]));
    const id = await started({ escopo: 'enderecos', enderecos: [{ endereco: bin(1) }, { endereco: bin(2) }], tolerancia: 100 });
    const [l1, l2] = await sheet(id);
    await count(id, l1.id, 9); // +4 would post
    await count(id, l2.id, 2); // −4 would leave 2 for 5 reserved
    const res = await approve(id, 'pt');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(bin(2));
    expect(await adjustmentsOf(id)).toEqual([]);
    expect([await balance(m.id, bin(1)), await balance(m.id, bin(2))]).toEqual([5, 6]);
    expect((await ok('GET', `/v1/inventarios/${id}`)).status_id).toBe(S.emContagem);
    expect(await verify()).toEqual([]);
    // The shipment released, the same approval goes through.
    await inTransaction(t.pool, (tx) => reserve(tx, shipment, []));
    expect((await approve(id)).statusCode).toBe(200);
    expect([await balance(m.id, bin(1)), await balance(m.id, bin(2))]).toEqual([9, 2]);
    expect(await verify()).toEqual([]);
  });

  it('a line a counter adds (a product found where the system has none) is counted at once and posted in', async () => {
    const bin = await street();
    const [m, lotted] = [await material(), await material('UN', true)];
    await stock(m.id, bin(1), 3);
    const id = await started({ escopo: 'enderecos', enderecos: [{ endereco: bin(1) }, { endereco: bin(2) }], tolerancia: 100 });
    const [line] = await sheet(id);
    await count(id, line.id, 3);
    const noLot = await api('POST', `/v1/inventarios/${id}/itens`, { endereco: bin(2), material_id: lotted.id, quantidade: 4 }, counters[1].token, { 'accept-language': 'pt' });
    expect(noLot.statusCode).toBe(400);
    expect(noLot.json().fields.lote).toBe('Obrigatório');
    const half = await api('POST', `/v1/inventarios/${id}/itens`, { endereco: bin(2), material_id: lotted.id, lote: 'X9', quantidade: 1.5 }, counters[1].token);
    expect(half.statusCode).toBe(400);
    expect(half.json().fields).toHaveProperty('quantidade');
    const added = await api('POST', `/v1/inventarios/${id}/itens`, { endereco: bin(2).toLowerCase(), material_id: lotted.id, lote: 'X9', quantidade: 4 }, counters[1].token);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ endereco: bin(2), lote: 'X9', adicionada: true, contado: 4, contado_por: counters[1].id });
    expect((await sheet(id)).length).toBe(2);
    expect((await approve(id)).statusCode).toBe(200);
    expect(await balance(lotted.id, bin(2), 'X9')).toBe(4);
    expect(await verify()).toEqual([]);
  });
});

describe('permissions', () => {
  it('counters read and count but may not create, change, cancel, start, review or approve; others see nothing', async () => {
    const bin = await street();
    const m = await material();
    await stock(m.id, bin(1), 1);
    const counter = counters[0].token;
    const refused = await create({ escopo: 'enderecos', enderecos: [{ endereco: bin(1) }] }, counter);
    expect(refused.statusCode).toBe(403);
    const res = await create({ escopo: 'enderecos', enderecos: [{ endereco: bin(1) }] });
    const rec = res.json();
    const put = await api('PUT', `/v1/inventarios/${rec.id}`, { version: rec.version, tolerancia: 50 }, counter, { 'accept-language': 'pt' });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe('Só um supervisor de inventário pode alterar um inventário');
    expect((await api('PUT', `/v1/inventarios/${rec.id}`, { version: rec.version, status_id: S.cancelado }, counter)).statusCode).toBe(403);
    expect((await api('DELETE', `/v1/inventarios/${rec.id}`, undefined, counter)).statusCode).toBe(403);
    expect((await api('POST', `/v1/inventarios/${rec.id}/iniciar`, {}, counter)).statusCode).toBe(403);
    // Counting before the start: the count is not being counted.
    const outsider = await userWith([]);
    const list = await api('GET', '/v1/inventarios', undefined, outsider.token);
    expect(list.statusCode).toBe(200); // the dropdown's fields only
    expect(list.body).not.toContain('motivo');
    expect((await api('GET', `/v1/inventarios/${rec.id}/folha`, undefined, outsider.token)).statusCode).toBe(403);
    // Lines are the operations' alone: a client may not send them.
    const lines = await api('PUT', `/v1/inventarios/${rec.id}`, { version: rec.version, itens: [] }, supervisor);
    expect(lines.statusCode).toBe(400);
    expect((await api('PUT', `/v1/inventarios/${rec.id}`, { version: rec.version, tolerancia: 50 }, supervisor)).statusCode).toBe(200);
  });
});
