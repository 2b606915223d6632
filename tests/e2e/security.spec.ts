import { type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { NO_SESSION } from './support/auth';
import { expect, test } from './support/test';

// The login page is where a visitor meets the policy first: the test starts signed out.
test.use({ storageState: NO_SESSION });

/** Every Content-Security-Policy violation the page reports, and console errors naming one. */
const watchPolicy = async (page: Page) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => { violations.push(v); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation: (v: string) => void })
        .reportViolation(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
};

test('the web app and the API docs work under the Content-Security-Policy, without a violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  const home = await page.goto('/login');
  expect(home!.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(home!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(home!.headers()['x-content-type-options']).toBe('nosniff');

  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('app-layout')).toBeVisible();

  // A list, forms with masked inputs, selects and a date picker, the settings page.
  await page.goto('/grupos');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.goto('/clientes/add');
  await expect(page.getByLabel(/CPF\/CNPJ/)).toBeVisible();
  await page.goto('/usuarios/add');
  await expect(page.getByLabel(/First name/)).toBeVisible();
  await page.goto('/configuracoes');
  await expect(page).toHaveURL(/\/configuracoes\/[0-9a-f-]{36}$/);
  await expect(page.locator('form')).toBeVisible();
  // Right to left: emotion's RTL plugin writes its own styles.
  await page.goto('/ar/grupos');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('tbody tr').first()).toBeVisible();

  // Swagger UI, served by the same server under the same policy.
  await page.goto('/v1/docs');
  await expect(page.getByRole('heading', { name: /Logistics back office API/ })).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();

  expect(violations).toEqual([]);
});
