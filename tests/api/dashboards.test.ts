import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import agendamentos from '../../src/resources/agendamentos';
import insumos from '../../src/resources/insumos';
import itinerarios from '../../src/resources/itinerarios';
import ordensServico from '../../src/resources/ordens-servico';
import { USER_TYPES } from '../../src/registry/seedIds';
import { bearer, signedInApp } from './helpers';

/**
 * GET /v1/dashboards/* (server/dashboards/): fixed rows inserted here, every figure compared with a
 * value computed by hand below. The period 2026-01-28..2026-02-03 crosses a month; the time zone is
 * the default America/Sao_Paulo (UTC-3 all year), so 02:30 UTC belongs to the day before.
 */
type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const t = signedInApp();
const PERIOD = 'de=2026-01-28&ate=2026-02-03';
const DAYS = ['2026-01-28', '2026-01-29', '2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02', '2026-02-03'];
const id = () => uuidv7();
const C = { a: id(), b: id() };
const OS = ordensServico.statusIds;
const IT = itinerarios.statusIds;
const ids: Record<string, string> = {};

const get = async (path: string, as = t.admin, lang = 'en') => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/dashboards/${path}`, headers: { ...bearer(as), 'accept-language': lang } });
  return { status: res.statusCode, body: res.json() as Body };
};
const ok = async (path: string, as = t.admin) => {
  const r = await get(path, as);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const sql = (text: string, values: unknown[] = []) => t.pool.query(text, values);
const counts = (statuses: Body[]) => Object.fromEntries(statuses.map((s) => [s.key, s.total]));
const column = (serie: Body[], key: string) => serie.map((p) => p[key]);
let n = 0;
const userWith = async (roles: string[]) => {
  const email = `dash${++n}@example.com`;
  const res = await t.app.inject({
    method: 'POST', url: '/v1/usuarios', headers: bearer(t.admin),
    payload: { firstName: `Dash ${n}`, email, password: 'dash-password-1', roles, tipo_id: USER_TYPES.outros.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (await t.login(email, 'dash-password-1')).access;
};

const insertOrders = async () => {
  // [name, client, opened (UTC), status, due, concluded (UTC)]
  const rows: [string, string, string, string, string | null, string | null][] = [
    ['o1', C.a, '2026-01-28T12:00:00Z', OS.aberta, '2026-01-30', null],
    ['o2', C.a, '2026-01-29T02:30:00Z', OS.concluida, '2026-01-29', '2026-01-31T02:30:00Z'], // 28th 23:30 to 30th 23:30, 48 h
    ['o3', C.b, '2026-02-01T13:00:00Z', OS.concluida, null, '2026-02-03T01:00:00Z'], // concluded the 2nd at 22:00, 36 h
    ['o4', C.b, '2026-01-31T10:00:00Z', OS.concluida, null, '2026-02-02T22:00:00Z'], // 60 h: past the SLA
    ['o5', C.a, '2026-02-04T02:30:00Z', OS.emAndamento, '2026-02-10', null], // opened 3rd 23:30
    ['o6', C.b, '2026-01-20T10:00:00Z', OS.emAndamento, '2026-02-01', null], // opened before, overdue
    ['o7', C.a, '2026-01-28T02:59:00Z', OS.cancelada, '2026-01-25', null], // opened 27th 23:59: outside
    ['o8', C.a, '2026-01-30T15:00:00Z', OS.aberta, '2026-02-03', null], // due on `ate`: not overdue yet
  ];
  for (const [name, cliente, aberta, status, prevista, conclusao] of rows) {
    ids[name] = id();
    await sql(`INSERT INTO ordens_servico (id, cliente_id, status_id, data_abertura, data_prevista, data_conclusao, descricao)
               VALUES ($1, $2, $3, $4, $5, $6, $7)`, [ids[name], cliente, status, aberta, prevista, conclusao, name]);
  }
};

const insertTransport = async () => {
  const [p1, p2, p3, sol, v1, v2, o1, o2, tipo] = Array.from({ length: 9 }, id);
  Object.assign(ids, { oc1: o1, oc2: o2, v1, v2 });
  await sql(`INSERT INTO tipos (id, nome, grupo_id) SELECT $1, 'Dano', grupo_id FROM tipos LIMIT 1`, [tipo]);
  await sql(`INSERT INTO ocorrencias (id, nome, tipo_id) VALUES ($1, 'Avaria', $3), ($2, 'Ausente', NULL)`, [o1, o2, tipo]);
  await sql(`INSERT INTO pontos (id, codigo, nome_fantazia, cliente_id, janela_inicio, janela_fim) VALUES
             ($1, 'D-P1', 'P1', $4, '08:00', '12:00'), ($2, 'D-P2', 'P2', $5, '13:00', '18:00'), ($3, 'D-P3', 'P3', NULL, NULL, NULL)`,
  [p1, p2, p3, C.a, C.b]);
  // A request of client B: its stops are B's even at a place of client A.
  await sql(`INSERT INTO solicitacoes (id, cliente_id, origem_id, destino_id, data_prevista) VALUES ($1, $2, $3, $4, '2026-01-29')`, [sol, C.b, p3, p1]);
  await sql(`INSERT INTO veiculos (id, placa, modelo) VALUES ($1, 'DSH1A11', 'V1'), ($2, 'DSH2B22', 'V2')`, [v1, v2]);
  const itin = async (data: string, status: string, stops: [string, string | null, string | null, string | null][]) => {
    // A driver and a vehicle each: one open itinerary per driver or vehicle and day.
    const [i, mot, vei] = [id(), id(), id()];
    await sql(`INSERT INTO usuarios (id, first_name, email, tipo_id) VALUES ($1, 'Motorista', $3, $2)`, [mot, USER_TYPES.motorista.id, `${mot}@example.com`]);
    await sql(`INSERT INTO veiculos (id, placa, modelo) VALUES ($1, $2, 'Caminhão')`, [vei, vei.slice(-7)]);
    await sql(`INSERT INTO itinerarios (id, data, motorista_id, veiculo_id, status_id) VALUES ($1, $2, $3, $4, $5)`, [i, data, mot, vei, status]);
    let ordem = 0;
    for (const [ponto, solicitacao, finalizado, ocorrencia] of stops) {
      await sql(`INSERT INTO itinerarios_paradas (id, parent_id, ordem, ponto_id, solicitacao_id, finalizado_em, ocorrencia_id)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)`, [id(), i, ++ordem, ponto, solicitacao, finalizado, ocorrencia]);
    }
  };
  await itin('2026-02-03', IT.emAndamento, [
    [p1, null, '2026-02-03T12:00:00Z', null], // A, 09:00 in 08-12: on time
    [p2, null, '2026-02-03T22:30:00Z', o1], // B, 19:30 after 18:00: late
    [p3, null, null, null], // nobody's, open
  ]);
  await itin('2026-02-03', IT.aberto, [[p3, sol, null, null]]); // B
  await itin('2026-01-29', IT.concluido, [
    [p1, sol, '2026-01-29T14:00:00Z', o1], // B by its request, 11:00: on time
    [p3, null, '2026-01-29T15:00:00Z', o2], // no window
    [p2, null, '2026-01-30T17:00:00Z', null], // B, 14:00 but the next day: late
  ]);
  await itin('2026-02-04', IT.aberto, [[p1, null, null, null]]);
  await itin('2026-01-27', IT.concluido, [[p1, null, '2026-01-27T12:00:00Z', o2]]);

  const I = insumos.statusIds;
  // [vehicle, when (UTC), total, status]
  const supplies: [string, string, number, string | null][] = [
    [v1, '2026-01-28T02:30:00Z', 100, I.aprovado], // 27th 23:30: outside
    [v1, '2026-01-28T03:00:00Z', 50, I.aprovado], // 28th 00:00
    [v1, '2026-02-01T12:00:00Z', 30, I.negado],
    [v2, '2026-02-03T12:00:00Z', 200, I.sucesso],
    [v2, '2026-02-04T02:59:00Z', 25, null], // 3rd 23:59
  ];
  for (const [v, data, total, status] of supplies) {
    await sql(`INSERT INTO insumos (id, data, veiculo_id, descricao, valor_total, status_id) VALUES ($1, $2, $3, 'Diesel', $4, $5)`,
      [id(), data, v, total, status]);
  }
};

const insertWarehouse = async () => {
  const [ca, cb, m1, m2, m3, dest, x1, x2] = Array.from({ length: 8 }, id);
  Object.assign(ids, { ca, cb, m1, m2, m3 });
  await sql(`INSERT INTO categorias (id, nome) VALUES ($1, 'Ferragens'), ($2, 'Laticínios')`, [ca, cb]);
  await sql(`INSERT INTO materiais (id, codigo, descricao, categoria_id, valor_unitario) VALUES
             ($1, 'D-M1', 'Parafuso', $4, 2), ($2, 'D-M2', 'Leite', $5, 10), ($3, 'D-M3', 'Areia', NULL, NULL)`, [m1, m2, m3, ca, cb]);
  await sql(`INSERT INTO destinatarios (id, nome, cpf_cnpj) VALUES ($1, 'Loja', '11144477735')`, [dest]);
  await sql(`INSERT INTO expedicoes (id, numero_nf, destinatario_id, cliente_id, data) VALUES
             ($1, '1', $3, $4, '2026-02-02'), ($2, '2', $3, $5, '2026-02-03')`, [x1, x2, dest, C.a, C.b]);
  // [material, quantity, origin, document, when (UTC)]
  const moves: [string, number, string, string | null, string][] = [
    [m1, 100, 'recebimento', null, '2026-01-28T02:30:00Z'], // 27th: outside
    [m1, 40, 'recebimento', null, '2026-01-28T03:30:00Z'],
    [m2, 10, 'recebimento', null, '2026-02-01T12:00:00Z'],
    [m1, -15, 'expedicao', x1, '2026-02-02T12:00:00Z'], // client A
    [m2, -4, 'expedicao', x2, '2026-02-04T02:00:00Z'], // client B, 3rd 23:00
    [m1, -1, 'ajuste', null, '2026-02-01T12:00:00Z'], // neither inbound nor outbound
  ];
  for (const [m, q, origem, doc, at] of moves) {
    await sql(`INSERT INTO estoque_movimentos (id, material_id, endereco, quantidade, origem, documento_id, created_at)
               VALUES ($1, $2, 'A-01-01-01', $3, $4, $5, $6)`, [id(), m, q, origem, doc, at]);
  }
  // [material, lot, bin, expiry, quantity, blocked]
  const balances: [string, string, string, string | null, number, number][] = [
    [m1, 'L1', 'A-01-01-01', '2026-02-20', 100, 5],
    [m1, 'L1', 'A-01-01-02', '2026-02-20', 20, 0],
    [m1, 'L2', 'A-01-01-03', '2026-03-10', 4, 0], // 35 days after `ate`
    [m2, 'LX', 'B-01-01-01', '2026-02-01', 7, 7], // expired before `ate`
    [m2, 'LY', 'B-01-01-02', '2026-03-05', 3, 0], // exactly 30 days after `ate`
    [m3, '', 'C-01-01-01', null, 2.5, 0],
    [m3, '', 'C-01-01-02', null, 0, 0],
  ];
  for (const [m, lote, endereco, validade, q, b] of balances) {
    await sql(`INSERT INTO estoque_saldos (material_id, lote, endereco, validade, quantidade, bloqueada) VALUES ($1, $2, $3, $4, $5, $6)`,
      [m, lote, endereco, validade, q, b]);
  }
  const A = agendamentos.statusIds;
  // [tipo, day, dock, client, status]
  const bookings: [string, string, number, string | null, string][] = [
    ['recebimento', '2026-02-03', 1, C.a, A.agendado],
    ['expedicao', '2026-02-03', 1, C.b, A.concluido],
    ['recebimento', '2026-02-03', 3, C.a, A.cancelado],
    ['recebimento', '2026-02-04', 2, C.a, A.agendado],
  ];
  let hour = 6;
  for (const [tipo, data, doca, cliente, status] of bookings) {
    await sql(`INSERT INTO agendamentos (id, tipo, data, hora_inicio, hora_fim, doca, cliente_id, status_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id(), tipo, data, `${++hour}:00`, `${hour}:30`, doca, cliente, status]);
  }
  await sql('UPDATE configuracoes SET docas = 3');
};

beforeAll(async () => {
  await sql(`INSERT INTO clientes (id, nome, cpf_cnpj) VALUES ($1, 'Cliente A', '52998224725'), ($2, 'Cliente B', '11144477735')`, [C.a, C.b]);
  await insertOrders();
  await insertTransport();
  await insertWarehouse();
});

describe('ordens-servico', () => {
  it('counts per status, opened vs concluded per day (02:30 UTC counts for the day before), SLA and overdue', async () => {
    const d = await ok(`ordens-servico?${PERIOD}`);
    expect(d.periodo).toEqual({ de: '2026-01-28', ate: '2026-02-03', fuso_horario: 'America/Sao_Paulo', dias: 7, granularidade: 'dia', cliente_id: null });
    expect(Date.parse(d.as_of)).toBeGreaterThan(Date.now() - 60_000);
    expect(counts(d.por_status)).toEqual({ aberta: 2, emAndamento: 1, concluida: 3, cancelada: 0 });
    expect(d.por_status[0]).toMatchObject({ id: OS.aberta, label: 'resources.ordens-servico.statuses.aberta', nome: 'Aberta', tom: 'neutral', cor: '#e0e0e0' });
    expect(column(d.serie, 'data')).toEqual(DAYS);
    expect(column(d.serie, 'fim')).toEqual(DAYS);
    expect(column(d.serie, 'abertas')).toEqual([2, 0, 1, 1, 1, 0, 1]);
    expect(column(d.serie, 'concluidas')).toEqual([0, 0, 1, 0, 0, 2, 0]);
    // 48 h, 36 h and 60 h: 48 on average, two within the 48 h SLA (the default while the settings leave it empty).
    expect(d.conclusao).toEqual({ concluidas: 3, media_horas: 48, no_sla: 2, sla_horas: 48, no_sla_fracao: 2 / 3 });
    expect(d.atrasadas.total).toBe(2);
    expect(d.atrasadas.primeiras.map((o: Body) => [o.id, o.data_prevista, o.cliente])).toEqual([
      [ids.o1, '2026-01-30', 'Cliente A'], [ids.o6, '2026-02-01', 'Cliente B'],
    ]);
    // The orders' list filtered by days of a date-time counts the company's days, whole (issue 28's
    // drill-downs): o2, opened 02:30 UTC on the 29th, is the 28th's; o7, 02:59 UTC on the 28th, the 27th's.
    const list = async (q: string) => (await t.app.inject({ method: 'GET', url: `/v1/ordens-servico?limit=1&${q}`, headers: bearer(t.admin) })).json().total;
    expect(await list('data_abertura_gte=2026-01-28&data_abertura_lte=2026-02-03')).toBe(6);
    expect(await list(`data_abertura_gte=2026-01-28&data_abertura_lte=2026-01-28&status_id=${OS.concluida}`)).toBe(1);
    expect(await list('data_conclusao_gte=2026-01-30&data_conclusao_lte=2026-01-30')).toBe(1);
  });

  it("follows the settings' SLA", async () => {
    await sql('UPDATE configuracoes SET sla_ordem_servico_horas = 36');
    try {
      const d = await ok(`ordens-servico?${PERIOD}`);
      expect(d.conclusao).toMatchObject({ no_sla: 1, sla_horas: 36, no_sla_fracao: 1 / 3 });
    } finally {
      await sql('UPDATE configuracoes SET sla_ordem_servico_horas = NULL');
    }
  });

  it("a client's figures only", async () => {
    const a = await ok(`ordens-servico?${PERIOD}&cliente_id=${C.a}`);
    expect(a.periodo.cliente_id).toBe(C.a);
    expect(counts(a.por_status)).toEqual({ aberta: 2, emAndamento: 1, concluida: 1, cancelada: 0 });
    expect(column(a.serie, 'abertas')).toEqual([2, 0, 1, 0, 0, 0, 1]);
    expect(column(a.serie, 'concluidas')).toEqual([0, 0, 1, 0, 0, 0, 0]);
    expect(a.conclusao).toMatchObject({ concluidas: 1, media_horas: 48, no_sla: 1 });
    expect(a.atrasadas).toEqual({ total: 1, primeiras: [expect.objectContaining({ id: ids.o1, cliente_id: C.a })] });
    const b = await ok(`ordens-servico?${PERIOD}&cliente_id=${C.b}`);
    expect(counts(b.por_status)).toEqual({ aberta: 0, emAndamento: 0, concluida: 2, cancelada: 0 });
    expect(b.conclusao).toMatchObject({ concluidas: 2, media_horas: 48, no_sla: 1 });
    expect(b.atrasadas.primeiras.map((o: Body) => o.cliente_id)).toEqual([C.b]);
  });
});

describe('transportes', () => {
  it("the day's itineraries, stops finished and on time, occurrences, supplies per vehicle", async () => {
    const d = await ok(`transportes?${PERIOD}`);
    expect(d.itinerarios_hoje.data).toBe('2026-02-03');
    expect(d.itinerarios_hoje.total).toBe(2);
    expect(counts(d.itinerarios_hoje.por_status)).toEqual({ aberto: 1, emAndamento: 1, concluido: 0, cancelado: 0 });
    expect(d.paradas).toEqual({ total: 7, finalizadas: 5, finalizadas_fracao: 5 / 7 });
    expect(d.pontualidade).toEqual({ no_prazo: 2, fora_do_prazo: 2, sem_janela: 1, no_prazo_fracao: 0.5 });
    expect(d.ocorrencias).toEqual([
      { ocorrencia_id: ids.oc1, nome: 'Avaria', tipo_id: expect.any(String), tipo: 'Dano', total: 2 },
      { ocorrencia_id: ids.oc2, nome: 'Ausente', tipo_id: null, tipo: null, total: 1 },
    ]);
    // 50 (00:00 of the 28th) + 200 + 25 (23:59 of the 3rd); 100 is the 27th's, 30 was refused.
    expect(d.insumos).toEqual({
      total: 275, veiculos: 2,
      por_veiculo: [
        { veiculo_id: ids.v2, placa: 'DSH2B22', total: 225, lancamentos: 2 },
        { veiculo_id: ids.v1, placa: 'DSH1A11', total: 50, lancamentos: 2 }, // the refused supply is an entry that costs nothing
      ],
    });
  });

  it("a client's stops only: a request's client first, else the place's", async () => {
    const a = await ok(`transportes?${PERIOD}&cliente_id=${C.a}`);
    expect(a.itinerarios_hoje.total).toBe(1);
    expect(counts(a.itinerarios_hoje.por_status)).toMatchObject({ aberto: 0, emAndamento: 1 });
    expect(a.paradas).toEqual({ total: 1, finalizadas: 1, finalizadas_fracao: 1 });
    expect(a.pontualidade).toEqual({ no_prazo: 1, fora_do_prazo: 0, sem_janela: 0, no_prazo_fracao: 1 });
    expect(a.ocorrencias).toEqual([]);
    expect(a.insumos).toBeNull();
    const b = await ok(`transportes?${PERIOD}&cliente_id=${C.b}`);
    expect(counts(b.itinerarios_hoje.por_status)).toMatchObject({ aberto: 1, emAndamento: 1 });
    expect(b.paradas).toEqual({ total: 4, finalizadas: 3, finalizadas_fracao: 0.75 });
    expect(b.pontualidade).toEqual({ no_prazo: 1, fora_do_prazo: 2, sem_janela: 0, no_prazo_fracao: 1 / 3 });
    expect(b.ocorrencias.map((o: Body) => [o.nome, o.total])).toEqual([['Avaria', 2]]);
  });
});

describe('armazenamento', () => {
  it('stock per category, inbound and outbound per day, bookings per dock, expiring lots, blocked stock', async () => {
    const d = await ok(`armazenamento?${PERIOD}`);
    expect(d.estoque_por_categoria).toEqual([
      { categoria_id: ids.ca, nome: 'Ferragens', quantidade: 124, valor: 248, materiais: 1 },
      { categoria_id: ids.cb, nome: 'Laticínios', quantidade: 10, valor: 100, materiais: 1 },
      { categoria_id: null, nome: null, quantidade: 2.5, valor: 0, materiais: 1 },
    ]);
    expect(column(d.movimentos.serie, 'data')).toEqual(DAYS);
    expect(column(d.movimentos.serie, 'entradas')).toEqual([40, 0, 0, 0, 10, 0, 0]);
    expect(column(d.movimentos.serie, 'saidas')).toEqual([0, 0, 0, 0, 0, 15, 4]);
    expect(d.movimentos.total).toEqual({ entradas: 50, saidas: 19 });
    expect(d.agendamentos_hoje).toEqual({
      data: '2026-02-03',
      por_doca: [
        { doca: 1, total: 2, recebimento: 1, expedicao: 1 },
        { doca: 2, total: 0, recebimento: 0, expedicao: 0 },
        { doca: 3, total: 0, recebimento: 0, expedicao: 0 },
      ],
    });
    expect(d.lotes_vencendo.dias).toBe(30);
    expect(d.lotes_vencendo.total).toBe(2);
    expect(d.lotes_vencendo.primeiros.map((l: Body) => [l.codigo, l.lote, l.validade, l.quantidade])).toEqual([
      ['D-M1', 'L1', '2026-02-20', 120], ['D-M2', 'LY', '2026-03-05', 3],
    ]);
    expect(d.bloqueado.total).toBe(12);
    expect(d.bloqueado.materiais).toBe(2);
    expect(d.bloqueado.por_material.map((m: Body) => [m.codigo, m.bloqueada])).toEqual([['D-M2', 7], ['D-M1', 5]]);
  });

  it("a client's shipments and bookings only; stock, which has no client, is not answered", async () => {
    const a = await ok(`armazenamento?${PERIOD}&cliente_id=${C.a}`);
    expect(a.estoque_por_categoria).toBeNull();
    expect(a.lotes_vencendo).toBeNull();
    expect(a.bloqueado).toBeNull();
    expect(column(a.movimentos.serie, 'entradas')).toEqual(DAYS.map(() => null));
    expect(column(a.movimentos.serie, 'saidas')).toEqual([0, 0, 0, 0, 0, 15, 0]);
    expect(a.movimentos.total).toEqual({ entradas: null, saidas: 15 });
    expect(a.agendamentos_hoje.por_doca.map((x: Body) => x.total)).toEqual([1, 0, 0]);
    const b = await ok(`armazenamento?${PERIOD}&cliente_id=${C.b}`);
    expect(column(b.movimentos.serie, 'saidas')).toEqual([0, 0, 0, 0, 0, 0, 4]);
    expect(b.agendamentos_hoje.por_doca[0]).toEqual({ doca: 1, total: 1, recebimento: 0, expedicao: 1 });
  });
  it('the quarter-hour rollup follows the ledger (migration 0017)', async () => {
    const sums = `SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00') AS inicio, origem,
                         sum(quantidade)::float8 AS quantidade, count(*)::int AS movimentos
                    FROM estoque_movimentos GROUP BY 1, 2 ORDER BY 1, 2`;
    const rollup = `SELECT inicio, origem, quantidade::float8 AS quantidade, movimentos FROM estoque_movimentos_quartos
                     WHERE movimentos > 0 ORDER BY 1, 2`;
    expect((await sql(rollup)).rows).toEqual((await sql(sums)).rows);
    // One statement, two movements in one quarter (23:50 and 23:59 of the 9th in São Paulo), one in the next day's first.
    const day = (d: string) => ok(`armazenamento?de=${d}&ate=${d}`);
    await sql(`INSERT INTO estoque_movimentos (id, material_id, endereco, quantidade, origem, created_at) VALUES
               ($1, $4, 'A-01-01-01', 5, 'recebimento', '2026-02-10T02:50:00Z'), ($2, $4, 'A-01-01-01', 2, 'recebimento', '2026-02-10T02:59:59Z'),
               ($3, $4, 'A-01-01-01', -1, 'expedicao', '2026-02-10T03:00:00Z')`, [id(), id(), id(), ids.m1]);
    expect((await day('2026-02-09')).movimentos.total).toEqual({ entradas: 7, saidas: 0 });
    expect((await day('2026-02-10')).movimentos.total).toEqual({ entradas: 0, saidas: 1 });
    expect((await sql(rollup)).rows).toEqual((await sql(sums)).rows);
  });
});

describe('consolidado and periods', () => {
  it('the three together, the same figures', async () => {
    const d = await ok(`consolidado?${PERIOD}&cliente_id=${C.b}`);
    expect(d.periodo.cliente_id).toBe(C.b);
    const [os, tr, ar] = await Promise.all(['ordens-servico', 'transportes', 'armazenamento'].map((x) => ok(`${x}?${PERIOD}&cliente_id=${C.b}`)));
    for (const [part, alone] of [[d.ordens_servico, os], [d.transportes, tr], [d.armazenamento, ar]]) {
      const { as_of: _a, periodo: _p, ...figures } = alone;
      expect(part).toEqual(figures);
    }
  });

  it('an empty period: zeros, every day present', async () => {
    const range = 'de=2025-06-01&ate=2025-06-10';
    const os = await ok(`ordens-servico?${range}`);
    expect(os.serie).toHaveLength(10);
    expect(os.serie.every((p: Body) => p.abertas === 0 && p.concluidas === 0)).toBe(true);
    expect(os.por_status.map((s: Body) => s.total)).toEqual([0, 0, 0, 0]);
    expect(os.conclusao).toEqual({ concluidas: 0, media_horas: null, no_sla: 0, sla_horas: 48, no_sla_fracao: null });
    expect(os.atrasadas).toEqual({ total: 0, primeiras: [] });
    const tr = await ok(`transportes?${range}`);
    expect(tr.itinerarios_hoje.total).toBe(0);
    expect(tr.paradas).toEqual({ total: 0, finalizadas: 0, finalizadas_fracao: null });
    expect(tr.pontualidade).toEqual({ no_prazo: 0, fora_do_prazo: 0, sem_janela: 0, no_prazo_fracao: null });
    expect(tr.ocorrencias).toEqual([]);
    expect(tr.insumos).toEqual({ total: 0, veiculos: 0, por_veiculo: [] });
    const ar = await ok(`armazenamento?${range}`);
    expect(ar.movimentos.serie).toHaveLength(10);
    expect(ar.movimentos.serie.every((p: Body) => p.entradas === 0 && p.saidas === 0)).toBe(true);
    expect(ar.agendamentos_hoje.por_doca.map((x: Body) => x.total)).toEqual([0, 0, 0]);
    expect(ar.lotes_vencendo).toEqual({ dias: 30, total: 0, primeiros: [] });
  });

  it('past 92 days the series are weekly from `de`, the last week cut at `ate`', async () => {
    const d = await ok('ordens-servico?de=2025-02-04&ate=2026-02-03');
    expect(d.periodo).toMatchObject({ dias: 365, granularidade: 'semana' });
    expect(d.serie).toHaveLength(53);
    expect(d.serie[0]).toMatchObject({ data: '2025-02-04', fim: '2025-02-10' });
    expect(d.serie[52]).toMatchObject({ data: '2026-02-03', fim: '2026-02-03' });
    // Every order opened in the year: o7 (27th) and o6 (20th) too; the 28th-3rd week holds 6 of them.
    expect(d.serie.reduce((s: number, p: Body) => s + p.abertas, 0)).toBe(8);
    expect(d.serie[51]).toMatchObject({ data: '2026-01-27', fim: '2026-02-02', abertas: 6 });
    const ar = await ok('armazenamento?de=2025-02-04&ate=2026-02-03');
    expect(ar.movimentos.serie[51]).toMatchObject({ entradas: 150, saidas: 15 });
  });

  it('defaults to the 30 days ending today in the time zone of the settings', async () => {
    const [{ today }] = (await sql(`SELECT (now() AT TIME ZONE 'America/Sao_Paulo')::date::text AS today`)).rows;
    const d = await ok('transportes');
    expect(d.periodo).toMatchObject({ ate: today, dias: 30, granularidade: 'dia' });
    expect(d.itinerarios_hoje.data).toBe(today);
    await sql(`UPDATE configuracoes SET fuso_horario = 'Asia/Tokyo'`);
    try {
      const [{ tokyo }] = (await sql(`SELECT (now() AT TIME ZONE 'Asia/Tokyo')::date::text AS tokyo`)).rows;
      const tk = await ok(`ordens-servico?${PERIOD}`);
      expect(tk.periodo).toMatchObject({ fuso_horario: 'Asia/Tokyo' });
      expect((await ok('ordens-servico')).periodo.ate).toBe(tokyo);
      // In Tokyo (UTC+9) o7 opened on the 28th, o2 on the 29th, o8 on the 31st and o5 on the 4th, outside.
      expect(column(tk.serie, 'abertas')).toEqual([2, 1, 0, 2, 1, 0, 0]);
    } finally {
      await sql(`UPDATE configuracoes SET fuso_horario = 'America/Sao_Paulo'`);
    }
  });
});

describe('refusals', () => {
  it('403 without the role of each dashboard; each role opens its own', async () => {
    const none = await userWith(['view-ordens-servico', 'view-produtos']);
    for (const name of ['ordens-servico', 'transportes', 'armazenamento', 'consolidado']) {
      expect((await get(name, none)).status, name).toBe(403);
    }
    const roles = {
      'ordens-servico': 'view-dashboard-ordens-servico', transportes: 'view-dashboard-transportes',
      armazenamento: 'view-dashboard-armazenamento', consolidado: 'view-dashboard',
    };
    for (const [name, role] of Object.entries(roles)) {
      const only = await userWith([role]);
      for (const other of Object.keys(roles)) {
        expect((await get(`${other}?${PERIOD}`, only)).status, `${role} on ${other}`).toBe(other === name ? 200 : 403);
      }
    }
  });

  it('400 naming the field, translated', async () => {
    const cases: [string, string, RegExp][] = [
      ['de=2026-02-30', 'de', /data válida/],
      ['ate=03/02/2026', 'ate', /data válida/],
      ['de=2026-02-04&ate=2026-02-03', 'ate', /anterior à data inicial/],
      ['de=2025-02-02&ate=2026-02-03', 'de', /no máximo 366 dias/],
      ['cliente_id=abc', 'cliente_id', /./],
      [`cliente_id=${uuidv7()}`, 'cliente_id', /./],
      ['periodo=7', 'periodo', /./],
    ];
    for (const [query, field, message] of cases) {
      const r = await get(`ordens-servico?${query}`, t.admin, 'pt-BR');
      expect(r.status, query).toBe(400);
      expect(Object.keys(r.body.fields), query).toEqual([field]);
      expect(r.body.fields[field], query).toMatch(message);
    }
    // The message itself names the rule and the dates, not only "some fields are invalid" (issue 28).
    const inverted = await get('ordens-servico?de=2026-02-04&ate=2026-02-03', t.admin, 'pt-BR');
    expect(inverted.body.message).toBe('Período invertido: o fim (03/02/2026) é anterior ao início (04/02/2026)');
    expect((await get('ordens-servico?de=2025-02-02&ate=2026-02-03', t.admin, 'pt-BR')).body.message).toMatch(/no máximo 366 dias/);
    // 366 days is the most a period may span.
    expect((await get('ordens-servico?de=2025-02-03&ate=2026-02-03')).status).toBe(200);
  });
});
