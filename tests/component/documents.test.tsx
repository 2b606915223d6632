import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits } from '../../src/registry/brazil';
import { renderScreen } from './renderScreen';

// Moved from tests/e2e/clientes.spec.ts and cnpj-alfanumerico.spec.ts: a document whose check
// digits are wrong is refused under its field, in the page's language, and nothing is sent.

const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
/** Typed as a paste: the mask lays itself over what arrives. */
const type = (name: string, value: string) => fireEvent.input(input(name), { target: { value } });
const under = (name: string) => document.querySelector(`.ra-input-${name}`)?.textContent ?? '';

describe('documents', () => {
  it('a CNPJ with a wrong check digit shows the translated error under the field and saves nothing', async () => {
    const { api, router } = await renderScreen('/clientes/add', { locale: 'en' });
    await waitFor(() => expect(input('nome')).toBeTruthy());
    type('nome', 'Atacadão Dígito Errado');
    type('cpf_cnpj', '11222333000182');
    await waitFor(() => expect(input('cpf_cnpj').value).toBe('11.222.333/0001-82'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(under('cpf_cnpj')).toContain('Invalid CPF or CNPJ'));
    expect(input('cpf_cnpj').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toMatch(/\/clientes\/add$/);

    // Corrected, the error goes as the user types.
    type('cpf_cnpj', '11222333000181');
    await waitFor(() => expect(input('cpf_cnpj').value).toBe('11.222.333/0001-81'));
    await waitFor(() => expect(under('cpf_cnpj')).not.toContain('Invalid CPF or CNPJ'));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(api.db.clientes ?? []).toEqual([]);
  });

  it('a letter in a check-digit position shows the translated error under the field and saves nothing', async () => {
    const base = 'Q1W2E3R4AB0001';
    const doc = `${base.slice(0, 12)}${cnpjCheckDigits(base.slice(0, 12))}`;
    const { api } = await renderScreen('/fornecedores/add');
    await waitFor(() => expect(input('razao_social')).toBeTruthy());
    type('razao_social', 'Fornecedor Dígito Errado Ltda');
    type('cnpj', `${doc.slice(0, 13)}A`);
    const masked = `${doc.slice(0, 13)}A`.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
    await waitFor(() => expect(input('cnpj').value).toBe(masked));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(under('cnpj')).toContain('CNPJ inválido'));
    expect(input('cnpj').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
