// @vitest-environment jsdom
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from './dataProvider';
import { session } from './session';

const jwt = (secondsFromNow: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsFromNow, n: Math.random() })).replace(/=+$/, '')}.s`;
const user = { id: 'u1', firstName: 'Ana', roles: ['admin'] };

let calls: { url: string; authorization?: string }[] = [];
/** The API: the refresh route answers `fresh` tokens, every other route `status` with `body`. */
const api = (fresh: { access_token: string; refresh_token: string }, status: number, body: unknown) => {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, authorization: (init.headers as Record<string, string>).authorization });
    const refresh = url.endsWith('/usuarios/refresh_token');
    return new Response(JSON.stringify(refresh ? { token: fresh, user } : body), { status: refresh ? 200 : status });
  }));
};

beforeEach(() => {
  calls = [];
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('dataProvider', () => {
  it('rotates a due token before a named method, once for calls made together, and sends the new one', async () => {
    session.save({ access_token: jwt(60), refresh_token: jwt(1700) }, user);
    const fresh = { access_token: jwt(36000), refresh_token: jwt(1800) };
    api(fresh, 200, { data: [], total: 0 });
    await Promise.all([dataProvider.getBoard({ query: { data: '2026-05-04' } }), dataProvider.getMapStops(), dataProvider.getList('grupos', {})]);
    expect(calls[0].url).toBe('/v1/usuarios/refresh_token');
    expect(calls.slice(1).map((c) => c.url).sort()).toEqual(['/v1/grupos', '/v1/itinerarios/acompanhamento?data=2026-05-04', '/v1/itinerarios/mapa']);
    expect(calls.slice(1).every((c) => c.authorization === `Bearer ${fresh.access_token}`)).toBe(true);
  });

  it("hands a named method's 401 to react-admin as it came, for checkError to sign out: no rotation, no retry", async () => {
    session.save({ access_token: jwt(36000), refresh_token: jwt(1800) }, user);
    api({ access_token: jwt(36000), refresh_token: jwt(1800) }, 401, { statusCode: 401, message: 'Token inválido' });
    const err = await dataProvider.finishStop({
      params: { id: 'i1', paradaId: 'p1' },
      body: {
        finalizado_em: '2026-05-04T11:00:00.000Z', ocorrencia_id: null, observacao: null, recebedor_nome: null, recebedor_documento: null,
        lat: null, lng: null, foto_id: null,
      },
    }, { idempotencyKey: 'k' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(401);
    expect(calls.map((c) => c.url)).toEqual(['/v1/itinerarios/i1/pontos/p1/finalizar']);
  });
});
