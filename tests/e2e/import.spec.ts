import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support/test';

const fixture = (name: string) => resolve('tests/fixtures/csv', name);

const NAMES = ['Atacadão Importado Norte', 'Joana Importada Silva', 'Comércio Importado Sul', 'Distribuidora Importada Leste'];

test('CSV import: a file with one bad row imports nothing and shows that row\'s error; the corrected file imports every row', async ({ page }) => {
  await page.goto('/clientes');
  // The toolbar's; on a database with no client yet the empty page offers a second one.
  await page.getByRole('button', { name: 'Import' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  // The template is the header row of the declaration's fields, labelled as the list's export labels them.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template' }).click();
  const template = readFileSync((await (await downloading).path())!, 'utf8');
  expect(template.replace(/^\ufeff/, '').split(/\r?\n/)[0]).toMatch(/^Customer type,Name,Trade name,CPF\/CNPJ,/);

  // Semicolons, a BOM, CRLF, quotes, masked documents, sim/não; a CEP that lost its leading zero
  // in a spreadsheet is padded back to 8 digits as SPEC 5 says (issue 28).
  await dialog.locator('input[type=file]').setInputFiles(fixture('clientes-com-erro.csv'));
  await expect(dialog.getByText('Rows in \u2068clientes-com-erro.csv\u2069: 4')).toBeVisible();
  await expect(dialog.getByText('Rows with errors: 1')).toBeVisible();
  const badRow = dialog.locator('tbody tr[data-row="3"]');
  await expect(badRow).toContainText('Comércio Importado Sul');
  await expect(badRow).toContainText('Invalid CPF or CNPJ');
  await expect(dialog.locator('tbody tr[data-row="1"]')).toContainText('Norte; Filial "Centro"');
  await expect(dialog.locator('tbody tr[data-row="1"] td').nth(1)).toHaveText('');
  await expect(dialog.locator('tbody tr[data-row="2"] td').nth(1)).toHaveText('');
  await expect(dialog.getByRole('button', { name: 'Import 4 rows' })).toBeDisabled();

  await dialog.locator('input[type=file]').setInputFiles(fixture('clientes-corrigido.csv'));
  await expect(dialog.getByText('Every row is valid and ready to import.')).toBeVisible();
  await expect(dialog.locator('tbody tr')).toHaveCount(4);
  const importButton = dialog.getByRole('button', { name: 'Import 4 rows' });
  await expect(importButton).toBeEnabled();
  await importButton.click();

  await expect(page.getByText('4 rows imported')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list refreshed with every row; exactly four, so the rejected file wrote nothing.
  for (const name of NAMES) await expect(page.getByRole('cell', { name })).toBeVisible();
  await page.getByPlaceholder('Search').fill('importad');
  await expect(page.locator('tbody tr')).toHaveCount(4);
  for (const name of NAMES) await expect(page.getByRole('cell', { name })).toBeVisible();
});
