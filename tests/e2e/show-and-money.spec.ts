import { type Page } from '@playwright/test';
import { adminApi, cnpj } from './support/api';
import { seriousViolations } from './support/axe';
import { openApp } from './support/auth';
import { expect, test } from './support/test';

// Issue 28, points 9 and 10: in Arabic an amount reads "R$", never "$R" (home cards, an inbound
// note), and a record's page is titled with the singular of its resource; a long unbroken value
// wraps inside its detail card instead of overflowing it. Phone (390 px) and desktop (1400 px), pt and ar.

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1400, height: 900 } } as const;
const SHOTS = '/tmp/shots-i28-numbers';

/**
 * Where the "R" and the "$" of each visible "R$" are drawn, left edge first: the glyphs' own boxes,
 * so the check sees the order the eye sees, not the order of the text.
 */
const currencySymbols = (page: Page) => page.evaluate(() => {
  const out: { r: number; dollar: number }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    for (let i = node.data.indexOf('R$'); i >= 0; i = node.data.indexOf('R$', i + 2)) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const r = range.getBoundingClientRect();
      range.setStart(node, i + 1);
      range.setEnd(node, i + 2);
      const dollar = range.getBoundingClientRect();
      if (r.width > 0) out.push({ r: r.left, dollar: dollar.left });
    }
  }
  return out;
});

for (const lang of ['pt', 'ar'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${lang}, ${device}`, () => {
      test.use({ viewport });

      test('amounts read R$ on the home cards and an inbound note; the note\'s page is titled in the singular', async ({ page, request }) => {
        const api = await adminApi(request);
        const fornecedor = await api.post('fornecedores', { razao_social: `Fornecedor valores ${lang}${device}`, cnpj: cnpj() });
        const material = await api.post('materiais', { codigo: `RS${lang}${device}${Date.now().toString(36)}`.toUpperCase(), descricao: 'Chapa', unidade: 'UN' });
        const entrada = await api.post('entradas', {
          numero_nf: String(Date.now() % 1e9), fornecedor_id: fornecedor.id, data_emissao: '2026-11-20', valor_total: 1234.5,
          itens: [{ material_id: material.id, quantidade: 2, valor_unitario: 617.25 }],
        });
        await openApp(page, lang);
        await expect(page.getByText(/R\$/).first()).toBeVisible();
        const home = await currencySymbols(page);
        expect(home.length).toBeGreaterThan(0);
        for (const s of home) expect(s.r, 'home: R before $').toBeLessThan(s.dollar);
        await page.screenshot({ path: `${SHOTS}/home-${lang}-${device}.png`, fullPage: true });

        await page.goto(`/${lang}/entradas/${entrada.id}/show`);
        await expect(page.getByText(/1[.,]234[.,]50/).first()).toBeVisible();
        const note = await currencySymbols(page);
        expect(note.length).toBeGreaterThanOrEqual(2);
        for (const s of note) expect(s.r, 'inbound note: R before $').toBeLessThan(s.dollar);
        // The singular of the resource names one record: "إشعار وارد", never the plural "الإشعارات الواردة".
        await expect(page).toHaveTitle(new RegExp(`^${lang === 'ar' ? 'إشعار وارد' : 'Entrada'} ${entrada.numero_nf} · `));
        await page.screenshot({ path: `${SHOTS}/entrada-${lang}-${device}.png`, fullPage: true });
      });

      test('a long unbroken value wraps inside its detail card', async ({ page, request }) => {
        const api = await adminApi(request);
        const unbroken = `Distribuidora${'Atacadista'.repeat(12)}Ltda`;
        const cliente = await api.post('clientes', {
          tipo_pessoa: 'PJ', nome: unbroken, nome_fantasia: `https://exemplo.com.br/${'caminho-sem-espacos'.repeat(6)}`, cpf_cnpj: cnpj(),
          email: `contato.${'x'.repeat(50)}@exemplo.com.br`, cep: '1310100',
        });
        await page.goto(`/${lang}/clientes/${cliente.id}/show`);
        await expect(page.getByText(unbroken, { exact: true })).toBeVisible();
        // Nothing is wider than the page or its card.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        const card = page.locator('.RaShow-card');
        expect(await card.evaluate((c) => c.scrollWidth - c.clientWidth)).toBeLessThanOrEqual(0);
        const value = (await page.getByText(unbroken, { exact: true }).boundingBox())!;
        const box = (await card.boundingBox())!;
        expect(value.x).toBeGreaterThanOrEqual(box.x);
        expect(value.x + value.width).toBeLessThanOrEqual(box.x + box.width);
        // The CEP a spreadsheet left at 7 digits was stored padded (issue 28, point 11).
        await expect(page.getByText('01310-100', { exact: true })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${lang === 'ar' ? 'عميل' : 'Cliente'} Distribuidora`));
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/cliente-show-${lang}-${device}.png`, fullPage: true });
      });
    });
  }
}
