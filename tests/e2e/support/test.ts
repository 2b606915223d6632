import { test as base, expect } from '@playwright/test';
import { ROLES, type Role, keepFresh, stateFile } from './auth';

/**
 * Playwright's test, with every saved session kept usable (support/auth.ts `keepFresh`) before
 * each test and hook, so a test's browser (the config gives it the admin's) starts signed in.
 * Specs import `test` and `expect` from here.
 */
export const test = base.extend<{ freshSessions: void }>({
  freshSessions: [async ({ browser, baseURL, storageState }, use) => {
    for (const role of Object.keys(ROLES) as Role[]) {
      if (storageState === stateFile(role)) await keepFresh(browser, baseURL!, role);
    }
    await use();
  }, { auto: true }],
});

export { expect };
