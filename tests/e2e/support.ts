import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { cnpjCheckDigits } from '../../src/registry/brazil';

/** Signs the e2e admin in through the English login page and waits for the home page. */
export const signIn = async (page: Page) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome, Admin')).toBeVisible();
};

/** An access token of the e2e admin, for arranging data through the API. */
export const adminToken = async (request: APIRequestContext): Promise<string> => {
  const res = await request.post('/v1/usuarios/auth', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: { access_token: string } }).token.access_token;
};

/** The v1 API as the e2e admin, for arranging and checking data; a refused call fails the test with the answer. */
export const adminApi = async (request: APIRequestContext) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const call = async (method: 'get' | 'post' | 'put', path: string, data?: object) => {
    const res = await request[method](`/v1/${path}`, { headers, data });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
  return {
    get: (path: string) => call('get', path),
    post: (path: string, data: object) => call('post', path, data),
    put: (path: string, data: object) => call('put', path, data),
    status: async (path: string) => (await request.get(`/v1/${path}`, { headers })).status(),
  };
};

const checkDigit = (digits: string, weights: number[]) => {
  const rest = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
};
// Valid CNPJs from a running number, distinct from other runs' by the clock.
let seq = Math.floor(Date.now() / 1000) % 10_000_000;
export const cnpj = () => {
  const base = `${String(++seq).padStart(8, '0').slice(-8)}0001`;
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${checkDigit(base + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])}`;
};

/**
 * Valid alphanumeric CNPJs (issued since July 2026), distinct from other runs' by the clock: the
 * root's letters spell the running number in base 36.
 */
export const alnumCnpj = () => {
  const base = `${(++seq).toString(36).toUpperCase().padStart(6, '0').slice(-6)}AB0001`;
  return base + cnpjCheckDigits(base);
};

/** Serious and critical findings of axe-core (WCAG A and AA, and its best practices), one line each. */
export const seriousViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) on ${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`
      + ` — ${v.nodes[0]?.html.slice(0, 160)} ${v.nodes[0]?.any[0]?.message ?? ''}`);
};

/** Drags over one dock's column from one half-hour slot to another on the agendamentos calendar (slots counted from midnight). */
export const dragDockSlots = async (page: Page, dock: number, fromSlot: number, toSlot: number) => {
  const column = page.locator('.rbc-time-content .rbc-day-slot').nth(dock - 1);
  const from = column.locator('.rbc-time-slot').nth(fromSlot);
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await column.locator('.rbc-time-slot').nth(toSlot).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
};
