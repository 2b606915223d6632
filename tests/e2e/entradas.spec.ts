import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { nfeKeyCheckDigit } from '../../src/registry/brazil';
import { buildNfe, registerNfeDest } from './nfe-builder';
import { adminApi, cnpj } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

// Importing a supplier's NF-e from the entradas list: the preview, the confirmation, the entrada it opens; axe in pt and ar.
// The preview's choices (a material per supplier code, the unit of an unknown one) and its warnings, confirmed before importing.

test.beforeAll(async ({ request }) => {
  await registerNfeDest(await adminApi(request));
});

const FIXTURE = readFileSync(join(import.meta.dirname, '../fixtures/nfe/nfeproc-namespace.xml'), 'utf8');
const SUPPLIER = 'Distribuidora Alfa Ltda';

/** The fixture as another supplier's NF-e of another number, its access key rebuilt with its check digit. */
let seq = Math.floor(Date.now() / 1000) % 100_000_000;
const freshNfe = () => {
  const emitter = cnpj();
  const nNF = ++seq;
  const old = /Id="NFe(\d{44})"/.exec(FIXTURE)![1];
  const start = `${old.slice(0, 6)}${emitter}${old.slice(20, 25)}${String(nNF).padStart(9, '0')}${old.slice(34, 43)}`;
  const key = `${start}${nfeKeyCheckDigit(start)}`;
  const xml = FIXTURE.split(old).join(key).replace('<CNPJ>11222333000181</CNPJ>', `<CNPJ>${emitter}</CNPJ>`).replace(/<nNF>\d+</, `<nNF>${nNF}<`);
  return { xml, nNF: String(nNF), key };
};

const choose = (page: Page, xml: string) =>
  page.locator('input[type=file]').setInputFiles({ name: 'nfe.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });

test.describe('pt, desktop', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('imports an NF-e from the list: preview, confirm, lands on the entrada; the same file again is refused with its message', async ({ page }) => {
    await page.goto('/pt/entradas');
    await expect(page.getByText('Importar NF-e')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const nfe = freshNfe();
    await choose(page, nfe.xml);
    const dialog = page.getByRole('dialog', { name: 'Prévia da importação da NF-e' });
    await expect(dialog.getByText(SUPPLIER, { exact: false })).toBeVisible();
    await expect(dialog.getByText('Novo: será cadastrado')).toBeVisible();
    await expect(dialog.getByText(`NF ${nfe.nNF} série 1`)).toBeVisible();
    await expect(dialog.getByRole('row')).toHaveCount(5);
    await expect(dialog.getByText('L2026B')).toBeVisible();
    // dVal 2031-06 (no day) is the month's last day.
    await expect(dialog.getByText('30/06/2031')).toBeVisible();
    await expect(dialog.getByText('Material novo').first()).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-i28-inbound/entradas-preview-pt-desktop.png' });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(page).toHaveURL(/\/entradas\/[0-9a-f-]{36}\/show/);
    await expect(page.getByText(nfe.key)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Conferir' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Baixar o XML' })).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-i28-inbound/entrada-show-pt-desktop.png', fullPage: true });
    const entradaUrl = page.url();
    // The supplier's page lists the codes the import mapped.
    await page.getByRole('link', { name: SUPPLIER }).first().click();
    await expect(page.getByRole('heading', { name: 'Códigos do fornecedor' })).toBeVisible();
    await expect(page.getByText('ALF-003')).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-i28-inbound/fornecedor-codes-pt-desktop.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(entradaUrl);
    await expect(page.getByText(nfe.key)).toBeVisible();

    await page.goto('/pt/entradas');
    await choose(page, nfe.xml);
    const refusal = page.getByRole('dialog').getByText(`Esta NF-e já foi importada: entrada ${nfe.nNF} de ${SUPPLIER}, emitida em 20/11/2026`);
    await expect(refusal).toBeVisible();
    // Named as people name a note: no record id.
    await expect(refusal).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}/);
    await expect(page.getByRole('button', { name: 'Confirmar importação' })).toBeDisabled();
  });
});

/**
 * A supplier's NF-e whose code 10452 is a box of dipyrone we already have as CX-DIPIRONA, with a
 * second product in an NF-e unit we do not know (FR), addressed to a CNPJ that is none of ours.
 */
const trickyNfe = (run: string) => buildNfe({
  emitente: { cnpj: cnpj(), nome: `Farma Trial ${run} Ltda` }, numero: Number(String(Date.now()).slice(-7)), emissao: '2026-11-20',
  destinatario: '04252011000110',
  itens: [
    { codigo: '10452', descricao: 'DIPIRONA 500MG C/10', unidade: 'CX', quantidade: 12, valor_unitario: 8.5 },
    { codigo: 'FR-77', descricao: 'SORO 250ML FRASCO', unidade: 'FR', quantidade: 30, valor_unitario: 3.2 },
  ],
});

for (const [device, viewport] of Object.entries({ desktop: { width: 1400, height: 900 }, phone: { width: 390, height: 844 } })) {
  test(`pt, ${device}: the preview lets the user choose the material and the unknown unit, and asks to confirm its warnings`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const v1 = await adminApi(request);
    const run = Date.now().toString(36).toUpperCase().slice(-6);
    const dipirona = await v1.post('materiais', { codigo: `CX-DIPIRONA-${run}`, descricao: `Dipirona 500 mg caixa ${run}`, unidade: 'CX' });
    const nfe = trickyNfe(run);
    await page.goto('/pt/entradas');
    await choose(page, nfe.xml);
    const dialog = page.getByRole('dialog', { name: 'Prévia da importação da NF-e' });
    const importButton = dialog.getByRole('button', { name: 'Confirmar importação' });
    await expect(dialog.getByTestId('nfe-warnings')).toContainText('A NF-e é destinada a Armazem Destino (04.252.011/0001-10), que não é uma das nossas empresas');
    // The unknown unit is asked for, not turned into UN.
    const unit = dialog.getByLabel('Unidade de FR-77 (FR na NF-e)');
    await expect(unit).toBeVisible();
    await expect(dialog.getByText('Unidade desconhecida: escolha a nossa')).toBeVisible();
    await expect(importButton).toBeDisabled();

    // Code 10452 is our CX-DIPIRONA: searched by its description, offered with code and description.
    const material = dialog.getByLabel('Material do código 10452');
    await material.fill(`caixa ${run}`);
    await page.getByRole('option', { name: `CX-DIPIRONA-${run} - Dipirona 500 mg caixa ${run}` }).click();
    await expect(material).toHaveValue(`CX-DIPIRONA-${run} - Dipirona 500 mg caixa ${run}`);
    await expect(dialog.getByText('Escolhido')).toBeVisible();
    await unit.click();
    await page.getByRole('option', { name: 'CX · Caixa' }).click();
    await expect(dialog.getByText('Unidade desconhecida: escolha a nossa')).toBeHidden();
    await expect(importButton).toBeDisabled();
    await page.screenshot({ path: `/tmp/shots-i28-inbound/nfe-choices-pt-${device}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel('Li os avisos e quero importar esta NF-e assim mesmo').check();
    await expect(importButton).toBeEnabled();
    await importButton.click();
    await expect(page).toHaveURL(/\/entradas\/[0-9a-f-]{36}\/show/);
    const entrada = await v1.get(`entradas/${/entradas\/([0-9a-f-]{36})/.exec(page.url())![1]}`);
    const line = (code: string) => entrada.itens.find((l: { codigo_fornecedor: string }) => l.codigo_fornecedor === code);
    expect(line('10452').material_id).toBe(dipirona.id);
    expect((await v1.get(`materiais/${line('FR-77').material_id}`)).unidade).toBe('CX');
    // Remembered for that supplier.
    const mapped = await v1.get(`materiais-fornecedores?fornecedor_id=${entrada.fornecedor_id}`);
    expect(mapped.data.find((m: { codigo_fornecedor: string }) => m.codigo_fornecedor === '10452').material_id).toBe(dipirona.id);
  });
}

for (const [device, viewport] of Object.entries({ desktop: { width: 1400, height: 900 }, phone: { width: 390, height: 844 } })) {
  test.describe(`ar, ${device}`, () => {
    test.use({ viewport });

    test('the list and the preview pass the axe checks', async ({ page }) => {
      await page.goto('/ar/entradas');
      // On a phone the button is its icon, named by its label.
      await expect(page.getByRole('button', { name: 'استيراد NF-e' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await choose(page, freshNfe().xml);
      const dialog = page.getByRole('dialog', { name: 'معاينة استيراد NF-e' });
      await expect(dialog.getByText('L2026A')).toBeVisible();
      // The confirmation stays on screen, with its words, however long the NF-e.
      await expect(dialog.getByRole('button', { name: 'تأكيد الاستيراد' })).toBeInViewport();
      await expect(dialog.getByText('تأكيد الاستيراد')).toBeVisible();
      await page.screenshot({ path: `/tmp/shots-i28-inbound/entradas-preview-ar-${device}.png` });
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'إلغاء' }).click();
      await expect(dialog).toBeHidden();

      // The warnings, the material's search and the unknown unit's choice, in Arabic.
      await choose(page, trickyNfe(Date.now().toString(36).toUpperCase().slice(-6)).xml);
      await expect(dialog.getByTestId('nfe-warnings')).toBeVisible();
      await expect(dialog.getByLabel('مادة الرمز 10452')).toBeVisible();
      await expect(dialog.getByLabel('وحدة FR-77 (FR في الفاتورة)')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'تأكيد الاستيراد' })).toBeDisabled();
      await page.screenshot({ path: `/tmp/shots-i28-inbound/entradas-preview-warnings-ar-${device}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
