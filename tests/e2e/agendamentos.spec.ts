import { type Locator, type Page } from '@playwright/test';
import { adminApi, cnpj } from './support/api';
import { seriousViolations } from './support/axe';
import { dragDockSlots } from './support/calendar';
import { zoneDay } from './support/day';
import { expect, test } from './support/test';

// The dock calendar (docs/domain.md "Warehousing"), in Portuguese: a slot booked by dragging over a dock's
// column, saved and then drawn on the calendar; a slot overlapping another booking refused with
// the other's number; a booking moved by dragging it; who it is for, its plate and the colours' legend;
// a booking over midnight; the form's question about an unusual day; the calendar on a phone and in Arabic.

const inDays = zoneDay;
const tomorrow = () => inDays(1);

const openTomorrow = async (page: Page, lang: 'pt' | 'ar' = 'pt') => {
  await page.goto(`/${lang}/agendamentos`);
  await expect(page.getByTestId('dock-calendar')).toBeVisible();
  await page.getByRole('button', { name: lang === 'pt' ? 'Próximo' : 'التالي' }).click();
};

let occupied: { numero: number };
const SUPPLIER = 'Laticínios Serra Azul Ltda';
const CARRIER = 'Rodoviário Ipê Ltda';
test.beforeAll(async ({ request }) => {
  const v1 = await adminApi(request);
  const [settings] = (await v1.get('configuracoes?sort=created_at&order=asc&limit=1')).data;
  await v1.put(`configuracoes/${settings.id}`, { docas: 3, version: settings.version });
  // A retried worker finds the booking of its first run.
  const [existing] = (await v1.get(`agendamentos?data=${tomorrow()}&doca=1`)).data;
  if (existing) {
    occupied = existing;
    return;
  }
  const fornecedor = await v1.post('fornecedores', { razao_social: SUPPLIER, cnpj: cnpj() });
  const transportadora = await v1.post('transportadoras', { razao_social: CARRIER, cnpj: cnpj() });
  occupied = await v1.post('agendamentos', {
    tipo: 'recebimento', data: tomorrow(), hora_inicio: '14:30', hora_fim: '15:30', doca: 1,
    fornecedor_id: fornecedor.id, transportadora_id: transportadora.id, placa: 'RIO2A18',
  });
});

/** The booking numbered `numero` as the calendar draws it. */
const eventOf = (page: Page, numero: number) => page.locator('.rbc-event').filter({ has: page.locator(`[data-numero="${numero}"]`) });

/** Drags a booking by its middle to the middle of a half-hour slot (counted from midnight) of a dock's column. */
const dragEvent = async (page: Page, event: Locator, dock: number, slot: number) => {
  const a = (await event.boundingBox())!;
  const target = page.locator('.rbc-time-content .rbc-day-slot').nth(dock - 1).locator('.rbc-time-slot').nth(slot);
  const b = (await target.boundingBox())!;
  // The grab point is the booking's top part: it lands with its start in the target slot.
  await page.mouse.move(a.x + a.width / 2, a.y + 6);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + 14, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + 6, { steps: 10 });
  await page.mouse.up();
};

test('a dock slot booked by dragging on the calendar, then drawn there; an overlapping one refused naming the other', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await openTomorrow(page);
  await expect(page.locator('.rbc-header').filter({ hasText: 'Doca 3' })).toBeVisible();

  // 10:00–11:00 on dock 2.
  await dragDockSlots(page, 2, 20, 21);
  await expect(page).toHaveURL(/agendamentos\/add/);
  await expect(page.locator('input[name=doca]')).toHaveValue('2');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).not.toHaveURL(/add/);
  await openTomorrow(page);
  const event = page.locator('.rbc-time-content .rbc-day-slot').nth(1).locator('.rbc-event');
  await expect(event).toHaveCount(1);
  await expect(event).toContainText('\u206610:00–11:00\u2069');

  // 14:00–15:00 on dock 1 overlaps the booking of 14:30–15:30.
  await dragDockSlots(page, 1, 28, 29);
  await expect(page).toHaveURL(/agendamentos\/add/);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`já está reservada pelo agendamento ${occupied.numero}`).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/agendamentos-409-pt.png' });
});

test('a booking moves by dragging it to another dock and hour; dropped on a taken slot it stays, with the reason', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const v1 = await adminApi(request);
  const b = await v1.post('agendamentos', { tipo: 'expedicao', data: tomorrow(), hora_inicio: '11:00', hora_fim: '12:00', doca: 3 });
  await openTomorrow(page);
  const event = eventOf(page, b.numero);
  await event.scrollIntoViewIfNeeded();
  await expect(event).toHaveCount(1);
  // To dock 2 at 12:30 (slot 25): an hour long still.
  const moved = page.waitForResponse((r) => r.url().endsWith(`/v1/agendamentos/${b.id}`) && r.request().method() === 'PUT');
  await dragEvent(page, event, 2, 25);
  expect((await moved).status()).toBe(200);
  await expect(page).not.toHaveURL(/add/);
  await expect(page.getByText(`Agendamento ${b.numero} movido`)).toBeVisible();
  expect(await v1.get(`agendamentos/${b.id}`)).toMatchObject({ doca: 2, hora_inicio: expect.stringMatching(/^12:30/), hora_fim: expect.stringMatching(/^13:30/) });
  await expect(page.locator('.rbc-time-content .rbc-day-slot').nth(1).locator(`.rbc-event:has([data-numero="${b.numero}"])`)).toHaveCount(1);

  // Onto dock 1 at 14:00, where booking `occupied` runs 14:30–15:30: refused, and it stays at 12:30 on dock 2.
  const refused = page.waitForResponse((r) => r.url().endsWith(`/v1/agendamentos/${b.id}`) && r.request().method() === 'PUT');
  await dragEvent(page, eventOf(page, b.numero), 1, 28);
  expect((await refused).status()).toBe(409);
  await expect(page.getByText(`já está reservada pelo agendamento ${occupied.numero}`)).toBeVisible();
  expect(await v1.get(`agendamentos/${b.id}`)).toMatchObject({ doca: 2, hora_inicio: expect.stringMatching(/^12:30/) });
  await expect(page.locator('.rbc-time-content .rbc-day-slot').nth(1).locator(`.rbc-event:has([data-numero="${b.numero}"])`)).toHaveCount(1);
});

test('each booking names its supplier, carrier and plate, with a legend of the colours; one over midnight shows on both days', async ({ page, request }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const v1 = await adminApi(request);
  const night = await v1.post('agendamentos', { tipo: 'recebimento', data: tomorrow(), hora_inicio: '22:00', hora_fim: '02:00', doca: 2 });
  await openTomorrow(page);
  const legend = page.getByRole('list', { name: 'Legenda das cores' });
  await expect(legend.getByRole('listitem')).toHaveText(['Agendado', 'Em andamento', 'Concluído', 'Cancelado / Não compareceu']);
  const event = eventOf(page, occupied.numero);
  await expect(event).toContainText(`${occupied.numero} · Recebimento`);
  await expect(event).toContainText(SUPPLIER);
  await expect(event).toContainText(`${CARRIER} · RIO2A18`);
  await expect(eventOf(page, night.numero)).toContainText('22:00');
  await page.getByRole('button', { name: 'Próximo' }).click();
  const after = eventOf(page, night.numero);
  await expect(after).toHaveCount(1);
  await expect(after).toContainText('02:00');
});

test('the form asks before saving a day far from today, and says when a booking ends the next day', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await openTomorrow(page);
  // 21:00–22:00 on dock 3, then the end typed as 01:00: the next day.
  await dragDockSlots(page, 3, 42, 43);
  await expect(page).toHaveURL(/agendamentos\/add/);
  await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveText('Recebimento');
  const fim = page.getByRole('group', { name: 'Fim' });
  await fim.getByRole('spinbutton').first().click();
  await page.keyboard.type('0100');
  await expect(page.getByTestId('overnight-hint')).toHaveText(`Termina no dia seguinte: ${inDays(2).split('-').reverse().join('/')} às 01:00`);
  // A typo's year: 2099.
  const data = page.getByRole('group', { name: 'Data' });
  await data.getByRole('spinbutton').last().click();
  await page.keyboard.type('2099');
  let posts = 0;
  page.on('request', (r) => { if (r.method() === 'POST' && /\/v1\/agendamentos$/.test(r.url())) posts++; });
  await page.getByRole('button', { name: 'Salvar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Data fora do habitual' });
  await expect(dialog).toContainText(`O agendamento é para ${inDays(1).slice(5).split('-').reverse().join('/')}/2099, fora do período habitual`);
  await page.screenshot({ path: '/tmp/shots-i28-inbound/agendamento-unusual-day-pt.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Corrigir a data' }).click();
  await expect(dialog).toBeHidden();
  expect(posts).toBe(0);
  await expect(page).toHaveURL(/agendamentos\/add/);
  await page.getByRole('button', { name: 'Salvar' }).click();
  const saved = page.waitForResponse((r) => /\/v1\/agendamentos$/.test(r.url()) && r.request().method() === 'POST');
  await page.getByRole('dialog', { name: 'Data fora do habitual' }).getByRole('button', { name: 'Salvar assim mesmo' }).click();
  const booking = await (await saved).json();
  expect(booking).toMatchObject({ data: `2099-${inDays(1).slice(5)}`, hora_inicio: expect.stringMatching(/^21:00/), hora_fim: expect.stringMatching(/^01:00/), doca: 3 });
});

for (const [lang, tipo] of [['pt', 'Expedição'], ['en', 'Shipping']] as const) {
  test(`the type of a booking reads in the page language (${lang}) on its page, in the list and on the calendar`, async ({ page, request }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const v1 = await adminApi(request);
    const day = inDays(lang === 'pt' ? 3 : 4);
    // A retried worker finds the booking of its first run.
    const [existing] = (await v1.get(`agendamentos?data=${day}&doca=3`)).data;
    const b = existing ?? await v1.post('agendamentos', { tipo: 'expedicao', data: day, hora_inicio: '06:00', hora_fim: '07:00', doca: 3 });
    const prefix = lang === 'pt' ? '/pt' : '';
    await page.goto(`${prefix}/agendamentos/${b.id}/show`);
    await expect(page.getByText(tipo, { exact: true })).toBeVisible();
    await expect(page.getByText('expedicao', { exact: true })).toHaveCount(0);
    // A link naming a filter opens the list.
    await page.goto(`${prefix}/agendamentos?filter=${encodeURIComponent(JSON.stringify({ data: day }))}`);
    await expect(page.getByRole('row').filter({ hasText: tipo })).toHaveCount(1);
    await page.getByRole('tab').first().click();
    for (let i = 0; i < (lang === 'pt' ? 3 : 4); i++) await page.getByRole('button', { name: lang === 'pt' ? 'Próximo' : 'Next' }).click();
    await expect(eventOf(page, b.numero)).toContainText(`${b.numero} · ${tipo}`);
  });
}

for (const lang of ['pt', 'ar'] as const) {
  for (const [device, viewport] of Object.entries({ desktop: { width: 1400, height: 900 }, phone: { width: 390, height: 844 } })) {
    test(`the dock calendar on ${device} in ${lang}: readable, scrolls sideways, passes axe`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openTomorrow(page, lang);
      await expect(page.locator('.rbc-event').first()).toBeVisible();
      if (lang === 'ar') await expect(page.locator('.rbc-rtl')).toBeVisible();
      // The page itself never scrolls sideways: the calendar does, inside its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      if (device === 'phone') {
        const box = page.locator('.dock-calendar-scroll');
        expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      }
      await page.screenshot({ path: `/tmp/shots-i28-inbound/agendamentos-${device}-${lang}.png`, fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
      // The week of docks is far wider than a phone: its toolbar stays on screen all the same.
      await page.getByRole('button', { name: lang === 'pt' ? 'Semana' : 'أسبوع' }).click();
      await expect(page.locator('.rbc-time-header .rbc-header').first()).toBeVisible();
      for (const name of lang === 'pt' ? ['Hoje', 'Anterior', 'Próximo', 'Dia'] : ['اليوم', 'السابق', 'التالي', 'يوم']) {
        await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      await page.screenshot({ path: `/tmp/shots-i28-inbound/agendamentos-week-${device}-${lang}.png`, fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
