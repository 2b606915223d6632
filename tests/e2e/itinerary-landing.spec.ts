import { type APIRequestContext, type Page } from '@playwright/test';
import { USER_TYPES } from '../../src/registry/seedIds';
import { adminToken } from './support/api';
import { expect, test } from './support/test';

// Issue 16, point 16: a new itinerary opens on its own page, where its requests are planned next;
// the tracking board keeps its day in the address, so a reload shows the same day.

const T = {
  pt: { date: 'Data', save: 'Salvar', plan: 'Planejar solicitações', day: 'Dia' },
  en: { date: 'Date', save: 'Save', plan: 'Plan requests', day: 'Day' },
} as const;

const prefix = (lang: 'pt' | 'en') => (lang === 'en' ? '' : `/${lang}`);

const post = async (request: APIRequestContext, path: string, data: object) => {
  const res = await request.post(`/v1/${path}`, { headers: { authorization: `Bearer ${await adminToken()}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
};

let seq = Date.now() % 1_000_000;
const LETTERS = 'ABCDEFGHIJ';
/** A Mercosul plate (AAA9A99) from the running number. */
const plate = () => {
  const d = String(++seq).padStart(6, '0').slice(-6);
  return `L${LETTERS[Number(d[0])]}${LETTERS[Number(d[1])]}${d[2]}${LETTERS[Number(d[3])]}${d.slice(4)}`;
};

/** A reference input searches the server as one types; the one option it offers is picked. */
const pick = async (page: Page, name: string, typed: string) => {
  await page.locator(`input[name="${name}"]`).fill(typed);
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option').click();
};

let day = 0;
for (const lang of ['pt', 'en'] as const) {
  for (const viewport of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
    test(`${lang} at ${viewport.width} px: a new itinerary opens on its page, ready to plan; the board's day survives a reload`, async ({ page, request }) => {
      const t = T[lang];
      const m = `LND${(++seq).toString(36).toUpperCase()}`;
      await post(request, 'usuarios', {
        firstName: `Dirce${m}`, email: `${m.toLowerCase()}@motoristas.example.com`, password: 'motorista-e2e-1', tipo_id: USER_TYPES.motorista.id, roles: [],
      });
      const veiculo = await post(request, 'veiculos', { placa: plate(), modelo: `Furgão ${m}` });
      const dd = String(10 + ++day);
      await page.setViewportSize(viewport);

      await page.goto(`${prefix(lang)}/v2/itinerarios/add`);
      // Typing starts at the day, the first section of dd/MM/yyyy.
      await page.getByRole('group', { name: t.date }).getByRole('spinbutton').first().click();
      await page.keyboard.type(`${dd}042031`);
      await pick(page, 'motorista_id', `Dirce${m}`);
      await pick(page, 'veiculo_id', veiculo.placa);
      const saved = page.waitForResponse((r) => r.url().endsWith('/v1/itinerarios') && r.request().method() === 'POST');
      await page.getByRole('button', { name: t.save }).click();
      const res = await saved;
      expect(res.status(), await res.text()).toBe(201);
      const { id } = await res.json();
      await expect(page).toHaveURL(new RegExp(`/itinerarios/${id}$`));
      await expect(page.getByRole('heading', { name: t.plan })).toBeVisible();

      await page.goto(`${prefix(lang)}/v2/itinerarios/acompanhamento`);
      const picker = page.getByRole('group', { name: t.day });
      await picker.getByRole('spinbutton').first().click();
      await page.keyboard.type(`${dd}042031`);
      await expect(page).toHaveURL(new RegExp(`[?&]data=2031-04-${dd}`));
      await expect(page.locator('[data-itinerario]')).toHaveCount(1);
      await page.reload();
      await expect(page.getByRole('group', { name: t.day })).toContainText(`${dd}/04/2031`);
      await expect(page.locator('[data-itinerario]')).toHaveCount(1);
      await expect(page.locator('[data-itinerario]')).toContainText(`Dirce${m}`);
    });
  }
}
