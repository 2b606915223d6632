// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reads } from '../offline/outbox';
import { authProvider, onSessionEnd, refreshAuth } from './authProvider';
import { secondsLeft, session } from './session';
import { offerUnsavedInput, takeUnsavedInput } from './unsavedInput';

const jwt = (secondsFromNow: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsFromNow })).replace(/=+$/, '')}.s`;

let calls: { url: string; body: unknown }[] = [];
const answer = (status: number, body: unknown) => {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(body), { status });
  }));
};

beforeEach(() => {
  calls = [];
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('authProvider', () => {
  it('stores the user under `user` (SPEC 3) and the tokens at login, and clears both at logout', async () => {
    answer(200, { token: { access_token: jwt(36000), refresh_token: jwt(1800) }, user: { id: 'u1', firstName: 'Ana', roles: ['view-grupos'] } });
    await authProvider.login({ username: 'ana@x.com', password: 'secret-123' });
    expect(calls[0]).toEqual({ url: '/v1/usuarios/auth', body: { email: 'ana@x.com', password: 'secret-123' } });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ firstName: 'Ana', roles: ['view-grupos'] });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(await authProvider.canAccess!({ resource: 'grupos', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'usuarios', action: 'list' })).toBe(false);

    answer(204, {});
    expect(await authProvider.logout({})).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
    expect(calls.at(-1)!.url).toBe('/v1/usuarios/logout');
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it('forgets at logout what the user read (kept for offline), not what another user of the phone read', async () => {
    session.save({ access_token: jwt(36000), refresh_token: jwt(1800) }, { id: 'u1', firstName: 'Ana', roles: [] });
    await reads.put('u1', '/itinerarios/meu', { id: 'dia-da-ana' });
    await reads.put('u2', '/itinerarios/meu', { id: 'dia-da-bia' });
    answer(204, {});
    await authProvider.logout({});
    await vi.waitFor(async () => expect(await reads.get('u1', '/itinerarios/meu')).toBeUndefined());
    expect(await reads.get('u2', '/itinerarios/meu')).toMatchObject({ data: { id: 'dia-da-bia' } });
  });

  it('rotates the tokens shortly before expiry, once for concurrent callers', async () => {
    session.save({ access_token: jwt(60), refresh_token: jwt(1700) }, { id: 'u1', firstName: 'Ana', roles: [] });
    const fresh = { access_token: jwt(36000), refresh_token: jwt(1800) };
    answer(200, { token: fresh, user: { id: 'u1', firstName: 'Ana', roles: [] } });
    await Promise.all([refreshAuth(), refreshAuth(), refreshAuth()]);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/v1/usuarios/refresh_token');
    expect(session.tokens()).toEqual(fresh);
    await refreshAuth();
    expect(calls).toHaveLength(1);
  });

  it('judges expiry by the server\'s clock, so a browser clock an hour ahead neither refreshes at every call nor signs out', async () => {
    const server = Math.floor(Date.now() / 1000) - 3600;
    const signed = (ttl: number) => `h.${btoa(JSON.stringify({ iat: server, exp: server + ttl })).replace(/=+$/, '')}.s`;
    session.save({ access_token: signed(36000), refresh_token: signed(1800) }, { id: 'u1', firstName: 'Ana', roles: [] });
    expect(secondsLeft(session.tokens()!.refresh_token)).toBeGreaterThan(1790);
    answer(200, {});
    await refreshAuth();
    expect(calls).toHaveLength(0);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('waits for a rotation in another tab (Web Locks) and then uses its tokens instead of spending the old one', async () => {
    session.save({ access_token: jwt(60), refresh_token: jwt(1700) }, { id: 'u1', firstName: 'Ana', roles: [] });
    const otherTab = { access_token: jwt(36000), refresh_token: jwt(1800) };
    const names: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        // The other tab holds the lock and rotates; ours runs when it is released.
        request: async (name: string, task: () => Promise<void>) => {
          names.push(name);
          localStorage.setItem('tokens', JSON.stringify(otherTab));
          return task();
        },
      },
    });
    answer(200, { token: { access_token: jwt(36000), refresh_token: jwt(1800) }, user: { id: 'u1', firstName: 'Ana', roles: [] } });
    await Promise.all([refreshAuth(), refreshAuth()]);
    expect(names).toEqual(['auth.refresh']); // the second caller already sees the other tab's tokens
    expect(calls).toHaveLength(0);
    expect(session.tokens()).toEqual(otherTab);
  });

  it('does not bring back a session signed out in another tab while the rotation was on its way', async () => {
    session.save({ access_token: jwt(60), refresh_token: jwt(1700) }, { id: 'u1', firstName: 'Ana', roles: [] });
    vi.stubGlobal('fetch', vi.fn(async () => {
      session.clear(); // the other tab's logout lands first
      return new Response(JSON.stringify({ token: { access_token: jwt(36000), refresh_token: jwt(1800) }, user: { id: 'u1', firstName: 'Ana', roles: [] } }));
    }));
    await refreshAuth();
    expect(session.tokens()).toBeUndefined();
    expect(session.user()).toBeUndefined();
  });

  it('stays signed in on 403 with the access-denied message', async () => {
    session.save({ access_token: jwt(36000), refresh_token: jwt(1800) }, { id: 'u1', firstName: 'Ana', roles: [] });
    await expect(authProvider.checkError({ status: 403 })).rejects.toMatchObject({ logoutUser: false, message: 'app.notification.access_denied' });
    // The server's own (translated) reason wins when it gives one.
    await expect(authProvider.checkError({ status: 403, message: 'Você não pode excluir a sua própria conta' }))
      .rejects.toMatchObject({ logoutUser: false, message: 'Você não pode excluir a sua própria conta' });
    expect(session.user()).toBeDefined();
  });

  it('a 401 ends the session: unsaved input kept, tokens gone, the shell told, and the error left to its caller', async () => {
    session.save({ access_token: jwt(36000), refresh_token: jwt(1800) }, { id: 'u1', firstName: 'Ana', roles: [] });
    const ended = vi.fn();
    const stopListening = onSessionEnd(ended);
    const withdraw = offerUnsavedInput('u1', '/clientes/add', () => ({ nome: 'Typed before the end' }));
    // Resolving (not rejecting) is what keeps react-admin from answering the caller `{ data: {} }`.
    await expect(authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
    expect(session.user()).toBeUndefined();
    expect(session.ended()).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(takeUnsavedInput('u1', '/clientes/add')).toEqual({ nome: 'Typed before the end' });
    // Pages that check the session meanwhile leave saying so to the login page.
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    // Taken once, for that user only.
    expect(takeUnsavedInput('u1', '/clientes/add')).toBeUndefined();
    withdraw();
    stopListening();

    // Signing in again forgets that the session ended.
    answer(200, { token: { access_token: jwt(36000), refresh_token: jwt(1800) }, user: { id: 'u1', firstName: 'Ana', roles: [] } });
    await authProvider.login({ username: 'ana@x.com', password: 'secret-123' });
    expect(session.ended()).toBe(false);
  });

  it('a refresh refused after the access token expired ends the session the same way; a logout does not', async () => {
    session.save({ access_token: jwt(-10), refresh_token: jwt(1700) }, { id: 'u1', firstName: 'Ana', roles: [] });
    const withdraw = offerUnsavedInput('u1', '/grupos/7', () => ({ nome: 'Kept' }));
    answer(401, { statusCode: 401, message: 'Sua sessão expirou. Faça login novamente.' });
    await refreshAuth();
    expect(session.tokens()).toBeUndefined();
    expect(session.ended()).toBe(true);
    expect(takeUnsavedInput('u1', '/grupos/7')).toEqual({ nome: 'Kept' });

    answer(200, { token: { access_token: jwt(36000), refresh_token: jwt(1800) }, user: { id: 'u1', firstName: 'Ana', roles: [] } });
    await authProvider.login({ username: 'ana@x.com', password: 'secret-123' });
    answer(204, {});
    await authProvider.logout({});
    expect(session.ended()).toBe(false);
    expect(takeUnsavedInput('u1', '/grupos/7')).toBeUndefined();
    withdraw();
  });
});
