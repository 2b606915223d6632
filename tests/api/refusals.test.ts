import { beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { cpfFrom } from '../../server/db/demo';
import { STATUS_IDS } from '../seeded';
import { signedInApp } from './helpers';

/**
 * Values that cannot be true are refused, under their field, in the caller's language, and change
 * nothing: an odometer going backwards, a delivery before its pickup, a delivery handed to
 * nobody. A record in a status it never leaves keeps what it says: no change, no delete.
 */
type Body = Record<string, unknown>;
const I = STATUS_IDS.itinerario;
const O = STATUS_IDS.ordemServico;
const t = signedInApp({ headers: { 'accept-language': 'pt' } });
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const now = () => new Date().toISOString();

const { api, ok } = t;
/** A refusal with this status whose fields are exactly these messages. */
const refused = async (res: { statusCode: number; json(): Body }, status: number, fields?: Record<string, string>) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  if (fields) expect(res.json().fields).toEqual(fields);
  return res.json() as { message: string };
};

let n = 0;
let client: Body;
let material: Body;
const driver = async () => {
  const i = ++n;
  const email = `recusa${i}@exemplo.com.br`;
  const u = await ok('POST', '/v1/usuarios', { firstName: `Motorista ${i}`, email, password: 'motorista-123', tipo_id: USER_TYPES.motorista.id, roles: [] });
  return { id: u.id as string, token: (await t.login(email, 'motorista-123')).access };
};
const vehicle = () => ok('POST', '/v1/veiculos', { placa: `RCS${String(++n).padStart(4, '0')}`, modelo: 'Truck' });
const place = () => ok('POST', '/v1/pontos', { codigo: `RC-${++n}`, nome_fantazia: `Ponto ${n}` });
const request = async () => ok('POST', '/v1/solicitacoes', {
  cliente_id: client.id, origem_id: (await place()).id, destino_id: (await place()).id, data_prevista: today, itens: [{ material_id: material.id, quantidade: 1 }],
});
/** An open itinerary of today with one request planned into it: a coleta, then an entrega. */
const planned = async (extra: Body = {}) => {
  const d = await driver();
  const it = await ok('POST', '/v1/itinerarios', { data: today, motorista_id: d.id, veiculo_id: (await vehicle()).id, ...extra });
  return { driver: d, it: await ok('POST', `/v1/itinerarios/${it.id}/planejar`, { solicitacao_ids: [(await request()).id] }) };
};
const stops = (it: Body) => it.paradas as Body[];
const count = async (table: string) => (await t.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;

beforeAll(async () => {
  client = await ok('POST', '/v1/clientes', { tipo_pessoa: 'PF', nome: 'Cliente Recusas', cpf_cnpj: cpfFrom('456456456') });
  material = await ok('POST', '/v1/materiais', { codigo: 'RC-MAT', descricao: 'Caixas', unidade: 'CX' });
});

describe('impossible values', () => {
  it('an odometer going backwards is refused under km final, on create and on an update of one end', async () => {
    const before = await count('itinerarios');
    const d = await driver();
    const v = await vehicle();
    await refused(await api('POST', '/v1/itinerarios', { data: today, motorista_id: d.id, veiculo_id: v.id, km_inicial: 100, km_final: 50 }), 400,
      { km_final: 'Não pode ser menor que Km inicial' });
    expect(await count('itinerarios')).toBe(before);

    const it = await ok('POST', '/v1/itinerarios', { data: today, motorista_id: d.id, veiculo_id: v.id, km_inicial: 100 });
    await refused(await api('PUT', `/v1/itinerarios/${it.id}`, { km_final: 50, version: it.version }), 400, { km_final: 'Não pode ser menor que Km inicial' });
    expect((await ok('GET', `/v1/itinerarios/${it.id}`)).version).toBe(it.version);
    // Not moving at all is possible; 9 → 10 is forwards, though "10" < "9" as text.
    expect((await ok('PUT', `/v1/itinerarios/${it.id}`, { km_final: 100, version: it.version })).km_final).toBe(100);
    const small = await ok('POST', '/v1/itinerarios', { data: '2031-01-02', motorista_id: d.id, veiculo_id: v.id, km_inicial: 9, km_final: 10 });
    expect(small.km_final).toBe(10);
  });

  it('a delivery placed before the pickup of its request is refused under its type, and the stops stay as they were', async () => {
    const { it } = await planned();
    const [coleta, entrega] = stops(it);
    expect([coleta.tipo, entrega.tipo]).toEqual(['coleta', 'entrega']);
    const res = await refused(await api('PUT', `/v1/itinerarios/${it.id}`, { paradas: [entrega, coleta], version: it.version }), 400,
      { 'paradas.0.tipo': 'Esta entrega vem antes da coleta da sua solicitação' });
    expect(res.message).toBe('Alguns campos são inválidos');
    const after = await ok('GET', `/v1/itinerarios/${it.id}`);
    expect(stops(after).map((p) => p.id)).toEqual([coleta.id, entrega.id]);
    expect(after.version).toBe(it.version);
    // A stop of another request, or one without a request, may go anywhere.
    const free = await place();
    const moved = await ok('PUT', `/v1/itinerarios/${it.id}`, { paradas: [{ ponto_id: free.id, tipo: 'entrega' }, coleta, entrega], version: it.version });
    expect(stops(moved).map((p) => p.tipo)).toEqual(['entrega', 'coleta', 'entrega']);
  });

  it('a delivery finished without the receiver\'s name is refused, unless an occurrence says why; a pickup needs none', async () => {
    const { it, driver: d } = await planned();
    const [coleta, entrega] = stops(it);
    const finish = (stop: Body, body: Body) => api('PUT', `/v1/itinerarios/${it.id}/pontos/${stop.id}/finalizar`, { finalizado_em: now(), ...body }, d.token);
    expect((await finish(coleta, {})).statusCode).toBe(200);
    for (const nome of [undefined, null, '', '   ']) {
      await refused(await finish(entrega, { recebedor_nome: nome }), 400, { recebedor_nome: 'Informe quem recebeu a entrega (ou registre uma ocorrência)' });
    }
    expect(stops(await ok('GET', `/v1/itinerarios/${it.id}`))[1].finalizado_em).toBeNull();
    const ausente = await ok('POST', '/v1/ocorrencias', { nome: 'Destinatário ausente' });
    const done = await finish(entrega, { ocorrencia_id: ausente.id });
    expect(done.statusCode, done.body).toBe(200);

    const other = await planned();
    const named = await api('PUT', `/v1/itinerarios/${other.it.id}/pontos/${stops(other.it)[1].id}/finalizar`, { finalizado_em: now(), recebedor_nome: 'Maria' }, other.driver.token);
    expect(named.statusCode, named.body).toBe(200);
  });
});

describe('statuses that are final', () => {
  const order = async (...path: string[]) => {
    let os = await ok('POST', '/v1/ordens-servico', { cliente_id: client.id, descricao: 'Coleta' });
    for (const to of path) os = await ok('PUT', `/v1/ordens-servico/${os.id}`, { status_id: to, version: os.version });
    return os;
  };

  it.each([
    ['Concluída', [O.emAndamento, O.concluida]],
    ['Cancelada', [O.cancelada]],
  ])('a service order that is %s is neither changed nor deleted (409), and stays as it was', async (_, path) => {
    const os = await order(...path);
    const del = await refused(await api('DELETE', `/v1/ordens-servico/${os.id}`), 409);
    expect(del.message).toBe('Só pode ser excluído enquanto o status é Aberta, Em andamento');
    const edit = await refused(await api('PUT', `/v1/ordens-servico/${os.id}`, { descricao: 'Outra', version: os.version }), 409);
    expect(edit.message).toMatch(/^Um registro com status (Concluída|Cancelada) não pode mais ser alterado$/);
    // What it already says may be sent back unchanged (a whole record echoed).
    await ok('PUT', `/v1/ordens-servico/${os.id}`, { descricao: 'Coleta', cliente_id: client.id, status_id: os.status_id, version: os.version });
    expect(await ok('GET', `/v1/ordens-servico/${os.id}`)).toMatchObject({ descricao: 'Coleta', status_id: os.status_id });
  });

  it('an open or started service order can still be changed and deleted', async () => {
    for (const path of [[], [O.emAndamento]]) {
      const os = await order(...path);
      expect((await ok('PUT', `/v1/ordens-servico/${os.id}`, { descricao: 'Outra', version: os.version })).descricao).toBe('Outra');
      expect((await api('DELETE', `/v1/ordens-servico/${os.id}`)).statusCode).toBe(200);
    }
  });

  it('an itinerary is deleted only while Aberto or Cancelado', async () => {
    const { it } = await planned();
    const started = await ok('PUT', `/v1/itinerarios/${it.id}`, { status_id: I.emAndamento, version: it.version });
    const res = await refused(await api('DELETE', `/v1/itinerarios/${it.id}`), 409);
    expect(res.message).toBe('Só pode ser excluído enquanto o status é Aberto, Cancelado');
    await ok('PUT', `/v1/itinerarios/${it.id}`, { status_id: I.cancelado, version: started.version });
    expect((await api('DELETE', `/v1/itinerarios/${it.id}`)).statusCode).toBe(200);
  });
});
