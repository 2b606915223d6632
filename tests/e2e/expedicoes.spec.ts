import { USER_TYPES } from '../../src/registry/seedIds';
import ar from '../../i18n/forms/ar';
import { adminApi, cnpj } from './support/api';
import { seriousViolations } from './support/axe';
import { signInAs } from './support/auth';
import { expect, test } from './support/test';

// Outbound end to end, in Portuguese: stock in two lots (one nearer expiry) put through the
// adjustments API (POST /v1/estoque/ajustes, built with the stock pages: this spec runs once both
// are merged); a note of 5 units; "Sugerir" fills lot and bin FEFO and says why; saving reserves;
// "Confirmar expedição" ships it and it reads Expedida. The note's pages pass axe in pt and ar.

const arrange = async (request: Parameters<typeof adminApi>[0]) => {
  const m = `EXP${Date.now().toString(36).toUpperCase()}`;
  const v1 = await adminApi(request);
  await v1.bins(['A-01-01-01', 'A-02-01-01', 'A-03-01-01']);
  const material = await v1.post('materiais', { codigo: m, descricao: 'Leite UHT', unidade: 'UN' });
  const destinatario = await v1.post('destinatarios', { nome: `Mercado ${m}`, cpf_cnpj: cnpj() });
  await v1.post('estoque/ajustes', { material_id: material.id, lote: `${m}-B`, validade: '2030-06-30', endereco: 'A-02-01-01', quantidade: 10, motivo: 'Inventário inicial' });
  await v1.post('estoque/ajustes', { material_id: material.id, lote: `${m}-A`, validade: '2030-01-31', endereco: 'A-01-01-01', quantidade: 3, motivo: 'Inventário inicial' });
  const nota = await v1.post('expedicoes', {
    numero_nf: String(Date.now() % 1e9), destinatario_id: destinatario.id, data: '2029-12-01',
    itens: [{ material_id: material.id, quantidade: 5 }],
  });
  return { m, material, nota, v1 };
};

test('a note is picked FEFO with its reasons, confirmed, and reads Expedida', async ({ page, request }) => {
  const { m, nota, v1 } = await arrange(request);
  await page.goto(`/pt/expedicoes/${nota.id}`);
  await page.getByRole('button', { name: 'Sugerir lote e endereço da linha 1' }).click();
  // The earlier expiry first (3 units), the rest from the later lot: two lines, each with its reason.
  await expect(page.getByText('validade mais próxima (31/01/2030)', { exact: false })).toBeVisible();
  await expect(page.getByText(`${m}-A · A-01-01-01 · 3`)).toBeVisible();
  await expect(page.getByText(`${m}-B · A-02-01-01 · 2`)).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/expedicoes$/);
  const saved = await v1.get(`expedicoes/${nota.id}`);
  expect(saved.itens.map((l: { lote: string; quantidade: number }) => [l.lote, Number(l.quantidade)])).toEqual([[`${m}-A`, 3], [`${m}-B`, 2]]);

  await page.goto(`/pt/expedicoes/${nota.id}/show`);
  await page.getByRole('button', { name: 'Confirmar expedição' }).click();
  await expect(page.getByText('Expedição confirmada')).toBeVisible();
  await expect(page.getByText('Expedida').first()).toBeVisible();
  expect((await v1.get(`expedicoes/${nota.id}`)).expedida_em).toBeTruthy();
  // The ledger agrees with the balances (GET /v1/estoque/verificacao, with the stock pages).
  expect(await v1.get('estoque/verificacao')).toMatchObject({ data: [] });
});

test('ar, phone: a shipper without the release permission is told whom to ask, and a reason of theirs does not free Save (issue 28)', async ({ page, request }) => {
  const { m, material, nota, v1 } = await arrange(request);
  await v1.post('estoque/ajustes', { material_id: material.id, lote: `${m}-OLD`, validade: '2026-01-31', endereco: 'A-03-01-01', quantidade: 10, motivo: 'Inventário inicial' });
  const shipper = { email: `expedidor.${m.toLowerCase()}@example.com`, password: 'expedidor-e2e-1' };
  await v1.post('usuarios', { firstName: `Expedidor ${m}`, ...shipper, tipo_id: USER_TYPES.gestor.id, roles: ['view-armazenamento', 'view-saidas'] });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, shipper, 'ar');
  await page.goto(`/ar/expedicoes/${nota.id}`);
  await page.locator('[name="itens.0.lote"]').fill(`${m}-OLD`);
  await page.locator('[name="itens.0.endereco"]').fill('A-03-01-01');
  const warning = page.getByTestId('shelf-life-0');
  await expect(warning).toContainText(ar.app.roles.names['liberar-validade']);
  const save = page.getByRole('button', { name: 'حفظ' });
  await expect(save).toBeDisabled();
  await page.locator('[name="itens.0.motivo_liberacao"]').fill('أريد الشحن');
  await expect(save).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('expedicao-validade-ar-390.png') });
});

for (const lang of ['pt', 'ar'] as const) {
  test(`the note's form with its suggestion passes axe (${lang})`, async ({ page, request }) => {
    const { nota } = await arrange(request);
    await page.goto(`/${lang}/expedicoes/${nota.id}`);
    await page.locator('#pick-title').waitFor();
    await page.locator('#pick-title ~ ul button').first().click();
    await expect(page.locator('#pick-title ~ ul li').nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/${lang}/expedicoes/${nota.id}/show`);
    await page.getByTestId('app-layout').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
