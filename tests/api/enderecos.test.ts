import { beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import recebimentos from '../../src/resources/recebimentos';
import { verify } from '../../server/stock/ledger';
import { addBins } from './bins';
import { signedInApp } from './helpers';

// Bins as data (docs/decisions.md "Bins as data"): the enderecos resource, the ledger's refusal of
// bins stock may not enter, the put-away suggestion and the bin-to-bin transfer.
type Body = Record<string, unknown>;
const t = signedInApp({ headers: { 'accept-language': 'pt-BR' } });
let n = 0;

const { api, ok } = t;
const material = (extra: Body = {}) => ok('POST', '/v1/materiais', { codigo: `BIN-${++n}`, descricao: `Material ${n}`, unidade: 'UN', ...extra });
const adjust = (body: Body) => api('POST', '/v1/estoque/ajustes', { motivo: 'Inventário', ...body });
const transfer = (body: Body, headers: Record<string, string> = {}) => api('POST', '/v1/enderecos/transferencias', body, t.admin, headers);
const suggest = async (q: Record<string, unknown>) => ok('GET', `/v1/enderecos/sugestao?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`);
const balance = async (material_id: unknown, endereco: string, lote = '') => Number((await t.pool.query(
  'SELECT quantidade::text FROM estoque_saldos WHERE material_id = $1 AND lote = $2 AND endereco = $3', [material_id, lote, endereco])).rows[0]?.quantidade ?? 0);
const movementsOf = async (material_id: unknown) => (await t.pool.query(
  'SELECT endereco, quantidade::float8 AS quantidade, origem, documento_id, validade::text AS validade FROM estoque_movimentos WHERE material_id = $1 ORDER BY seq', [material_id])).rows;


describe('enderecos: the resource', () => {
  it('creates a bin upper-cased by the pattern, refuses a second with the same address and an address off the pattern, each under endereco', async () => {
    const made = await ok('POST', '/v1/enderecos', { endereco: 'q-01-02-03', zona: 'frio', capacidade: 50 });
    expect(made).toMatchObject({ endereco: 'Q-01-02-03', zona: 'FRIO', capacidade: 50, bloqueado: false, ativo: true });
    const twice = await api('POST', '/v1/enderecos', { endereco: 'Q-01-02-03', zona: 'B' });
    expect([twice.statusCode, Object.keys(twice.json().fields ?? {})]).toEqual([409, ['endereco']]);
    const off = await api('POST', '/v1/enderecos', { endereco: 'Q-1-2-3', zona: 'B' });
    expect(off.statusCode).toBe(400);
    expect(off.json().fields.endereco).toMatch(/A-01-02-03/);
    const updated = await ok('PUT', `/v1/enderecos/${made.id}`, { version: made.version, bloqueado: true, descricao: 'Estante torta' });
    expect(updated).toMatchObject({ bloqueado: true, descricao: 'Estante torta' });
    const listed = await ok('GET', '/v1/enderecos?zona=FRIO&bloqueado=true');
    expect((listed.data as Body[]).map((b) => b.endereco)).toEqual(['Q-01-02-03']);
    expect((await api('DELETE', `/v1/enderecos/${made.id}`)).statusCode).toBeLessThan(300);
  });

  it('imports bins from CSV rows in one transaction; a row off the pattern is named and nothing is written', async () => {
    const rows = [
      // As the browser sends a file's rows: headers read as fields, cells as values (README "CSV export and import").
      { endereco: 'r-01-01-01', zona: 'secos', bloqueado: false, capacidade: 1000 },
      { endereco: 'R-01-01-02', zona: 'SECOS', bloqueado: true, ativo: true },
    ];
    const bad = await api('POST', '/v1/enderecos/import', { rows: [...rows, { endereco: 'R-1', zona: 'X' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().rows.map((r: Body) => [r.row, Object.keys(r.fields as Body)])).toEqual([[3, ['endereco']]]);
    expect((await ok('GET', '/v1/enderecos?q=R-01-01')).total).toBe(0);
    expect(await ok('POST', '/v1/enderecos/import', { rows })).toEqual({ imported: 2 });
    const got = (await ok('GET', '/v1/enderecos?q=R-01-01&sort=endereco&order=asc')).data as Body[];
    expect(got.map((b) => [b.endereco, b.zona, b.bloqueado, b.capacidade])).toEqual([['R-01-01-01', 'SECOS', false, 1000], ['R-01-01-02', 'SECOS', true, null]]);
  });

  it('a bin holding stock keeps its address and cannot be deleted (409 naming it); emptied, it can', async () => {
    const m = await material();
    const bin = await ok('POST', '/v1/enderecos', { endereco: 'S-01-01-01', zona: 'S' });
    expect((await adjust({ material_id: m.id, endereco: 'S-01-01-01', quantidade: 2 })).statusCode).toBe(201);
    const renamed = await api('PUT', `/v1/enderecos/${bin.id}`, { version: bin.version, endereco: 'S-01-01-09' });
    expect([renamed.statusCode, renamed.json().message]).toEqual([409, 'O endereço S-01-01-01 tem estoque: retire-o antes']);
    expect((await api('DELETE', `/v1/enderecos/${bin.id}`)).statusCode).toBe(409);
    expect((await adjust({ material_id: m.id, endereco: 'S-01-01-01', quantidade: -2 })).statusCode).toBe(201);
    expect((await api('DELETE', `/v1/enderecos/${bin.id}`)).statusCode).toBeLessThan(300);
  });
});

describe('a bin stock may not enter is refused where the bin is given, naming it, and nothing changes', () => {
  beforeAll(async () => {
    await addBins(t.pool, ['T-01-01-01', 'T-01-01-02']);
    await addBins(t.pool, ['T-09-09-01'], { bloqueado: true });
    await addBins(t.pool, ['T-09-09-02'], { ativo: false });
  });

  it('an adjustment in: unknown, inactive, blocked; out of a blocked bin is allowed', async () => {
    const m = await material();
    const cases: [string, string][] = [
      ['T-07-07-07', 'O endereço T-07-07-07 não está cadastrado'],
      ['T-09-09-02', 'O endereço T-09-09-02 está inativo'],
      ['T-09-09-01', 'O endereço T-09-09-01 está bloqueado: não recebe estoque'],
    ];
    for (const [endereco, message] of cases) {
      const res = await adjust({ material_id: m.id, endereco, quantidade: 1 });
      expect([res.statusCode, res.json().message, res.json().fields]).toEqual([400, message, { endereco: message }]);
    }
    expect(await movementsOf(m.id)).toEqual([]);
    // Stock already in a bin that then gets blocked may still leave it.
    await addBins(t.pool, ['T-09-09-03']);
    expect((await adjust({ material_id: m.id, endereco: 'T-09-09-03', quantidade: 5 })).statusCode).toBe(201);
    await t.pool.query("UPDATE enderecos SET bloqueado = true WHERE endereco = 'T-09-09-03'");
    expect((await adjust({ material_id: m.id, endereco: 'T-09-09-03', quantidade: -2 })).statusCode).toBe(201);
    expect((await adjust({ material_id: m.id, endereco: 'T-09-09-03', quantidade: 1 })).statusCode).toBe(400);
    expect(await balance(m.id, 'T-09-09-03')).toBe(3);
  });

  it('a receipt: the count line is refused at save under its bin; a bin blocked after the save is refused at the confirmation, nothing posted', async () => {
    const m = await material();
    const fornecedor = await ok('POST', '/v1/fornecedores', { razao_social: 'Fornecedor Bins', cnpj: '11222333000181' });
    const entrada = await ok('POST', '/v1/entradas', { numero_nf: '901', fornecedor_id: fornecedor.id, data_emissao: '2026-11-20', itens: [{ material_id: m.id, quantidade: 3 }] });
    const item = (entrada.itens as Body[])[0].id;
    const blocked = await api('POST', '/v1/recebimentos', { entrada_id: entrada.id, itens: [
      { entrada_item_id: item, quantidade_recebida: 1, endereco: 'T-01-01-01' },
      { entrada_item_id: item, quantidade_recebida: 2, endereco: 'T-09-09-01' },
    ] });
    expect([blocked.statusCode, blocked.json().fields]).toEqual([400, { 'itens.1.endereco': 'O endereço T-09-09-01 está bloqueado: não recebe estoque' }]);
    const r = await ok('POST', '/v1/recebimentos', { entrada_id: entrada.id, itens: [
      { entrada_item_id: item, quantidade_recebida: 1, endereco: 'T-01-01-01' },
      { entrada_item_id: item, quantidade_recebida: 2, endereco: 'T-01-01-02' },
    ] });
    const counted = await ok('PUT', `/v1/recebimentos/${r.id}`, { status_id: recebimentos.statusIds.contado, version: r.version });
    await t.pool.query("UPDATE enderecos SET bloqueado = true WHERE endereco = 'T-01-01-02'");
    try {
      const refused = await api('POST', `/v1/recebimentos/${r.id}/confirmar`);
      expect([refused.statusCode, refused.json().fields]).toEqual([400, { 'itens.1.endereco': 'O endereço T-01-01-02 está bloqueado: não recebe estoque' }]);
      expect(await movementsOf(m.id)).toEqual([]);
      expect((await ok('GET', `/v1/recebimentos/${r.id}`)).version).toBe(counted.version);
    } finally {
      await t.pool.query("UPDATE enderecos SET bloqueado = false WHERE endereco = 'T-01-01-02'");
    }
    await ok('POST', `/v1/recebimentos/${r.id}/confirmar`);
    expect([await balance(m.id, 'T-01-01-01'), await balance(m.id, 'T-01-01-02')]).toEqual([1, 2]);
  });

  it('a shipment line names a registered bin', async () => {
    const m = await material();
    const destinatario = await ok('POST', '/v1/destinatarios', { nome: 'Destino Bins', cpf_cnpj: '52998224725' });
    const res = await api('POST', '/v1/expedicoes', { numero_nf: '902', destinatario_id: destinatario.id, data: '2026-12-01', itens: [{ material_id: m.id, endereco: 'T-06-06-06', quantidade: 1 }] });
    expect([res.statusCode, res.json().fields]).toEqual([400, { 'itens.0.endereco': 'O endereço T-06-06-06 não está cadastrado' }]);
  });

  it('a transfer: into an unknown, inactive or blocked bin under `para`, from an unknown bin under `de`; from a blocked bin it goes', async () => {
    const m = await material();
    await addBins(t.pool, ['T-02-01-01', 'T-02-01-02']);
    expect((await adjust({ material_id: m.id, endereco: 'T-02-01-01', quantidade: 10 })).statusCode).toBe(201);
    for (const [para, message] of [
      ['T-07-07-07', 'O endereço T-07-07-07 não está cadastrado'],
      ['T-09-09-02', 'O endereço T-09-09-02 está inativo'],
      ['T-09-09-01', 'O endereço T-09-09-01 está bloqueado: não recebe estoque'],
    ]) {
      const res = await transfer({ de: 'T-02-01-01', material_id: m.id, para, quantidade: 1 });
      expect([res.statusCode, res.json().message, res.json().fields]).toEqual([400, message, { para: message }]);
    }
    const from = await transfer({ de: 'T-08-08-08', material_id: m.id, para: 'T-02-01-02', quantidade: 1 });
    expect([from.statusCode, from.json().fields]).toEqual([400, { de: 'O endereço T-08-08-08 não está cadastrado' }]);
    const same = await transfer({ de: 'T-02-01-01', material_id: m.id, para: 't-02-01-01', quantidade: 1 });
    expect([same.statusCode, same.json().fields]).toEqual([400, { para: 'Escolha um endereço diferente do de origem' }]);
    const pattern = await transfer({ de: 'T-2-1-1', material_id: m.id, para: 'T-02-01-02', quantidade: 0 });
    expect([pattern.statusCode, Object.keys(pattern.json().fields).sort()]).toEqual([400, ['de', 'quantidade']]);
    expect(await balance(m.id, 'T-02-01-01')).toBe(10);
    await t.pool.query("UPDATE enderecos SET bloqueado = true WHERE endereco = 'T-02-01-01'");
    expect((await transfer({ de: 'T-02-01-01', material_id: m.id, para: 'T-02-01-02', quantidade: 4 })).statusCode).toBe(201);
    expect([await balance(m.id, 'T-02-01-01'), await balance(m.id, 'T-02-01-02')]).toEqual([6, 4]);
    expect(await verify(t.pool)).toEqual([]);
  });
});

describe('a bin blocked while stock is posted into it: the database orders the two', () => {
  it('a posting that meets an uncommitted block waits for it, then is refused; nothing enters the bin', async () => {
    const m = await material();
    await addBins(t.pool, ['T-03-01-01']);
    const blocker = await t.pool.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query("UPDATE enderecos SET bloqueado = true WHERE endereco = 'T-03-01-01'");
      const posting = adjust({ material_id: m.id, endereco: 'T-03-01-01', quantidade: 1 });
      // The adjustment waits on the bin's row (FOR SHARE) until the block commits.
      let waiting = 0;
      for (let i = 0; i < 200 && !waiting; i++) {
        waiting = Number((await t.pool.query(`SELECT count(*) AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
          WHERE NOT l.granted AND c.relname = 'enderecos'`)).rows[0].n)
          || Number((await t.pool.query("SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()")).rows[0].n);
        if (!waiting) await new Promise((r) => setTimeout(r, 25));
      }
      expect(waiting).toBeGreaterThan(0);
      await blocker.query('COMMIT');
      const res = await posting;
      expect([res.statusCode, res.json().fields]).toEqual([400, { endereco: 'O endereço T-03-01-01 está bloqueado: não recebe estoque' }]);
      expect(await movementsOf(m.id)).toEqual([]);
    } finally {
      await blocker.query('ROLLBACK').catch(() => {});
      blocker.release();
    }
  });
});

describe('POST /v1/enderecos/transferencias', () => {
  it('posts two movements of origem transferencia under one document; the destination keeps the lot\'s expiry', async () => {
    const m = await material({ controla_lote: true, controla_validade: true });
    await addBins(t.pool, ['U-01-01-01', 'U-01-01-02']);
    expect((await adjust({ material_id: m.id, lote: 'L1', validade: '2031-03-31', endereco: 'U-01-01-01', quantidade: 8 })).statusCode).toBe(201);
    const res = await transfer({ de: 'u-01-01-01', material_id: m.id, lote: 'L1', para: 'U-01-01-02', quantidade: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ de: { endereco: 'U-01-01-01', quantidade: 5 }, para: { endereco: 'U-01-01-02', quantidade: 3 } });
    const moved = (await movementsOf(m.id)).filter((r) => r.origem === 'transferencia');
    expect(moved.map((r) => [r.endereco, r.quantidade, r.validade])).toEqual([['U-01-01-01', -3, '2031-03-31'], ['U-01-01-02', 3, '2031-03-31']]);
    expect(moved[0].documento_id).toBe(moved[1].documento_id);
    expect(res.json().movimentos).toHaveLength(2);
    const ledger = await ok('GET', `/v1/estoque-movimentos?material_id=${m.id}&origem=transferencia`);
    expect(ledger.total).toBe(2);
    expect(await verify(t.pool)).toEqual([]);
  });

  it('more than is available is the ledger\'s 409 under quantidade naming material, lot and bin', async () => {
    const m = await material();
    await addBins(t.pool, ['U-02-01-01', 'U-02-01-02']);
    expect((await adjust({ material_id: m.id, endereco: 'U-02-01-01', quantidade: 2 })).statusCode).toBe(201);
    const res = await transfer({ de: 'U-02-01-01', material_id: m.id, para: 'U-02-01-02', quantidade: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(String(m.codigo));
    expect(res.json().message).toContain('U-02-01-01');
    expect(Object.keys(res.json().fields)).toEqual(['quantidade']);
  });

  it('an Idempotency-Key answers a second send with the first answer and posts once', async () => {
    const m = await material();
    await addBins(t.pool, ['U-03-01-01', 'U-03-01-02']);
    expect((await adjust({ material_id: m.id, endereco: 'U-03-01-01', quantidade: 5 })).statusCode).toBe(201);
    const body = { de: 'U-03-01-01', material_id: m.id, para: 'U-03-01-02', quantidade: 2 };
    const first = await transfer(body, { 'idempotency-key': `transfer-${m.id}` });
    const again = await transfer(body, { 'idempotency-key': `transfer-${m.id}` });
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replay']]).toEqual([201, 201, 'true']);
    expect(again.json()).toEqual(first.json());
    expect([await balance(m.id, 'U-03-01-01'), await balance(m.id, 'U-03-01-02')]).toEqual([3, 2]);
  });

  it('transfers racing for the last units of a bin: one moves them, the others get the ledger\'s refusal, the balances are exact', async () => {
    const m = await material();
    const targets = Array.from({ length: 6 }, (_, i) => `U-04-02-0${i + 1}`);
    await addBins(t.pool, ['U-04-01-01', ...targets]);
    expect((await adjust({ material_id: m.id, endereco: 'U-04-01-01', quantidade: 5 })).statusCode).toBe(201);
    const answers = await Promise.all(targets.map((para) => transfer({ de: 'U-04-01-01', material_id: m.id, para, quantidade: 5 })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().message).toMatch(/U-04-01-01/);
      expect(Object.keys(a.json().fields)).toEqual(['quantidade']);
    }
    const winner = targets[answers.findIndex((a) => a.statusCode === 201)];
    expect(await balance(m.id, 'U-04-01-01')).toBe(0);
    expect(await Promise.all(targets.map((b) => balance(m.id, b)))).toEqual(targets.map((b) => (b === winner ? 5 : 0)));
    expect(await verify(t.pool)).toEqual([]);
  });

  it('needs the stock role: a user with the receiving role only is refused (403)', async () => {
    const password = 'receiving-only-1';
    await ok('POST', '/v1/usuarios', { firstName: 'Rita', email: 'rita.bins@example.com', password, tipo_id: USER_TYPES.gestor.id, roles: ['view-entradas'] });
    const rita = (await t.login('rita.bins@example.com', password)).access;
    const m = await material();
    expect((await api('POST', '/v1/enderecos/transferencias', { de: 'U-01-01-01', material_id: m.id, para: 'U-01-01-02', quantidade: 1 }, rita)).statusCode).toBe(403);
    // The suggestion is the receipt screen's: the receiving role asks it.
    expect((await api('GET', `/v1/enderecos/sugestao?material_id=${m.id}`, undefined, rita)).statusCode).toBe(200);
  });
});

describe('GET /v1/enderecos/sugestao', () => {
  it('a bin holding the same lot first, then one holding the material, skipping blocked, inactive and full bins', async () => {
    const m = await material();
    await addBins(t.pool, ['V-01-01-01', 'V-01-01-02', 'V-01-01-03'], { zona: 'VZ' });
    await addBins(t.pool, ['V-01-01-04'], { zona: 'VZ', capacidade: 10 });
    for (const [endereco, lote, quantidade] of [['V-01-01-02', 'A', 3], ['V-01-01-03', 'B', 4], ['V-01-01-04', 'B', 8]] as const) {
      expect((await adjust({ material_id: m.id, endereco, lote, quantidade })).statusCode).toBe(201);
    }
    expect(await suggest({ material_id: m.id, lote: 'B' })).toEqual({ endereco: 'V-01-01-03', zona: 'VZ', motivo: 'mesmo_lote', quantidade: 4 });
    expect(await suggest({ material_id: m.id, lote: 'C' })).toEqual({ endereco: 'V-01-01-02', zona: 'VZ', motivo: 'mesmo_material', quantidade: 3 });
    await t.pool.query("UPDATE enderecos SET bloqueado = true WHERE endereco = 'V-01-01-03'");
    // V-01-01-04 holds lot B but 8 + 5 would pass its capacity of 10; 8 + 2 fits.
    expect((await suggest({ material_id: m.id, lote: 'B', quantidade: 5 })).endereco).toBe('V-01-01-02');
    expect(await suggest({ material_id: m.id, lote: 'B', quantidade: 2 })).toMatchObject({ endereco: 'V-01-01-04', motivo: 'mesmo_lote' });
    await t.pool.query("UPDATE enderecos SET ativo = false WHERE endereco = 'V-01-01-02'");
    // Nothing holding it is usable for 5: the empty bin of the zone where the material is.
    expect(await suggest({ material_id: m.id, lote: 'B', quantidade: 5 })).toEqual({ endereco: 'V-01-01-01', zona: 'VZ', motivo: 'vazio', quantidade: 0 });
  });

  it('a material nowhere yet: the first empty usable bin of the zone asked, capacity respected; none fits: null', async () => {
    const m = await material();
    await addBins(t.pool, ['W-05-01-01'], { zona: 'WZ', bloqueado: true });
    await addBins(t.pool, ['W-05-01-02'], { zona: 'WZ', capacidade: 4 });
    await addBins(t.pool, ['W-05-01-03'], { zona: 'WZ' });
    await addBins(t.pool, ['W-05-01-04'], { zona: 'WZ2' });
    const other = await material();
    expect((await adjust({ material_id: other.id, endereco: 'W-05-01-03', quantidade: 1 })).statusCode).toBe(201);
    expect(await suggest({ material_id: m.id, zona: 'wz', quantidade: 4 })).toEqual({ endereco: 'W-05-01-02', zona: 'WZ', motivo: 'vazio', quantidade: 0 });
    expect(await suggest({ material_id: m.id, zona: 'WZ', quantidade: 5 })).toEqual({ endereco: null, zona: 'WZ', motivo: null, quantidade: 0 });
    expect((await suggest({ material_id: m.id, zona: 'WZ2' })).endereco).toBe('W-05-01-04');
    const bad = await api('GET', '/v1/enderecos/sugestao?material_id=x');
    expect([bad.statusCode, Object.keys(bad.json().fields)]).toEqual([400, ['material_id']]);
  });
});
