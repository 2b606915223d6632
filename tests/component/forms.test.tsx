import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLES, ROLE_GROUPS } from '../../src/registry/roles';
import { renderScreen } from './renderScreen';

// Moved from tests/e2e/forms.spec.ts: what a generated form shows, in Portuguese.

describe('forms', () => {
  it('the user form names roles in the page language, grouped; the current settings have no delete button', async () => {
    const first = await renderScreen('/usuarios/add');
    const transporte = await screen.findByRole('group', { name: 'Transporte' });
    expect(within(transporte).getAllByRole('checkbox')).toHaveLength(ROLE_GROUPS.transporte.length);
    expect(within(transporte).getByRole('checkbox', { name: 'Veículos' })).toBeTruthy();
    const acesso = screen.getByRole('region', { name: 'Acesso' });
    // One per role the product knows: the e2e test said 30, from before issue 28 added liberar-validade.
    expect(within(acesso).getAllByRole('checkbox')).toHaveLength(ROLES.length);
    expect(acesso.textContent).not.toContain('view-');
    first.unmount();

    const { router, api } = await renderScreen('/configuracoes');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pt/configuracoes/${api.db.configuracoes[0].id}`));
    expect(await screen.findByRole('heading', { name: 'Operação' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });
});
