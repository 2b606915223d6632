import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from './support/api';
import { NO_SESSION } from './support/auth';
import { expect, test } from './support/test';

// Issue 16, points 3 and 10: what is typed is read as the page's language means it and shown as
// it will be saved; years, money, factors and plates read the same everywhere; MUI's own texts
// and the browser tab speak the page's language.

const VIEWPORTS = { desktop: { width: 1400, height: 900 }, phone: { width: 390, height: 844 } } as const;

const TEXT = {
  pt: {
    app: 'Back office de logística', login: 'Entre na sua conta', vehicles: 'Veículos', save: 'Salvar', export: 'Exportar',
    history: 'Histórico', noOptions: 'Nenhuma opção', notANumber: 'Deve ser um número', money: /R\$\s17,60/, price: '17,60', factor: '0,3',
    // Typed with the "wrong" mark: a mark before anything but three digits is the decimal mark.
    typed: [['peso_kg', '2.5', '2,5', 2.5], ['volume_m3', '0.1', '0,1', 0.1], ['valor_unitario', '17.6', '17,60', 17.6]],
  },
  en: {
    app: 'Logistics back office', login: 'Sign in to your account', vehicles: 'Vehicles', save: 'Save', export: 'Export',
    history: 'History', noOptions: 'No options', notANumber: 'Must be a number', money: /R\$17\.60/, price: '17.60', factor: '0.3',
    typed: [['peso_kg', '2,5', '2.5', 2.5], ['volume_m3', '1234,5', '1,234.5', 1234.5], ['valor_unitario', '17,6', '17.60', 17.6]],
  },
} as const;
type Lang = keyof typeof TEXT;
/** English is the default language and has no prefix. */
const at = (lang: Lang, path: string) => (lang === 'en' ? path : `/${lang}${path}`);

const api = async (request: APIRequestContext) => {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const send = async (method: 'post' | 'put', path: string, data: object) => {
    const res = await request[method](`/v1/${path}`, { headers, data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return (await res.json()) as Record<string, unknown> & { id: string; version: number };
  };
  return { post: (path: string, data: object) => send('post', path, data), put: (path: string, data: object) => send('put', path, data) };
};

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
const helperOf = (page: Page, name: string) => page.locator('.MuiFormControl-root', { has: field(page, name) }).locator('.MuiFormHelperText-root');

const exported = async (page: Page, lang: Lang) => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: TEXT[lang].export }).click();
  return readFileSync((await (await downloading).path())!, 'utf8');
};

// Plates no other test uses: an old one (three letters, four digits) and a Mercosul one.
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const plates = () => {
  const n = Date.now();
  const l = (k: number) => LETTERS[Math.floor(n / 26 ** k) % 26];
  return { old: `Q${l(0)}${l(1)}${String(n % 10000).padStart(4, '0')}`, mercosul: `M${l(0)}${l(1)}${n % 10}${l(2)}${String(n % 100).padStart(2, '0')}` };
};

for (const lang of ['pt', 'en'] as const) {
  test.describe(() => {
    test.use({ storageState: NO_SESSION });
    test(`${lang}: the sign-in page's tab speaks the page's language`, async ({ page }) => {
      await page.goto(at(lang, '/login'));
      await expect(page).toHaveTitle(`${TEXT[lang].login} · ${TEXT[lang].app}`);
    });
  });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${lang}, ${device}: a decimal typed with either mark is read as the page means it, shown as saved and stored so`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const t = TEXT[lang];
      await page.goto(at(lang, '/materiais/add'));
      await field(page, 'codigo').fill(`N3-${lang}-${device}-${Date.now().toString(36)}`);
      await field(page, 'descricao').fill('Caixa de números');

      // A shape no language writes is said at once under the field, and kept as typed.
      await field(page, 'peso_kg').fill('1.234.5');
      await field(page, 'peso_kg').blur();
      await expect(helperOf(page, 'peso_kg')).toHaveText(t.notANumber);
      await expect(field(page, 'peso_kg')).toHaveValue('1.234.5');

      for (const [name, typed, shown] of t.typed) {
        await field(page, name).fill(typed);
        await field(page, name).blur();
        await expect(field(page, name)).toHaveValue(shown);
      }
      await expect(helperOf(page, 'peso_kg')).not.toHaveText(t.notANumber);
      await page.screenshot({ path: `/tmp/h16b-numbers-${lang}-${device}.png`, fullPage: true });

      const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/v1/materiais'));
      await page.getByRole('button', { name: t.save }).click();
      const res = await created;
      expect(res.status()).toBe(201);
      const material = await res.json();
      expect(material).toMatchObject(Object.fromEntries(t.typed.map(([name, , , value]) => [name, value])));

      await page.goto(at(lang, `/materiais/${material.id}/show`));
      await expect(page.getByText(t.money)).toBeVisible();
      await expect(page.getByText(t.typed[0][2], { exact: true })).toBeVisible();
    });
  }

  test(`${lang}: years, money, factors and plates read the same in lists, forms, dropdowns, history and CSV; MUI and the tab speak ${lang}`, async ({ page, request }) => {
    const t = TEXT[lang];
    const v1 = await api(request);
    const tag = `F10${lang}${Date.now().toString(36)}`;
    const { old, mercosul } = plates();
    const veiculo = await v1.post('veiculos', { placa: old, modelo: `Modelo ${tag}`, ano: 2021 });
    await v1.put(`veiculos/${veiculo.id}`, { ano: 2022, version: veiculo.version });
    await v1.post('veiculos', { placa: mercosul, modelo: `Modelo ${tag}`, ano: 2019 });
    const fator = await v1.post('fator-calculos', { descricao: `Fator ${tag}`, valor: 0.3 });
    const insumo = await v1.post('insumos', {
      data: '2026-11-20T12:00:00.000Z', veiculo_id: veiculo.id, descricao: `Pedágio ${tag}`, quantidade: 1, valor_unitario: 17.6, fator_calculo_id: fator.id,
    });
    await v1.post('materiais', { codigo: `${tag}-MAT`, descricao: `Material ${tag}`, unidade: 'UN', valor_unitario: 17.6 });
    const oldShown = `${old.slice(0, 3)}-${old.slice(3)}`;

    await page.setViewportSize(VIEWPORTS.desktop);
    const byTag = `filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`;
    await page.goto(at(lang, `/veiculos?${byTag}`));
    await expect(page).toHaveTitle(`${t.vehicles} · ${t.app}`);
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await expect(page.getByRole('cell', { name: '2022', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: oldShown, exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: mercosul, exact: true })).toBeVisible();
    await expect(page.locator('tbody')).not.toContainText(/2[.,]02[12]/);
    const vehiclesCsv = await exported(page, lang);
    expect(vehiclesCsv).toContain(oldShown);
    expect(vehiclesCsv).toMatch(/[;,]2022[;,]/);
    expect(vehiclesCsv).not.toMatch(/2[.,]02[12]/);

    // The history says the year as the list does.
    await page.goto(at(lang, `/veiculos/${veiculo.id}/show`));
    await page.getByRole('tab', { name: t.history }).click();
    const history = page.getByRole('list', { name: t.history });
    await expect(history).toContainText('2021');
    await expect(history).toContainText('2022');
    await expect(history).not.toContainText(/2[.,]02[12]/);

    // Money with two places in a list and its CSV.
    await page.goto(at(lang, `/materiais?${byTag}`));
    await expect(page.locator('tbody tr')).toHaveCount(1);
    expect(await exported(page, lang)).toMatch(t.money);

    // A form: the plate and the factor read as in their own lists, money with two places.
    await page.goto(at(lang, `/insumos/${insumo.id}`));
    await expect(field(page, 'veiculo_id')).toHaveValue(oldShown);
    await expect(field(page, 'fator_calculo_id')).toHaveValue(`${t.factor} - Fator ${tag}`);
    await expect(field(page, 'valor_unitario')).toHaveValue(t.price);
    await field(page, 'fator_calculo_id').fill('zzzz nada');
    await expect(page.locator('.MuiAutocomplete-noOptions')).toHaveText(t.noOptions);
    if (lang !== 'en') await expect(page.getByText('No options')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The insumos list names the vehicle as the vehicles list does, and shows the total in R$ with two places.
    await page.goto(at(lang, `/insumos?${byTag}`));
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr')).toContainText(oldShown);
    await expect(page.locator('tbody tr')).toContainText(t.money);

    // On a phone the vehicles list names each vehicle by its plate as printed.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(at(lang, `/veiculos?${byTag}`));
    await expect(page.getByText(oldShown, { exact: true })).toBeVisible();
    await expect(page.getByText(mercosul, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${t.vehicles} · ${t.app}`);
  });
}
