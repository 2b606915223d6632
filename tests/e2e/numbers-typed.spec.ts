import { type Locator } from '@playwright/test';
import { adminApi, cnpj } from './support/api';
import { expect, test } from './support/test';

// Issue 28, point 1: every numeric input, generated or hand-made, reads what is typed by the one
// rule of the page's language (readLocaleNumber): "12,5" is never 125 nor "1.000" 1 on a
// Portuguese page, and a field of whole units refuses a fraction under itself. The same strings
// are typed into each kind of numeric input.

const TYPED = ['12,5', '1.000', '1.234,56', '30,5'] as const;
type Typed = (typeof TYPED)[number];
/** What a Portuguese page shows once the field is left: the number as it will be saved, or the refusal under it. */
const DECIMAL: Record<Typed, { shown: string; value: number }> = {
  '12,5': { shown: '12,5', value: 12.5 },
  '1.000': { shown: '1.000', value: 1000 },
  '1.234,56': { shown: '1.234,56', value: 1234.56 },
  '30,5': { shown: '30,5', value: 30.5 },
};
const WHOLE = 'Deve ser um número inteiro';

const helper = (input: Locator) => input.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]').locator('.MuiFormHelperText-root');

/** Types each string, leaves the field, and checks what it shows and says under it. */
const typeEach = async (input: Locator, expected: Record<Typed, { shown: string; refused?: string }>) => {
  for (const typed of TYPED) {
    await input.fill(typed);
    await input.blur();
    await expect(input, typed).toHaveValue(expected[typed].shown);
    if (expected[typed].refused) await expect(helper(input), typed).toHaveText(expected[typed].refused!);
    // Nothing said (react-admin keeps the helper's line with a zero-width space).
    else await expect(helper(input), typed).not.toHaveText(/[^\s\u200b]/);
  }
};

test.use({ viewport: { width: 1400, height: 900 } });

test('the receipt count reads "12,5" and "1.000" as Portuguese means them, and saves them so', async ({ page, request }) => {
  const api = await adminApi(request);
  await api.bins(['A-01-01-01', 'A-01-01-02', 'B-01-01-01']);
  const tag = Date.now().toString(36).toUpperCase();
  const fornecedor = await api.post('fornecedores', { razao_social: `Fornecedor números ${tag}`, cnpj: cnpj() });
  const material = await api.post('materiais', { codigo: `NC${tag}`, descricao: 'Cabo', unidade: 'UN' });
  const entrada = await api.post('entradas', {
    numero_nf: String(Date.now() % 1e9), fornecedor_id: fornecedor.id, data_emissao: '2026-11-20',
    itens: [{ material_id: material.id, quantidade: 1012.5 }],
  });
  const r = await api.post('recebimentos', { entrada_id: entrada.id });
  await page.goto(`/pt/recebimentos/${r.id}/show`);
  const line = page.locator(`[data-line="NC${tag}"]`);
  await line.getByRole('button', { name: 'Adicionar endereço' }).click();
  await line.getByRole('button', { name: 'Adicionar endereço' }).click();
  const first = line.getByLabel('Quantidade recebida').nth(0);
  await typeEach(first, DECIMAL);
  await first.fill('12,5');
  await line.getByLabel('Endereço', { exact: true }).nth(0).fill('A-01-01-01');
  await line.getByLabel('Quantidade recebida').nth(1).fill('1.000');
  await line.getByLabel('Endereço', { exact: true }).nth(1).fill('A-01-01-02');
  await page.getByRole('button', { name: 'Enviar contagem' }).click();
  await expect(page.getByText('Sem diferenças')).toBeVisible();
  const saved = await api.get(`recebimentos/${r.id}`);
  expect(saved.itens.map((l: { quantidade_recebida: number }) => l.quantidade_recebida)).toEqual([12.5, 1000]);
});

test('the stock adjustment and the expiry filter read what is typed by the same rule (a measured unit: KG may be split, a box may not)', async ({ page, request }) => {
  const api = await adminApi(request);
  await api.bins(['A-01-01-01', 'A-01-01-02', 'B-01-01-01']);
  const code = `NA${Date.now().toString(36).toUpperCase()}`;
  const material = await api.post('materiais', { codigo: code, descricao: 'Ajuste dos números', unidade: 'KG' });
  await api.post('estoque/ajustes', { material_id: material.id, endereco: 'B-01-01-01', quantidade: 5, motivo: 'Inicial' });
  await page.goto(`/pt/produtos/saldo-produto-lote-enderecamento?${new URLSearchParams({ filter: JSON.stringify({ q: code }) })}`);
  await page.getByRole('button', { name: `Ajuste ${code}  B-01-01-01` }).click();
  const dialog = page.getByRole('dialog');
  const quantidade = dialog.locator('input[name=quantidade]');
  await typeEach(quantidade, DECIMAL);
  await quantidade.fill('1.000');
  await dialog.locator('input[name=bloqueada]').fill('12,5');
  await dialog.locator('textarea[name=motivo]').fill('Contagem de números');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/v1/estoque/ajustes'));
  await dialog.getByRole('button', { name: 'Lançar ajuste' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ quantidade: 1000, bloqueada: 12.5 });
  await expect(page.getByText('Ajuste lançado')).toBeVisible();

  // The expiry filter counts whole days: a fraction is said under it and never sent.
  await page.getByRole('button', { name: 'Adicionar filtro' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Vencendo em (dias)' }).click();
  const days = page.locator('input[name=vencendo_em_dias]');
  let sentFraction = false;
  page.on('request', (r) => { if (r.url().includes('vencendo_em_dias=30.5')) sentFraction = true; });
  await days.fill('30,5');
  await days.blur();
  await expect(helper(days)).toHaveText(WHOLE);
  await days.fill('1.000');
  await expect(page).toHaveURL(/vencendo_em_dias%22%3A1000/);
  expect(sentFraction).toBe(false);
});
