import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

// A client created with a masked CNPJ and CEP typed as a person would,
// found again by its name typed without accents. Inputs are found by source, not by label.
const input = (page: Page, source: string) => page.locator(`input[name="${source}"]`);
/** A react-admin SelectInput (an MUI select): open it and pick an option. */
const choose = async (page: Page, source: string, option: string | RegExp) => {
  await page.locator(`.ra-input-${source} [role="combobox"]`).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
};

test('a client created with a CNPJ and CEP typed as digits is stored, found without accents and shown formatted', async ({ page }) => {
  const name = 'Distribuidora São João Ltda';

  await page.goto('/clientes/add');
  await choose(page, 'tipo_pessoa', /^(Individual|PF)$/);
  await expect(input(page, 'tipo_pessoa')).toHaveValue('PF');
  await choose(page, 'tipo_pessoa', /^(Company|PJ)$/);
  await expect(input(page, 'tipo_pessoa')).toHaveValue('PJ');
  await input(page, 'nome').fill(name);
  // Typed key by key: the mask lays itself over the digits as they come.
  await input(page, 'cpf_cnpj').pressSequentially('11222333000181');
  await expect(input(page, 'cpf_cnpj')).toHaveValue('11.222.333/0001-81');
  await input(page, 'cep').pressSequentially('01310100');
  await expect(input(page, 'cep')).toHaveValue('01310-100');
  await input(page, 'logradouro').fill('Avenida Paulista');
  await input(page, 'numero').fill('1578');
  await input(page, 'cidade').fill('São Paulo');
  await choose(page, 'uf', 'SP');
  await expect(input(page, 'uf')).toHaveValue('SP');
  await input(page, 'telefone').pressSequentially('1134567890');
  await expect(input(page, 'telefone')).toHaveValue('(11) 3456-7890');

  const saved = page.waitForResponse((r) => r.url().endsWith('/v1/clientes') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save' }).click();
  const res = await saved;
  expect(res.status()).toBe(201);
  // The browser sends digits only; the server keeps the form of docs/domain.md "Document masks and padding".
  expect(res.request().postDataJSON()).toMatchObject({ cpf_cnpj: '11222333000181', cep: '01310100', uf: 'SP', telefone: '1134567890' });
  expect(await res.json()).toMatchObject({ nome: name, tipo_pessoa: 'PJ', cpf_cnpj: '11222333000181', cep: '01310100', cidade: 'São Paulo' });
  await expect(page).toHaveURL(/\/clientes$/);

  await page.getByPlaceholder('Search').fill('sao joao');
  await expect(page).toHaveURL(/sao(%20|\+)joao/);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  const row = page.locator('tbody tr').first();
  await expect(row).toContainText(name);
  await expect(row).toContainText('11.222.333/0001-81');

  await row.getByText(name).click();
  await expect(page).toHaveURL(/\/clientes\/[0-9a-f-]{36}$/);
  await expect(input(page, 'cpf_cnpj')).toHaveValue('11.222.333/0001-81');
  await page.getByRole('link', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/clientes\/[0-9a-f-]{36}\/show$/);
  await expect(page.getByText('11.222.333/0001-81')).toBeVisible();
  await expect(page.getByText('01310-100')).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
});
