import { type APIRequestContext, type Page } from '@playwright/test';
import agendamentos from '../../src/resources/agendamentos';
import { USER_TYPES } from '../../src/registry/seedIds';
import { TEXT, VIEWPORTS, keyNumber, tableValues } from './dashboardPages';
import { adminApi, adminToken, cnpj } from './support/api';
import { seriousViolations } from './support/axe';
import { openApp, signInAs } from './support/auth';
import { advance } from './support/clock';
import { zoneDay } from './support/day';
import { expect, test } from './support/test';

// The dashboard pages (issue 20) on data arranged through the API: the period is in the URL, a
// figure opens its list, a change elsewhere shows live, the template routes are real pages.
// How every dashboard renders the demo data, in pt and ar, desktop and phone: dashboards-demo.spec.ts.

type Row = Record<string, unknown> & { id: string };
const m = `DSH${Date.now().toString(36).toUpperCase()}`;
const PASSWORD = 'painel-e2e-senha-1';
const today = zoneDay();
const daysAgo = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
let token: string;
let cliente: Row;
let veiculo: Row;
let material: Row;
let transportUser: string;

const api = (request: APIRequestContext) => {
  const headers = () => ({ authorization: `Bearer ${token}` });
  return {
    post: async (resource: string, data: object) => {
      const res = await request.post(`/v1/${resource}`, { headers: headers(), data });
      expect(res.status(), `${resource}: ${await res.text()}`).toBeLessThan(300);
      return (await res.json()) as Row;
    },
    get: async <T = Row>(path: string) => {
      const res = await request.get(`/v1/${path}`, { headers: headers() });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
      return (await res.json()) as T;
    },
  };
};

const overdueOrder = (request: APIRequestContext, descricao: string) =>
  api(request).post('ordens-servico', { cliente_id: cliente.id, descricao, data_prevista: daysAgo(5) });

test.beforeAll(async ({ request }) => {
  token = await adminToken();
  const { post } = api(request);
  cliente = await post('clientes', { tipo_pessoa: 'PJ', nome: `Cliente ${m}`, cpf_cnpj: cnpj() });
  const t = String(Date.now());
  const letter = (d: string) => 'ABCDEFGHIJ'[Number(d)];
  veiculo = await post('veiculos', { placa: `DS${letter(t.at(-5)!)}${t.at(-1)}${letter(t.at(-2)!)}${t.slice(-4, -2)}`, modelo: 'Furgão' });
  material = await post('materiais', { codigo: m, descricao: `Material ${m}`, unidade: 'UN' });
  await (await adminApi(request)).bins(['B-01-01-01']);
  await overdueOrder(request, `Ordem atrasada ${m}`);
  // A retried run finds its booking already there (409): the dock's day holds it either way.
  const booking = await request.post('/v1/agendamentos', {
    headers: { authorization: `Bearer ${token}` },
    data: { tipo: 'recebimento', data: today, hora_inicio: '08:00', hora_fim: '08:30', doca: 1 },
  });
  expect([201, 409]).toContain(booking.status());
  transportUser = `transporte.${m.toLowerCase()}@painel.example.com`;
  await post('usuarios', {
    firstName: `Tania ${m}`, email: transportUser, password: PASSWORD, tipo_id: USER_TYPES.gestor.id, roles: ['view-dashboard', 'view-dashboard-transportes'],
  });
});

test('the period picker changes the figures and the URL; a shared link opens the same view', async ({ page, request }) => {
  await page.goto('/pt/dashboard/ordens-servico');
  expect(await tableValues(page, 'ordens-servico-serie')).toHaveLength(30);
  await page.getByTestId('period-preset').click();
  await page.getByRole('option', { name: TEXT.pt.period['7d'] }).click();
  await expect(page).toHaveURL(new RegExp(`de=${daysAgo(6)}&ate=${today}`));
  await expect(page.locator('[data-figure="ordens-servico-serie"] tbody tr')).toHaveCount(7);
  const week = await api(request).get<{ serie: { abertas: number }[] }>(`dashboards/ordens-servico?de=${daysAgo(6)}&ate=${today}`);
  expect(await tableValues(page, 'ordens-servico-serie')).toEqual(week.serie.map((p) => p.abertas));
  await page.getByTestId('period-preset').click();
  await page.getByRole('option', { name: TEXT.pt.period.hoje }).click();
  await expect(page).toHaveURL(new RegExp(`de=${today}&ate=${today}`));
  await expect(page.locator('[data-figure="ordens-servico-serie"] tbody tr')).toHaveCount(1);
  // The range typed in the app's date input (dd/MM/yyyy).
  await page.getByRole('group', { name: TEXT.pt.period.de }).getByRole('spinbutton').first().click();
  await page.keyboard.type(daysAgo(2).split('-').reverse().join(''));
  await expect(page).toHaveURL(new RegExp(`de=${daysAgo(2)}&ate=${today}`));
  await expect(page.locator('[data-figure="ordens-servico-serie"] tbody tr')).toHaveCount(3);
  await page.reload();
  expect(await tableValues(page, 'ordens-servico-serie')).toHaveLength(3);
  await expect(page.getByTestId('period-preset')).toContainText(TEXT.pt.period.intervalo);
});

test('a figure opens the list behind it, filtered the same way', async ({ page }) => {
  await page.goto('/pt/dashboard/ordens-servico');
  await page.locator('[data-figure="ordens-servico-resumo"] [data-key-number] a').first().click();
  await expect(page).toHaveURL(/\/v2\/ordens-servico\?.*filter=.*status_id.*data_prevista_lte/);
  await expect(page.getByText(`Ordem atrasada ${m}`)).toBeVisible();
  await page.goto('/pt/dashboard/armazenamento');
  await tableValues(page, 'armazenamento-docas', 3);
  await page.locator('[data-figure="armazenamento-docas"] tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/agendamentos\?.*filter=/);
  const filter = JSON.parse(new URL(page.url()).searchParams.get('filter')!) as Record<string, unknown>;
  expect(filter).toMatchObject({ doca: 1, data: today });
  // Only the bookings that hold the dock, as the figure counts them (issue 28).
  expect(filter.status_id).not.toContain(agendamentos.statusIds.cancelado);
  // The bookings' list (not the calendar) opens, holding only that dock's day.
  await expect(page.getByRole('tab', { name: 'Lista' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('tbody tr').first()).toBeVisible();
});

for (const lang of ['pt', 'ar'] as const) {
  test(`${lang}: an inverted period says which date is wrong, and where (issue 28)`, async ({ page }) => {
    await page.goto(`/${lang}/dashboard/ordens-servico?de=${daysAgo(1)}&ate=${daysAgo(5)}`);
    const fmt = (day: string) => day.split('-').reverse().join('/');
    // The alert names both dates, not only "some fields are invalid"; the end date's input says why.
    await expect(page.getByRole('alert').filter({ hasText: fmt(daysAgo(5)) })).toContainText(fmt(daysAgo(1)));
    await expect(page.getByTestId('period-picker')).toContainText(TEXT[lang].periodo_invertido);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

/** Flags any moment a figure leaves the page (a spinner in its place) while it reloads. */
const watchFigure = (page: Page, figure: string) => page.evaluate((f) => {
  const w = window as unknown as { figuresLeft: boolean };
  w.figuresLeft = false;
  new MutationObserver(() => {
    if (!document.querySelector(`[data-figure="${f}"] [data-key-number]`)) w.figuresLeft = true;
  }).observe(document.body, { childList: true, subtree: true });
}, figure);
const figureLeft = (page: Page) => page.evaluate(() => (window as unknown as { figuresLeft: boolean }).figuresLeft);

/** The key number labelled `label` of a dashboard's summary, as the API's number (data-value). */
const summaryValue = (page: Page, dashboard: string, label: string) =>
  page.locator(`[data-figure="${dashboard}-resumo"] [data-key-number]`).filter({ hasText: label }).locator('[data-value]');

for (const [lang, device] of [['pt', 'desktop'], ['ar', 'phone']] as const) {
  test(`${lang} ${device}: a change made elsewhere shows live on each dashboard, the last figures staying while they reload`, async ({ page, request }) => {
    await page.setViewportSize(VIEWPORTS[device]);
    await page.goto(`/${lang}/dashboard/ordens-servico`);
    const overdue = keyNumber(page, 'ordens-servico-resumo', 0);
    await expect(overdue).toHaveAttribute('data-value', /\d+/);
    const before = Number(await overdue.getAttribute('data-value'));
    await watchFigure(page, 'ordens-servico-resumo');
    await overdueOrder(request, `Outra atrasada ${m}`);
    await expect(overdue).toHaveAttribute('data-value', String(before + 1), { timeout: 15_000 });
    expect(await figureLeft(page)).toBe(false);
    await expect(page.locator('[data-figure="ordens-servico-atrasadas"] tbody tr')).toHaveCount(Math.min(before + 1, 20));

    // Transport: a supply recorded now adds its cost.
    await page.goto(`/${lang}/dashboard/transportes`);
    const cost = summaryValue(page, 'transportes', TEXT[lang].figures.insumos_total);
    await expect(cost).toHaveAttribute('data-value', /\d/);
    const costBefore = Number(await cost.getAttribute('data-value'));
    await watchFigure(page, 'transportes-resumo');
    await api(request).post('insumos', { data: new Date().toISOString(), veiculo_id: veiculo.id, descricao: `Diesel ${m}`, quantidade: 10, valor_unitario: 5.5 });
    await expect(cost).toHaveAttribute('data-value', String(Math.round((costBefore + 55) * 100) / 100), { timeout: 15_000 });
    expect(await figureLeft(page)).toBe(false);

    // Warehouse: an inventory correction is a ledger posting with no document; blocked stock follows it.
    await page.goto(`/${lang}/dashboard/armazenamento`);
    const blocked = summaryValue(page, 'armazenamento', TEXT[lang].figures.bloqueado_total);
    await expect(blocked).toHaveAttribute('data-value', /\d/);
    const blockedBefore = Number(await blocked.getAttribute('data-value'));
    await watchFigure(page, 'armazenamento-resumo');
    await api(request).post('estoque/ajustes', { material_id: material.id, lote: `L-${lang}`, endereco: 'B-01-01-01', quantidade: 90000, bloqueada: 80000, motivo: `Avaria ${m}` });
    await expect(blocked).toHaveAttribute('data-value', String(blockedBefore + 80000), { timeout: 15_000 });
    expect(await figureLeft(page)).toBe(false);
    await expect(page.locator('[data-figure="armazenamento-bloqueado"]')).toContainText(`Material ${m}`);
  });
}

test('template routes are real pages: error pages, the empty dashboard, the client one and the consolidated view', async ({ page }) => {
  // The page's clock, moved on below past the Loading's delay (support/clock.ts); it flows meanwhile.
  await page.clock.install();
  for (const path of ['/template/extras/404', '/404-alt', '/template/extras/404-alt']) {
    await page.goto(`/pt${path}`);
    await expect(page.getByRole('heading', { name: 'Esta página não foi encontrada' })).toBeVisible();
  }
  for (const path of ['/500', '/template/extras/500']) {
    await page.goto(`/pt${path}`);
    await expect(page.getByRole('heading', { name: 'Erro 500' })).toBeVisible();
  }
  for (const path of ['analytics', 'analytics/channels', 'analytics/overview', 'analytics/social-media', 'analytics/sources', 'analytics/users', 'crm', 'sales']) {
    await page.goto(`/pt/dashboard/${path}?de=${daysAgo(3)}&ate=${today}`);
    await expect(page).toHaveURL(new RegExp(`/pt/dashboard/consolidado\\?de=${daysAgo(3)}&ate=${today}$`));
    await expect(page.locator('[data-dashboard=consolidado] [data-key-number]').first()).toBeVisible();
  }
  await page.goto('/pt/dashboard/vazio');
  await expect(page.getByText(TEXT.pt.empty_dashboard)).toBeVisible();
  for (const path of ['clientes', 'clientes/channels']) {
    await page.goto(`/pt/dashboard/${path}`);
    await expect(page.getByText(TEXT.pt.client.choose)).toBeVisible();
    // Nothing is loading until a client is chosen: no endless "Carregando" (issue 28).
    // (react-admin's Loading shows after 1 s, so look past that on the page's clock.)
    await advance(page, 1500);
    await expect(page.locator('[data-dashboard=clientes] .RaLoading-message')).toHaveCount(0);
  }
  await page.getByTestId('client-picker').fill(`Cliente ${m}`);
  await page.getByRole('option', { name: `Cliente ${m}` }).click();
  await expect(page).toHaveURL(new RegExp(`cliente_id=${cliente.id}`));
  await expect(page.locator('[data-figure="ordens-servico-resumo"] [data-key-number] [data-value]').first()).toHaveAttribute('data-value', /[1-9]/);
  await expect(page.getByTestId('coming-soon')).toHaveCount(0);
});

test('home shows the dashboards the user may open, and only those; the page of another says access denied', async ({ page, browser }) => {
  await signInAs(page, { email: transportUser, password: PASSWORD }, 'pt');
  await expect(page.locator('[data-home-dashboard]')).toHaveCount(1);
  await expect(page.locator('[data-home-dashboard=transportes] [data-key-number]').first()).toBeVisible();
  await page.goto('/pt/dashboard/ordens-servico');
  await expect(page.getByText('Acesso negado')).toBeVisible();
  const admin = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await openApp(admin, 'pt');
  await expect(admin.locator('[data-home-dashboard]')).toHaveCount(3);
  await admin.context().close();
});

test('screenshots: pt desktop and ar phone', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/pt/dashboard/consolidado');
  await expect(page.locator('[data-key-number]').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dashboards-pt-desktop.png'), fullPage: true });
  await page.goto('/pt/');
  await expect(page.locator('[data-home-dashboard] [data-key-number]').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('home-pt-desktop.png'), fullPage: true });
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/ar/dashboard/armazenamento');
  await expect(page.locator('[data-key-number]').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dashboards-ar-phone.png'), fullPage: true });
});
