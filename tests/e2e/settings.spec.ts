import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

test('the settings entry opens the current settings; decimals are typed in the page language', async ({ page }) => {
  await page.goto('/pt/login');
  await page.locator('input[name=email]').fill(E2E_ADMIN.email);
  await page.locator('input[name=password]').fill(E2E_ADMIN.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));

  await page.goto('/pt/configuracoes');
  await expect(page).toHaveURL(/\/pt\/configuracoes\/[0-9a-f-]{36}$/);
  const cubagem = page.locator('input[name=fator_cubagem]');
  await expect(cubagem).toHaveValue('300');
  await cubagem.fill('1.234,5678');
  await page.locator('input[name=docas]').fill('6');
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/v1/configuracoes/'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ fator_cubagem: 1234.5678, docas: 6 });

  await page.goto('/pt/configuracoes');
  await expect(page.locator('input[name=fator_cubagem]')).toHaveValue('1.234,5678');
  // A value that is no number is named under its field, nothing is sent.
  await page.locator('input[name=fator_cubagem]').fill('12abc');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Deve ser um número').first()).toBeVisible();
});
