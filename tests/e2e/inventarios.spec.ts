import type { Page } from '@playwright/test';
import inventarios from '../../src/resources/inventarios';
import { adminApi, createUser } from './support/api';
import { signInAs } from './support/auth';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

// A cycle count walked on a 390 px phone with a keyboard-wedge scanner (a code typed, then Enter):
// a counter reads a bin, then each unit's product code, in pt, then the next bin in ar (right to
// left), the second count made without signal and queued by the outbox; the supervisor reviews
// and approves at 1400 px; the stock is exact afterwards and the ledger check empty. axe on each
// screen. The camera's walk is tests/e2e/scan-walks.spec.ts.

/** What a keyboard wedge does: types the code fast and presses Enter, into the focused field. */
const wedge = async (page: Page, code: string) => {
  await page.locator('#count-read').focus();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
};
const phone = async (browser: import('@playwright/test').Browser) => (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();

test('a count at 390 px by keyboard wedge, in pt and ar, one count queued offline, approved with the stock exact', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const api = await adminApi(request);
  const tag = Date.now().toString(36).toUpperCase();
  const street = String(Date.now() % 90 + 10);
  const [bin1, bin2] = [`Z-${street}-01-01`, `Z-${street}-01-02`];
  await api.bins([bin1, bin2]);
  const a = await api.post('materiais', { codigo: `IA${tag}`, descricao: 'Dipirona 500 mg cx', unidade: 'UN' });
  const b = await api.post('materiais', { codigo: `IB${tag}`, descricao: 'Luva nitrílica', unidade: 'UN' });
  await api.post('estoque/ajustes', { material_id: a.id, endereco: bin1, quantidade: 5, motivo: 'e2e' });
  await api.post('estoque/ajustes', { material_id: b.id, endereco: bin2, quantidade: 3, motivo: 'e2e' });
  const counter = await createUser(request, { firstName: 'Contadora', roles: ['view-inventarios'] });
  const count = await api.post('inventarios', {
    motivo: `Rotativo ${tag}`, escopo: 'enderecos', enderecos: [{ endereco: bin1 }, { endereco: bin2 }],
    contadores: [{ usuario_id: counter.record.id }], tolerancia: 1,
  });
  await api.post(`inventarios/${count.id}/iniciar`, {});

  // pt, 390 px: bin 1, then five reads of product A; Save.
  const pt = await phone(browser);
  await signInAs(pt, counter, 'pt');
  await pt.goto(`/pt/inventarios/${count.id}/show`);
  await expect(pt.getByText('Contagem cega: as quantidades esperadas não aparecem')).toBeVisible();
  await expect(pt.getByTestId('count-progress')).toHaveText('0 de 2 contados');
  await wedge(pt, bin1);
  await expect(pt.getByRole('heading', { name: `Endereço: ${bin1}` })).toBeVisible();
  for (let i = 0; i < 5; i++) await wedge(pt, a.codigo);
  const quantity = pt.getByTestId('count-line').getByLabel(/Quantidade contada/);
  await expect(quantity).toHaveValue('5');
  expect(await pt.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const save = pt.getByRole('button', { name: 'Salvar contagem' });
  expect((await save.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await pt.screenshot({ path: 'test-results/inventario-phone-pt.png', fullPage: true });
  expect(await seriousViolations(pt), 'count pt 390').toEqual([]);
  await save.click();
  await expect(pt.getByText('Contagem salva')).toBeVisible();
  await expect(pt.getByTestId('count-progress')).toHaveText('1 de 2 contados');
  await expect(pt.getByText(/Esperado|Diferença/)).toHaveCount(0);

  // ar, 390 px, right to left: bin 2 read and its product counted with no signal.
  const ar = await phone(browser);
  await signInAs(ar, counter, 'ar');
  await ar.goto(`/ar/inventarios/${count.id}/show`);
  await expect(ar.getByText('عدّ أعمى: لا تظهر الكميات المتوقعة')).toBeVisible();
  expect(await ar.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await wedge(ar, bin2);
  await wedge(ar, b.codigo);
  await wedge(ar, b.codigo);
  await expect(ar.getByTestId('count-line').getByLabel(/الكمية المعدودة/)).toHaveValue('2');
  expect(await ar.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await ar.screenshot({ path: 'test-results/inventario-phone-ar.png', fullPage: true });
  expect(await seriousViolations(ar), 'count ar 390').toEqual([]);
  await ar.context().setOffline(true);
  await ar.getByRole('button', { name: 'حفظ العد' }).click();
  await expect(ar.getByText('حُفظ على هذا الجهاز: سيُرسل عند عودة الاتصال')).toBeVisible();
  await expect(ar.getByTestId('outbox-badge')).toHaveText('1');
  await ar.context().setOffline(false);
  // The outbox sends it once the connection is back (its own pause before each send).
  await expect.poll(async () => (await api.get(`inventarios/${count.id}`)).itens.map((l: { contado: number | null }) => l.contado), { timeout: 60_000 }).toEqual([5, 2]);

  // The supervisor (the admin) reviews at 1400 px and approves.
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`/pt/inventarios/${count.id}/show`);
  const lineB = page.locator(`[data-line="${bin2} ${b.codigo}"]`);
  await expect(lineB).toContainText('Esperado: 3');
  await expect(lineB).toContainText('Diferença: -1');
  await page.screenshot({ path: 'test-results/inventario-review-pt.png', fullPage: true });
  expect(await seriousViolations(page), 'review pt 1400').toEqual([]);
  await page.getByRole('button', { name: 'Aprovar e lançar diferenças' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aprovar e lançar diferenças' }).click();
  await expect(page.getByText('Inventário aprovado: diferenças lançadas')).toBeVisible();
  await expect.poll(async () => (await api.get(`inventarios/${count.id}`)).status_id).toBe(inventarios.statusIds.aprovado);
  const balances = await api.get(`produtos/saldo-produto-lote-enderecamento?endereco=Z-${street}`);
  expect(balances.data.map((r: { endereco: string; quantidade: number }) => [r.endereco, r.quantidade])).toEqual([[bin1, 5], [bin2, 2]]);
  expect((await api.get('estoque/verificacao')).data).toEqual([]);

  await page.goto(`/ar/inventarios/${count.id}/show`);
  await expect(page.locator(`[data-line="${bin2} ${b.codigo}"]`)).toBeVisible();
  await page.screenshot({ path: 'test-results/inventario-review-ar.png', fullPage: true });
  expect(await seriousViolations(page), 'review ar 1400').toEqual([]);
});
