import type { Page } from '@playwright/test';
import { adminApi, cnpj } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

// Issue 31, point 6 (docs/decisions.md "Bins as data"): the bin-to-bin transfer on a 390 px phone in
// pt and ar, driven by a keyboard-wedge scanner (each code typed, then Enter), with axe; and the
// receipt count's put-away suggestion taken with one tap. What the server decides is
// tests/api/enderecos.test.ts's; the screens' logic tests/component/bins.test.tsx's.

const SHOTS = '/tmp/shots-i31-bins';
const TEXT = {
  pt: {
    title: 'Transferência entre endereços', de: 'Endereço de origem', material: 'Produto', lote: 'Lote', para: 'Endereço de destino',
    quantidade: 'Quantidade', done: (q: string, de: string, para: string) => `${q} movido(s) de ${de} para ${para}`,
    blocked: (b: string) => `O endereço ${b} está bloqueado: não recebe estoque`,
  },
  ar: {
    title: 'النقل بين المواقع', de: 'من الموقع', material: 'المنتج', lote: 'الدفعة', para: 'إلى الموقع',
    quantidade: 'الكمية', done: (q: string, de: string, para: string) => `تم نقل ${q} من ${de} إلى ${para}`,
    blocked: (b: string) => `الموقع ${b} محظور: لا يستقبل مخزونًا`,
  },
} as const;

/** A keyboard-wedge scanner: the code typed into the focused field, ended with Enter. */
const scan = async (page: Page, code: string) => {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
};

/** Bins of this run only: a street letter and the run's clock, so a rerun on the same database starts clean. */
const runBins = (letter: string) => {
  const t = Date.now() % 10_000;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return [1, 2, 3].map((p) => `${letter}-${two(Math.floor(t / 100))}-${two(t)}-0${p}`);
};

for (const lang of ['pt', 'ar'] as const) {
  test(`${lang}, 390 px: a transfer scanned field by field moves the stock; a blocked destination is refused under it`, async ({ page, request }) => {
    const L = TEXT[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    const api = await adminApi(request);
    const [de, para, blocked] = runBins(lang === 'pt' ? 'P' : 'Q');
    await api.bins([de, para]);
    await api.bins([blocked], { bloqueado: true });
    const codigo = `TR${lang}${Date.now().toString(36)}`.toUpperCase();
    const material = await api.post('materiais', { codigo, descricao: 'Dipirona 500 mg', unidade: 'CX' });
    await api.post('estoque/ajustes', { material_id: material.id, endereco: de, quantidade: 10, motivo: 'Inventário inicial' });

    await page.goto(`/${lang}/enderecos/transferencia`);
    await expect(page.getByRole('heading', { level: 1, name: L.title })).toBeVisible();
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    await field(L.de).focus();
    await scan(page, de);
    await expect(field(L.material)).toBeFocused();
    await scan(page, codigo);
    await expect(field(L.lote)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field(L.para)).toBeFocused();
    await scan(page, blocked);
    await expect(field(L.quantidade)).toBeFocused();
    await scan(page, '4');
    await expect(page.getByText(L.blocked(blocked)).first()).toBeVisible();
    await expect(field(L.para)).toHaveAttribute('aria-invalid', 'true');
    // What was scanned stays: the destination is scanned again, the rest is kept.
    await expect(field(L.de)).toHaveValue(de);
    await field(L.para).fill('');
    await field(L.para).focus();
    await scan(page, para);
    await expect(field(L.quantidade)).toBeFocused();
    await page.keyboard.press('Enter');
    const four = await page.evaluate((l) => new Intl.NumberFormat(l).format(4), lang === 'pt' ? 'pt-BR' : 'ar');
    await expect(page.getByText(L.done(four, de, para))).toBeVisible();
    await expect(field(L.de)).toBeFocused();

    const rows = (await api.get(`produtos/saldo-produto-lote-enderecamento?material_id=${material.id}`)).data as { endereco: string; quantidade: number }[];
    expect(rows.map((r) => [r.endereco, r.quantidade])).toEqual([[de, 6], [para, 4]]);
    expect((await api.get(`estoque-movimentos?material_id=${material.id}&origem=transferencia`)).total).toBe(2);

    // Phone first: nothing wider than the screen, every control a large target, and axe's checks.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const label of [L.de, L.material, L.lote, L.para, L.quantidade]) expect((await field(label).boundingBox())!.height).toBeGreaterThanOrEqual(40);
    expect((await page.getByRole('button', { name: lang === 'pt' ? 'Transferir' : 'نقل', exact: true }).boundingBox())!.height).toBeGreaterThanOrEqual(48);
    if (lang === 'ar') {
      // Right to left: the heading starts at the right edge; codes still read left to right.
      const box = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(390 - (box.x + box.width)).toBeLessThan(40);
      await expect(field(L.de)).toHaveAttribute('dir', 'ltr');
    }
    expect(await seriousViolations(page), `transfer ${lang}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/transfer-${lang}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.screenshot({ path: `${SHOTS}/transfer-${lang}-1400.png` });
  });
}

test('ar, 390 px: the receipt count suggests the bin that already holds the lot, and one tap fills the bin field', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const api = await adminApi(request);
  const [held] = runBins('R');
  await api.bins([held]);
  const tag = Date.now().toString(36).toUpperCase();
  const material = await api.post('materiais', { codigo: `SG${tag}`, descricao: 'Luvas nitrílicas', unidade: 'CX', controla_lote: true });
  await api.post('estoque/ajustes', { material_id: material.id, lote: `L${tag}`, endereco: held, quantidade: 2, motivo: 'Inventário inicial' });
  const fornecedor = await api.post('fornecedores', { razao_social: `Fornecedor sugestão ${tag}`, cnpj: cnpj() });
  const entrada = await api.post('entradas', {
    numero_nf: String(Date.now() % 1e9), fornecedor_id: fornecedor.id, data_emissao: '2026-11-20',
    itens: [{ material_id: material.id, lote: `L${tag}`, quantidade: 6 }],
  });
  const r = await api.post('recebimentos', { entrada_id: entrada.id, itens: [] });

  await page.goto(`/ar/recebimentos/${r.id}/show`);
  const take = page.getByRole('button', { name: `استخدام ${held}` });
  await expect(take).toBeVisible();
  await expect(page.locator(`[data-suggestion="${held}"]`)).toContainText('يحتوي بالفعل على هذه الدفعة');
  expect((await take.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await take.click();
  await expect(page.getByRole('textbox', { name: 'الموقع', exact: true })).toHaveValue(held);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page), 'count with a suggestion, ar').toEqual([]);
  await page.screenshot({ path: `${SHOTS}/count-suggestion-ar-390.png`, fullPage: true });
  await page.goto(`/pt/recebimentos/${r.id}/show`);
  await expect(page.getByRole('button', { name: `Usar ${held}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/count-suggestion-pt-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.screenshot({ path: `${SHOTS}/count-suggestion-pt-1400.png`, fullPage: true });
});

test('the bins list and form: pt at 1400 px, ar at 390 px, with axe', async ({ page, request }) => {
  const api = await adminApi(request);
  const bins = runBins('Y');
  await api.bins(bins.slice(0, 2));
  await api.bins(bins.slice(2), { bloqueado: true });
  for (const [lang, width] of [['pt', 1400], ['ar', 390]] as const) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto(`/${lang}/enderecos?filter=${encodeURIComponent(JSON.stringify({ q: bins[0].slice(0, 7) }))}`);
    await expect(page.getByText(bins[2]).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousViolations(page), `bins list ${lang}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/bins-list-${lang}-${width}.png` });
    await page.goto(`/${lang}/enderecos/add`);
    await expect(page.locator('input[name="endereco"]')).toBeVisible();
    expect(await seriousViolations(page), `bins form ${lang}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/bins-form-${lang}-${width}.png` });
  }
});
