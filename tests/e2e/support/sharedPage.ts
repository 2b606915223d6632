import type { BrowserContext, Page } from '@playwright/test';
import { keepFresh, stateFile } from './auth';
import { test } from './test';

/**
 * One page for every test of the describe block that calls it, signed in as the admin, at
 * `viewport`: for blocks of tests that only read what a page shows (axe, a bar's buttons), where a
 * browser context per test paid for itself each time (the context, and the app's scripts fetched
 * and compiled cold). Each test still opens its page with `page.goto`; the context keeps the
 * hashed scripts in its HTTP cache. The session is the saved one, fresh when the block starts
 * (support/auth.ts `keepFresh`, run here too, leaves it 16 min, far longer than a block), and no test of such a
 * block signs out. A test that routes requests removes its route. A failed test restarts the
 * worker, and the block's next test gets a new page.
 */
export const sharedPage = (viewport: { width: number; height: number }) => {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser, baseURL, locale, serviceWorkers }) => {
    await keepFresh(browser, baseURL!, 'admin');
    context = await browser.newContext({ baseURL, locale, serviceWorkers, viewport, storageState: stateFile('admin') });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!page) throw new Error('sharedPage: no page outside a test of its block');
    return page;
  };
};
