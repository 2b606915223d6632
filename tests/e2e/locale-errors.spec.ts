import { NO_SESSION } from './support/auth';
import { advance, advanceUntil, hold, network } from './support/clock';
import { expect, test } from './support/test';

test.describe('languages in the URL', () => {
  test('each prefix serves its language; Arabic mirrors the page; the cookie remembers and redirects', async ({ page, context }) => {
    await page.goto('/pt/grupos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('columnheader', { name: 'Nome' })).toBeVisible();

    await page.goto('/ar/grupos');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('ar');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    // The menu sits on the right in RTL.
    const menu = await page.getByTestId('sidebar').boundingBox();
    expect(menu!.x).toBeGreaterThan(640);

    // An unprefixed page goes to the remembered language, keeping path and query.
    await page.goto('/status?x=1');
    await expect(page).toHaveURL(/\/ar\/status\?x=1$/);
  });

  test("a first visit follows the browser's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES', storageState: NO_SESSION });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/es\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await context.close();
  });

  test('switching language keeps the page and moves to the new prefix', async ({ page }) => {
    await page.goto('/categorias');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/categorias$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/categorias$/);
  });
});

test.describe('error pages', () => {
  test('an unknown path says exactly that it could not be found, with a link home, in every language', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('This page could not be found', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Go back to home' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/pt/nada-aqui');
    await expect(page.getByText('Esta página não foi encontrada', { exact: true })).toBeVisible();
    // /en is no prefix (English has none): with Portuguese remembered, it is a Portuguese unknown page.
    await page.goto('/en/nope');
    await expect(page).toHaveURL(/\/pt\/en\/nope$/);
    await expect(page.getByText('Esta página não foi encontrada', { exact: true })).toBeVisible();
  });
});

test.describe('progress bar', () => {
  test('appears for a slow request, not for a fast one, and shows a failure', async ({ page }) => {
    // Fast and slow by the page's clock (support/clock.ts): it flows until held below.
    await page.clock.install();
    const net = network(page);
    // What the page reads, kept to be answered again at once: a refresh refetches every query
    // on the page (the list, the current settings...), and a busy server must not make it slow.
    const answers = new Map<string, unknown>();
    page.on('response', async (r) => {
      if (r.request().method() === 'GET' && r.url().includes('/v1/') && r.ok()) answers.set(r.url(), await r.json().catch(() => undefined));
    });
    await page.goto('/grupos');
    await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const w = window as unknown as { barSeen: boolean; failureSeen: boolean };
      w.barSeen = false;
      w.failureSeen = false;
      // Kept by an observer, since a failed bar shows for half a second only.
      new MutationObserver(() => {
        if (document.querySelector('[data-testid=progress-bar]')) w.barSeen = true;
        if (document.querySelector('[data-testid=progress-bar][data-failed=true]')) w.failureSeen = true;
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });

    // Fast: every refetch answers at once, from inside the page, while the page's clock stands
    // still; 800 ms of it then pass.
    await page.evaluate((known) => {
      const w = window as unknown as { realFetch: typeof fetch; servedHere: number };
      w.realFetch = window.fetch;
      w.servedHere = 0;
      window.fetch = async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href).href;
        const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
        if (method !== 'GET' || !(url in known)) return w.realFetch(input, init);
        w.servedHere += 1;
        return new Response(JSON.stringify(known[url]), { status: 200, headers: { 'content-type': 'application/json' } });
      };
    }, Object.fromEntries(answers));
    await hold(page);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await advance(page, 800);
    expect(await page.evaluate(() => (window as unknown as { barSeen: boolean }).barSeen)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { servedHere: number }).servedHere)).toBeGreaterThan(0);
    await page.evaluate(() => { window.fetch = (window as unknown as { realFetch: typeof fetch }).realFetch; });

    // Slow: the list's answer held while 1.5 s of the page's time pass, then let through; the bar
    // hides within 4 s of the page's time once every answer is in.
    let answer = () => {};
    const held = new Promise<void>((resolve) => { answer = resolve; });
    await page.route('**/v1/grupos?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await advance(page, 1500);
    const bar = page.getByTestId('progress-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('data-failed', 'false');
    answer();
    await net.quiet();
    await advanceUntil(page, async () => !(await bar.isVisible()), { limit: 4000 });

    // Failure.
    await page.unroute('**/v1/grupos?*');
    await page.route('**/v1/grupos?*', (route) => route.fulfill({ status: 500, body: '{"statusCode":500,"message":"boom"}' }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await net.quiet();
    await advanceUntil(page, () => page.evaluate(() => (window as unknown as { failureSeen: boolean }).failureSeen));
    await page.clock.resume();
  });
});
