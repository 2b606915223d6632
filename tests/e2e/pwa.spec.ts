import { type APIRequestContext, type Page } from '@playwright/test';
import { USER_TYPES } from '../../src/registry/seedIds';
import { E2E_CHROMIUM_ARGS, E2E_CHROMIUM_FULL } from '../../playwright.config';
import { adminToken, cnpj } from './support/api';
import { NO_SESSION, submitSignIn } from './support/auth';
import { zoneDay } from './support/day';
import { expect, test } from './support/test';

// Issue 19, "Installable app": after one online visit, the driver's day opens with no network, in
// the user's language (docs/architecture.md "Service worker"). The service worker is blocked in every
// other spec (playwright.config.ts); here it runs.
// Each test is a driver's first visit, from the sign-in page: no saved session.
// The full browser: the headless shell answers every installability question with no error at all.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, storageState: NO_SESSION,
  launchOptions: { executablePath: E2E_CHROMIUM_FULL, args: E2E_CHROMIUM_ARGS } });

const TEXT = {
  pt: { name: 'Back office de logística', myDay: 'Meu dia', itinerary: 'Itinerário', lang: 'pt-BR', dir: 'ltr' },
  ar: { name: 'نظام الإدارة اللوجستية', myDay: 'يومي', itinerary: 'خط السير', lang: 'ar', dir: 'rtl' },
} as const;

const m = `PWA${Date.now().toString(36).toUpperCase()}`;
const PASSWORD = 'pwa-e2e-senha-1';
const email = `dirce.${m.toLowerCase()}@motoristas.example.com`;
let numero: number;

/** A driver with an itinerary of today (two stops). */
test.beforeAll(async ({ request }: { request: APIRequestContext }) => {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const post = async (resource: string, data: object) => {
    const res = await request.post(`/v1/${resource}`, { headers, data });
    expect(res.status(), `${resource}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as Record<string, unknown> & { id: string };
  };
  const driver = await post('usuarios', { firstName: `Dirce ${m}`, email, password: PASSWORD, tipo_id: USER_TYPES.motorista.id, roles: [] });
  const today = zoneDay();
  const cliente = await post('clientes', { tipo_pessoa: 'PJ', nome: `Cliente ${m}`, cpf_cnpj: cnpj() });
  const material = await post('materiais', { codigo: `${m}-MAT`, descricao: 'Caixa', unidade: 'CX' });
  const [a, b] = await Promise.all([1, 2].map((k) => post('pontos', { codigo: `${m}-${k}`, nome_fantazia: `Ponto ${k}`, cidade: 'Campinas', uf: 'SP' })));
  const s = await post('solicitacoes', { cliente_id: cliente.id, origem_id: a.id, destino_id: b.id, data_prevista: today, itens: [{ material_id: material.id, quantidade: 1 }] });
  const t = String(Date.now());
  const veiculo = await post('veiculos', { placa: `PW${'ABCDEFGHIJ'[Number(t.at(-3))]}${t.at(-1)}${'ABCDEFGHIJ'[Number(t.at(-2))]}${t.slice(-5, -3)}`, modelo: 'Furgão' });
  const it = await post('itinerarios', { data: today, motorista_id: driver.id, veiculo_id: veiculo.id });
  numero = (await post(`itinerarios/${it.id}/planejar`, { solicitacao_ids: [s.id] })).numero as number;
});

/** A driver's first visit: the sign-in page, which alone registers nothing, then the app. */
const firstVisit = async (page: Page, lang: keyof typeof TEXT) => {
  await page.goto(`/${lang}/login`, { waitUntil: 'networkidle' });
  // The sign-in page alone registers nothing: its visitors have nothing to use offline yet.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await submitSignIn(page, { email, password: PASSWORD });
  await expect(page.getByTestId('app-layout')).toBeVisible();
};

/** Every URL the page's origin holds in Cache Storage. */
const cachedUrls = (page: Page) => page.evaluate(async () => {
  const urls: string[] = [];
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
  }
  return urls;
});

test('the worker and the manifest are asked for again on every load, never kept a year like the hashed assets', async ({ request }) => {
  for (const path of ['/sw.js', '/manifest.webmanifest']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('no-cache');
  }
  expect((await request.get('/manifest.webmanifest')).headers()['content-type']).toContain('manifest+json');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/itinerarios-mobile', display: 'standalone' });
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
});

for (const lang of ['pt', 'ar'] as const) {
  test(`${lang}: after one online visit the driver's day opens offline, in ${lang}`, async ({ page, context }) => {
    const t = TEXT[lang];
    await firstVisit(page, lang);
    await page.goto(`/${lang}/itinerarios-mobile`);
    await expect(page.getByRole('heading', { name: `${t.itinerary} ${numero}` })).toBeVisible();
    // Registered after the page loaded; active once it has precached the build, then it claims the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
    if (lang === 'pt') {
      // Chromium's own verdict on the manifest, its icons and the worker: nothing keeps it from
      // installing but the test's throwaway profile, which Chromium counts as incognito.
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
    }
    const cached = await cachedUrls(page);
    expect(cached).toContain('/index.html');
    expect(cached.filter((u) => u.startsWith('/assets/')).length).toBeGreaterThan(50);
    // The API is the data provider's to cache (per user), never the worker's.
    expect(cached.filter((u) => u.startsWith('/v1'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', t.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', t.dir);
    await expect(page.getByTestId('app-layout')).toBeVisible();
    await expect(page).toHaveTitle(`${t.myDay} · ${t.name}`);
    // The page's frame, in its language: the top bar names the page.
    await expect(page.locator('#react-admin-title')).toHaveText(t.myDay);

    // Another page of the app, never opened online, opens offline too (its chunk is precached).
    await page.goto(`/${lang}/profile`);
    await expect(page.getByTestId('app-layout')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', t.dir);
    await context.setOffline(false);
  });
}

test('navigations to the API reach the server, not the cached app', async ({ page }) => {
  await firstVisit(page, 'pt');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
  const res = await page.goto('/v1/openapi.json');
  expect(res?.status()).toBe(200);
  expect(res?.fromServiceWorker()).toBe(false);
  expect(res?.headers()['content-type']).toContain('application/json');
});
