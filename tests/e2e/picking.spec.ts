import type { Page } from '@playwright/test';
import arLabels from '../../src/resources/expedicoes/labels/ar';
import ptLabels from '../../src/resources/expedicoes/labels/pt';
import { adminApi, cnpj } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

// Picking by scanning on a 390 px phone with a keyboard-wedge scanner (each code typed, then
// Enter), in pt and ar (docs/domain.md "Picking by scanning"): the pick list walks the bins in
// order, a later lot is refused with its reason (FEFO), a typed quantity picks several, the last
// pick offers the one-tap confirmation, and the stock is exact afterwards (the ledger check empty).

const labels = { pt: ptLabels, ar: arLabels } as const;
const SHOTS = process.env.PICK_SHOTS;

const arrange = async (request: Parameters<typeof adminApi>[0]) => {
  const stamp = `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
  const v1 = await adminApi(request);
  await v1.bins(['P-02-01-01', 'P-05-01-01', 'P-07-01-01']);
  const dipirona = await v1.post('materiais', { codigo: `DIP${stamp}`, descricao: 'Dipirona 500 mg', unidade: 'UN', controla_lote: true });
  const luva = await v1.post('materiais', { codigo: `LUV${stamp}`, descricao: 'Luva nitrílica', unidade: 'CX' });
  const destinatario = await v1.post('destinatarios', { nome: `Farmácia ${stamp}`, cpf_cnpj: cnpj() });
  const [early, late] = [`A${stamp}`, `B${stamp}`];
  // The earlier lot sits in a later bin, so the list's bin order is not its FEFO order.
  await v1.post('estoque/ajustes', { material_id: dipirona.id, lote: early, validade: '2030-01-31', endereco: 'P-05-01-01', quantidade: 3, motivo: 'Inventário inicial' });
  await v1.post('estoque/ajustes', { material_id: dipirona.id, lote: late, validade: '2030-06-30', endereco: 'P-02-01-01', quantidade: 10, motivo: 'Inventário inicial' });
  await v1.post('estoque/ajustes', { material_id: luva.id, endereco: 'P-07-01-01', quantidade: 5, motivo: 'Inventário inicial' });
  const nota = await v1.post('expedicoes', {
    numero_nf: String(Date.now() % 1e9), destinatario_id: destinatario.id, data: '2029-12-01',
    itens: [{ material_id: dipirona.id, quantidade: 4 }, { material_id: luva.id, quantidade: 2 }],
  });
  return { v1, dipirona, luva, early, late, nota };
};

/** What a keyboard-wedge scanner does: types the code into the focused field and presses Enter. */
const scan = async (page: Page, code: string) => {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
};

for (const lang of ['pt', 'ar'] as const) {
  test(`${lang}, 390 px: a note is picked by scans only, FEFO refused with its reason, confirmed in one tap, stock exact`, async ({ page, request }) => {
    const { v1, dipirona, luva, early, late, nota } = await arrange(request);
    const m = labels[lang].messages;
    await page.setViewportSize({ width: 390, height: 844 });
    // Reached from the note's page.
    await page.goto(`/${lang}/expedicoes/${nota.id}/show`);
    await page.getByRole('link', { name: m.picking.open }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/expedicoes/${nota.id}/separacao$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(nota.numero_nf));
    // The list walks the bins in order; the first stop is the later lot's bin, for the unit FEFO leaves to it.
    await expect(page.getByTestId('pick-task')).toHaveCount(3);
    await expect(page.getByTestId('pick-task').nth(0)).toContainText('P-02-01-01');
    await expect(page.getByTestId('pick-task').nth(1)).toContainText('P-05-01-01');
    await expect(page.getByTestId('next-bin')).toHaveText('P-02-01-01');
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/picking-${lang}-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.screenshot({ path: `${SHOTS}/picking-${lang}-1400.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
    }
    const scanField = page.getByRole('textbox', { name: m.picking.scan, exact: true });
    await expect(scanField).toBeFocused();
    // The touch targets are large: the scan field is at least 48 px high.
    expect((await scanField.boundingBox())!.height).toBeGreaterThanOrEqual(48);

    await scan(page, 'P-02-01-01');
    await scan(page, dipirona.codigo);
    await scan(page, late);
    await expect(page.getByTestId('pick-message')).toContainText(late);
    // One more of the later lot, while the earlier one still waits: refused under the scan field, saying which lot expires first.
    await scan(page, dipirona.codigo);
    const refusal = page.locator('#pick-scan-helper-text');
    await expect(refusal).toHaveAttribute('role', 'alert');
    await expect(refusal).toContainText(early);
    await expect(refusal).toContainText('P-05-01-01');
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/picking-${lang}-390-refused.png`, fullPage: true });

    // A typed quantity picks three at once; then one box per scan.
    await page.getByRole('textbox', { name: m.picking.quantity }).fill('3');
    await scanField.focus();
    await scan(page, 'P-05-01-01');
    await scan(page, dipirona.codigo);
    await scan(page, early);
    await expect(page.getByTestId('pick-message')).toContainText(early);
    await page.getByRole('textbox', { name: m.picking.quantity }).fill('');
    await scanField.focus();
    await scan(page, 'P-07-01-01');
    await scan(page, luva.codigo);
    await expect(page.getByTestId('next-bin')).toHaveText('P-07-01-01');
    await scan(page, luva.codigo);

    const confirm = page.getByRole('button', { name: m.confirmar });
    await expect(confirm).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/picking-${lang}-390-done.png`, fullPage: true });
    expect((await confirm.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await confirm.click();
    await expect(page).toHaveURL(new RegExp(`/expedicoes/${nota.id}/show$`));

    const shipped = await v1.get(`expedicoes/${nota.id}`);
    expect(shipped.expedida_em).toBeTruthy();
    const stock = async (material_id: string, lote?: string) => (await v1.get(`produtos/saldo-produto-lote-enderecamento?material_id=${material_id}${lote ? `&lote=${lote}` : ''}`)).data;
    expect((await stock(dipirona.id, late)).map((r: { endereco: string; quantidade: number }) => [r.endereco, r.quantidade])).toEqual([['P-02-01-01', 9]]);
    expect(await stock(dipirona.id, early)).toEqual([]);
    expect((await stock(luva.id)).map((r: { quantidade: number; reservada: number }) => [r.quantidade, r.reservada])).toEqual([[3, 0]]);
    expect(await v1.get('estoque/verificacao')).toMatchObject({ data: [] });
  });
}
