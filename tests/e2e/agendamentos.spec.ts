import { type Page, expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { adminApi, dragDockSlots, seriousViolations } from './support';

// The dock calendar (docs/domain.md "Warehousing"), in Portuguese: a slot booked by dragging over a dock's
// column, saved and then drawn on the calendar; a slot overlapping another booking refused with
// the other's number; the calendar on a phone and in Arabic.

const signIn = async (page: Page, lang: 'pt' | 'ar' = 'pt') => {
  await page.goto(`/${lang}/login`);
  await page.locator('input[name=email]').fill(E2E_ADMIN.email);
  await page.locator('input[name=password]').fill(E2E_ADMIN.password);
  await page.locator('button[type=submit]').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page).not.toHaveURL(/login$/);
};

const pad = (n: number) => String(n).padStart(2, '0');
const tomorrow = () => {
  const d = new Date(Date.now() + 24 * 3600_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const openTomorrow = async (page: Page, lang: 'pt' | 'ar' = 'pt') => {
  await page.goto(`/${lang}/agendamentos`);
  await expect(page.getByTestId('dock-calendar')).toBeVisible();
  await page.getByRole('button', { name: lang === 'pt' ? 'Próximo' : 'التالي' }).click();
};

let occupied: { numero: number };
test.beforeAll(async ({ request }) => {
  const v1 = await adminApi(request);
  const [settings] = (await v1.get('configuracoes?sort=created_at&order=asc&limit=1')).data;
  await v1.put(`configuracoes/${settings.id}`, { docas: 3, version: settings.version });
  // A retried worker finds the booking of its first run.
  const [existing] = (await v1.get(`agendamentos?data=${tomorrow()}&doca=1`)).data;
  occupied = existing ?? await v1.post('agendamentos', { tipo: 'recebimento', data: tomorrow(), hora_inicio: '14:30', hora_fim: '15:30', doca: 1 });
});

test('a dock slot booked by dragging on the calendar, then drawn there; an overlapping one refused naming the other', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page);
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

for (const lang of ['pt', 'ar'] as const) {
  for (const [device, viewport] of Object.entries({ desktop: { width: 1400, height: 900 }, phone: { width: 390, height: 844 } })) {
    test(`the dock calendar on ${device} in ${lang}: readable, scrolls sideways, passes axe`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, lang);
      await openTomorrow(page, lang);
      await expect(page.locator('.rbc-event').first()).toBeVisible();
      if (lang === 'ar') await expect(page.locator('.rbc-rtl')).toBeVisible();
      // The page itself never scrolls sideways: the calendar does, inside its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      if (device === 'phone') {
        const box = page.locator('.dock-calendar-scroll');
        expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      }
      await page.screenshot({ path: `test-results/agendamentos-${device}-${lang}.png`, fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
