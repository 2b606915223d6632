import { expect, test } from './support/test';

test('the settings entry opens the current settings; decimals are typed in the page language', async ({ page }) => {
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

for (const { lang, label, save } of [
  { lang: 'pt', label: 'Fuso horário', save: 'Salvar' },
  { lang: 'ar', label: 'المنطقة الزمنية', save: 'حفظ' },
]) {
  test(`the time zone is picked from a searchable list of zones (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/configuracoes`);
    const zone = page.getByRole('combobox', { name: label });
    await expect(zone).toHaveValue(/^America\/Sao Paulo \(/);
    await zone.fill('lisb');
    await page.getByRole('option', { name: /^Europe\/Lisbon \(/ }).click();
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/v1/configuracoes/'));
    await page.getByRole('button', { name: save }).click();
    expect((await saved).postDataJSON()).toMatchObject({ fuso_horario: 'Europe/Lisbon' });

    // Back to the default, so other tests keep the day they expect.
    await page.goto(`/${lang}/configuracoes`);
    await expect(zone).toHaveValue(/^Europe\/Lisbon \(/);
    await zone.fill('sao pau');
    await page.getByRole('option', { name: /^America\/Sao Paulo \(/ }).click();
    const back = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/v1/configuracoes/'));
    await page.getByRole('button', { name: save }).click();
    expect((await back).status()).toBe(200);
  });
}
