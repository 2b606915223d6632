import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeApi } from './fakeApi';
import { renderScreen } from './renderScreen';

// Moved from tests/e2e/numbers-typed.spec.ts (issue 28, point 1): every numeric input reads what
// is typed by the one rule of the page's language: "12,5" is never 125 nor "1.000" 1 on a
// Portuguese page, and a field of whole units refuses a fraction under itself. That the API
// stores what is sent is tests/api/'s.

const TYPED = ['12,5', '1.000', '1.234,56', '30,5'] as const;
type Typed = (typeof TYPED)[number];
const DECIMAL: Record<Typed, { shown: string; refused?: string }> = {
  '12,5': { shown: '12,5' }, '1.000': { shown: '1.000' }, '1.234,56': { shown: '1.234,56' }, '30,5': { shown: '30,5' },
};
const WHOLE = 'Deve ser um número inteiro';
const INT: Record<Typed, { shown: string; refused?: string }> = {
  '12,5': { shown: '12,5', refused: WHOLE }, '1.000': { shown: '1.000' }, '1.234,56': { shown: '1.234,56', refused: WHOLE }, '30,5': { shown: '30,5', refused: WHOLE },
};

const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const helper = (name: string) => input(name).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';
/** Typed into a field and left, as clicking elsewhere after typing leaves it. */
const fill = (name: string, value: string) => {
  fireEvent.focus(input(name));
  fireEvent.change(input(name), { target: { value } });
  fireEvent.blur(input(name));
};
/** Clicks Save once it can be clicked (the form re-checks itself after each change), as a user's click lands. */
const save = async () => {
  const button = screen.getByRole('button', { name: 'Salvar' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
};
const posts = (api: FakeApi, resource: string) => api.calls.filter((c) => c.method === 'POST' && c.path === `/${resource}`);

/** Types each string, leaves the field, and checks what it shows and says under it. */
const typeEach = async (name: string, expected: Record<Typed, { shown: string; refused?: string }>) => {
  for (const typed of TYPED) {
    fill(name, typed);
    await waitFor(() => expect(input(name).value, typed).toBe(expected[typed].shown));
    if (expected[typed].refused) await waitFor(() => expect(helper(name), typed).toBe(expected[typed].refused));
    // Nothing said (react-admin keeps the helper's line with a zero-width space).
    else await waitFor(() => expect(helper(name), typed).not.toMatch(/[^\s\u200b]/));
  }
};

describe('numbers typed in Portuguese', () => {
  it('generated forms: whole units, decimals and money read "12,5", "1.000", "1.234,56", "30,5" as Portuguese means them', async () => {
    // Whole units (a client's minimum shelf life): a fraction is refused under the field and nothing is sent.
    const clientes = await renderScreen('/clientes/add');
    await waitFor(() => expect(input('validade_minima_dias')).toBeTruthy());
    await typeEach('validade_minima_dias', INT);
    fill('nome', 'Cliente números');
    fireEvent.input(input('cpf_cnpj'), { target: { value: '11444777000161' } });
    await save();
    await waitFor(() => expect(helper('validade_minima_dias')).toBe(WHOLE));
    expect(posts(clientes.api, 'clientes')).toHaveLength(0);
    fill('validade_minima_dias', '1.000');
    await save();
    await waitFor(() => expect(posts(clientes.api, 'clientes')).toHaveLength(1));
    expect(posts(clientes.api, 'clientes')[0].body).toMatchObject({ validade_minima_dias: 1000 });
    clientes.unmount();

    // Decimals and money (a material's weight and price).
    const materiais = await renderScreen('/materiais/add');
    await waitFor(() => expect(input('peso_kg')).toBeTruthy());
    await typeEach('peso_kg', DECIMAL);
    await typeEach('valor_unitario', { ...DECIMAL, '12,5': { shown: '12,50' }, '1.000': { shown: '1.000,00' }, '30,5': { shown: '30,50' } });
    fill('codigo', 'NUM-1');
    fill('descricao', 'Material dos números');
    fill('peso_kg', '12,5');
    fill('valor_unitario', '1.000');
    await save();
    await waitFor(() => expect(posts(materiais.api, 'materiais')).toHaveLength(1));
    expect(posts(materiais.api, 'materiais')[0].body).toMatchObject({ peso_kg: 12.5, valor_unitario: 1000 });
  });
});
