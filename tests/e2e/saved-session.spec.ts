import { NO_SESSION, keepFresh, savedTokens, stateFile } from './support/auth';
import { expect, test } from './support/test';

// The saved admin session every test starts from (docs/architecture.md "Testing"): it restores a
// signed-in browser, and a session ended under it (a logout, a revocation) is made again before
// the next test instead of failing every test after.

test('a browser started from the saved state is signed in, without the login page', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/grupos');
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page).toHaveURL(/\/grupos$/);
  expect(requests).not.toContain('/v1/usuarios/auth');
});

test.describe(() => {
  test.use({ storageState: NO_SESSION });
  test('a saved session that was revoked is made again, and signs a browser in', async ({ browser, baseURL, request }) => {
    const before = savedTokens('admin');
    expect((await request.post('/v1/usuarios/logout', { data: { refresh_token: before.refresh_token } })).status()).toBeLessThan(300);
    const me = (token: string) => request.get('/v1/usuarios/me', { headers: { authorization: `Bearer ${token}` } });
    expect((await me(before.access_token)).status()).toBe(401);

    await keepFresh(browser, baseURL!, 'admin');
    const after = savedTokens('admin');
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect((await me(after.access_token)).status()).toBe(200);
    const context = await browser.newContext({ storageState: stateFile('admin') });
    const page = await context.newPage();
    await page.goto('/grupos');
    await expect(page.getByTestId('app-layout')).toBeVisible();
    await expect(page).toHaveURL(/\/grupos$/);
    await context.close();
  });
});
