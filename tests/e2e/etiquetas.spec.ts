import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { checkDigit } from '../../src/registry/gs1';
import { labelRead, readPdf, readZpl } from '../support/barcodes';
import { adminApi } from './support/api';
import { seriousViolations, transitionsEnded } from './support/axe';
import { openApp } from './support/auth';
import { expect, test } from './support/test';

// Labels from a stock page (docs/decisions.md "Labels"): on a 390 px phone, in pt and ar, the
// dialog passes axe with targets a thumb can hit, and downloads a ZPL and a PDF whose bars read
// back as the row's GS1 data. At 1400 px the dialog opens from the table's selection. The bins
// list prints its bins' labels the same way.

// A GTIN of this run: 789 (Brazil), 9 digits from the clock, its check digit.
const body = `789${String(Date.now()).slice(-9)}`;
const GTIN = `${body}${checkDigit(body)}`;
const SHOTS = process.env.LABEL_SHOTS;
const EXPIRY = '2031-03-31';

test.beforeAll(async ({ request }: { request: APIRequestContext }) => {
  const api = await adminApi(request);
  const material = (await api.post('materiais', { codigo: GTIN, descricao: 'Dipirona 500 mg e2e', unidade: 'CX' })) as { id: string };
  const adjust = (endereco: string) => api.post('estoque/ajustes', { material_id: material.id, lote: 'LE2E', validade: EXPIRY, endereco, quantidade: 5, motivo: 'Etiquetas e2e' });
  await api.bins(['E-01-01-01', 'E-01-01-02']);
  await adjust('E-01-01-01');
  await adjust('E-01-01-02');
});

const open = (page: Page, lang: string) =>
  page.goto(`/${lang}/produtos/saldo-produto-lote-enderecamento?${new URLSearchParams({ filter: JSON.stringify({ q: GTIN }) })}`);
const T = {
  pt: { open: 'Etiquetas', title: 'Imprimir etiquetas', zpl: 'ZPL (impressora Zebra)', a4: 'PDF, folha A4 (3 × 8)', download: 'Baixar', selected: 'Etiquetas das linhas selecionadas' },
  ar: { open: 'الملصقات', title: 'طباعة الملصقات', zpl: 'ZPL (طابعة Zebra)', a4: 'PDF، ورقة \u2066A4 (3 × 8)\u2069', download: 'تنزيل', selected: 'ملصقات الصفوف المحددة' },
} as const;
const row = `${GTIN} · LE2E · E-01-01-02`;
/** The row's label as the app's decoder and parser read it back. */
const expected = { format: 'code_128', symbology: ']C1', kind: 'gs1', data: { gtin: GTIN.padStart(14, '0'), expiry: EXPIRY, lot: 'LE2E' } };

/** Downloads with the dialog's button; the file's name and text. */
const download = async (page: Page, lang: 'pt' | 'ar') => {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T[lang].download }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
};

for (const lang of ['pt', 'ar'] as const) {
  test.describe(`labels, ${lang}, 390 px phone`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the dialog passes axe, its choices are large, and it downloads a ZPL and a PDF that read back', async ({ page }) => {
      await openApp(page, lang);
      await open(page, lang);
      await expect(page.getByText(GTIN).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${lang}-390-page.png` });
      await page.getByRole('button', { name: T[lang].open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: T[lang].title });
      await expect(dialog).toBeVisible();
      await transitionsEnded(dialog);
      expect(await seriousViolations(page)).toEqual([]);
      for (const option of [dialog.getByRole('radio', { name: T[lang].zpl }), dialog.getByRole('checkbox', { name: row })]) {
        // The whole line is the target (the label belongs to the control): 48 px tall.
        const box = (await option.locator('xpath=ancestor::label[1]').boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(48);
      }
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${lang}-390-dialog.png` });

      await dialog.getByRole('checkbox', { name: row }).check();
      await dialog.getByRole('radio', { name: T[lang].zpl }).check();
      const zpl = await download(page, lang);
      expect(zpl.name).toBe('etiquetas-estoque.zpl');
      const [label] = readZpl(zpl.bytes.toString('utf8'));
      expect(readZpl(zpl.bytes.toString('utf8'))).toHaveLength(1);
      expect(label.barcode.startsWith('>;>8')).toBe(true);
      // The words follow the language; Arabic prints Latin ones.
      expect(label.texts).toContain(lang === 'pt' ? 'Endereço E-01-01-02' : 'Bin E-01-01-02');
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: T[lang].open, exact: true }).click();
      await dialog.getByRole('checkbox', { name: row }).check();
      await expect(dialog.getByRole('radio', { name: T[lang].a4 })).toBeChecked();
      const pdf = await download(page, lang);
      expect(pdf.name).toBe('etiquetas-estoque.pdf');
      const [sheet] = await readPdf(pdf.bytes);
      expect(sheet.images).toHaveLength(1);
      expect(await labelRead(sheet.images[0])).toEqual(expected);
    });
  });

  test.describe(`bin labels, ${lang}, 390 px phone`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the bins list prints the bins it shows: the dialog passes axe, the PDF's bars read back as the bins", async ({ page }) => {
      await openApp(page, lang);
      await page.goto(`/${lang}/enderecos?${new URLSearchParams({ filter: JSON.stringify({ q: 'E-01-01-0' }) })}`);
      await expect(page.getByText('E-01-01-02').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const open = page.getByRole('button', { name: T[lang].open, exact: true });
      expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(40);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${lang}-390-bins.png` });
      await open.click();
      const dialog = page.getByRole('dialog', { name: T[lang].title });
      await transitionsEnded(dialog);
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${lang}-390-bins-dialog.png` });
      const pdf = await download(page, lang);
      expect(pdf.name).toBe('etiquetas-enderecos.pdf');
      const reads = await Promise.all((await readPdf(pdf.bytes)).flatMap((p) => p.images).map(labelRead));
      expect(reads.map((r) => (r.kind === 'text' ? [r.symbology, r.text] : r))).toEqual([[']C0', 'E-01-01-01'], [']C0', 'E-01-01-02']]);
    });
  });

  test.describe(`labels, ${lang}, 1400 px`, () => {
    test.use({ viewport: { width: 1400, height: 900 } });

    test("the table's selection opens the dialog with those rows ticked; axe passes", async ({ page }) => {
      await openApp(page, lang);
      await open(page, lang);
      await expect(page.getByRole('cell', { name: 'E-01-01-02', exact: true })).toBeVisible();
      await page.getByRole('row').filter({ hasText: 'E-01-01-02' }).getByRole('checkbox').check();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${lang}-1400-page.png` });
      await page.getByRole('button', { name: T[lang].selected }).click();
      const dialog = page.getByRole('dialog', { name: T[lang].title });
      await expect(dialog.getByRole('checkbox')).toHaveCount(1);
      await expect(dialog.getByRole('checkbox', { name: row })).toBeChecked();
      await transitionsEnded(dialog);
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${lang}-1400-dialog.png` });
    });

    test('the bins table prints the bins its search leaves; axe passes', async ({ page }) => {
      await openApp(page, lang);
      await page.goto(`/${lang}/enderecos?${new URLSearchParams({ filter: JSON.stringify({ q: 'E-01-01-0' }) })}`);
      await expect(page.getByRole('cell', { name: 'E-01-01-02', exact: true })).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${lang}-1400-bins.png` });
      await page.getByRole('button', { name: T[lang].open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: T[lang].title });
      await expect(dialog.getByRole('status')).toHaveText(lang === 'pt' ? 'Etiquetas: 2' : /2/);
      await transitionsEnded(dialog);
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${lang}-1400-bins-dialog.png` });
    });
  });
}
