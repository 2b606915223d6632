import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from './renderScreen';

// The generated list (docs/decisions.md "The list's read on its first render"): it checks the view
// role from the session before it reads, instead of react-admin's access query, and its filter
// inputs load only when one is added.

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

describe("a generated list's filters", () => {
  it('are offered before any is drawn, and one added loads its input and filters the list', async () => {
    const { api } = await renderScreen('/clientes', {
      locale: 'en',
      data: { clientes: [
        { id: 'c1', version: 1, tipo_pessoa: 'PJ', nome: 'Cliente Paulista', cpf_cnpj: '11222333000181', uf: 'SP' },
        { id: 'c2', version: 1, tipo_pessoa: 'PJ', nome: 'Cliente Carioca', cpf_cnpj: '11444777000161', uf: 'RJ' },
      ] },
    });
    expect(await screen.findByText('Cliente Carioca')).toBeTruthy();
    // No select is drawn until the filter is added (its code loads then: ResourceList's lazy inputs).
    expect(document.querySelector('[name=uf]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'State (UF)' }));
    const uf = await screen.findByRole('combobox', { name: 'State (UF)' });
    fireEvent.mouseDown(uf);
    fireEvent.click(await screen.findByRole('option', { name: 'RJ' }));
    await waitFor(() => expect(screen.queryByText('Cliente Paulista')).toBeNull());
    expect(screen.getByText('Cliente Carioca')).toBeTruthy();
    expect(listCalls(api.calls, 'clientes').some((c) => new URL(c.path, 'http://x').searchParams.get('uf') === 'RJ')).toBe(true);
  });
});
