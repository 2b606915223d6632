import { type APIRequestContext, type Page } from '@playwright/test';
import { adminApi } from './support/api';
import { seriousViolations } from './support/axe';
import { openApp } from './support/auth';
import { zoneDay } from './support/day';
import { expect, test } from './support/test';

// The stock pages in Portuguese: stock made through the adjustment route (nothing seeded), the four
// pages agree with each other, a balance links to the ledger rows behind it, an adjustment from the
// bin page changes it; the same pages on a 390 px phone; axe in pt and ar.

const CODE = `E2E-STK-${Date.now().toString(36).toUpperCase()}`;
const PAGES = ['saldo-fisico', 'saldo-produto-lote', 'saldo-produto-lote-enderecamento', 'status', 'movimentos'] as const;
const SHOTS = process.env.STOCK_SHOTS;
let materialId = '';

const day = zoneDay;

test.beforeAll(async ({ request }: { request: APIRequestContext }) => {
  const api = await adminApi(request);
  await api.bins(['A-01-01-01', 'A-01-01-02', 'A-01-02-01']);
  materialId = ((await api.post('materiais', { codigo: CODE, descricao: 'Material de estoque e2e', unidade: 'UN' })) as { id: string }).id;
  const adjust = (body: object) => api.post('estoque/ajustes', { material_id: materialId, motivo: 'Inventário inicial e2e', ...body });
  await adjust({ lote: 'L1', validade: day(300), endereco: 'A-01-01-01', quantidade: 10 });
  await adjust({ lote: 'L1', validade: day(300), endereco: 'A-01-01-02', quantidade: 3, bloqueada: 1 });
  await adjust({ lote: 'L2', validade: day(10), endereco: 'A-01-02-01', quantidade: 4 });
});

/** A stock page narrowed to this run's material. */
const open = async (page: Page, lang: string, path: string) => {
  const filter = path === 'movimentos' ? { material_id: materialId } : { q: CODE };
  await page.goto(`/${lang}/produtos/${path}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`);
};

/** The body rows of the table, each as its cells' texts. */
const rows = async (page: Page) => {
  await expect(page.locator('tbody tr').first()).toBeVisible();
  return page.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));
};
/** The column of a header's name, in the rows. */
const column = async (page: Page, name: string) => {
  const headers = await page.locator('thead th').evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));
  const i = headers.findIndex((h) => h === name);
  expect(i, headers.join('|')).toBeGreaterThanOrEqual(0);
  return (await rows(page)).map((r) => r[i]);
};
/** The material's cell: its code, with its description under it on a desktop. */
const materialCell = (page: Page) => page.getByRole('cell', { name: new RegExp(`^${CODE}\\b`) });
/** The table shows every column, up to the ledger link and the adjustment, without scrolling sideways (issue 28). */
const wholeTable = async (page: Page) => {
  const wrapper = page.locator('.RaDatagrid-tableWrapper');
  expect(await wrapper.evaluate((w) => w.scrollWidth - w.clientWidth)).toBeLessThanOrEqual(0);
  const last = page.locator('tbody tr').first().locator('td').last();
  const box = (await last.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
};
const sum = (cells: string[]) => cells.reduce((s, c) => s + Number(c.replace(/\./g, '').replace(',', '.')), 0);

test.describe('stock pages, pt desktop', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('the four pages agree, each balance links to its ledger rows, an adjustment changes the bin', async ({ page }) => {
    await openApp(page, 'pt');
    await open(page, 'pt', 'saldo-fisico');
    await expect(materialCell(page)).toBeVisible();
    await wholeTable(page);
    expect(await column(page, 'Quantidade')).toEqual(['17']);
    expect(await column(page, 'Disponível')).toEqual(['16']);
    // The earliest lot expires in 10 days: the material is marked.
    await expect(page.locator('tbody [data-expiry="vencendo"]')).toHaveText('Vencendo');

    await open(page, 'pt', 'saldo-produto-lote');
    await expect(page.getByRole('cell', { name: 'L2', exact: true })).toBeVisible();
    await wholeTable(page);
    expect(await column(page, 'Lote')).toEqual(['L1', 'L2']);
    expect(await column(page, 'Quantidade')).toEqual(['13', '4']);
    await expect(page.locator('tbody [data-expiry="vencendo"]')).toHaveCount(1);

    await open(page, 'pt', 'saldo-produto-lote-enderecamento');
    await expect(page.getByRole('cell', { name: 'A-01-02-01', exact: true })).toBeVisible();
    await wholeTable(page);
    expect(await column(page, 'Endereço')).toEqual(['A-01-01-01', 'A-01-01-02', 'A-01-02-01']);
    expect(sum(await column(page, 'Quantidade'))).toBe(17);
    expect(await column(page, 'Bloqueada')).toEqual(['0', '1', '0']);

    await open(page, 'pt', 'status');
    await expect(materialCell(page)).toBeVisible();
    await wholeTable(page);
    expect([await column(page, 'Disponível'), await column(page, 'Reservada'), await column(page, 'Bloqueada')]).toEqual([['16'], ['0'], ['1']]);

    // The bin balance links to its one movement.
    await open(page, 'pt', 'saldo-produto-lote-enderecamento');
    await page.getByRole('link', { name: `Movimentos de ${CODE} L1 A-01-01-02` }).click();
    await expect(page).toHaveURL(/produtos\/movimentos/);
    await expect(page.getByRole('cell', { name: 'Inventário inicial e2e' })).toHaveCount(1);
    expect(await column(page, 'Quantidade')).toEqual(['3']);
    expect(await column(page, 'Bloqueada')).toEqual(['1']);

    // An adjustment from the bin page: −2 out of A-01-01-01.
    await open(page, 'pt', 'saldo-produto-lote-enderecamento');
    await page.getByRole('button', { name: `Ajuste ${CODE} L1 A-01-01-01` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=quantidade]').fill('-2');
    await dialog.locator('textarea[name=motivo]').fill('Avaria e2e');
    await dialog.getByRole('button', { name: 'Lançar ajuste' }).click();
    await expect(page.getByText('Ajuste lançado')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => column(page, 'Quantidade')).toEqual(['8', '3', '4']);
    // Refused: more out than there is, with the server's message in the dialog.
    await page.getByRole('button', { name: `Ajuste ${CODE} L2 A-01-02-01` }).click();
    await dialog.locator('input[name=quantidade]').fill('-50');
    await dialog.locator('textarea[name=motivo]').fill('Demais');
    await dialog.getByRole('button', { name: 'Lançar ajuste' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Estoque insuficiente');
    // The table scrolls inside the page; the page itself does not widen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1400);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pt-desktop-enderecamento.png`, fullPage: true });
  });
});

test.describe('stock pages, 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every page lists its rows without scrolling sideways; a row opens the ledger', async ({ page }) => {
    await openApp(page, 'pt');
    for (const path of PAGES) {
      await open(page, 'pt', path);
      await expect(page.getByText(CODE).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/pt-phone-${path}.png`, fullPage: true });
    }
    await open(page, 'pt', 'saldo-produto-lote');
    await page.getByText('L2').first().click();
    await expect(page).toHaveURL(/produtos\/movimentos/);
    await expect(page.getByText(CODE).first()).toBeVisible();
  });
});

for (const lang of ['pt', 'ar'] as const) {
  for (const [device, viewport] of Object.entries({ desktop: { width: 1400, height: 900 }, phone: { width: 390, height: 844 } })) {
    test.describe(`axe, ${lang}, ${device}`, () => {
      test.use({ viewport });
      test('the stock pages pass the axe checks', async ({ page }) => {
        await openApp(page, lang);
        for (const path of PAGES) {
          await open(page, lang, path);
          await expect(page.getByText(CODE).first()).toBeVisible();
          expect(await seriousViolations(page), path).toEqual([]);
          if (SHOTS && lang === 'ar') await page.screenshot({ path: `${SHOTS}/ar-${device}-${path}.png`, fullPage: true });
        }
      });
    });
  }
}
