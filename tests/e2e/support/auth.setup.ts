import { test } from '@playwright/test';
import { ROLES, type Role, saveState } from './auth';

// Playwright's auth set-up (the `setup` project, a dependency of every other): each role signs
// in once through the login page; tests start from its saved state (docs/architecture.md "Testing").
for (const role of Object.keys(ROLES) as Role[]) {
  test(`sign in as ${role}`, async ({ browser }) => {
    await saveState(browser, role);
  });
}
