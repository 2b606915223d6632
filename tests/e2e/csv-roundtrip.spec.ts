import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { adminToken } from './support/api';
import { expect, test } from './support/test';

// The list's CSV export opens right in a Portuguese spreadsheet, and the import takes the same
// file back: export, delete, import, and the records are what they were.

const authHeaders = async () => ({ authorization: `Bearer ${await adminToken()}` });

const checkDigit = (digits: string, weights: number[]) => {
  const rest = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
};
let seq = (Math.floor(Date.now() / 1000) % 10_000_000) + 5_000_000;
const cnpj = () => {
  const base = `${String(++seq).padStart(8, '0').slice(-8)}0001`;
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${checkDigit(base + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])}`;
};
const cpf = () => {
  const base = String(++seq * 7 + 100_000_000).padStart(9, '0').slice(-9);
  const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${checkDigit(base + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])}`;
};

type Row = Record<string, unknown>;
const SYSTEM = ['id', 'created_at', 'updated_at', 'version'];
const withoutSystem = (r: Row) => Object.fromEntries(Object.entries(r).filter(([k]) => !SYSTEM.includes(k)));

test('export then import of the same file, in Portuguese: the records come back as they were', async ({ page, request }) => {
  const headers = await authHeaders();
  const marker = `Ida e Volta ${seq}`;
  const empresa = await (await request.post('/v1/empresas', {
    headers, data: { razao_social: `${marker} Transportes Açaí Ltda`, filial: 'Matriz', cnpj: cnpj() },
  })).json() as Row;
  const originals: Row[] = [
    {
      tipo_pessoa: 'PJ', nome: `${marker} Atacadão; "Centro"`, nome_fantasia: 'Atacadão', cpf_cnpj: cnpj(), inscricao_estadual: '110.042.490.114',
      empresa_id: empresa.id, cep: '01310100', logradouro: 'Avenida Paulista', numero: '1578', bairro: 'Bela Vista', cidade: 'São Paulo',
      uf: 'SP', telefone: '1134567890', celular: '11987654321', email: 'compras@atacadao.com.br', ativo: true,
    },
    { tipo_pessoa: 'PF', nome: `${marker} João da Silva`, cpf_cnpj: cpf(), cidade: 'Belém', uf: 'PA', ativo: false },
    { tipo_pessoa: 'PJ', nome: `${marker} Fórmula Ltda`, nome_fantasia: '=1+1', cpf_cnpj: cnpj(), cep: '04567000', ativo: true },
  ];
  const stored: Row[] = [];
  for (const data of originals) {
    const res = await request.post('/v1/clientes', { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    stored.push(await res.json() as Row);
  }

  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`/pt/clientes?filter=${encodeURIComponent(JSON.stringify({ q: marker }))}`);
  await expect(page.locator('tbody tr')).toHaveCount(3);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('clientes.csv');
  const file = (await download.path())!;
  const csv = readFileSync(file, 'utf8');

  // What a Portuguese spreadsheet expects: a BOM, ';', labels, values as on screen.
  expect(csv.startsWith('\ufeffTipo de pessoa;Nome;Nome fantasia;CPF/CNPJ;Inscrição estadual;Empresa;CEP;')).toBe(true);
  expect(csv).not.toMatch(/version|search|created_at|\bid\b/);
  const lines = csv.replace(/^\ufeff/, '').trim().split('\r\n');
  expect(lines).toHaveLength(4);
  const atacadao = lines.find((l) => l.includes('Atacadão'))!;
  expect(atacadao).toContain(`Pessoa jurídica;"${marker} Atacadão; ""Centro""";Atacadão;`);
  expect(atacadao).toContain(`;${(originals[0].cpf_cnpj as string).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')};`);
  expect(atacadao).toContain(`;${marker} Transportes Açaí Ltda (Matriz);01310-100;`);
  expect(atacadao).toContain(';(11) 3456-7890;(11) 98765-4321;compras@atacadao.com.br;;Sim');
  expect(lines.find((l) => l.includes('João'))).toMatch(/^Pessoa física;.*;Não$/);
  // A spreadsheet would run "=1+1" as a formula: it is written as text, and read back without the apostrophe.
  expect(csv).toContain(`;${marker} Fórmula Ltda;'=1+1;`);

  for (const r of stored) expect((await request.delete(`/v1/clientes/${r.id}`, { headers })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('list-empty').or(page.getByText('Nenhum resultado'))).toBeVisible();

  await page.getByRole('button', { name: 'Importar' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(dialog.getByText('Todas as linhas são válidas e estão prontas para importar.')).toBeVisible();
  await expect(dialog.getByText(/Colunas não reconhecidas/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Importar 3 linhas' }).click();
  await expect(page.getByText('3 linhas importadas')).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(3);

  const back = (await (await request.get(`/v1/clientes?q=${encodeURIComponent(marker)}&limit=10`, { headers })).json() as { data: Row[] }).data;
  const byName = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.nome as string, withoutSystem(r)]));
  expect(byName(back)).toEqual(byName(stored));
});

test('the import preview scrolls inside the dialog on a phone, in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/clientes');
  await page.getByRole('button', { name: 'استيراد' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(resolve('tests/fixtures/csv/clientes-com-erro.csv'));
  const preview = dialog.locator('.MuiTableContainer-root');
  await expect(preview.locator('tbody tr')).toHaveCount(4);
  // The file name keeps its own direction inside the Arabic sentence.
  await expect(dialog.getByText('\u2068clientes-com-erro.csv\u2069')).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const [scrollWidth, clientWidth] = await preview.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // The last column is reached by scrolling the preview, not cut off.
  const last = preview.locator('thead th').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('import-ar-390.png') });
});
