import { beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { cpfFrom } from '../../server/db/demo';
import { STATUS_IDS } from '../seeded';
import { signedInSocket } from '../support/socket';
import { bearer, signedInApp } from './helpers';

/**
 * The owner rule (docs/architecture.md "Owner") on every route of an owned resource: a driver,
 * even one holding the itineraries' view role, reaches only their own itineraries through the
 * history, the board, the map, planning, finishing, stored files and the socket.
 */
type Body = Record<string, unknown>;
const S = STATUS_IDS.solicitacao;
const VIEW = 'view-itinerarios-menu';
const t = signedInApp();
let base: string;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

const { api, ok } = t;
const upload = async (data: Buffer, as: string) =>
  t.app.inject({ method: 'POST', url: '/v1/arquivos', headers: { ...bearer(as), 'content-type': 'image/png' }, payload: data });

let n = 0;
const user = async (tipo: string, roles: string[]) => {
  const i = ++n;
  const email = `dono${i}-${Date.now()}@exemplo.com.br`;
  const u = await ok('POST', '/v1/usuarios', { firstName: `Usuário ${i}`, email, password: 'usuario-dono-1', tipo_id: tipo, roles });
  return { id: u.id as string, token: (await t.login(email, 'usuario-dono-1')).access };
};
const driver = (roles: string[] = []) => user(USER_TYPES.motorista.id, roles);
const place = () => ok('POST', '/v1/pontos', { codigo: `DONO-${++n}`, nome_fantazia: `Ponto ${n}`, cidade: 'Campinas', uf: 'SP' });
let client: Body;
let material: Body;
const request = async () => ok('POST', '/v1/solicitacoes', {
  cliente_id: client.id, origem_id: (await place()).id, destino_id: (await place()).id, data_prevista: today,
  itens: [{ material_id: material.id, quantidade: 1 }],
});
/** An itinerary of today for `d`, with one request planned into it (two stops). */
const itineraryOf = async (d: { id: string }) => {
  const v = await ok('POST', '/v1/veiculos', { placa: `DNO${String(++n).padStart(4, '0')}`, modelo: 'Truck', ativo: true });
  const it = await ok('POST', '/v1/itinerarios', { data: today, motorista_id: d.id, veiculo_id: v.id });
  return ok('POST', `/v1/itinerarios/${it.id}/planejar`, { solicitacao_ids: [(await request()).id] });
};
const stopsOf = (it: Body) => it.paradas as Body[];
const finish = (it: Body, stop: Body, body: Body, as: string) =>
  api('PUT', `/v1/itinerarios/${it.id}/pontos/${stop.id}/finalizar`, { finalizado_em: new Date().toISOString(), ...body }, as);

let mine: { id: string; token: string };
let other: { id: string; token: string };
let office: { id: string; token: string };
let myIt: Body;
let otherIt: Body;

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  client = await ok('POST', '/v1/clientes', { tipo_pessoa: 'PF', nome: 'Cliente Dono', cpf_cnpj: cpfFrom('321321321') });
  material = await ok('POST', '/v1/materiais', { codigo: 'DONO-MAT', descricao: 'Caixas', unidade: 'CX' });
  mine = await driver([VIEW]);
  other = await driver();
  office = await user(USER_TYPES.gestor.id, [VIEW]);
  myIt = await itineraryOf(mine);
  otherIt = await itineraryOf(other);
});

describe('a driver holding the view role', () => {
  it("gets 404 for another driver's history and sees their own", async () => {
    expect((await api('GET', `/v1/itinerarios/${otherIt.id}/historico`, undefined, mine.token)).statusCode).toBe(404);
    expect((await api('GET', `/v1/itinerarios/${otherIt.id}`, undefined, mine.token)).statusCode).toBe(404);
    expect(((await ok('GET', `/v1/itinerarios/${myIt.id}/historico`, undefined, mine.token)).data as Body[]).length).toBeGreaterThan(0);
  });

  it('finds only their own itineraries on the board and the map', async () => {
    const board = (await ok('GET', `/v1/itinerarios/acompanhamento?data=${today}`, undefined, mine.token)).data as Body[];
    expect(board.map((r) => r.id)).toEqual([myIt.id]);
    const map = (await ok('GET', `/v1/itinerarios/mapa?data=${today}`, undefined, mine.token)).data as Body[];
    expect(new Set(map.map((r) => r.itinerario_id))).toEqual(new Set([myIt.id]));
    expect(map).toHaveLength(2);
  });

  it("cannot plan into another driver's itinerary (404), and nothing changes", async () => {
    const r = await request();
    const res = await api('POST', `/v1/itinerarios/${otherIt.id}/planejar`, { solicitacao_ids: [r.id] }, mine.token);
    expect(res.statusCode).toBe(404);
    expect(stopsOf(await ok('GET', `/v1/itinerarios/${otherIt.id}`))).toHaveLength(2);
    expect((await ok('GET', `/v1/solicitacoes/${r.id}`)).status_id).toBe(S.aberta);
  });

  it("cannot finish another driver's stop (404)", async () => {
    expect((await finish(otherIt, stopsOf(otherIt)[1], {}, mine.token)).statusCode).toBe(404);
    expect(stopsOf(await ok('GET', `/v1/itinerarios/${otherIt.id}`))[1].finalizado_em).toBeNull();
  });
});

describe('a driver without the view role', () => {
  it('reads the map of their own day, each stop named by driver, plate and address; the board stays refused', async () => {
    const map = (await ok('GET', `/v1/itinerarios/mapa?data=${today}`, undefined, other.token)).data as Body[];
    expect(new Set(map.map((r) => r.itinerario_id))).toEqual(new Set([otherIt.id]));
    expect(map.map((r) => r.ordem)).toEqual([1, 2]);
    expect(map[0]).toMatchObject({ motorista: expect.stringMatching(/^Usuário \d+$/), placa: expect.stringMatching(/^DNO\d{4}$/) });
    expect(map[0].endereco).toMatchObject({ cidade: 'Campinas', uf: 'SP' });
    expect((await api('GET', `/v1/itinerarios/acompanhamento?data=${today}`, undefined, other.token)).statusCode).toBe(403);
  });

  it("gets their own itinerary by id, and another driver's as a plain not found, not as 'no itinerary today'", async () => {
    expect((await ok('GET', `/v1/itinerarios/meu?id=${otherIt.id}`, undefined, other.token)).id).toBe(otherIt.id);
    const res = await api('GET', `/v1/itinerarios/meu?id=${myIt.id}`, undefined, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Record not found');
  });
});

describe('office users without the view role', () => {
  it('are refused the map and the board', async () => {
    const clerk = await user(USER_TYPES.gestor.id, ['view-coleta-entrega', 'view-veiculos']);
    expect((await api('GET', `/v1/itinerarios/mapa?data=${today}`, undefined, clerk.token)).statusCode).toBe(403);
    expect((await api('GET', `/v1/itinerarios/acompanhamento?data=${today}`, undefined, clerk.token)).statusCode).toBe(403);
  });
});

describe('office users with the view role', () => {
  it('still see every itinerary on the board, the map and in the history', async () => {
    const board = (await ok('GET', `/v1/itinerarios/acompanhamento?data=${today}`, undefined, office.token)).data as Body[];
    expect(board.map((r) => r.id)).toEqual(expect.arrayContaining([myIt.id, otherIt.id]));
    const map = (await ok('GET', `/v1/itinerarios/mapa?data=${today}`, undefined, office.token)).data as Body[];
    expect(map.map((r) => r.itinerario_id)).toEqual(expect.arrayContaining([myIt.id, otherIt.id]));
    expect((await api('GET', `/v1/itinerarios/${otherIt.id}/historico`, undefined, office.token)).statusCode).toBe(200);
    const list = (await ok('GET', '/v1/itinerarios?limit=5000', undefined, office.token)).data as Body[];
    expect(list.map((r) => r.id)).toEqual(expect.arrayContaining([myIt.id, otherIt.id]));
  });
});

describe('stored files', () => {
  it('are read by their owner and by those who may view the itinerary of the stop, else 404', async () => {
    const d = await driver();
    const it = await itineraryOf(d);
    const photo = (await upload(PNG, d.token)).json().id as string;
    expect((await finish(it, stopsOf(it)[0], { foto_id: photo }, d.token)).statusCode).toBe(200);
    const nobody = await user(USER_TYPES.outros.id, []);
    const url = `/v1/arquivos/${photo}`;
    expect((await api('GET', url, undefined, mine.token)).statusCode).toBe(404);
    expect((await api('GET', url, undefined, nobody.token)).statusCode).toBe(404);
    expect((await api('GET', url, undefined, d.token)).statusCode).toBe(200);
    expect((await api('GET', url, undefined, office.token)).statusCode).toBe(200);
    expect((await api('GET', url, undefined, t.admin)).statusCode).toBe(200);
  });

  it("refuse another user's file, or another stop's photo, as a stop's photo (400 on foto_id), and finish nothing", async () => {
    const d = await driver();
    const it = await itineraryOf(d);
    const [first, second] = stopsOf(it);
    const theirs = (await upload(PNG, mine.token)).json().id as string;
    const refused = await finish(it, first, { foto_id: theirs }, d.token);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['foto_id']);
    expect(stopsOf(await ok('GET', `/v1/itinerarios/${it.id}`))[0].finalizado_em).toBeNull();

    const own = (await upload(PNG, d.token)).json().id as string;
    expect((await finish(it, first, { foto_id: own }, d.token)).statusCode).toBe(200);
    const reused = await finish(it, second, { foto_id: own, recebedor_nome: 'Maria' }, d.token);
    expect(reused.statusCode).toBe(400);
    expect(Object.keys(reused.json().fields)).toEqual(['foto_id']);
    expect(stopsOf(await ok('GET', `/v1/itinerarios/${it.id}`))[1].finalizado_em).toBeNull();
  });
});

describe('the socket', () => {
  it("sends a driver their own itineraries' changes, with or without the view role, never another driver's", async () => {
    const roleless = await driver();
    const rolelessIt = await itineraryOf(roleless);
    const withRole = await signedInSocket(base, mine.token);
    const without = await signedInSocket(base, roleless.token);
    const everything = await signedInSocket(base, office.token);
    // Another driver's change first: by the time the own one arrives, the other would have too.
    await ok('PUT', `/v1/itinerarios/${otherIt.id}`, { km_inicial: 10, version: (await ok('GET', `/v1/itinerarios/${otherIt.id}`)).version });
    await ok('PUT', `/v1/itinerarios/${myIt.id}`, { km_inicial: 11, version: (await ok('GET', `/v1/itinerarios/${myIt.id}`)).version });
    await ok('PUT', `/v1/itinerarios/${rolelessIt.id}`, { km_inicial: 12, version: (await ok('GET', `/v1/itinerarios/${rolelessIt.id}`)).version });
    expect(await withRole.next((m) => m.id === myIt.id)).toEqual({ resource: 'itinerarios', id: myIt.id, action: 'update' });
    expect(await without.next((m) => m.id === rolelessIt.id)).toEqual({ resource: 'itinerarios', id: rolelessIt.id, action: 'update' });
    await everything.next((m) => m.id === rolelessIt.id);
    expect(everything.messages.some((m) => m.id === otherIt.id)).toBe(true);
    expect(withRole.messages.some((m) => m.id === otherIt.id || m.id === rolelessIt.id)).toBe(false);
    expect(without.messages.some((m) => m.id === otherIt.id || m.id === myIt.id)).toBe(false);
    for (const s of [withRole, without, everything]) s.ws.close();
  });
});
