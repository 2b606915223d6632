// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '../providers/locale';
import { session } from '../providers/session';
import { v1DataProvider } from '../providers/v1DataProvider';
import { PAGE_DEFS, ledgerLink, ledgerPath } from './pages';

const calls: { url: string; init: RequestInit }[] = [];
beforeEach(() => {
  calls.length = 0;
  session.save({ access_token: 'access-1', refresh_token: 'refresh-1' }, { id: 'u1', firstName: 'Ana', roles: ['view-produtos'] });
  setCurrentLocale('pt');
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ data: [], total: 0, movimentos: ['m1'] }), { status: 201, headers: { 'content-type': 'application/json' } });
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('stock pages in the browser', () => {
  it('adjustStock posts the correction with the Idempotency-Key made when the user acted', async () => {
    const dp = v1DataProvider();
    await dp.adjustStock({ body: { material_id: 'm', endereco: 'A-01-02-03', quantidade: -2, motivo: 'Avaria' } }, { idempotencyKey: 'k-1' });
    const { url, init } = calls[0];
    expect([url, init.method, (init.headers as Record<string, string>)['idempotency-key']]).toEqual(['/v1/estoque/ajustes', 'POST', 'k-1']);
    expect(JSON.parse(String(init.body))).toEqual({ material_id: 'm', endereco: 'A-01-02-03', quantidade: -2, motivo: 'Avaria' });
  });

  it('a page is a list of its API path, with slashes kept', async () => {
    await v1DataProvider().getList(PAGE_DEFS['saldo-produto-lote'].resource, {
      pagination: { page: 2, perPage: 25 }, sort: { field: 'validade', order: 'ASC' }, filter: { vencendo_em_dias: 30 },
    });
    expect(calls[0].url).toBe('/v1/produtos/saldo-produto-lote?page=2&limit=25&sort=validade&order=asc&vencendo_em_dias=30');
  });

  it('each balance links to the ledger filtered by the keys of its depth', () => {
    const row = { material_id: 'm1', lote: '', endereco: 'A-01-01-01' };
    const filterOf = (link: string) => JSON.parse(new URLSearchParams(link.split('?')[1]).get('filter')!);
    expect(ledgerLink(PAGE_DEFS['saldo-fisico'], row).startsWith(`${ledgerPath()}?`)).toBe(true);
    expect(filterOf(ledgerLink(PAGE_DEFS['saldo-fisico'], row))).toEqual({ material_id: 'm1' });
    expect(filterOf(ledgerLink(PAGE_DEFS['saldo-produto-lote-enderecamento'], row))).toEqual({ material_id: 'm1', lote: '', endereco: 'A-01-01-01' });
  });
});
