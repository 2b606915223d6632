import { advanceUntil, hold } from './support/clock';
import { expect, test } from './support/test';

test('admin signs in, creates, finds, edits and deletes a group', async ({ page }) => {
  // The page's clock flows as usual until the toast is timed below.
  await page.clock.install();
  const name = `Transferências ${Date.now()}`;

  await page.goto('/grupos/add');
  // The browser validates with the server's schema before anything is sent.
  await page.getByLabel('Description').fill('Grupo criado pelo teste de ponta a ponta');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('Name *').fill(name);
  // The success toast stays about 5 s (docs/domain.md "Errors and notifications"), then hides by
  // itself. Its life is timed on the page's clock, held still from the click and moved on by the
  // test, so a busy machine cannot stretch or shorten it.
  await page.evaluate(() => {
    const w = window as unknown as { toastShown?: number; toastHidden?: number };
    new MutationObserver(() => {
      const shown = [...document.querySelectorAll('[role=alert], .MuiSnackbar-root')].some((e) => e.textContent?.includes('Element created'));
      if (shown && w.toastShown === undefined) w.toastShown = performance.now();
      if (!shown && w.toastShown !== undefined && w.toastHidden === undefined) w.toastHidden = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await hold(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/grupos$/);
  const toast = page.getByText('Element created');
  await advanceUntil(page, () => toast.isVisible(), { step: 100 });
  await advanceUntil(page, async () => !(await toast.isVisible()), { step: 100, limit: 10_000 });
  const life = await page.evaluate(() => {
    const w = window as unknown as { toastShown?: number; toastHidden?: number };
    return w.toastHidden! - w.toastShown!;
  });
  expect(life).toBeGreaterThan(4500);
  expect(life).toBeLessThan(6500);
  await page.clock.resume();

  // Accent-insensitive search finds it.
  await page.getByPlaceholder('Search').fill('transferencias');
  await expect(page.getByRole('cell', { name })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);

  await page.getByRole('cell', { name }).click();
  await expect(page).toHaveURL(/\/grupos\/[0-9a-f-]{36}$/);
  await page.getByLabel('Name *').fill(`${name} (editado)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/grupos(\?.*)?$/);
  await expect(page.getByRole('cell', { name: `${name} (editado)` })).toBeVisible();

  await page.getByRole('cell', { name: `${name} (editado)` }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/grupos(\?.*)?$/);
  await expect(page.getByRole('cell', { name: `${name} (editado)` })).toHaveCount(0);
});

test('a status is created with its group chosen in the autocomplete, and the server error shows under the field', async ({ page }) => {
  await page.goto('/status/add');
  await page.getByLabel('Name *').fill('Aguardando coleta');
  await page.getByLabel('Group *').fill('itiner');
  await page.getByRole('option', { name: 'Itinerário' }).click();
  await page.getByLabel('Order').fill('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/status$/);
  await page.getByPlaceholder('Search').fill('aguardando');
  // The list is filtered once the search reaches the URL (all seeded statuses fit one page).
  await expect(page).toHaveURL(/aguardando/);
  await expect(page.getByRole('cell', { name: 'Itinerário' })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: 'Aguardando coleta' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Itinerário' })).toBeVisible();

  // A duplicate unique value passes the browser's checks; the server's 409 lands on the field.
  await page.goto('/categorias/add');
  await page.getByLabel('Name *').fill('Duplicada');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/categorias$/);
  await page.goto('/categorias/add');
  await page.getByLabel('Name *').fill('Duplicada');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Another record already has this value').first()).toBeVisible();
  await expect(page).toHaveURL(/\/categorias\/add$/);
});
