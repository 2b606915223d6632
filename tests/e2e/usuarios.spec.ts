import { readFileSync } from 'node:fs';
import { E2E_ADMIN } from '../../playwright.config';
import { NO_SESSION, openApp, submitSignIn } from './support/auth';
import { expect, test } from './support/test';

test('admin creates a driver with masks, a date picker and roles; the list sorts and exports; the driver signs in', async ({ page, browser }) => {
  await openApp(page);
  await expect(page.getByText('Welcome, Admin')).toBeVisible();

  await page.goto('/usuarios/add');
  await page.getByLabel('First name *').fill('Zélia');
  await page.getByLabel('Last name').fill('Gonçalves');
  await page.getByLabel('Email *').fill('zelia.goncalves@exemplo.com.br');
  await page.getByRole('textbox', { name: 'Password' }).fill('senha-forte-123');
  // The CPF input shows the mask while it keeps digits.
  await page.getByLabel('CPF').fill('52998224725');
  await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await page.getByLabel('Mobile').fill('11987654321');
  await expect(page.getByLabel('Mobile')).toHaveValue('(11) 98765-4321');
  await expect(page.getByRole('group', { name: 'Licence expiry' })).toHaveCount(0);
  await page.getByLabel('User type *').fill('Motor');
  await page.getByRole('option', { name: 'Motorista' }).click();
  // Roles are grouped by the menu group they open.
  await expect(page.getByRole('group', { name: 'Transport' }).getByRole('checkbox')).toHaveCount(8);
  // Each role by its translated name (forms issue), never its id.
  await page.getByRole('checkbox', { name: 'Vehicles' }).check();
  // Driving-licence fields show for drivers only.
  await expect(page.getByRole('group', { name: 'Licence expiry' })).toBeVisible();
  // The date picker reads dd/MM/yyyy whatever the browser's own locale is.
  await page.getByRole('group', { name: 'Licence expiry' }).click();
  await page.keyboard.type('15032029');
  await expect(page.getByRole('group', { name: 'Licence expiry' })).toContainText('15/03/2029');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/usuarios$/);

  // Sorting by a column header.
  await page.getByRole('button', { name: 'Email' }).click();
  await expect(page).toHaveURL(/sort=email/);
  await expect(page.locator('tbody tr').first()).toContainText('admin@example.com');
  await page.getByRole('button', { name: 'Email' }).click();
  await expect(page.locator('tbody tr').first()).toContainText('zelia.goncalves@exemplo.com.br');

  // The show page formats what the list stores as digits and ISO dates.
  await page.getByRole('cell', { name: 'zelia.goncalves@exemplo.com.br' }).click();
  await page.getByRole('link', { name: 'Show' }).click();
  await expect(page.getByText('529.982.247-25')).toBeVisible();
  await expect(page.getByText('15/03/2029')).toBeVisible();
  await expect(page.getByText('view-veiculos')).toBeVisible();

  // CSV export of the list.
  await page.goto('/usuarios');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8');
  // Headers are the labels of the page language.
  expect(csv.split('\n')[0]).toContain('Email');
  expect(csv).toContain('zelia.goncalves@exemplo.com.br');
  expect(csv).not.toContain('password');

  // The new user signs in and sees no Settings group (no view-configuracoes role).
  const other = await browser.newContext({ storageState: NO_SESSION });
  const driver = await other.newPage();
  await driver.goto('/login');
  await submitSignIn(driver, { email: 'zelia.goncalves@exemplo.com.br', password: 'senha-forte-123' });
  await expect(driver.getByText('Welcome, Zélia')).toBeVisible();
  await expect(driver.getByRole('menuitem', { name: 'Groups' })).toHaveCount(0);
  await other.close();
});

test.describe(() => {
  test.use({ storageState: NO_SESSION });
  test('a bad sign-in shows the server message and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, { email: E2E_ADMIN.email, password: 'wrong-password' });
    await expect(page.getByText('Wrong email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
