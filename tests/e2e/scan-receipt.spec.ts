import type { APIRequestContext, Page } from '@playwright/test';
import { gs1HumanReadable } from '../../src/registry/gs1';
import entradas from '../../src/resources/entradas';
import { adminApi, cnpj } from './support/api';
import { stateFile } from './support/auth';
import { seriousViolations, transitionsEnded } from './support/axe';
import { browserWithCamera, cameraVideo, scanSequence } from './support/fakeCamera';
import { expect, test } from './support/test';
import { fresh, gtin13, sscc } from './support/codes';

// Receiving by scanning only (issue 31), on a 390 px phone: with the camera (Chromium's fake camera
// playing barcodes drawn by bwip-js) in pt and in ar, and with a keyboard-wedge scanner (codes
// typed, ending in Enter). A blind count: the bin, two boxes of one product by EAN-13, a GS1
// DataMatrix of a case (SSCC, content GTIN, lot, expiry, (37) count of four), and a product that is not on the note,
// which is refused naming it. Submitted and confirmed, the stock is exactly what was scanned.

/** A code or name as the screen puts it in a sentence: a left-to-right isolate. */
const ltr = (s: string) => `\u2066${s}\u2069`;

const TEXT = {
  pt: {
    camera: 'Ler com a câmera', close: 'Fechar', submit: 'Enviar contagem', confirm: 'Confirmar recebimento', quantity: 'Quantidade recebida',
    field: 'Leia o endereço e depois cada produto', notOnNote: (codigo: string, descricao: string) => `${ltr(codigo)} · ${ltr(descricao)} não está nesta nota de entrada: não foi adicionado`,
  },
  ar: {
    camera: 'المسح بالكاميرا', close: 'إغلاق', submit: 'إرسال الجرد', confirm: 'تأكيد الاستلام', quantity: 'الكمية المستلمة',
    field: 'امسح الموقع ثم كل منتج', notOnNote: (codigo: string, descricao: string) => `${ltr(codigo)} · ${ltr(descricao)} ليس في إشعار الاستلام هذا: لم تتم إضافته`,
  },
};
type Lang = keyof typeof TEXT;

/** A blind count of a note of two products (one by lot and expiry), and a third product on no note. */
const arrange = async (request: APIRequestContext, bin: string) => {
  const api = await adminApi(request);
  await api.bins([bin]);
  const settings = (await api.get('configuracoes')).data[0];
  await api.put(`configuracoes/${settings.id}`, { ...settings, conferencia_cega: true });
  const fornecedor = await api.post('fornecedores', { razao_social: `Distribuidora ${fresh()}`, cnpj: cnpj() });
  const caixa = await api.post('materiais', { codigo: gtin13(), descricao: 'Dipirona 500 mg cx 10', unidade: 'CX' });
  const lote = await api.post('materiais', { codigo: gtin13(), descricao: 'Soro fisiológico 500 ml', unidade: 'UN', controla_lote: true, controla_validade: true });
  const alheio = await api.post('materiais', { codigo: gtin13(), descricao: 'Paracetamol 750 mg', unidade: 'CX' });
  const entrada = await api.post('entradas', {
    numero_nf: String(fresh()), fornecedor_id: fornecedor.id, data_emissao: '2026-11-20',
    itens: [{ material_id: caixa.id, quantidade: 2 }, { material_id: lote.id, lote: 'L7', validade: '2027-12-31', quantidade: 4 }],
  });
  const count = await api.post('recebimentos', { entrada_id: entrada.id });
  const codes = {
    bin,
    caixa: caixa.codigo as string,
    // A case of four, as GS1 prints a count: (37) with the case's SSCC and the content's GTIN (02).
    lote: gs1HumanReadable({ sscc: sscc(), content: `0${lote.codigo}`, lot: 'L7', expiry: '2027-12-31', count: 4 }),
    alheio: alheio.codigo as string,
  };
  const restore = async () => api.put(`configuracoes/${settings.id}`, { ...(await api.get(`configuracoes/${settings.id}`)), conferencia_cega: false });
  return { api, caixa, lote, alheio, entrada, count, codes, restore };
};
type Arranged = Awaited<ReturnType<typeof arrange>>;

/** What was scanned is on screen (each product once in the bin), submitted and confirmed; the ledger holds exactly that. */
const finish = async (page: Page, lang: Lang, a: Arranged, shots: string) => {
  const t = TEXT[lang];
  const quantities = (codigo: string) => page.locator(`[data-line="${codigo}"]`).getByLabel(t.quantity, { exact: true });
  await expect(quantities(a.caixa.codigo)).toHaveValue('2');
  await expect(quantities(a.lote.codigo)).toHaveValue('4');
  await expect(page.locator(`[data-line="${a.caixa.codigo}"]`).getByRole('textbox', { name: /Endereço|الموقع/ })).toHaveValue(a.codes.bin);
  // Blind: nothing on the page gives the invoiced quantities away.
  await expect(page.getByText(/(Faturado|المفوتر):/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `test-results/${shots}-390.png`, fullPage: true });
  expect(await seriousViolations(page), `${shots} 390`).toEqual([]);

  await page.getByRole('button', { name: t.submit }).click();
  await page.getByRole('button', { name: t.confirm }).click();
  await expect.poll(async () => (await a.api.get(`entradas/${a.entrada.id}`)).status_id, { timeout: 20_000 }).toBe(entradas.statusIds.recebida);
  const moves = (await a.api.get(`estoque-movimentos?documento_id=${a.count.id}`)).data as Record<string, unknown>[];
  expect(moves.map((m) => [m.material_id, m.lote, m.validade, m.endereco, m.quantidade]).sort()).toEqual([
    [a.caixa.id, '', null, a.codes.bin, 2],
    [a.lote.id, 'L7', '2027-12-31', a.codes.bin, 4],
  ].sort());
  expect(await a.api.get('estoque/verificacao')).toMatchObject({ data: [] });
  await a.restore();
};

for (const [lang, bin] of [['pt', 'A-01-02-03'], ['ar', 'A-01-02-04']] as const) {
  test(`${lang}, 390 px: a receipt counted with the phone's camera only`, async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    const a = await arrange(request, bin);
    const video = await cameraVideo(scanSequence([
      { code: 'code128', text: a.codes.bin },
      { code: 'ean13', text: a.codes.caixa },
      { code: 'ean13', text: a.codes.caixa },
      { code: 'gs1datamatrix', text: a.codes.lote, scale: 4 },
      { code: 'ean13', text: a.codes.alheio },
    ]));
    const browser = await browserWithCamera(video);
    try {
      const context = await browser.newContext({ baseURL, storageState: stateFile('admin'), viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      await context.grantPermissions(['camera']);
      const page = await context.newPage();
      const t = TEXT[lang];
      await page.goto(`/${lang}/recebimentos/${a.count.id}/show`);
      await page.getByRole('button', { name: t.camera }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('video')).toBeVisible();
      await transitionsEnded(dialog);
      // The bin is the film's first code: read, and said so under the picture.
      await expect(dialog.getByRole('status')).toContainText(a.codes.bin, { timeout: 60_000 });
      await page.screenshot({ path: `test-results/scan-camera-${lang}-390.png` });
      expect(await seriousViolations(page), `camera ${lang}`).toEqual([]);
      // The last code of the film, on no line of the note: refused, naming the product; the reader stays open.
      await expect(dialog.getByRole('status')).toHaveText(t.notOnNote(a.alheio.codigo, a.alheio.descricao), { timeout: 60_000 });
      await dialog.getByRole('button', { name: t.close }).click();
      await expect(dialog).toHaveCount(0);
      await finish(page, lang, a, `scan-receipt-camera-${lang}`);
    } finally {
      await browser.close();
    }
  });
}

test('pt, 390 px: the same receipt with a keyboard-wedge scanner, and the page at 1400 px in pt and ar', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(120_000);
  const a = await arrange(request, 'A-01-02-05');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/pt/recebimentos/${a.count.id}/show`);
  const field = page.getByRole('textbox', { name: TEXT.pt.field });
  const wedge = async (code: string) => {
    await field.click();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
  };
  await wedge(a.codes.bin);
  await wedge(a.codes.caixa);
  await wedge(a.codes.caixa);
  await wedge(a.codes.lote);
  await wedge(a.codes.alheio);
  await expect(page.locator('#receipt-scan-helper-text')).toHaveText(TEXT.pt.notOnNote(a.alheio.codigo, a.alheio.descricao));
  for (const lang of ['pt', 'ar'] as const) {
    const wide = await (await browser.newContext({ baseURL, viewport: { width: 1400, height: 900 } })).newPage();
    await wide.goto(`/${lang}/recebimentos/${a.count.id}/show`);
    await expect(wide.getByRole('textbox', { name: TEXT[lang].field })).toBeVisible();
    await wide.screenshot({ path: `test-results/scan-receipt-${lang}-1400.png`, fullPage: true });
    expect(await seriousViolations(wide), `${lang} 1400`).toEqual([]);
    await wide.context().close();
  }
  await finish(page, 'pt', a, 'scan-receipt-wedge-pt');
});
