import { E2E_ADMIN } from '../../playwright.config';
import { adminToken } from './support/api';
import { NO_SESSION, submitSignIn } from './support/auth';
import { expect, test } from './support/test';

// About signing in: each test starts signed out.
test.use({ storageState: NO_SESSION });

test('a visitor asks for an account from the login page; once the admin activates it, they sign in', async ({ page, request }) => {
  const email = `nova.conta.${Date.now()}@exemplo.com.br`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Request an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Request an account' })).toBeVisible();

  await page.getByLabel('First name *').fill('Marta');
  await page.getByLabel('Last name').fill('Figueiredo');
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Password *', { exact: true }).fill('curta');
  await page.getByLabel('Confirm password *').fill('outra');
  await page.getByRole('button', { name: 'Request account' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();

  // The server's own rule and message land under the field.
  await page.getByLabel('Confirm password *').fill('curta');
  await page.getByRole('button', { name: 'Request account' }).click();
  await expect(page.getByText('Must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Password *', { exact: true }).fill('senha-da-marta-1');
  await page.getByLabel('Confirm password *').fill('senha-da-marta-1');
  await page.getByRole('button', { name: 'Request account' }).click();
  await expect(page.getByText('Account requested')).toBeVisible();
  await expect(page.getByText('An administrator must activate your account')).toBeVisible();

  // Not active yet.
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/login');
  await submitSignIn(page, { email: email, password: 'senha-da-marta-1' });
  await expect(page.getByText('Wrong email or password')).toBeVisible();

  // The admin activates the account through the API.
  const token = await adminToken();
  const headers = { authorization: `Bearer ${token}` };
  const found = await request.get(`/v1/usuarios?q=${encodeURIComponent(email)}`, { headers });
  const [user] = (await found.json()).data as { id: string; version: number; ativo: boolean; roles: string[] }[];
  expect(user).toMatchObject({ ativo: false, roles: [] });
  const activated = await request.put(`/v1/usuarios/${user.id}`, { headers, data: { ativo: true, version: user.version } });
  expect(activated.status()).toBe(200);

  await page.goto('/login');
  await submitSignIn(page, { email: email, password: 'senha-da-marta-1' });
  await expect(page.getByText('Welcome, Marta')).toBeVisible();
});

test('forgot password answers the same for any address; a bad reset link says so', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email *').fill('not-an-email');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Must be a valid email address')).toBeVisible();

  await page.getByLabel('Email *').fill('ninguem@exemplo.com.br');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await expect(page.getByText('If an account exists for ninguem@exemplo.com.br')).toBeVisible();
  await page.getByRole('link', { name: 'Request an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // A link whose token is wrong: refused by the server when used.
  await page.goto('/redefinir-senha/01900000-0000-7000-8000-0000000000ff?token=not-the-right-token');
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password *', { exact: true }).fill('nova-senha-123');
  await page.getByLabel('Confirm new password *').fill('nova-senha-123');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Link not valid')).toBeVisible();
  await expect(page.getByText('This link is not valid')).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // A link without its token is invalid before anything is sent.
  await page.goto('/redefinir-senha/01900000-0000-7000-8000-0000000000ff');
  await expect(page.getByText('Link not valid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save password' })).toHaveCount(0);
});

test('the lock screen asks for the password again and shows no data meanwhile', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  await expect(page.getByText('Welcome, Admin')).toBeVisible();

  await page.goto('/lock-screen');
  await expect(page.getByRole('heading', { name: 'Screen locked' })).toBeVisible();
  await expect(page.getByText('Hello, Admin')).toBeVisible();
  // Locked: any page of the app opens under the lock (the layout's useIdleLock), out of reach.
  await page.goto('/grupos');
  const lock = page.getByRole('dialog', { name: 'Screen locked' });
  await expect(lock).toBeVisible();
  await expect(page.getByRole('cell')).toHaveCount(0);

  await lock.getByLabel('Password').fill('not-the-password');
  await lock.getByRole('button', { name: 'Unlock' }).click();
  await expect(lock.getByText('Wrong email or password')).toBeVisible();
  await expect(lock).toBeVisible();

  await lock.getByLabel('Password').fill(E2E_ADMIN.password);
  await lock.getByRole('button', { name: 'Unlock' }).click();
  // The page the lock covered, as it was.
  await expect(lock).toHaveCount(0);
  await expect(page).toHaveURL(/\/grupos$/);
  await expect(page.getByRole('cell', { name: 'Usuário' })).toBeVisible();

  await page.goto('/lock-screen');
  await page.getByRole('button', { name: 'Sign in as another user' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/grupos');
  await expect(page).toHaveURL(/\/login$/);
});

test('the login page opened alone loads nothing of the app behind it; a refusal is said on it; signing in opens home in the same page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
  let loads = 0;
  page.on('load', () => { loads++; });
  await page.goto('/pt/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Entre na sua conta' })).toBeVisible();
  // Not the declarations (nor zod behind them), not the app's start, not the signed-in shell.
  expect(scripts.filter((s) => /\/assets\/(declarations|startApp|RealtimeLayout)-/.test(s))).toEqual([]);

  await submitSignIn(page, { email: E2E_ADMIN.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos');

  await submitSignIn(page, E2E_ADMIN);
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByText('Bem-vindo(a), Admin')).toBeVisible();
  await expect(page).toHaveURL(/\/pt\/?$/);
  expect(scripts.some((s) => /\/assets\/declarations-/.test(s))).toBe(true);
  expect(loads).toBe(1);
});
