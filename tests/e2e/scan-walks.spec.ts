import type { Browser, Page } from '@playwright/test';
import { gs1HumanReadable } from '../../src/registry/gs1';
import arPicking from '../../src/resources/expedicoes/labels/ar';
import ptPicking from '../../src/resources/expedicoes/labels/pt';
import { adminApi, cnpj, createUser } from './support/api';
import { signInAs, stateFile } from './support/auth';
import { seriousViolations, transitionsEnded } from './support/axe';
import { browserWithCamera, cameraVideo, scanSequence } from './support/fakeCamera';
import { expect, test } from './support/test';
import { fresh, gtin13, sscc } from './support/codes';

// A pick and a cycle count done by scanning only with the phone's camera (issue 31), on a 390 px
// phone in pt and in ar: Chromium's fake camera plays barcodes drawn by bwip-js (support/fakeCamera.ts).
// Records are made through the API; the screens' logic is tests/component/picking.test.tsx's and
// inventarios.test.tsx's, the keyboard-wedge walks are picking.spec.ts's and inventarios.spec.ts's.
// Afterwards the stock is exact and the ledger check empty.

const TEXT = {
  pt: { camera: 'Ler com a câmera', close: 'Fechar', save: 'Salvar contagem', saved: 'Contagem salva', picking: ptPicking.messages },
  ar: { camera: 'المسح بالكاميرا', close: 'إغلاق', save: 'حفظ العد', saved: 'حُفظ العد', picking: arPicking.messages },
};
type Lang = keyof typeof TEXT;

/** A bin of its own per run and language: street from the clock. */
const binOf = (zone: string, lang: Lang) => `${zone}-${String(Date.now() % 90 + 10)}-0${lang === 'pt' ? 1 : 2}-01`;

/** A phone (390 px) of a browser whose camera plays `video`, signed in as the admin or as `who`. */
const phone = async (browser: Browser, baseURL: string | undefined, who?: { email: string; password: string }, lang?: Lang) => {
  const context = await browser.newContext({ baseURL, storageState: who ? undefined : stateFile('admin'), viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await context.grantPermissions(['camera']);
  const page = await context.newPage();
  if (who) await signInAs(page, who, lang);
  return page;
};

/** Opens the camera; the first code of the film (the bin) is read and said under the picture. */
const openCamera = async (page: Page, lang: Lang, first: string) => {
  await page.getByRole('button', { name: TEXT[lang].camera }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('video')).toBeVisible();
  await transitionsEnded(dialog);
  await expect(dialog.getByRole('status')).toContainText(first, { timeout: 60_000 });
  return dialog;
};

const phoneChecks = async (page: Page, shot: string, wide = false) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `test-results/${shot}-390.png`, fullPage: true });
  expect(await seriousViolations(page), shot).toEqual([]);
  if (!wide) return;
  // The same screen on a desk's 1400 px, then back to the phone.
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.screenshot({ path: `test-results/${shot}-1400.png`, fullPage: true });
  expect(await seriousViolations(page), `${shot} 1400`).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
};

for (const lang of ['pt', 'ar'] as const) {
  test(`${lang}, 390 px: a note picked with the camera only, a GS1-128 box per pick, confirmed in one tap, stock exact`, async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    const api = await adminApi(request);
    const bin = binOf('W', lang);
    await api.bins([bin]);
    const material = await api.post('materiais', { codigo: gtin13(), descricao: 'Dipirona 500 mg cx 10', unidade: 'CX', controla_lote: true, controla_validade: true });
    await api.post('estoque/ajustes', { material_id: material.id, lote: 'L7', validade: '2030-01-31', endereco: bin, quantidade: 5, motivo: 'Inventário inicial' });
    const destinatario = await api.post('destinatarios', { nome: `Farmácia ${fresh()}`, cpf_cnpj: cnpj() });
    const nota = await api.post('expedicoes', { numero_nf: String(fresh() % 1e9), destinatario_id: destinatario.id, data: '2029-12-01', itens: [{ material_id: material.id, quantidade: 2 }] });
    // The box's GS1-128: GTIN, lot and expiry; each read of it is one pick of that lot.
    const box = gs1HumanReadable({ gtin: `0${material.codigo}`, lot: 'L7', expiry: '2030-01-31' });
    const browser = await browserWithCamera(await cameraVideo(scanSequence([
      { code: 'code128', text: bin }, { code: 'gs1-128', text: box }, { code: 'gs1-128', text: box },
    ])));
    try {
      const page = await phone(browser, baseURL);
      await page.goto(`/${lang}/expedicoes/${nota.id}/separacao`);
      await expect(page.getByTestId('next-bin')).toHaveText(bin);
      await phoneChecks(page, `scan-pick-${lang}`, true);
      const dialog = await openCamera(page, lang, bin);
      await page.screenshot({ path: `test-results/scan-pick-camera-${lang}-390.png` });
      // The second box completes the note: the scan field, and its reader, give way to the confirmation.
      const confirm = page.getByRole('button', { name: TEXT[lang].picking.confirmar });
      await expect(confirm).toBeVisible({ timeout: 60_000 });
      await expect(dialog).toHaveCount(0);
      await phoneChecks(page, `scan-pick-done-${lang}`);
      await confirm.click();
      await expect(page).toHaveURL(new RegExp(`/expedicoes/${nota.id}/show$`));
    } finally {
      await browser.close();
    }
    expect((await api.get(`expedicoes/${nota.id}`)).expedida_em).toBeTruthy();
    const stock = (await api.get(`produtos/saldo-produto-lote-enderecamento?material_id=${material.id}`)).data as { endereco: string; lote: string; quantidade: number; reservada: number }[];
    expect(stock.map((r) => [r.endereco, r.lote, r.quantidade, r.reservada])).toEqual([[bin, 'L7', 3, 0]]);
    expect(await api.get('estoque/verificacao')).toMatchObject({ data: [] });
  });

  test(`${lang}, 390 px: a cycle count done with the camera only, a GS1 box and a case of four by (37), approved with the stock exact`, async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    const api = await adminApi(request);
    const bin = binOf('V', lang);
    await api.bins([bin]);
    const material = await api.post('materiais', { codigo: gtin13(), descricao: 'Soro fisiológico 500 ml', unidade: 'UN', controla_lote: true, controla_validade: true });
    await api.post('estoque/ajustes', { material_id: material.id, lote: 'S3', validade: '2028-06-30', endereco: bin, quantidade: 6, motivo: 'Inventário inicial' });
    const counter = await createUser(request, { firstName: 'Contadora', roles: ['view-inventarios'] });
    const count = await api.post('inventarios', {
      motivo: `Rotativo ${fresh()}`, escopo: 'enderecos', enderecos: [{ endereco: bin }], contadores: [{ usuario_id: counter.record.id }], tolerancia: 2,
    });
    await api.post(`inventarios/${count.id}/iniciar`, {});
    const film = scanSequence([
      { code: 'code128', text: bin },
      { code: 'gs1-128', text: gs1HumanReadable({ gtin: `0${material.codigo}`, lot: 'S3', expiry: '2028-06-30' }) },
      // A case: its SSCC, the content's GTIN (02), its lot and (37) four units.
      { code: 'gs1datamatrix', text: gs1HumanReadable({ sscc: sscc(), content: `0${material.codigo}`, lot: 'S3', count: 4 }), scale: 4 },
    ]);
    const browser = await browserWithCamera(await cameraVideo(film));
    try {
      const page = await phone(browser, baseURL, counter, lang);
      await page.goto(`/${lang}/inventarios/${count.id}/show`);
      await expect(page.getByTestId('count-progress')).toBeVisible();
      await phoneChecks(page, `scan-count-${lang}`, true);
      const dialog = await openCamera(page, lang, bin);
      // One box, then a case of four: five counted, blind (nothing says six were expected).
      // (Under the open reader the page is aria-hidden: found by its markup, not its role.)
      const quantity = page.locator('[data-testid="count-line"] input');
      await expect(quantity).toHaveValue('5', { timeout: 60_000 });
      await page.screenshot({ path: `test-results/scan-count-camera-${lang}-390.png` });
      expect(await seriousViolations(page), `count camera ${lang}`).toEqual([]);
      await dialog.getByRole('button', { name: TEXT[lang].close }).click();
      await expect(dialog).toHaveCount(0);
      // The camera button's tooltip, shown as the focus comes back, fades out before axe looks.
      await page.mouse.move(0, 0);
      await page.locator('#count-read').blur();
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      // Blind: the review's "Expected: n" and "Difference" are nowhere on the counter's page.
      await expect(page.getByText(/Esperado:|Diferença|المتوقع:|الفرق/)).toHaveCount(0);
      await phoneChecks(page, `scan-count-counted-${lang}`);
      await page.getByRole('button', { name: TEXT[lang].save }).click();
      await expect(page.getByText(TEXT[lang].saved)).toBeVisible();
    } finally {
      await browser.close();
    }
    expect((await api.get(`inventarios/${count.id}`)).itens.map((l: { contado: number | null }) => l.contado)).toEqual([5]);
    await api.post(`inventarios/${count.id}/aprovar`, {});
    const stock = (await api.get(`produtos/saldo-produto-lote-enderecamento?material_id=${material.id}`)).data as { endereco: string; lote: string; quantidade: number }[];
    expect(stock.map((r) => [r.endereco, r.lote, r.quantidade])).toEqual([[bin, 'S3', 5]]);
    expect(await api.get('estoque/verificacao')).toMatchObject({ data: [] });
  });
}
