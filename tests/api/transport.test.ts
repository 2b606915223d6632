import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { GRUPO_IDS, STATUS_IDS } from '../seeded';
import { cpfFrom } from '../../server/db/demo';
import { bearer, signedInApp } from './helpers';

/** The transport resources and what the registry adds for them (lines, numbers, lifecycles, derived values, audit). */
type Body = Record<string, unknown>;
const t = signedInApp();

const api = (method: InjectOptions['method'], url: string, payload?: unknown, as = t.admin) =>
  t.app.inject({ method, url, headers: bearer(as), ...(payload === undefined ? {} : { payload: payload as Body }) });
const created = async (resource: string, payload: Body): Promise<Body> => {
  const res = await api('POST', `/v1/${resource}`, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const count = async (table: string) => (await t.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;
/** A 400/409 that names exactly this field, and leaves the table as it was. */
const refused = async (table: string, send: () => Promise<{ statusCode: number; json(): Body }>, field: string, status = 400) => {
  const before = await count(table);
  const res = await send();
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  const fields = (res.json() as { fields?: Record<string, string> }).fields ?? {};
  expect(Object.keys(fields), JSON.stringify(res.json())).toContain(field);
  expect(fields[field]).not.toMatch(/^app\./);
  expect(await count(table)).toBe(before);
  return res.json() as { message: string; fields: Record<string, string> };
};

let seq = 0;
const cliente = () => created('clientes', { tipo_pessoa: 'PF', nome: `Cliente ${++seq}`, cpf_cnpj: cpfFrom(String(271828180 + seq)) });
const ponto = (codigo: string, extra: Body = {}) => created('pontos', { codigo, nome_fantazia: `Ponto ${codigo}`, ...extra });
const material = (codigo: string) => created('materiais', { codigo, descricao: `Material ${codigo}`, unidade: 'CX', peso_kg: 2.5 });

describe('aeroportos', () => {
  it('keeps the IATA code upper-case and unique; refuses a code that is not 3 letters', async () => {
    const gru = await created('aeroportos', { sigla: 'gru', nome: 'Guarulhos', cidade: 'Guarulhos', uf: 'SP', latlng: { lat: -23.4356, lng: -46.4731 } });
    expect(gru).toMatchObject({ sigla: 'GRU', pais: 'Brasil', latlng: { lat: -23.4356, lng: -46.4731 } });
    await refused('aeroportos', () => api('POST', '/v1/aeroportos', { sigla: 'GRUU', nome: 'Quatro letras' }), 'sigla');
    await refused('aeroportos', () => api('POST', '/v1/aeroportos', { sigla: 'G1U', nome: 'Com número' }), 'sigla');
    await refused('aeroportos', () => api('POST', '/v1/aeroportos', { sigla: 'GRU', nome: 'De novo' }), 'sigla', 409);
    await refused('aeroportos', () => api('POST', '/v1/aeroportos', { sigla: 'VCP', nome: 'Viracopos', latlng: { lat: 91, lng: 0 } }), 'latlng');
  });
});

describe('veiculos', () => {
  it('stores plates upper-case without the dash, old and Mercosul; refuses other shapes and repeats', async () => {
    const old = await created('veiculos', { placa: 'abc-1234', modelo: 'Accelo 1016' });
    const mercosul = await created('veiculos', { placa: 'BRA2E19', modelo: 'Atego 2426', renavam: '00639884962' });
    expect([old.placa, mercosul.placa]).toEqual(['ABC1234', 'BRA2E19']);
    for (const placa of ['ABC12345', '1234567', 'AB-12345', 'ABCD123']) {
      await refused('veiculos', () => api('POST', '/v1/veiculos', { placa, modelo: 'X' }), 'placa');
    }
    await refused('veiculos', () => api('POST', '/v1/veiculos', { placa: 'ABC-1234', modelo: 'Repetida' }), 'placa', 409);
    // The search finds a plate typed as shown.
    const found = (await api('GET', '/v1/veiculos?q=bra-2e19')).json();
    expect(found.data.map((v: Body) => v.id)).toEqual([mercosul.id]);
  });

  it('checks the RENAVAM check digit', async () => {
    await refused('veiculos', () => api('POST', '/v1/veiculos', { placa: 'XYZ9876', modelo: 'Y', renavam: '00639884963' }), 'renavam');
    await refused('veiculos', () => api('POST', '/v1/veiculos', { placa: 'XYZ9876', modelo: 'Y', renavam: 639884962 }), 'renavam');
  });
});

describe('pontos', () => {
  it('refuses a time window that ends before it starts, also when only one end changes', async () => {
    await refused('pontos', () => api('POST', '/v1/pontos', { codigo: 'J1', nome_fantazia: 'Janela', janela_inicio: '18:00', janela_fim: '08:00' }), 'janela_fim');
    const p = await ponto('J2', { janela_inicio: '08:00', janela_fim: '18:00' });
    const res = await api('PUT', `/v1/pontos/${p.id}`, { janela_fim: '07:30', version: p.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.janela_fim).toMatch(/início|start|Start/i);
    expect((await api('GET', `/v1/pontos/${p.id}`)).json()).toMatchObject({ janela_fim: '18:00:00', version: 1 });
  });

  it('reads as code plus name for everyone (SPEC 3)', async () => {
    const plain = await created('usuarios', { firstName: 'Leitor', email: 'leitor-pontos@example.com', password: 'leitor-123', tipo_id: USER_TYPES.outros.id, roles: [] });
    expect(plain.id).toBeTruthy();
    const theirs = (await t.login('leitor-pontos@example.com', 'leitor-123')).access;
    const list = (await api('GET', '/v1/pontos?limit=5000', undefined, theirs)).json();
    expect(list.data.length).toBeGreaterThan(0);
    for (const row of list.data) expect(Object.keys(row).sort()).toEqual(['codigo', 'id', 'nome_fantazia']);
  });
});

describe('rotas: ordered stops as lines', () => {
  it('embeds the stops in order, keeps line ids, reorders, and deletes the ones left out', async () => {
    const [a, b, c] = [await ponto('R-A'), await ponto('R-B'), await ponto('R-C')];
    const rota = await created('rotas', { codigo: 'R1', nome: 'Rota 1', paradas: [{ ponto_id: a.id }, { ponto_id: b.id }, { ponto_id: c.id }], distancia_km: 42.5 });
    const stops = rota.paradas as Body[];
    expect(stops.map((s) => s.ponto_id)).toEqual([a.id, b.id, c.id]);
    const reordered = await api('PUT', `/v1/rotas/${rota.id}`, { paradas: [stops[2], stops[0]], version: rota.version });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const got = (await api('GET', `/v1/rotas/${rota.id}`)).json();
    expect(got.paradas).toEqual([stops[2], stops[0]]);
    expect(await count(`rotas_paradas WHERE parent_id = '${rota.id}'`)).toBe(2);
  });

  it('needs two stops at least; a stop must be an existing point, named by its path', async () => {
    const a = await ponto('R-D');
    await refused('rotas', () => api('POST', '/v1/rotas', { codigo: 'R2', nome: 'Curta', paradas: [{ ponto_id: a.id }] }), 'paradas');
    await refused('rotas', () => api('POST', '/v1/rotas', { codigo: 'R3', nome: 'Fantasma', paradas: [{ ponto_id: a.id }, { ponto_id: '0190ffff-0000-7000-8000-00000000dead' }] }), 'paradas.1.ponto_id');
  });

  it('a point on a route cannot be deleted (409 naming the routes)', async () => {
    const [a, b] = [await ponto('R-E'), await ponto('R-F')];
    await created('rotas', { codigo: 'R4', nome: 'Rota 4', paradas: [{ ponto_id: a.id }, { ponto_id: b.id }] });
    const res = await api('DELETE', `/v1/pontos/${a.id}`);
    expect(res.statusCode).toBe(409);
  });
});

describe('solicitacoes: numbers, items, totals, lifecycle', () => {
  const S = STATUS_IDS.solicitacao;
  let base: Body;
  beforeAll(async () => {
    const [c, o, d, m1, m2] = [await cliente(), await ponto('S-O'), await ponto('S-D'), await material('M-1'), await material('M-2')];
    base = { cliente_id: c.id, origem_id: o.id, destino_id: d.id, data_prevista: '2026-12-01', itens: [{ material_id: m1.id, quantidade: 10, peso_kg: 25, volume_m3: 0.5 }, { material_id: m2.id, quantidade: 2, peso_kg: 4.25 }] };
  });

  it('numbers records from a sequence, starts them Aberta and totals their items', async () => {
    const first = await created('solicitacoes', base);
    const second = await created('solicitacoes', base);
    expect(second.numero).toBe((first.numero as number) + 1);
    expect(first).toMatchObject({ status_id: S.aberta, peso_total: 29.25, volume_total: 0.5 });
    expect((first.itens as Body[]).map((i) => i.quantidade)).toEqual([10, 2]);
    // The number is searchable and is what the record reads as.
    const found = (await api('GET', `/v1/solicitacoes?q=${first.numero}`)).json();
    expect(found.data.map((x: Body) => x.id)).toContain(first.id);
  });

  it('refuses a number sent by the client, on create and on update', async () => {
    await refused('solicitacoes', () => api('POST', '/v1/solicitacoes', { ...base, numero: 999 }), 'numero');
    const s = await created('solicitacoes', base);
    const res = await api('PUT', `/v1/solicitacoes/${s.id}`, { numero: 1, version: s.version });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['numero']);
  });

  it('ignores totals sent by the client and recomputes them', async () => {
    const s = await created('solicitacoes', { ...base, peso_total: 1 });
    expect(s.peso_total).toBe(29.25);
    const res = await api('PUT', `/v1/solicitacoes/${s.id}`, { itens: [{ ...(s.itens as Body[])[0], peso_kg: 30 }], peso_total: 0, version: s.version });
    expect(res.json().peso_total).toBe(30);
  });

  it.each([
    ['no items', { itens: [] }, 'itens'],
    ['a bad material id', { itens: [{ material_id: '0190ffff-0000-7000-8000-00000000beef', quantidade: 1 }] }, 'itens.0.material_id'],
    ['a zero quantity', { itens: [{ quantidade: 0 }] }, 'itens.0.quantidade'],
    ['a negative quantity', { itens: [{ quantidade: -3 }] }, 'itens.0.quantidade'],
    ['an unknown line field', { itens: [{ cor: 'azul' }] }, 'itens.0.cor'],
    ['the same origin and destination', { destino_id: 'origin' }, 'destino_id'],
  ])('refuses %s, naming the path', async (_, change, field) => {
    const itens = (change as Body).itens as Body[] | undefined;
    const payload = {
      ...base,
      ...change,
      ...(itens ? { itens: itens.map((l) => ({ ...(base.itens as Body[])[0], ...l })) } : {}),
      ...((change as Body).destino_id === 'origin' ? { destino_id: base.origem_id } : {}),
    };
    if (itens && !itens.length) payload.itens = [];
    await refused('solicitacoes', () => api('POST', '/v1/solicitacoes', payload), field);
  });

  it('refuses 10,001 lines', async () => {
    const line = (base.itens as Body[])[0];
    await refused('solicitacoes', () => api('POST', '/v1/solicitacoes', { ...base, itens: Array.from({ length: 10_001 }, () => line) }), 'itens');
  });

  it('refuses a line id that belongs to another record', async () => {
    const a = await created('solicitacoes', base);
    const b = await created('solicitacoes', base);
    const stolen = (a.itens as Body[])[0];
    const res = await api('PUT', `/v1/solicitacoes/${b.id}`, { itens: [stolen], version: b.version });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['itens.0.id']);
    expect((await api('GET', `/v1/solicitacoes/${a.id}`)).json().itens).toEqual(a.itens);
    await refused('solicitacoes', () => api('POST', '/v1/solicitacoes', { ...base, itens: [stolen] }), 'itens.0.id');
  });

  it('moves only along its lifecycle; other moves are 409 naming both statuses', async () => {
    const s = await created('solicitacoes', base);
    const move = async (status: string, version: number) => api('PUT', `/v1/solicitacoes/${s.id}`, { status_id: status, version });
    let v = s.version as number;
    for (const next of [S.planejada, S.emAndamento, S.concluida]) {
      const res = await move(next, v);
      expect(res.statusCode, res.body).toBe(200);
      v = res.json().version;
    }
    const back = await move(S.aberta, v);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toContain('Concluída');
    expect(back.json().message).toContain('Aberta');
    const pt = await t.app.inject({ method: 'PUT', url: `/v1/solicitacoes/${s.id}`, headers: { ...bearer(t.admin), 'accept-language': 'pt-BR' }, payload: { status_id: S.aberta, version: v } });
    expect(pt.json().message).toBe('O status não pode passar de "Concluída" para "Aberta"');
  });

  it('a cancelled request stays cancelled; a status of another group is refused', async () => {
    const s = await created('solicitacoes', base);
    const cancelled = await api('PUT', `/v1/solicitacoes/${s.id}`, { status_id: S.cancelada, version: s.version });
    expect(cancelled.statusCode).toBe(200);
    for (const status of [S.aberta, S.planejada, S.emAndamento, S.concluida]) {
      expect((await api('PUT', `/v1/solicitacoes/${s.id}`, { status_id: status, version: cancelled.json().version })).statusCode).toBe(409);
    }
    const other = await created('solicitacoes', base);
    expect((await api('PUT', `/v1/solicitacoes/${other.id}`, { status_id: STATUS_IDS.ordemServico.emAndamento, version: other.version })).statusCode).toBe(409);
    // A new record cannot skip its first status either.
    await refused('solicitacoes', () => api('POST', '/v1/solicitacoes', { ...base, status_id: S.planejada }), 'status_id', 409);
  });

  it('saves and loads a request of 500 items in order', async () => {
    const m = await material('M-500');
    const itens = Array.from({ length: 500 }, (_, i) => ({ material_id: m.id, quantidade: i + 1, peso_kg: 1 }));
    const s = await created('solicitacoes', { ...base, itens });
    const got = (await api('GET', `/v1/solicitacoes/${s.id}`)).json();
    expect(got.itens.map((l: Body) => l.quantidade)).toEqual(itens.map((l) => l.quantidade));
    expect(got.peso_total).toBe(500);
  });
});

describe('ordens-servico: stamps and lifecycle', () => {
  const S = STATUS_IDS.ordemServico;
  it('the server sets data_abertura on create and data_conclusao on Concluída; client values are ignored', async () => {
    const c = await cliente();
    const os = await created('ordens-servico', { cliente_id: c.id, descricao: 'Coleta urgente', data_abertura: '2000-01-01T00:00:00Z', data_prevista: '2026-12-10' });
    expect(os.status_id).toBe(S.aberta);
    expect(Date.now() - Date.parse(os.data_abertura as string)).toBeLessThan(60_000);
    expect(os.data_conclusao).toBeNull();
    const started = (await api('PUT', `/v1/ordens-servico/${os.id}`, { status_id: S.emAndamento, version: os.version })).json();
    expect(started.data_conclusao).toBeNull();
    const done = (await api('PUT', `/v1/ordens-servico/${os.id}`, { status_id: S.concluida, version: started.version })).json();
    expect(Date.now() - Date.parse(done.data_conclusao)).toBeLessThan(60_000);
    expect(done.data_abertura).toBe(os.data_abertura);
    expect((await api('PUT', `/v1/ordens-servico/${os.id}`, { status_id: S.cancelada, version: done.version })).statusCode).toBe(409);
  });
});

describe('insumos: derived value and card', () => {
  it('valor_total is quantity times unit value, whatever the client sends; the card keeps its last four digits', async () => {
    const v = await created('veiculos', { placa: 'INS1A23', modelo: 'Van' });
    const i = await created('insumos', {
      data: '2026-11-20T10:00:00-03:00', veiculo_id: v.id, descricao: 'Diesel S10', quantidade: 120.5, valor_unitario: 6.19,
      valor_total: 1, cartao: '4111 1111 1111 1234', status_id: STATUS_IDS.insumo.aprovado,
    });
    expect(i).toMatchObject({ valor_total: 745.9, cartao: '1234' });
    const res = await api('PUT', `/v1/insumos/${i.id}`, { quantidade: 10, version: i.version });
    expect(res.json().valor_total).toBe(61.9);
  });
});

describe('audit trail', () => {
  it('records each write with who, when and each changed field; newest first; lines by path', async () => {
    const [o, d, m] = [await ponto('H-O'), await ponto('H-D'), await material('H-M')];
    const c = await cliente();
    const s = await created('solicitacoes', { cliente_id: c.id, origem_id: o.id, destino_id: d.id, data_prevista: '2026-12-01', itens: [{ material_id: m.id, quantidade: 1 }] });
    const line = (s.itens as Body[])[0];
    const upd = await api('PUT', `/v1/solicitacoes/${s.id}`, { data_prevista: '2026-12-05', itens: [{ ...line, quantidade: 3 }, { material_id: m.id, quantidade: 7 }], version: s.version });
    expect(upd.statusCode).toBe(200);
    await api('PUT', `/v1/solicitacoes/${s.id}`, { status_id: STATUS_IDS.solicitacao.planejada, version: upd.json().version });
    const history = (await api('GET', `/v1/solicitacoes/${s.id}/historico`)).json();
    expect(history.total).toBe(3);
    expect(history.data.map((e: Body) => e.action)).toEqual(['transition', 'update', 'create']);
    expect(history.data[0]).toMatchObject({ user_name: 'Admin', changes: { status_id: { from: STATUS_IDS.solicitacao.aberta, to: STATUS_IDS.solicitacao.planejada } } });
    expect(history.data[1].changes).toEqual({
      data_prevista: { from: '2026-12-01', to: '2026-12-05' },
      'itens.1.quantidade': { from: 1, to: 3 },
      'itens.2': { to: { material_id: m.id, quantidade: 7, peso_kg: null, volume_m3: null } },
    });
    expect(history.data[2].changes.cliente_id).toEqual({ to: c.id });
    // References read as on screen.
    expect(history.labels[c.id as string]).toBe(c.nome);
    expect(history.labels[STATUS_IDS.solicitacao.planejada]).toBe('Planejada');
    expect(history.labels[m.id as string]).toBe('H-M - Material H-M');
  });

  it('a rolled-back write leaves no entry; a password shows only as changed', async () => {
    const u = await created('usuarios', { firstName: 'Audit', email: 'audit@example.com', password: 'audit-pass-1', tipo_id: USER_TYPES.outros.id, roles: [] });
    await api('PUT', `/v1/usuarios/${u.id}`, { password: 'audit-pass-2', version: u.version });
    await api('PUT', `/v1/usuarios/${u.id}`, { email: 'not-an-email', version: 2 });
    const history = (await api('GET', `/v1/usuarios/${u.id}/historico`)).json();
    expect(history.data.map((e: Body) => e.action)).toEqual(['update', 'create']);
    expect(history.data[0].changes).toEqual({ password: { changed: true } });
    expect(JSON.stringify(history)).not.toContain('audit-pass');
  });

  it('needs the view role (403), and records deletes too', async () => {
    const g = await created('grupos', { nome: 'Grupo auditado' });
    await api('DELETE', `/v1/grupos/${g.id}`);
    const history = (await api('GET', `/v1/grupos/${g.id}/historico`)).json();
    expect(history.data.map((e: Body) => e.action)).toEqual(['delete', 'create']);
    await created('usuarios', { firstName: 'Sem', email: 'sem-historico@example.com', password: 'sem-historico-1', tipo_id: USER_TYPES.outros.id, roles: [] });
    const theirs = (await t.login('sem-historico@example.com', 'sem-historico-1')).access;
    expect((await api('GET', `/v1/grupos/${g.id}/historico`, undefined, theirs)).statusCode).toBe(403);
    expect((await api('GET', '/v1/grupos/0190ffff-0000-7000-8000-000000000000/historico')).statusCode).toBe(404);
  });
});

describe('ocorrencias and materiais', () => {
  it('an occurrence that asks for a photo; a material with its unit', async () => {
    const o = await created('ocorrencias', { nome: 'Avaria', exige_foto: true, tipo_id: null });
    expect(o.exige_foto).toBe(true);
    await refused('materiais', () => api('POST', '/v1/materiais', { codigo: 'U-1', descricao: 'X', unidade: 'TON' }), 'unidade');
    const m = await material('U-2');
    expect(m).toMatchObject({ unidade: 'CX', controla_lote: false, controla_validade: false, ativo: true });
    expect(GRUPO_IDS.ocorrencia).toBeTruthy();
  });
});
