import { type Browser, type BrowserContext, type Page, expect } from '@playwright/test';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { E2E_ADMIN, E2E_AUTH_DIR } from '../../../playwright.config';
import { LOCALE_COOKIE } from '../../../src/providers/localeRoute';

// Signing in, once per role (docs/architecture.md "Testing"). The app keeps its session in
// localStorage (`tokens`, `user`: src/providers/session.ts, docs/domain.md "Browser storage"),
// which a Playwright storageState holds, so a saved state restores a signed-in browser as it is.

type Who = { email: string; password: string };
type State = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The roles signed in once by the setup project (auth.setup.ts); every test's browser starts as `admin`. */
export const ROLES = { admin: E2E_ADMIN } satisfies Record<string, Who>;
export type Role = keyof typeof ROLES;
export const stateFile = (role: Role) => join(E2E_AUTH_DIR, `${role}.json`);
/** For `test.use({ storageState: NO_SESSION })`: a browser signed in as nobody (tests about signing in). */
export const NO_SESSION: State = { cookies: [], origins: [] };

/** The path of a page in a language: English has no prefix (docs/domain.md "Languages"). */
export const inLang = (lang: string | undefined, path: string) => (!lang || lang === 'en' ? path : `/${lang}${path === '/' ? '' : path}`);

/** Types `who` into the login page on screen and sends it; what follows is the test's to check. */
export const submitSignIn = async (page: Page, who: Who) => {
  await page.locator('input[name=email]').fill(who.email);
  await page.locator('input[name=password]').fill(who.password);
  await page.locator('button[type=submit]').click();
};

/** Signs in through the login page in `lang` and waits for the app. Only tests about signing in, and the setup, use it. */
export const signInThroughPage = async (page: Page, who: Who = E2E_ADMIN, lang?: string) => {
  await page.goto(inLang(lang, '/login'));
  await submitSignIn(page, who);
  await expect(page.getByTestId('app-layout')).toBeVisible();
};

/** The home page in `lang`, with the session the browser already holds (the saved role's, or signInAs's). */
export const openApp = async (page: Page, lang?: string) => {
  await page.goto(inLang(lang, '/'));
  await expect(page.getByTestId('app-layout')).toBeVisible();
};

type Session = { token: { access_token: string; refresh_token: string }; user: object };

/** A new session of `who` from the API (its own refresh-token family: a logout in the test ends only it). */
const apiSession = async (page: Page, who: Who): Promise<Session> => {
  const res = await page.request.post('/v1/usuarios/auth', { data: who });
  expect(res.status(), `sign-in of ${who.email}: ${await res.text()}`).toBe(200);
  return (await res.json()) as Session;
};

/**
 * Gives the page's browser a session of its own for `who`, through the API, and opens the home
 * page in `lang`: for the users a test makes, and for tests that end their session (a logout
 * would end the saved one for the tests after). The tokens are written where the app keeps them,
 * on a same-origin document that is no page of the app (under /v1, which no service worker answers).
 */
export const signInAs = async (page: Page, who: Who, lang?: string) => {
  const { token, user } = await apiSession(page, who);
  await page.goto('/v1/usuarios/me');
  await page.evaluate(([tokens, signedIn]) => {
    localStorage.setItem('tokens', tokens);
    localStorage.setItem('user', signedIn);
    // Another session's clock skew and end no longer apply.
    localStorage.removeItem('tokens.clockSkew');
    sessionStorage.removeItem('session.ended');
  }, [JSON.stringify(token), JSON.stringify(user)]);
  await openApp(page, lang);
};

/** A page in a new browser (a second device, a phone) holding the saved session of `role`. */
export const newPageAs = async (browser: Browser, role: Role, options: Parameters<Browser['newContext']>[0] = {}) =>
  (await browser.newContext({ ...options, storageState: stateFile(role) })).newPage();

/** Signs `role` in through the login page in a browser of its own and saves its state, without the language cookie. */
export const saveState = async (browser: Browser, role: Role) => {
  const context = await browser.newContext({ storageState: NO_SESSION });
  await signInThroughPage(await context.newPage(), ROLES[role]);
  const state = await context.storageState();
  await context.close();
  // A test starts with no language chosen, as a first visit does: its URL or the browser's locale decides.
  state.cookies = state.cookies.filter((c) => c.name !== LOCALE_COOKIE);
  const file = stateFile(role);
  mkdirSync(dirname(file), { recursive: true });
  // Written whole then renamed: a browser of another test never reads half a file.
  writeFileSync(`${file}.tmp`, JSON.stringify(state));
  renameSync(`${file}.tmp`, file);
};

/** The saved session of `role`: its tokens as the app stored them. */
export const savedTokens = (role: Role): Session['token'] => {
  const state = JSON.parse(readFileSync(stateFile(role), 'utf8')) as State;
  const raw = state.origins.flatMap((o) => o.localStorage).find((e) => e.name === 'tokens')?.value;
  if (!raw) throw new Error(`${stateFile(role)} holds no tokens`);
  return JSON.parse(raw) as Session['token'];
};

const secondsLeft = (jwt: string) => (JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as { exp: number }).exp - Date.now() / 1000;

/**
 * The app rotates the tokens once the refresh token has under 10 minutes left
 * (src/providers/authProvider.ts), and a spent refresh token shown again later revokes its whole
 * family (docs/architecture.md "Refresh rotation"): tests sharing a saved state must never rotate
 * it. So a state is made again while its refresh token still has that margin plus the longest
 * test (5 minutes) and a minute to spare.
 */
const KEEP_S = 600 + 300 + 60;

/**
 * Makes the saved state of `role` again when it is due (see KEEP_S) or its session ended (a test
 * signed out or revoked it): every test starts signed in. Run before each test (support/test.ts).
 */
export const keepFresh = async (browser: Browser, baseURL: string, role: Role) => {
  let tokens: Session['token'] | undefined;
  try {
    tokens = savedTokens(role);
  } catch {
    tokens = undefined;
  }
  if (tokens && secondsLeft(tokens.refresh_token) > KEEP_S) {
    const res = await fetch(new URL('/v1/usuarios/me', baseURL), { headers: { authorization: `Bearer ${tokens.access_token}` } });
    if (res.ok) return;
  }
  await saveState(browser, role);
};
