import type { Browser, BrowserContextOptions } from '@playwright/test';

/** Signs `who` in once through the login page of `base` in a context of its own, and returns that session for the runs that follow. */
export const savedSession = async (browser: Browser, base: string, who: { email: string; password: string }, options: BrowserContextOptions = {}) => {
  const signing = await browser.newContext(options);
  const page = await signing.newPage();
  await page.goto(`${base}/pt/login`);
  await page.locator('input[name=email]').fill(who.email);
  await page.locator('input[name=password]').fill(who.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  const session = await signing.storageState();
  await signing.close();
  return session;
};
