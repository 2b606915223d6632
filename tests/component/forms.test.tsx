import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from './renderScreen';

// Moved from tests/e2e/forms.spec.ts: what a generated form shows, in Portuguese.

describe('forms', () => {
  it('the user form names roles in the page language, grouped; the current settings have no delete button', async () => {
    const first = await renderScreen('/usuarios/add');
    const transporte = await screen.findByRole('group', { name: 'Transporte' });
    expect(within(transporte).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(transporte).getByRole('checkbox', { name: 'Veículos' })).toBeTruthy();
    const acesso = screen.getByRole('region', { name: 'Acesso' });
    expect(within(acesso).getAllByRole('checkbox')).toHaveLength(30);
    expect(acesso.textContent).not.toContain('view-');
    first.unmount();

    const { router, api } = await renderScreen('/configuracoes');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pt/configuracoes/${api.db.configuracoes[0].id}`));
    expect(await screen.findByRole('heading', { name: 'Operação' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });
});
