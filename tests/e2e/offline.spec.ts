import { type Page } from '@playwright/test';
import { STATUS_IDS } from '../seeded';
import { type Lang, T, arrange, badge, finishNext, jpeg, newPage, keptReads, openDay, storedOutbox } from './driverDay';
import { adminToken } from './support/api';
import { seriousViolations } from './support/axe';
import { signInAs } from './support/auth';
import { skipWaits } from './support/clock';
import { expect, test } from './support/test';

// Issue 19's field flow offline, in Chromium with the context set offline: a driver's finishes (one
// with a photo) and a point's change wait on the phone, survive a reload, and reach the server once
// each, in SPEC 4's order, with the times the driver chose; a replay cut by a closed page resumes
// and applies nothing twice; a write the server refuses stays on the outbox page to retry or discard.
//
// The first test lets the app's service worker run (the config blocks it elsewhere), so its pages
// are opened again with the network away: the worker serves the app, the outbox and the read cache
// the rest (`openOffline`).

/** A page opened with the network away: the service worker gives the app, the outbox and read cache the rest. */
const openOffline = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByTestId('app-layout')).toBeVisible();
};

/** The creation time of a UUIDv7 (the server's file ids): its first 48 bits, in ms. */
const uuidv7Time = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);

type HistoryEntry = { action: string; at: string; user_name?: string };

/**
 * The outbox page's code loads on first use, and no service worker keeps it here: the user has
 * opened it once while online, from the user menu, where it always is.
 */
const openOutboxOnce = async (page: Page, lang: Lang) => {
  const back = page.url();
  await page.getByRole('button', { name: { pt: 'Perfil', ar: 'الملف الشخصي' }[lang] }).click();
  await page.getByRole('menuitem', { name: OUTBOX[lang] }).click();
  await expect(page.locator('#main-content').getByRole('heading', { name: OUTBOX[lang] })).toBeVisible();
  await page.goto(back);
};
const OUTBOX = { pt: 'Envios pendentes', ar: 'التغييرات المعلّقة' };

test('finishes and a point\'s change made offline survive a reload and reach the server once each, in SPEC 4\'s order, with their capture times', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { v1, driver, pontos, itinerario } = await arrange(request, 'OF');
  const page = await newPage(browser, 390, 'allow');
  const context = page.context();
  await signInAs(page, driver, 'pt');
  // Online once: the points' list (where a save returns), the point's page and the day are read, and so kept for offline.
  // Each read is kept once the page is idle: the test leaves a page only after its read is kept.
  await page.goto('/pt/v2/pontos');
  await expect(page.locator('#main-content')).toContainText('Ponto ');
  await expect.poll(async () => (await keptReads(page)).some((p) => /pontos(\?|$)/.test(p))).toBe(true);
  await page.goto(`/pt/v2/pontos/${pontos[3].id}`);
  await expect(page.getByLabel('Nome fantasia')).toHaveValue('Ponto 4');
  await expect.poll(async () => (await keptReads(page)).some((p) => p.includes(pontos[3].id))).toBe(true);
  await page.goto('/pt/itinerarios-mobile');
  await expect(page.getByText('0 de 4 paradas')).toBeVisible();
  // The worker has precached the build and controls the page: the app now opens with no network.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
  const photo = await jpeg(page);

  await context.setOffline(true);
  for (let n = 1; n <= 3; n++) await finishNext(page, n, n === 1 ? photo : undefined);
  await expect(page.getByText('Salvo neste aparelho; será enviado quando a conexão voltar').first()).toBeVisible();
  await expect(page.getByTestId('waiting-mark')).toHaveCount(3);
  await expect(page.getByText('3 de 4 paradas')).toBeVisible();
  await expect(page.getByRole('button', { name: T.pt.finish })).toHaveCount(1);

  // The point's change, on its page opened with no server: the page reads it from the phone, and says from when.
  await openOffline(page, `/pt/v2/pontos/${pontos[3].id}`);
  await expect(page.getByTestId('offline-notice')).toContainText(/^Sem conexão · dados de \d{2}:\d{2}$/);
  await page.getByLabel('Nome fantasia').fill('Ponto 4 alterado sem conexão');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Salvo neste aparelho; aguardando sincronização')).toBeVisible();
  // Three finishes, the photo and the point: five writes not yet accepted.
  await expect(badge(page)).toHaveText('5');
  await expect(badge(page)).toHaveAttribute('aria-label', /^5 alterações ainda não aceitas, a mais antiga (há \d+ minutos?|agora)$/);

  // Reloaded offline: the outbox and the stops' marks are still there.
  await openOffline(page, '/pt/itinerarios-mobile');
  await expect(page.getByTestId('waiting-mark')).toHaveCount(3);
  await expect(badge(page)).toHaveText('5');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  const stored = await storedOutbox(page);
  expect(stored.map((i) => `${i.method} ${i.path.split('/')[1]}`).sort()).toEqual(['POST arquivos', 'PUT itinerarios', 'PUT itinerarios', 'PUT itinerarios', 'PUT pontos']);
  // The time each finish was chosen on the phone, by stop.
  const chosen = new Map(stored.filter((i) => i.path.endsWith('/finalizar')).map((i) => [i.path.split('/')[4], i.body!.finalizado_em!]));
  expect(chosen.size).toBe(3);

  // Online: the modal while the replay runs, then nothing waits.
  const backOnline = Date.now();
  await context.setOffline(false);
  const modal = page.getByRole('dialog', { name: T.pt.wait });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('sincronizando dados.');
  await skipWaits(page, async () => !(await modal.isVisible()) && (await badge(page).count()) === 0);
  await expect(modal).toBeHidden({ timeout: 30_000 });
  await expect(badge(page)).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText('3 de 4 paradas')).toBeVisible();
  await expect(page.getByTestId('waiting-mark')).toHaveCount(0);

  // The server holds exactly these writes.
  const after = await v1.get(`itinerarios/${itinerario.id}`);
  after.paradas.slice(0, 3).forEach((stop: { id: string; finalizado_em: string }) => {
    expect(Date.parse(stop.finalizado_em), `stop ${stop.id}`).toBe(Date.parse(chosen.get(stop.id)!));
    expect(Date.parse(stop.finalizado_em)).toBeLessThan(backOnline);
  });
  expect(after.paradas[3].finalizado_em).toBeNull();
  const fotoId: string = after.paradas[0].foto_id;
  expect(fotoId).toBeTruthy();
  expect(after.paradas.slice(1).every((s: { foto_id: string | null }) => s.foto_id === null)).toBe(true);
  const file = await request.get(`/v1/arquivos/${fotoId}`, { headers: { authorization: `Bearer ${await adminToken()}` } });
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^image\/jpeg/);
  expect((await v1.get(`pontos/${pontos[3].id}`)).nome_fantazia).toBe('Ponto 4 alterado sem conexão');

  // SPEC 4's order from the audit trail: the point's change, then the photo, then the finishes.
  const pointTrail = (await v1.get(`pontos/${pontos[3].id}/historico`)).data as HistoryEntry[];
  const pointAt = Date.parse(pointTrail.find((e) => e.action === 'update')!.at);
  const finishes = ((await v1.get(`itinerarios/${itinerario.id}/historico`)).data as HistoryEntry[]).filter((e) => e.action === 'finalizar');
  expect(finishes).toHaveLength(3);
  const photoAt = uuidv7Time(fotoId);
  expect(pointAt).toBeLessThan(photoAt);
  expect(photoAt).toBeLessThan(Math.min(...finishes.map((e) => Date.parse(e.at))));
  await context.close();
});

test('a replay cut by a closed page resumes on the next one: no write lost, none applied twice', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { v1, itinerario, page, context } = await openDay(browser, request, 'OC');
  await context.setOffline(true);
  for (let n = 1; n <= 3; n++) await finishNext(page, n);
  await expect(page.getByTestId('waiting-mark')).toHaveCount(3);

  // Back online, the page closes as the first finish leaves for the server.
  const first = page.waitForRequest((r) => r.url().endsWith('/finalizar'));
  await context.setOffline(false);
  await first;
  await page.close();

  const again = await context.newPage();
  await again.goto('/pt/itinerarios-mobile');
  await expect(again.getByText('3 de 4 paradas')).toBeVisible();
  await skipWaits(again, async () => (await again.getByTestId('outbox-badge').count()) === 0);
  await expect(again.getByTestId('outbox-badge')).toHaveCount(0, { timeout: 30_000 });
  await expect(again.getByTestId('waiting-mark')).toHaveCount(0);

  const after = await v1.get(`itinerarios/${itinerario.id}`);
  expect(after.paradas.map((s: { finalizado_em: string | null }) => !!s.finalizado_em)).toEqual([true, true, true, false]);
  const finishes = ((await v1.get(`itinerarios/${itinerario.id}/historico`)).data as HistoryEntry[]).filter((e) => e.action === 'finalizar');
  expect(finishes).toHaveLength(3);
  await context.close();
});

test('a finish the server refuses stays on the outbox page, which the badge opens, with its message: retried, refused again, then discarded', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { v1, itinerario, page, context } = await openDay(browser, request, 'OR');
  await context.setOffline(true);
  await finishNext(page, 1);
  await expect(page.getByTestId('waiting-mark')).toHaveCount(1);

  // Meanwhile the office cancels the itinerary.
  await v1.put(`itinerarios/${itinerario.id}`, { status_id: STATUS_IDS.itinerario.cancelado, version: itinerario.version });
  await context.setOffline(false);
  await skipWaits(page, async () => (await badge(page).getAttribute('data-alarm')) === 'true');
  await expect(badge(page)).toHaveAttribute('data-alarm', 'true', { timeout: 30_000 });
  await expect(badge(page)).toHaveText('1');

  await badge(page).click();
  await expect(page).toHaveURL(/\/pt\/envios-pendentes$/);
  const panel = page.locator('#main-content');
  await expect(panel.getByRole('heading', { name: OUTBOX.pt })).toBeVisible();
  const row = panel.getByTestId('task');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Finalizar a parada 1 do itinerário ${itinerario.numero}`);
  const refusal = new RegExp(`Recusado: O itinerário ${itinerario.numero} está Cancelado`);
  await expect(row).toContainText(refusal);

  await row.getByRole('button', { name: 'Tentar de novo' }).click();
  await skipWaits(page, async () => (await row.getAttribute('data-state')) === 'refused');
  await expect(row).toHaveAttribute('data-state', 'refused', { timeout: 30_000 });
  await expect(row).toContainText(refusal);
  expect((await v1.get(`itinerarios/${itinerario.id}`)).paradas[0].finalizado_em).toBeNull();

  await row.getByRole('button', { name: 'Descartar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Descartar esta alteração?' });
  await expect(confirm).toContainText('nunca será enviado ao servidor');
  await confirm.getByRole('button', { name: 'Descartar' }).click();
  await expect(panel.getByTestId('task')).toHaveCount(0);
  await expect(panel.getByText('Nenhum envio pendente')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await context.close();
});

test('the outbox page with items and the sync modal pass axe in Portuguese (phone) and Arabic', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { driver } = await arrange(request, 'OX');
  for (const [lang, width] of [['pt', 390], ['ar', 1280]] as const) {
    const page = await newPage(browser, width);
    const context = page.context();
    await signInAs(page, driver, lang);
    await page.goto(`/${lang}/itinerarios-mobile`);
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await openOutboxOnce(page, lang);
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await context.setOffline(true);
    for (let n = 0; n < 2; n++) {
      await page.getByRole('button', { name: T[lang].finish }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(T[lang].receiver).fill(`Recebedor ${n}`);
      await dialog.getByRole('button', { name: T[lang].send, exact: true }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(badge(page)).toHaveText('2');
    // Clicked without hovering or focusing it: its tooltip would be fading while axe reads the page.
    await badge(page).dispatchEvent('click');
    await expect(page.getByTestId('task')).toHaveCount(2);
    expect(await seriousViolations(page), `outbox page ${lang}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

    // The finishes are held until axe has read the modal, so it stays meanwhile.
    let answer = () => {};
    const held = new Promise<void>((resolve) => { answer = resolve; });
    await page.route('**/v1/itinerarios/*/pontos/*/finalizar', async (route) => {
      await held;
      await route.continue();
    });
    await context.setOffline(false);
    const modal = page.getByRole('dialog', { name: T[lang].wait });
    await expect(modal).toBeVisible();
    // A tooltip fading out as the modal takes focus would be read half-faded: axe reads after.
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    expect(await seriousViolations(page), `sync modal ${lang}`).toEqual([]);
    answer();
    await skipWaits(page, async () => !(await modal.isVisible()));
    await expect(modal).toBeHidden({ timeout: 30_000 });
    await context.close();
  }
});
