import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { nfeKeyCheckDigit } from '../../src/registry/brazil';
import { registerNfeDest } from './nfe-builder';
import { adminApi, cnpj } from './support/api';
import { zoneDay } from './support/day';
import { expect, test } from './support/test';


// Issue 28, point 5: a double click on an action button of the warehouse screens applies the
// action once and says nothing went wrong: the count's submit, recount and confirmation, starting
// a count, importing an NF-e, confirming a shipment, a workflow move, a stock adjustment.

const CONFLICT = 'Este registro foi alterado por outra pessoa';

/**
 * Every write the page sends from now on, with its answer's status once it comes: a second send
 * of a double click shows here as a refusal (409 "changed by someone else") even when its toast
 * has already gone.
 */
const watchWrites = (page: Page) => {
  const writes: { what: string; status?: number }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' || !r.url().includes('/v1/')) return;
    const entry: { what: string; status?: number } = { what: `${r.method()} ${new URL(r.url()).pathname}` };
    writes.push(entry);
    void r.response().then((res) => { entry.status = res?.status() ?? 0; });
  });
  return writes;
};

/** Once every write sent has its answer: none refused, and no error said on screen. */
const noError = async (page: Page, writes: { what: string; status?: number }[]) => {
  await expect.poll(() => writes.every((w) => w.status !== undefined)).toBe(true);
  expect(writes.filter((w) => w.status! >= 400)).toEqual([]);
  await expect(page.getByText(CONFLICT)).toHaveCount(0);
  await expect(page.locator('.RaNotification-error, .MuiAlert-standardError, .MuiAlert-filledError')).toHaveCount(0);
};

const run = () => Date.now().toString(36).toUpperCase();

test.use({ viewport: { width: 1400, height: 900 } });

test('the count: a double click on Enviar contagem, Recontar and Confirmar recebimento applies each once', async ({ page, request }) => {
  const api = await adminApi(request);
  await api.bins(['D-01-01-01', 'D-02-01-01']);
  const tag = run();
  const fornecedor = await api.post('fornecedores', { razao_social: `Fornecedor duplo ${tag}`, cnpj: cnpj() });
  const material = await api.post('materiais', { codigo: `DC${tag}`, descricao: 'Parafuso', unidade: 'UN' });
  const entrada = await api.post('entradas', { numero_nf: String(Date.now() % 1e9), fornecedor_id: fornecedor.id, data_emissao: '2026-11-20', itens: [{ material_id: material.id, quantidade: 10 }] });
  const r = await api.post('recebimentos', { entrada_id: entrada.id });
  const writes = watchWrites(page);
  await page.goto(`/pt/recebimentos/${r.id}/show`);
  const line = page.locator(`[data-line="DC${tag}"]`);
  await line.getByRole('button', { name: 'Adicionar endereço' }).click();
  await line.getByLabel('Quantidade recebida').fill('10');
  await line.getByLabel('Endereço', { exact: true }).fill('D-01-01-01');

  await page.getByRole('button', { name: 'Enviar contagem' }).dblclick();
  await expect(page.getByText('Sem diferenças')).toBeVisible();
  await noError(page, writes);
  expect(await api.get(`recebimentos/${r.id}`)).toMatchObject({ version: 2 });

  await page.getByRole('button', { name: 'Recontar' }).dblclick();
  await expect(page.getByRole('button', { name: 'Enviar contagem' })).toBeVisible();
  await noError(page, writes);
  expect(await api.get(`recebimentos/${r.id}`)).toMatchObject({ version: 3 });

  await page.getByRole('button', { name: 'Enviar contagem' }).click();
  await expect(page.getByText('Sem diferenças')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar recebimento' }).dblclick();
  await expect(page.getByText('Recebimento confirmado: estoque lançado')).toBeVisible();
  await noError(page, writes);
  expect((await api.get(`estoque-movimentos?documento_id=${r.id}`)).data).toHaveLength(1);
});

test('an entrada: a double click on Conferir starts one count', async ({ page, request }) => {
  const api = await adminApi(request);
  await api.bins(['D-01-01-01', 'D-02-01-01']);
  const tag = run();
  const fornecedor = await api.post('fornecedores', { razao_social: `Fornecedor conferir ${tag}`, cnpj: cnpj() });
  const material = await api.post('materiais', { codigo: `DE${tag}`, descricao: 'Porca', unidade: 'UN' });
  const entrada = await api.post('entradas', { numero_nf: String(Date.now() % 1e9), fornecedor_id: fornecedor.id, data_emissao: '2026-11-20', itens: [{ material_id: material.id, quantidade: 3 }] });
  const writes = watchWrites(page);
  await page.goto(`/pt/entradas/${entrada.id}/show`);
  await page.getByRole('button', { name: 'Conferir' }).dblclick();
  await expect(page).toHaveURL(/\/recebimentos\/[^/]+$/);
  await noError(page, writes);
  expect((await api.get(`recebimentos?entrada_id=${entrada.id}`)).data).toHaveLength(1);
});

test('the NF-e import: a double click on its confirmation imports once', async ({ page, request }) => {
  const api = await adminApi(request);
  await api.bins(['D-01-01-01', 'D-02-01-01']);
  // Addressed to one of our companies: no warning to confirm first.
  await registerNfeDest(api);
  const fixture = readFileSync(join(import.meta.dirname, '../fixtures/nfe/nfeproc-namespace.xml'), 'utf8');
  const emitter = cnpj();
  const nNF = Math.floor(Date.now() / 1000) % 100_000_000;
  const old = /Id="NFe(\d{44})"/.exec(fixture)![1];
  const start = `${old.slice(0, 6)}${emitter}${old.slice(20, 25)}${String(nNF).padStart(9, '0')}${old.slice(34, 43)}`;
  const key = `${start}${nfeKeyCheckDigit(start)}`;
  const xml = fixture.split(old).join(key).replace('<CNPJ>11222333000181</CNPJ>', `<CNPJ>${emitter}</CNPJ>`).replace(/<nNF>\d+</, `<nNF>${nNF}<`);
  const writes = watchWrites(page);
  await page.goto('/pt/entradas');
  await page.locator('input[type=file]').setInputFiles({ name: 'nfe.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Confirmar importação' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Confirmar importação' }).dblclick();
  await expect(page).toHaveURL(/\/entradas\/[^/]+\/show$/);
  await noError(page, writes);
  expect((await api.get(`entradas?q=${nNF}`)).data).toHaveLength(1);
});

test('a shipment, a packing list and an adjustment: each double click applies once', async ({ page, request }) => {
  const api = await adminApi(request);
  await api.bins(['D-01-01-01', 'D-02-01-01']);
  const tag = run();
  const today = zoneDay();
  const material = await api.post('materiais', { codigo: `DS${tag}`, descricao: 'Caixa', unidade: 'CX', peso_kg: 2 });
  await api.post('estoque/ajustes', { material_id: material.id, endereco: 'D-02-01-01', quantidade: 20, motivo: 'Inicial' });
  const destinatario = await api.post('destinatarios', { nome: `Destinatário duplo ${tag}`, cpf_cnpj: cnpj() });
  const expedicao = await api.post('expedicoes', {
    numero_nf: String(Date.now() % 1e9), destinatario_id: destinatario.id, data: today, itens: [{ material_id: material.id, endereco: 'D-02-01-01', quantidade: 4 }],
  });
  const other = await api.post('expedicoes', { numero_nf: String((Date.now() + 7) % 1e9), destinatario_id: destinatario.id, data: today, itens: [{ material_id: material.id, quantidade: 1 }] });
  const romaneio = await api.post('romaneios', { data: today, expedicoes: [{ expedicao_id: other.id }] });
  const writes = watchWrites(page);

  await page.goto(`/pt/expedicoes/${expedicao.id}/show`);
  await page.getByRole('button', { name: 'Confirmar expedição' }).dblclick();
  await expect.poll(async () => (await api.get(`estoque-movimentos?documento_id=${expedicao.id}`)).data.length).toBe(1);
  await noError(page, writes);

  await page.goto(`/pt/romaneios/${romaneio.id}/show`);
  await page.getByRole('button', { name: 'Mudar para Fechado' }).dblclick();
  await expect(page.getByRole('button', { name: 'Mudar para Aberto' })).toBeVisible();
  await noError(page, writes);
  expect(await api.get(`romaneios/${romaneio.id}`)).toMatchObject({ version: romaneio.version + 1 });

  await page.goto(`/pt/produtos/saldo-produto-lote-enderecamento?${new URLSearchParams({ filter: JSON.stringify({ q: `DS${tag}` }) })}`);
  await page.getByRole('button', { name: `Ajuste DS${tag}  D-02-01-01` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name=quantidade]').fill('2');
  await dialog.locator('textarea[name=motivo]').fill('Duplo clique');
  await dialog.getByRole('button', { name: 'Lançar ajuste' }).dblclick();
  await expect(page.getByText('Ajuste lançado')).toBeVisible();
  await noError(page, writes);
  const movements = (await api.get(`estoque-movimentos?material_id=${material.id}`)).data as { motivo: string }[];
  expect(movements.filter((m) => m.motivo === 'Duplo clique')).toHaveLength(1);
});
