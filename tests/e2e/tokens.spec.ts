import { type Page } from '@playwright/test';
import { NO_SESSION, signInThroughPage } from './support/auth';
import { expect, test } from './support/test';

// About the session's tokens: each test signs in through the login page.
test.use({ storageState: NO_SESSION });

/** A list page of seeded rows: rows on screen prove the API accepted the tab's token. */
const openList = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
};

test('two tabs of one session both keep working across a token refresh', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    // The clock flows as usual until the test moves it.
    await context.clock.install();
    const one = await context.newPage();
    await signInThroughPage(one);
    const two = await context.newPage();
    await openList(two, '/grupos');
    const before = await one.evaluate(() => localStorage.getItem('tokens'));

    const refreshes: number[] = [];
    const refused: string[] = [];
    context.on('response', (res) => {
      if (res.url().endsWith('/v1/usuarios/refresh_token')) refreshes.push(res.status());
      else if (res.url().includes('/v1/') && res.status() === 401) refused.push(res.url());
    });

    // 21 minutes later by the browsers' clock, both tabs load a page at once: the refresh token
    // (1800 s) has under 10 minutes left, so each wants to rotate it; the server, on real time,
    // still accepts it. Moving the mouse first keeps the idle lock (15 min) out of the way.
    await context.clock.setSystemTime(Date.now() + 21 * 60_000);
    for (const page of [one, two]) await page.mouse.move(10, 10);
    await Promise.all([openList(one, '/status'), openList(two, '/tipos')]);

    const after = await one.evaluate(() => localStorage.getItem('tokens'));
    expect(after).not.toBe(before);
    expect(await two.evaluate(() => localStorage.getItem('tokens'))).toBe(after);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.every((s) => s === 200), String(refreshes)).toBe(true);

    // Both tabs go on working with the new tokens, and do not refresh again at every call.
    const count = refreshes.length;
    await Promise.all([openList(one, '/tipos'), openList(two, '/grupos')]);
    await one.reload();
    await expect(one.getByTestId('app-layout')).toBeVisible();
    expect(refreshes).toHaveLength(count);
    expect(refused).toEqual([]);
    await expect(one).not.toHaveURL(/\/login/);
    await expect(two).not.toHaveURL(/\/login/);
  } finally {
    await context.close();
  }
});
