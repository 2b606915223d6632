import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { cnpjCheckDigits } from '../../../src/registry/brazil';
import { USER_TYPES } from '../../../src/registry/seedIds';
import { savedTokens } from './auth';

// Data a test needs, made through the v1 API as the e2e admin (docs/architecture.md "Testing").

/**
 * An access token of the e2e admin, for arranging data through the API: the saved session's
 * (support/auth.ts), kept usable before each test, so no test signs in again for its data.
 */
export const adminToken = async (): Promise<string> => savedTokens('admin').access_token;

/** An access token of a new session of `who` on the request's server (a user the test made, or the demo server's admin). */
export const tokenOf = async (request: APIRequestContext, who: { email: string; password: string } = E2E_ADMIN): Promise<string> => {
  const res = await request.post('/v1/usuarios/auth', { data: who });
  expect(res.status(), `sign-in of ${who.email}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { token: { access_token: string } }).token.access_token;
};

/** The v1 API as the e2e admin, for arranging and checking data; a refused call fails the test with the answer. */
export const adminApi = async (request: APIRequestContext) => {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const call = async (method: 'get' | 'post' | 'put', path: string, data?: object) => {
    const res = await request[method](`/v1/${path}`, { headers, data });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
  return {
    get: (path: string) => call('get', path),
    post: (path: string, data: object) => call('post', path, data),
    put: (path: string, data: object) => call('put', path, data),
    status: async (path: string) => (await request.get(`/v1/${path}`, { headers })).status(),
    /**
     * Registers the bins a test puts stock into (docs/decisions.md "Bins as data"); one already
     * registered (409) is left as it is. Zone: the street letter unless `extra` says otherwise.
     */
    bins: async (enderecos: readonly string[], extra: { zona?: string; bloqueado?: boolean; ativo?: boolean } = {}) => {
      for (const endereco of enderecos) {
        const res = await request.post('/v1/enderecos', { headers, data: { endereco, zona: endereco[0], ...extra } });
        expect([201, 409], `bin ${endereco}: ${await res.text()}`).toContain(res.status());
      }
    },
  };
};

const checkDigit = (digits: string, weights: number[]) => {
  const rest = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
};
// Valid CNPJs from a running number, distinct from other runs' by the clock.
let seq = Math.floor(Date.now() / 1000) % 10_000_000;
export const cnpj = () => {
  const base = `${String(++seq).padStart(8, '0').slice(-8)}0001`;
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${checkDigit(base + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])}`;
};

/**
 * Valid alphanumeric CNPJs (issued since July 2026), distinct from other runs' by the clock: the
 * root's letters spell the running number in base 36.
 */
export const alnumCnpj = () => {
  const base = `${(++seq).toString(36).toUpperCase().padStart(6, '0').slice(-6)}AB0001`;
  return base + cnpjCheckDigits(base);
};


let users = Date.now() % 1_000_000;
/**
 * A user of this run made through the API, with `roles` (an office user, 'outros', unless
 * `tipo_id` says otherwise); answers what signing in needs and the record.
 */
export const createUser = async (
  request: APIRequestContext,
  fields: { firstName: string; roles?: string[]; tipo_id?: string; password?: string; email?: string } & Record<string, unknown>,
) => {
  const email = fields.email ?? `${fields.firstName.toLowerCase().replace(/[^a-z]/g, '')}.${(++users).toString(36)}.${Date.now()}@exemplo.com.br`;
  const password = fields.password ?? 'senha-forte-123';
  const res = await request.post('/v1/usuarios', {
    headers: { authorization: `Bearer ${await adminToken()}` },
    data: { tipo_id: USER_TYPES.outros.id, roles: [], ativo: true, ...fields, email, password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password, record: (await res.json()) as { id: string } & Record<string, unknown> };
};
