// @vitest-environment jsdom
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from './locale';
import { session } from './session';
import { v1DataProvider } from './v1DataProvider';

/** fetch is the edge of the data provider: each test says what the API answers. */
const calls: { url: string; init: RequestInit }[] = [];
const answer = (status: number, body: unknown, type = 'application/json') => {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body instanceof ArrayBuffer ? body : JSON.stringify(body), { status, headers: { 'content-type': type } });
  }));
};
const sent = (i = 0) => ({
  url: calls[i].url,
  method: calls[i].init.method,
  headers: calls[i].init.headers as Record<string, string>,
  body: typeof calls[i].init.body === 'string' ? JSON.parse(calls[i].init.body) as unknown : calls[i].init.body,
});

const dp = v1DataProvider();

beforeEach(() => {
  calls.length = 0;
  session.save({ access_token: 'access-1', refresh_token: 'refresh-1' }, { id: 'u1', firstName: 'Ana', roles: ['admin'] });
  setCurrentLocale('pt');
});
afterEach(() => vi.unstubAllGlobals());

describe('named methods of the data provider, derived from the declared operations', () => {
  it('every declared operation of every home is a method, and nothing else answers to a name', async () => {
    const { homes } = await import('./homes');
    const declared = homes.flatMap((h) => Object.keys(h.operations ?? {}));
    expect(declared.length).toBeGreaterThan(20);
    for (const name of declared) expect(typeof (dp as unknown as Record<string, unknown>)[name], name).toBe('function');
    expect((dp as unknown as Record<string, unknown>).noSuchOperation).toBeUndefined();
  });

  it('getBoard asks for one day and answers its rows, with token and language', async () => {
    answer(200, { data: [{ id: 'i1', numero: 7 }], total: 1 });
    expect(await dp.getBoard({ query: { data: '2026-05-04' } })).toEqual({ data: [{ id: 'i1', numero: 7 }], total: 1 });
    const { url, method, headers } = sent();
    expect([url, method]).toEqual(['/v1/itinerarios/acompanhamento?data=2026-05-04', 'GET']);
    expect(headers.authorization).toBe('Bearer access-1');
    expect(headers['accept-language']).toBe('pt');
  });

  it("getMyDay asks for today's itinerary or the one named", async () => {
    answer(200, { id: 'i1', paradas: [] });
    await dp.getMyDay();
    await dp.getMyDay({ query: { id: 'i 2' } });
    await dp.getMyDay({ query: { data: '2026-05-04' } });
    expect(calls.map((c) => c.url)).toEqual(['/v1/itinerarios/meu', '/v1/itinerarios/meu?id=i+2', '/v1/itinerarios/meu?data=2026-05-04']);
  });

  it('getMapStops answers the stops of today, or of the day given', async () => {
    answer(200, { data: [{ id: 'p1' }], total: 1 });
    expect(await dp.getMapStops()).toEqual({ data: [{ id: 'p1' }], total: 1 });
    await dp.getMapStops({ query: { data: '2026-05-04' } });
    expect(calls.map((c) => c.url)).toEqual(['/v1/itinerarios/mapa', '/v1/itinerarios/mapa?data=2026-05-04']);
  });

  it('planItinerary posts the chosen requests with the Idempotency-Key of the attempt', async () => {
    answer(200, { id: 'i1', version: 3 });
    expect(await dp.planItinerary({ params: { id: 'i1' }, body: { solicitacao_ids: ['s1', 's2'] } }, { idempotencyKey: 'k-1' })).toEqual({ id: 'i1', version: 3 });
    const { url, method, headers, body } = sent();
    expect([url, method]).toEqual(['/v1/itinerarios/i1/planejar', 'POST']);
    expect(headers['idempotency-key']).toBe('k-1');
    expect(headers['content-type']).toBe('application/json');
    expect(body).toEqual({ solicitacao_ids: ['s1', 's2'] });
  });

  it('finishStop puts the finish of one stop with the Idempotency-Key of the attempt', async () => {
    answer(200, { id: 'i1' });
    const finish = {
      finalizado_em: '2026-05-04T11:00:00.000Z', ocorrencia_id: null, observacao: 'ok', recebedor_nome: 'Zé', recebedor_documento: null,
      lat: -23.5, lng: -46.6, foto_id: 'f1',
    };
    await dp.finishStop({ params: { id: 'i1', paradaId: 'p/2' }, body: finish }, { idempotencyKey: 'k-2' });
    const { url, method, headers, body } = sent();
    expect([url, method]).toEqual(['/v1/itinerarios/i1/pontos/p%2F2/finalizar', 'PUT']);
    expect(headers['idempotency-key']).toBe('k-2');
    expect(body).toEqual(finish);
  });

  it('getHistory asks for one record\'s trail up to a limit', async () => {
    answer(200, { data: [], total: 0, labels: {} });
    expect(await dp.getHistory('clientes', 'c1', { limit: 50 })).toEqual({ data: [], total: 0, labels: {} });
    expect(sent().url).toBe('/v1/clientes/c1/historico?limit=50');
  });

  it('uploadFile sends the bytes as they are, typed, with the Idempotency-Key; getFile answers the bytes', async () => {
    answer(201, { id: 'f1', tipo: 'image/jpeg', tamanho: 3 });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff]);
    const photo = new Blob([jpeg], { type: 'image/jpeg' });
    expect(await dp.uploadFile({ body: photo }, { idempotencyKey: 'k-3:foto' })).toEqual({ id: 'f1', tipo: 'image/jpeg', tamanho: 3 });
    const { url, method, headers, body } = sent();
    expect([url, method]).toEqual(['/v1/arquivos', 'POST']);
    expect(headers['content-type']).toBe('image/jpeg');
    expect(headers['idempotency-key']).toBe('k-3:foto');
    expect(headers.authorization).toBe('Bearer access-1');
    expect(body).toBe(photo);

    answer(200, jpeg.buffer, 'image/jpeg');
    const bytes = await dp.getFile({ params: { id: 'f1' } });
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(jpeg);
    expect([sent(1).url, sent(1).headers.authorization]).toEqual(['/v1/arquivos/f1', 'Bearer access-1']);
  });

  it('getBranches answers the companies of the same CNPJ root', async () => {
    answer(200, [{ id: 'e2' }]);
    expect(await dp.getBranches({ params: { id: 'e1' } })).toEqual([{ id: 'e2' }]);
    expect(sent().url).toBe('/v1/empresas/e1/filiais');
  });

  it('importRows checks only with dryRun, and otherwise sends the rows alone', async () => {
    answer(200, { valid: 2 });
    expect(await dp.importRows('pontos', [{ codigo: 'A' }, { codigo: 'B' }], { dryRun: true })).toEqual({ valid: 2 });
    answer(200, { imported: 2 });
    expect(await dp.importRows('pontos', [{ codigo: 'A' }, { codigo: 'B' }])).toEqual({ imported: 2 });
    expect([sent(0).url, sent(0).method]).toEqual(['/v1/pontos/import', 'POST']);
    expect(sent(0).body).toEqual({ rows: [{ codigo: 'A' }, { codigo: 'B' }], dry_run: true });
    expect(sent(1).body).toEqual({ rows: [{ codigo: 'A' }, { codigo: 'B' }] });
  });

  it('getDashboard asks for one dashboard with the period and client given, leaving out what is not', async () => {
    const body = { as_of: '2026-05-04T12:00:00.000Z', periodo: { de: '2026-05-01', ate: '2026-05-04' }, por_status: [] };
    answer(200, body);
    expect(await dp.getOrdensServicoDashboard({ query: { de: '2026-05-01', ate: '2026-05-04' } })).toEqual(body);
    await dp.getConsolidadoDashboard();
    await dp.getArmazenamentoDashboard({ query: { cliente_id: 'c 1', de: undefined } });
    expect(calls.map((c) => c.url)).toEqual([
      '/v1/dashboards/ordens-servico?de=2026-05-01&ate=2026-05-04', '/v1/dashboards/consolidado', '/v1/dashboards/armazenamento?cliente_id=c+1',
    ]);
    expect(sent().headers.authorization).toBe('Bearer access-1');
    answer(403, { statusCode: 403, message: 'Sem permissão' });
    expect((await dp.getTransportesDashboard().catch((e: unknown) => e) as HttpError).status).toBe(403);
  });

  it('turns a refusal into an HttpError with the status, the message and the per-field or per-row errors', async () => {
    answer(400, { statusCode: 400, message: 'Alguns campos são inválidos', fields: { recebedor_documento: 'Documento inválido' } });
    const finish = await dp.finishStop({
      params: { id: 'i1', paradaId: 'p1' },
      body: {
        finalizado_em: '2026-05-04T11:00:00.000Z', ocorrencia_id: null, observacao: null, recebedor_nome: null, recebedor_documento: '1',
        lat: null, lng: null, foto_id: null,
      },
    }, { idempotencyKey: 'k' }).catch((e: unknown) => e) as HttpError;
    expect(finish).toBeInstanceOf(HttpError);
    expect([finish.status, finish.message]).toEqual([400, 'Alguns campos são inválidos']);
    expect(finish.body.errors).toEqual({ recebedor_documento: 'Documento inválido' });

    answer(422, { statusCode: 422, message: '1 linha com erro', rows: [{ row: 2, fields: { codigo: 'Obrigatório' } }] });
    const rows = await dp.importRows('pontos', [{}], { dryRun: true }).catch((e: unknown) => e) as HttpError;
    expect([rows.status, rows.body.rows]).toEqual([422, [{ row: 2, fields: { codigo: 'Obrigatório' } }]]);

    for (const status of [401, 403, 404, 409]) {
      answer(status, { statusCode: status, message: `m${status}` });
      const err = await dp.getFile({ params: { id: 'f1' } }).catch((e: unknown) => e) as HttpError;
      expect([err.status, err.message]).toEqual([status, `m${status}`]);
    }
  });
});
