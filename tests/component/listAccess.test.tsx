import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from './renderScreen';

// The generated list checks the view role from the session before it reads (docs/decisions.md
// "The list's read on its first render"), instead of react-admin's access query.

const listCalls = (calls: { method: string; path: string }[], resource: string) =>
  calls.filter((c) => c.method === 'GET' && new URL(c.path, 'http://x').pathname.endsWith(`/${resource}`));

describe('a generated list and its view role', () => {
  it('without the role: the access-denied page, and the list is never asked for', async () => {
    const { router, api } = await renderScreen('/clientes', { locale: 'en', permissions: ['view-veiculos'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(listCalls(api.calls, 'clientes')).toEqual([]);
  });

  it('with the role: the rows, read once', async () => {
    const { api } = await renderScreen('/clientes', {
      locale: 'en', permissions: ['view-clientes'],
      data: { clientes: [{ id: 'c1', tipo_pessoa: 'PJ', nome: 'Cliente Um', cpf_cnpj: '11222333000181' }] },
    });
    expect(await screen.findByText('Cliente Um')).toBeTruthy();
    expect(listCalls(api.calls, 'clientes')).toHaveLength(1);
  });
});
