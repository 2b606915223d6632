import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeId } from './fakeApi';
import { renderScreen } from './renderScreen';

afterEach(() => vi.restoreAllMocks());

describe('leaving and landing', () => {
  // Moved from tests/e2e/forms.spec.ts.
  it('leaving a form with unsaved input asks first; cancelling keeps the input', async () => {
    const cliente = { id: fakeId(), version: 1, tipo_pessoa: 'PJ', nome: 'Saída Sem Salvar Ltda', cpf_cnpj: '11222333000262', cidade: 'Campinas', uf: 'SP' };
    const { router } = await renderScreen(`/clientes/${cliente.id}`, { data: { clientes: [cliente] } });
    const fantasia = () => document.querySelector('input[name="nome_fantasia"]') as HTMLInputElement;
    await screen.findByRole('link', { name: 'Mostrar' });
    fireEvent.change(fantasia(), { target: { value: 'Ainda não salvo' } });

    const asked: string[] = [];
    vi.spyOn(window, 'confirm').mockImplementationOnce((message) => { asked.push(String(message)); return false; });
    fireEvent.click(screen.getByRole('link', { name: 'Mostrar' }));
    await waitFor(() => expect(asked).toEqual(['Algumas de suas alterações não foram salvas. Você tem certeza que quer ignorá-las?']));
    expect(router.state.location.pathname).toMatch(new RegExp(`/pt/clientes/${cliente.id}$`));
    expect(fantasia().value).toBe('Ainda não salvo');

    vi.spyOn(window, 'confirm').mockImplementationOnce((message) => { asked.push(String(message)); return true; });
    fireEvent.click(screen.getByRole('link', { name: 'Mostrar' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`/pt/clientes/${cliente.id}/show$`)));
    expect(asked).toHaveLength(2);
  });

  // Moved from tests/e2e/locale-errors.spec.ts.
  it('the template error pages exist without signing in', async () => {
    for (const path of ['/template/extras/404', '/404-alt']) {
      const view = await renderScreen(path, { locale: 'en', signedOut: true });
      expect(await screen.findByText('This page could not be found', {}, {})).toBeTruthy();
      view.unmount();
    }
    await renderScreen('/500', { locale: 'en', signedOut: true });
    expect(await screen.findByRole('heading', { name: 'Error 500' })).toBeTruthy();
  });
});
