import { type Locator, type Page } from '@playwright/test';
import { adminToken, alnumCnpj } from './support/api';
import { expect, test } from './support/test';

// A supplier registered since July 2026 has an alphanumeric CNPJ (docs/domain.md "Document masks
// and padding"): typed in Portuguese, in lower case, with the caret kept where a character in
// the middle is changed, saved upper-case, found by search and shown with the mask.

const input = (page: Page, source: string) => page.locator(`input[name="${source}"]`);
const caret = (field: Locator) => field.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]);
const caretAt = async (field: Locator, position: number) => {
  await field.focus();
  await field.evaluate((el: HTMLInputElement, p) => el.setSelectionRange(p, p), position);
};
const masked = (d: string) => d.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');

test('an alphanumeric CNPJ typed into the supplier form keeps the caret, is saved, found by search and shown formatted', async ({ page, request }) => {
  const doc = alnumCnpj();
  // Another supplier, so an unfiltered list is not mistaken for the search's answer.
  const headers = { authorization: `Bearer ${await adminToken()}` };
  expect((await request.post('/v1/fornecedores', { headers, data: { razao_social: `Outro Fornecedor ${doc.slice(0, 6)}`, cnpj: alnumCnpj() } })).status()).toBe(201);
  const name = `Fornecedor Alfanumérico ${doc.slice(0, 6)} Ltda`;
  await page.goto('/pt/fornecedores/add');
  await input(page, 'razao_social').fill(name);
  const cnpj = input(page, 'cnpj');
  await cnpj.pressSequentially(doc.toLowerCase());
  await expect(cnpj).toHaveValue(masked(doc));

  // Backspace after "XX.XX" takes the fourth character; the caret stays there and the rest moves left.
  await caretAt(cnpj, 5);
  await page.keyboard.press('Backspace');
  const without = doc.slice(0, 3) + doc.slice(4);
  await expect(cnpj).toHaveValue(without.replace(/^(.{2})(.{3})(.{3})(.{4})(.{1})$/, '$1.$2.$3/$4-$5'));
  expect(await caret(cnpj)).toEqual([4, 4]);
  // Typed back in lower case: upper-cased, in place, the caret right after it.
  await page.keyboard.type(doc[3].toLowerCase());
  await expect(cnpj).toHaveValue(masked(doc));
  expect(await caret(cnpj)).toEqual([5, 5]);

  // A 15th character is refused and said so.
  await caretAt(cnpj, masked(doc).length);
  await page.keyboard.type('X');
  await expect(cnpj).toHaveValue(masked(doc));
  await expect(page.locator('.ra-input-cnpj')).toContainText('No máximo 14 caracteres');

  const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/v1/fornecedores'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  const res = await created;
  expect(res.status()).toBe(201);
  expect(res.request().postDataJSON()).toMatchObject({ cnpj: doc });
  expect(await res.json()).toMatchObject({ razao_social: name, cnpj: doc });
  await expect(page).toHaveURL(/\/pt\/fornecedores$/);

  // Found by the CNPJ typed with the mask in lower case, and by a piece of it; the other supplier is not.
  await expect(page.locator('tbody tr')).not.toHaveCount(1);
  for (const q of [masked(doc).toLowerCase(), doc.slice(2, 8)]) {
    const searched = page.waitForResponse((r) => r.url().includes('/v1/fornecedores?') && new URL(r.url()).searchParams.get('q') === q);
    await input(page, 'q').fill(q);
    expect((await searched).status()).toBe(200);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr').first()).toContainText(name);
    await expect(page.locator('tbody tr').first()).toContainText(masked(doc));
  }

  await page.locator('tbody tr').first().getByText(name).click();
  await expect(input(page, 'cnpj')).toHaveValue(masked(doc));
  await page.getByRole('link', { name: 'Mostrar' }).click();
  await expect(page).toHaveURL(/\/pt\/fornecedores\/[0-9a-f-]{36}\/show$/);
  await expect(page.getByText(masked(doc), { exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of ['pt', 'ar']) {
    test(`the supplier form with an alphanumeric CNPJ fits the screen and reads left to right (${locale})`, async ({ page }, testInfo) => {
      const doc = alnumCnpj();
      await page.goto(`/${locale}/fornecedores/add`);
      const cnpj = input(page, 'cnpj');
      await cnpj.pressSequentially(doc.toLowerCase());
      await expect(cnpj).toHaveValue(masked(doc));
      await expect(cnpj).toHaveAttribute('dir', 'ltr');
      await expect(cnpj).toHaveAttribute('inputmode', 'text');
      const box = (await cnpj.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // The whole masked CNPJ shows inside its input, not cut off.
      expect(await cnpj.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await cnpj.blur();
      await page.screenshot({ path: testInfo.outputPath(`fornecedor-cnpj-${locale}.png`) });
    });
  }
});
