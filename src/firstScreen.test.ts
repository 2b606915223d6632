// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openFirstScreen } from './firstScreen';
import { loadedNow, preload } from './lazyReady';
import { loadHome, screenAt } from './resourceRoutes';
import { dataProvider } from './providers/dataProvider';
import { getResource, raSort } from './providers/homes';
import { session } from './providers/session';
import { LIST_PER_PAGE } from './screens/list/pager';

// preload is watched: a signed-out start must not load a screen it will never draw.
vi.mock('./lazyReady', async (original) => {
  const real = await original<typeof import('./lazyReady')>();
  return { ...real, preload: vi.fn(real.preload) };
});

const jwt = (secondsFromNow: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsFromNow })).replace(/=+$/, '')}.s`;

let urls: string[] = [];
let served = 0;
beforeEach(() => {
  urls = [];
  served = 0;
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    urls.push(url);
    served++;
    return new Response(JSON.stringify({ data: [{ id: `c${served}`, nome: `answer ${served}` }], total: 1 }), { status: 200 });
  }));
});
afterEach(() => vi.unstubAllGlobals());

const signIn = (roles: string[], accessSeconds = 36000) =>
  session.save({ access_token: jwt(accessSeconds), refresh_token: jwt(1800) }, { id: 'u1', firstName: 'Ana', roles: roles as never });

/** What the generated list asks for when it opens: its first page in the declared order, no filter. */
const listOpens = () => dataProvider.getList('clientes', {
  pagination: { page: 1, perPage: LIST_PER_PAGE }, sort: raSort(getResource('clientes'))!, filter: {},
});

describe('openFirstScreen', () => {
  it("reads a generated list's first page before the screen asks, and the screen's own call gets that answer", async () => {
    signIn(['admin']);
    openFirstScreen('/clientes', '');
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^\/v1\/clientes\?page=1&limit=25&sort=/);
    const first = await listOpens();
    expect(urls).toHaveLength(1);
    expect(first.data[0].nome).toBe('answer 1');
    // Taken once: the next visit of the list reads the server again.
    const again = await listOpens();
    expect(urls).toHaveLength(2);
    expect(again.data[0].nome).toBe('answer 2');
  });

  it('reads nothing early for a list with stored params, a search in the URL, a page that is no list, or a user who may not see it', () => {
    signIn(['admin']);
    localStorage.setItem('RaStore.clientes.listParams', JSON.stringify({ page: 2 }));
    openFirstScreen('/clientes', '');
    localStorage.clear();
    signIn(['admin']);
    openFirstScreen('/clientes', '?filter=%7B%7D');
    openFirstScreen('/clientes/add', '');
    signIn(['view-grupos']);
    openFirstScreen('/clientes', '');
    expect(urls).toEqual([]);
  });

  it('reads nothing early with a token near its end: the screen refreshes it first and asks itself', async () => {
    signIn(['admin'], 200);
    openFirstScreen('/clientes', '');
    expect(urls).toEqual([]);
  });

  it("reads nothing signed out, and neither loads nor waits for the screen's code: the login page comes instead", async () => {
    vi.mocked(preload).mockClear();
    await openFirstScreen('/clientes', '');
    await openFirstScreen('/', '');
    expect(urls).toEqual([]);
    expect(preload).not.toHaveBeenCalled();
  });

  it("settles once the screen's code (a list's, the home's) is in, kept for the route to draw at once; a path with no screen settles at once", async () => {
    signIn(['admin']);
    const list = screenAt('/clientes')!;
    await openFirstScreen('/clientes', '');
    expect(loadedNow(list.load)).toHaveProperty('default');
    await openFirstScreen('/', '');
    expect(loadedNow(loadHome)).toHaveProperty('default');
    await expect(openFirstScreen('/no-such-page', '')).resolves.toBeUndefined();
  });
});
