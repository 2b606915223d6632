import entradas from '../../src/resources/entradas';
import { adminApi, cnpj } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

// Blind receiving (issue 18): an entrada of two items counted blind on the count screen into two
// bins, one item under a blocking reason; submitted, its differences shown, confirmed; the entrada
// ends Recebida com ressalva. Phone layout and axe in pt and ar.

test('a blind count into two bins with a blocking reason, confirmed', async ({ page, request, browser }) => {
  const api = await adminApi(request);
  await api.bins(['A-01-01-01', 'A-01-01-02', 'A-01-01-03']);
  const settings = (await api.get('configuracoes')).data[0];
  await api.put(`configuracoes/${settings.id}`, { ...settings, conferencia_cega: true });
  const tag = Date.now().toString(36).toUpperCase();
  const motivo = await api.post('motivos-ressalvas', { nome: `Avaria ${tag}`, bloqueia_estoque: true });
  const fornecedor = await api.post('fornecedores', { razao_social: `Fornecedor ${tag}`, cnpj: cnpj() });
  const a = await api.post('materiais', { codigo: `RA${tag}`, descricao: 'Parafuso', unidade: 'UN' });
  const b = await api.post('materiais', { codigo: `RB${tag}`, descricao: 'Porca', unidade: 'CX' });
  const entrada = await api.post('entradas', {
    numero_nf: String(Date.now() % 1e9), fornecedor_id: fornecedor.id, data_emissao: '2026-11-20',
    itens: [{ material_id: a.id, lote: 'L1', validade: '2030-01-31', quantidade: 10 }, { material_id: b.id, quantidade: 5 }],
  });
  const r = await api.post('recebimentos', { entrada_id: entrada.id });

  await page.goto(`/pt/recebimentos/${r.id}/show`);
  const lineA = page.locator(`[data-line="RA${tag}"]`);
  const lineB = page.locator(`[data-line="RB${tag}"]`);
  await expect(lineA).toBeVisible();
  await expect(page.getByText('Faturado')).toHaveCount(0);
  // A: split over two bins; B: four units under the blocking reason.
  await lineA.getByRole('button', { name: 'Adicionar endereço' }).click();
  await lineA.getByRole('button', { name: 'Adicionar endereço' }).click();
  await lineA.getByLabel('Quantidade recebida').nth(0).fill('6');
  await lineA.getByLabel('Endereço', { exact: true }).nth(0).fill('a-01');
  await expect(lineA.getByText(/A-01-02-03/).first()).toBeVisible();
  await lineA.getByLabel('Endereço', { exact: true }).nth(0).fill('A-01-01-01');
  await lineA.getByLabel('Quantidade recebida').nth(1).fill('4');
  await lineA.getByLabel('Endereço', { exact: true }).nth(1).fill('A-01-01-02');
  await lineB.getByRole('button', { name: 'Adicionar endereço' }).click();
  await lineB.getByLabel('Quantidade recebida').fill('4');
  await lineB.getByLabel('Endereço', { exact: true }).fill('A-01-01-03');
  await lineB.getByLabel('Ressalva').click();
  await page.getByRole('option', { name: motivo.nome }).click();

  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(`/pt/recebimentos/${r.id}/show`);
  await expect(phone.locator(`[data-line="RA${tag}"]`)).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.screenshot({ path: 'test-results/recebimento-phone-pt.png', fullPage: true });
  expect(await seriousViolations(phone), 'count pt 390').toEqual([]);

  await page.getByRole('button', { name: 'Enviar contagem' }).click();
  await expect(page.getByText(/Diferenças contado − faturado/)).toContainText(`RB${tag} -1`);
  await expect(lineA.getByText('Faturado: 10')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar recebimento' }).click();
  await expect(page.getByText('Recebimento confirmado: estoque lançado')).toBeVisible();
  await expect.poll(async () => (await api.get(`entradas/${entrada.id}`)).status_id).toBe(entradas.statusIds.recebidaComRessalva);
  await page.screenshot({ path: 'test-results/recebimento-desktop-pt.png', fullPage: true });
  expect(await seriousViolations(page), 'count pt desktop').toEqual([]);

  const ar = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await ar.goto(`/ar/recebimentos/${r.id}/show`);
  await expect(ar.locator(`[data-line="RA${tag}"]`)).toBeVisible();
  await ar.screenshot({ path: 'test-results/recebimento-phone-ar.png', fullPage: true });
  expect(await seriousViolations(ar), 'count ar 390').toEqual([]);
  await api.put(`configuracoes/${settings.id}`, { ...(await api.get(`configuracoes/${settings.id}`)), conferencia_cega: false });
});
