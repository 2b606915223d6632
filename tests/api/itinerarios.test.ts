import { beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { STATUS_IDS } from '../seeded';
import { cpfFrom } from '../../server/db/demo';
import { bearer, signedInApp } from './helpers';

/** Itineraries, planning, finishing stops, proof of delivery, the board, the driver's day (docs/domain.md "Flows"). */
type Body = Record<string, unknown>;
const I = STATUS_IDS.itinerario;
const S = STATUS_IDS.solicitacao;
const t = signedInApp();
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n% not an image\n');

const { api, ok } = t;
const upload = async (data: Buffer, type: string, as = t.admin) =>
  t.app.inject({ method: 'POST', url: '/v1/arquivos', headers: { ...bearer(as), 'content-type': type }, payload: data });

let n = 0;
const driver = async () => {
  const i = ++n;
  const u = await ok('POST', '/v1/usuarios', {
    firstName: `Motorista ${i}`, email: `motorista${i}@exemplo.com.br`, password: 'motorista-123', tipo_id: USER_TYPES.motorista.id, roles: [],
  });
  return { ...u, id: u.id as string, firstName: u.firstName as string, token: (await t.login(`motorista${i}@exemplo.com.br`, 'motorista-123')).access };
};
const vehicle = (ativo = true) => ok('POST', '/v1/veiculos', { placa: `ITN${String(++n).padStart(4, '0')}`, modelo: 'Truck', ativo });
const place = (extra: Body = {}) => ok('POST', '/v1/pontos', { codigo: `IT-${++n}`, nome_fantazia: `Ponto ${n}`, cidade: 'Campinas', uf: 'SP', ...extra });
let client: Body;
let material: Body;
const request = async () => ok('POST', '/v1/solicitacoes', {
  cliente_id: client.id, origem_id: (await place()).id, destino_id: (await place()).id, data_prevista: today,
  itens: [{ material_id: material.id, quantidade: 5 }],
});
const itinerary = async (extra: Body = {}) => {
  const d = await driver();
  const v = await vehicle();
  return { it: await ok('POST', '/v1/itinerarios', { data: today, motorista_id: d.id, veiculo_id: v.id, ...extra }), driver: d, vehicle: v };
};
const finish = (itId: unknown, stopId: unknown, body: Body, as = t.admin, headers: Record<string, string> = {}) =>
  api('PUT', `/v1/itinerarios/${itId}/pontos/${stopId}/finalizar`, body, as, headers);
const now = () => new Date().toISOString();

beforeAll(async () => {
  client = await ok('POST', '/v1/clientes', { tipo_pessoa: 'PF', nome: 'Cliente Itinerários', cpf_cnpj: cpfFrom('123123123') });
  material = await ok('POST', '/v1/materiais', { codigo: 'IT-MAT', descricao: 'Caixas', unidade: 'CX' });
});

describe('one driver, one vehicle, one day', () => {
  it('starts Aberto with a number; the driver must be a Motorista and the vehicle active', async () => {
    const { it: first } = await itinerary();
    const { it: second } = await itinerary();
    expect(first.status_id).toBe(I.aberto);
    expect(second.numero).toBe((first.numero as number) + 1);
    const office = await ok('POST', '/v1/usuarios', { firstName: 'Escritório', email: 'escritorio-it@example.com', password: 'escritorio-1', tipo_id: USER_TYPES.gestor.id, roles: [] });
    const res = await api('POST', '/v1/itinerarios', { data: today, motorista_id: office.id, veiculo_id: (await vehicle()).id });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['motorista_id']);
    const inactive = await api('POST', '/v1/itinerarios', { data: today, motorista_id: (await driver()).id, veiculo_id: (await vehicle(false)).id });
    expect(inactive.statusCode).toBe(400);
    expect(Object.keys(inactive.json().fields)).toEqual(['veiculo_id']);
  });

  it('the same driver or vehicle on two open itineraries of a day is a 409 naming the other; a cancelled one frees them', async () => {
    const { it, driver: d, vehicle: v } = await itinerary();
    const again = await api('POST', '/v1/itinerarios', { data: today, motorista_id: d.id, veiculo_id: (await vehicle()).id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(String(it.numero));
    expect(Object.keys(again.json().fields)).toEqual(['motorista_id']);
    const sameVehicle = await api('POST', '/v1/itinerarios', { data: today, motorista_id: (await driver()).id, veiculo_id: v.id });
    expect(sameVehicle.statusCode).toBe(409);
    expect(Object.keys(sameVehicle.json().fields)).toEqual(['veiculo_id']);
    // Another day is fine.
    await ok('POST', '/v1/itinerarios', { data: '2030-01-02', motorista_id: d.id, veiculo_id: v.id });
    await ok('PUT', `/v1/itinerarios/${it.id}`, { status_id: I.cancelado, version: it.version });
    await ok('POST', '/v1/itinerarios', { data: today, motorista_id: d.id, veiculo_id: v.id });
  });

  it('20 planners creating an itinerary for one driver and day at once: exactly one succeeds', async () => {
    const d = await driver();
    const vehicles = await Promise.all(Array.from({ length: 20 }, () => vehicle()));
    const answers = await Promise.all(vehicles.map((v) => api('POST', '/v1/itinerarios', { data: '2030-06-01', motorista_id: d.id, veiculo_id: v.id })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const count = await t.pool.query(`SELECT count(*)::int AS n FROM itinerarios WHERE motorista_id = $1 AND data = '2030-06-01'`, [d.id]);
    expect(count.rows[0].n).toBe(1);
  });

  it('a route fills the stops of a new itinerary', async () => {
    const [a, b, c] = [await place(), await place(), await place()];
    const rota = await ok('POST', '/v1/rotas', { codigo: `ROTA-${++n}`, nome: 'Rota do dia', paradas: [{ ponto_id: a.id }, { ponto_id: b.id }, { ponto_id: c.id }] });
    const { it } = await itinerary({ rota_id: rota.id });
    expect((it.paradas as Body[]).map((p) => p.ponto_id)).toEqual([a.id, b.id, c.id]);
  });
});

describe('planning requests', () => {
  it('adds a pickup at each origin and a delivery at each destination; the requests become Planejada', async () => {
    const [r1, r2] = [await request(), await request()];
    const { it } = await itinerary();
    const planned = await ok('POST', `/v1/itinerarios/${it.id}/planejar`, { solicitacao_ids: [r1.id, r2.id] });
    expect((planned.paradas as Body[]).map((p) => [p.ponto_id, p.solicitacao_id, p.tipo])).toEqual([
      [r1.origem_id, r1.id, 'coleta'], [r1.destino_id, r1.id, 'entrega'], [r2.origem_id, r2.id, 'coleta'], [r2.destino_id, r2.id, 'entrega'],
    ]);
    for (const r of [r1, r2]) expect((await ok('GET', `/v1/solicitacoes/${r.id}`)).status_id).toBe(S.planejada);
    const history = await ok('GET', `/v1/itinerarios/${it.id}/historico`);
    expect((history.data as Body[])[0].action).toBe('planejar');
  });

  it('refuses a request that is Cancelada or already Planejada elsewhere (409), and changes nothing', async () => {
    const cancelled = await request();
    await ok('PUT', `/v1/solicitacoes/${cancelled.id}`, { status_id: S.cancelada, version: cancelled.version });
    const planned = await request();
    const { it: other } = await itinerary();
    await ok('POST', `/v1/itinerarios/${other.id}/planejar`, { solicitacao_ids: [planned.id] });
    const { it } = await itinerary();
    const fresh = await request();
    for (const ids of [[fresh.id, cancelled.id], [fresh.id, planned.id]]) {
      const res = await api('POST', `/v1/itinerarios/${it.id}/planejar`, { solicitacao_ids: ids });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/Cancelada|Planejada/);
    }
    expect((await ok('GET', `/v1/solicitacoes/${fresh.id}`)).status_id).toBe(S.aberta);
    expect((await ok('GET', `/v1/itinerarios/${it.id}`)).paradas).toEqual([]);
  });

  it('two planners taking one request at once: one gets it, the other 409', async () => {
    const r = await request();
    const [a, b] = [(await itinerary()).it, (await itinerary()).it];
    const answers = await Promise.all([a, b].map((it) => api('POST', `/v1/itinerarios/${it.id}/planejar`, { solicitacao_ids: [r.id] })));
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
  });

  it('removing the stops of a request returns it to Aberta; the stops are locked once the itinerary has started', async () => {
    const [r1, r2] = [await request(), await request()];
    const { it } = await itinerary();
    const planned = await ok('POST', `/v1/itinerarios/${it.id}/planejar`, { solicitacao_ids: [r1.id, r2.id] });
    const keep = (planned.paradas as Body[]).filter((p) => p.solicitacao_id === r2.id);
    const reordered = await ok('PUT', `/v1/itinerarios/${it.id}`, { paradas: keep, version: planned.version });
    expect((await ok('GET', `/v1/solicitacoes/${r1.id}`)).status_id).toBe(S.aberta);
    expect((await ok('GET', `/v1/solicitacoes/${r2.id}`)).status_id).toBe(S.planejada);
    const started = await ok('PUT', `/v1/itinerarios/${it.id}`, { status_id: I.emAndamento, version: reordered.version });
    const locked = await api('PUT', `/v1/itinerarios/${it.id}`, { paradas: keep.reverse(), version: started.version });
    expect(locked.statusCode).toBe(409);
  });
});

describe('finishing stops', () => {
  const planned = async () => {
    const [r1, r2] = [await request(), await request()];
    const made = await itinerary();
    const it = await ok('POST', `/v1/itinerarios/${made.it.id}/planejar`, { solicitacao_ids: [r1.id, r2.id] });
    return { ...made, it, stops: it.paradas as Body[], requests: [r1, r2] };
  };

  it('the driver finishes the four stops: the first starts the itinerary and its requests, the last concludes them', async () => {
    const { it, stops, driver: d, requests } = await planned();
    const first = await finish(it.id, stops[0].id, { finalizado_em: now(), recebedor_nome: 'Maria', recebedor_documento: '529.982.247-25', lat: -22.9, lng: -47.06 }, d.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status_id).toBe(I.emAndamento);
    expect(first.json().paradas[0]).toMatchObject({ recebedor_nome: 'Maria', recebedor_documento: '52998224725', lat: -22.9, lng: -47.06 });
    for (const r of requests) expect((await ok('GET', `/v1/solicitacoes/${r.id}`)).status_id).toBe(S.emAndamento);
    for (const stop of stops.slice(1)) expect((await finish(it.id, stop.id, { finalizado_em: now(), recebedor_nome: 'Maria' }, d.token)).statusCode).toBe(200);
    const done = await ok('GET', `/v1/itinerarios/${it.id}`);
    expect(done.status_id).toBe(I.concluido);
    for (const r of requests) expect((await ok('GET', `/v1/solicitacoes/${r.id}`)).status_id).toBe(S.concluida);
    const history = (await ok('GET', `/v1/itinerarios/${it.id}/historico`)).data as Body[];
    expect(history.filter((e) => e.action === 'finalizar')).toHaveLength(4);
  });

  it('a second finish is 409, unless it carries the same Idempotency-Key (then the first answer)', async () => {
    const { it, stops, driver: d } = await planned();
    const key = { 'idempotency-key': `fin-${Date.now()}` };
    const body = { finalizado_em: now() };
    const first = await finish(it.id, stops[0].id, body, d.token, key);
    expect(first.statusCode).toBe(200);
    const replay = await finish(it.id, stops[0].id, body, d.token, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(first.body);
    expect((await finish(it.id, stops[0].id, body, d.token)).statusCode).toBe(409);
  });

  it('two finishes of one stop at once: one succeeds, the other is 409', async () => {
    const { it, stops, driver: d } = await planned();
    const answers = await Promise.all([1, 2].map(() => finish(it.id, stops[1].id, { finalizado_em: now(), recebedor_nome: 'Maria' }, d.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const history = (await ok('GET', `/v1/itinerarios/${it.id}/historico`)).data as Body[];
    expect(history.filter((e) => e.action === 'finalizar')).toHaveLength(1);
  });

  it('a driver finishes only the stops of their own itineraries and sees only those', async () => {
    const { it, stops, driver: d } = await planned();
    const intruder = await driver();
    // Another driver's itinerary is not there for them (docs/architecture.md "Owner").
    expect((await finish(it.id, stops[0].id, { finalizado_em: now() }, intruder.token)).statusCode).toBe(404);
    const mine = await itinerary();
    const list = (await ok('GET', '/v1/itinerarios?limit=100', undefined, intruder.token)).data as Body[];
    expect(list).toEqual([]);
    const theirs = (await ok('GET', '/v1/itinerarios?limit=100', undefined, mine.driver.token)).data as Body[];
    expect(theirs.map((x) => x.id)).toEqual([mine.it.id]);
    // Every field of their own, nothing of others'.
    expect(theirs[0]).toHaveProperty('motorista_id');
    expect((await api('GET', `/v1/itinerarios/${it.id}`, undefined, intruder.token)).statusCode).toBe(404);
    expect((await api('GET', `/v1/itinerarios/${it.id}`, undefined, d.token)).statusCode).toBe(200);
    // And cannot rewrite one by the generic routes.
    expect((await api('PUT', `/v1/itinerarios/${it.id}`, { km_inicial: 1, version: it.version }, d.token)).statusCode).toBe(403);
  });

  it.each([
    ['a finish time before the itinerary day', { finalizado_em: '2020-01-01T12:00:00Z' }, 'finalizado_em', 400],
    ['latitude 91', { finalizado_em: 'now', lat: 91 }, 'lat', 400],
    ['a receiver document that is neither CPF nor RG', { finalizado_em: 'now', recebedor_documento: '123.456.789-00' }, 'recebedor_documento', 400],
    ['no finish time', {}, 'finalizado_em', 400],
  ])('refuses %s, naming the field, and finishes nothing', async (_, body, field, status) => {
    const { it, stops, driver: d } = await planned();
    const sent = body as Body;
    const res = await finish(it.id, stops[0].id, { ...sent, ...(sent.finalizado_em === 'now' ? { finalizado_em: now() } : {}) }, d.token);
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(((await ok('GET', `/v1/itinerarios/${it.id}`)).paradas as Body[])[0].finalizado_em).toBeNull();
  });

  // Issue 28: what drivers are really handed. Each kind says what it accepts; a document sent
  // without its kind (a phone on an older build) is a CPF when it has 11 digits, else an RG.
  it.each([
    ['a CPF with its mask', 'cpf', '529.982.247-25', '52998224725'],
    ['a Minas Gerais RG with its letters', 'rg', 'MG-12.345.678', 'MG-12.345.678'],
    ['an old Minas Gerais RG', 'rg', 'm-1.234.567', 'M-1.234.567'],
    ['a São Paulo RG with its check letter and issuer', 'rg', '12.345.678-x ssp/sp', '12.345.678-X SSP/SP'],
    ['another document, as typed', 'outro', '  CNH  01234567890 ', 'CNH 01234567890'],
    ['a CPF sent without its kind', undefined, '529.982.247-25', '52998224725'],
    ['an RG sent without its kind', undefined, 'MG-12.345.678', 'MG-12.345.678'],
  ])('takes %s and says which kind it is', async (_, kind, typed, stored) => {
    const { it, stops, driver: d } = await planned();
    const res = await finish(it.id, stops[0].id, { finalizado_em: now(), recebedor_documento: typed, ...(kind ? { recebedor_documento_tipo: kind } : {}) }, d.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paradas[0]).toMatchObject({ recebedor_documento: stored, recebedor_documento_tipo: kind ?? (stored.length === 11 ? 'cpf' : 'rg') });
  });

  it.each([
    ['a CPF with wrong check digits', 'cpf', '123.456.789-00', 'CPF inválido: são 11 dígitos, com os dois últimos conferidos'],
    ['an RG with a word that is no state', 'rg', 'RG 12345', 'RG: de 5 a 14 dígitos, com as letras do estado ou do órgão emissor (ex.: MG-12.345.678, 12.345.678-9 SSP/SP)'],
    ['an RG of three digits', 'rg', '987', 'RG: de 5 a 14 dígitos, com as letras do estado ou do órgão emissor (ex.: MG-12.345.678, 12.345.678-9 SSP/SP)'],
    ['another document of three characters', 'outro', '987', 'Outro documento: pelo menos 5 caracteres'],
    ['a kind that is none of the three', 'cnh', '01234567890', 'Deve ser uma das opções da lista'],
  ])('refuses %s under the document, in the caller\'s language, and finishes nothing', async (_, kind, typed, message) => {
    const { it, stops, driver: d } = await planned();
    const res = await finish(it.id, stops[0].id, { finalizado_em: now(), recebedor_documento: typed, recebedor_documento_tipo: kind }, d.token, { 'accept-language': 'pt-BR' });
    expect(res.statusCode, res.body).toBe(400);
    const field = kind === 'cnh' ? 'recebedor_documento_tipo' : 'recebedor_documento';
    expect(res.json().fields).toEqual({ [field]: message });
    expect(((await ok('GET', `/v1/itinerarios/${it.id}`)).paradas as Body[])[0].finalizado_em).toBeNull();
  });

  it('the driver\'s day says when its day starts, so the phone checks a finish time as the server does', async () => {
    const { it, driver: d } = await planned();
    const day = await ok('GET', `/v1/itinerarios/meu?id=${it.id}`, undefined, d.token);
    // The settings' time zone is São Paulo's (UTC-3, no daylight saving since 2019).
    expect(day.dia_inicio).toBe(new Date(`${today}T03:00:00.000Z`).toISOString());
  });

  it('refuses a finish time more than 5 minutes ahead of the server\'s clock, and takes one a minute ahead', async () => {
    const { it, stops, driver: d } = await planned();
    const far = await finish(it.id, stops[0].id, { finalizado_em: '2999-12-31T12:00:00Z' }, d.token);
    expect(far.statusCode, far.body).toBe(400);
    expect(Object.keys(far.json().fields)).toEqual(['finalizado_em']);
    expect(far.json().fields.finalizado_em).toBe('Must not be more than 5 minutes ahead of now');
    const after = await ok('GET', `/v1/itinerarios/${it.id}`);
    expect((after.paradas as Body[])[0].finalizado_em).toBeNull();
    expect(after.status_id).toBe(I.aberto);
    expect(after.version).toBe(it.version);
    // A phone whose clock runs a little fast still finishes.
    const ahead = await finish(it.id, stops[0].id, { finalizado_em: new Date(Date.now() + 60_000).toISOString() }, d.token);
    expect(ahead.statusCode, ahead.body).toBe(200);
  });

  it('an occurrence that asks for a photo needs one, and it must be an image', async () => {
    const avaria = await ok('POST', '/v1/ocorrencias', { nome: 'Avaria na carga', exige_foto: true });
    const { it, stops, driver: d } = await planned();
    const missing = await finish(it.id, stops[0].id, { finalizado_em: now(), ocorrencia_id: avaria.id }, d.token);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['foto_id']);
    const pdf = await upload(PDF, 'application/pdf', d.token);
    expect(pdf.statusCode).toBe(201);
    const notImage = await finish(it.id, stops[0].id, { finalizado_em: now(), ocorrencia_id: avaria.id, foto_id: pdf.json().id }, d.token);
    expect(notImage.statusCode).toBe(400);
    expect(Object.keys(notImage.json().fields)).toEqual(['foto_id']);
    const photo = await upload(PNG, 'image/png', d.token);
    const done = await finish(it.id, stops[0].id, { finalizado_em: now(), ocorrencia_id: avaria.id, foto_id: photo.json().id, observacao: 'Caixa amassada' }, d.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().paradas[0]).toMatchObject({ ocorrencia_id: avaria.id, foto_id: photo.json().id });
  });

  it('a Cancelado itinerary takes no more finishes', async () => {
    const { it, stops, driver: d } = await planned();
    await ok('PUT', `/v1/itinerarios/${it.id}`, { status_id: I.cancelado, version: it.version });
    const res = await finish(it.id, stops[0].id, { finalizado_em: now() }, d.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Cancelado');
  });
});

describe('files', () => {
  it('stores a photo and serves it to signed-in users with its type', async () => {
    const res = await upload(PNG, 'image/png');
    expect(res.statusCode).toBe(201);
    const got = await api('GET', `/v1/arquivos/${res.json().id}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ url: `/v1/arquivos/${res.json().id}` })).statusCode).toBe(401);
  });

  it('refuses 11 MB (413), other types (415) and content that is not what it says (415)', async () => {
    const count = async () => (await t.pool.query('SELECT count(*)::int AS n FROM arquivos')).rows[0].n as number;
    const before = await count();
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]), 'image/png');
    expect(big.statusCode).toBe(413);
    expect((await upload(Buffer.from('hello'), 'text/plain')).statusCode).toBe(415);
    expect((await upload(Buffer.from('PK\u0003\u0004'), 'application/zip')).statusCode).toBe(415);
    expect((await upload(Buffer.from('not a jpeg'), 'image/jpeg')).statusCode).toBe(415);
    expect(await count()).toBe(before);
  });
});

describe('the board and the driver day', () => {
  it("the board lists a day's itineraries with progress, last stop and occurrences; the driver gets their day", async () => {
    const [r] = [await request()];
    const made = await itinerary();
    const it = await ok('POST', `/v1/itinerarios/${made.it.id}/planejar`, { solicitacao_ids: [r.id] });
    const stops = it.paradas as Body[];
    const atraso = await ok('POST', '/v1/ocorrencias', { nome: 'Atraso', exige_foto: false });
    await finish(it.id, stops[0].id, { finalizado_em: now(), ocorrencia_id: atraso.id }, made.driver.token);
    const board = await ok('GET', `/v1/itinerarios/acompanhamento?data=${today}`);
    const row = (board.data as Body[]).find((x) => x.id === it.id)!;
    expect(row).toMatchObject({
      numero: it.numero, status: 'Em andamento', paradas_total: 2, paradas_finalizadas: 1,
      motorista: { id: made.driver.id, nome: made.driver.firstName }, veiculo: { id: made.vehicle.id, placa: made.vehicle.placa },
    });
    expect((row.ultima_parada as Body).ponto).toContain('IT-');
    expect((row.ocorrencias as Body[]).map((o) => o.ocorrencia)).toEqual(['Atraso']);
    expect((await api('GET', `/v1/itinerarios/acompanhamento?data=${today}`, undefined, made.driver.token)).statusCode).toBe(403);

    const day = await ok('GET', '/v1/itinerarios/meu', undefined, made.driver.token);
    expect(day.id).toBe(it.id);
    expect(((day.paradas as Body[])[0].ponto as Body).cidade).toBe('Campinas');
    const nobody = await driver();
    const none = await api('GET', '/v1/itinerarios/meu', undefined, nobody.token);
    expect(none.statusCode).toBe(404);
  });
});
