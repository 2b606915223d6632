import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readableFields } from '../../src/registry/define';
import { USER_TYPES } from '../../src/registry/seedIds';
import { csvSeparator, parseCsv } from '../../src/screens/csv/parse';
import { loadResources } from '../../server/registry';
import { STATUS_IDS } from '../seeded';
import { adminToken, cnpj } from './support/api';
import { zoneDay } from './support/day';
import { expect, test } from './support/test';

// Every list exports: for each declared resource with a list, "Exportar" downloads a CSV whose
// header names the exported fields, above at least one row; and no page of the way logs an
// error (insumos once threw "reading 'filter'" on its plain-array references, and exported nothing).

/** configuracoes' list opens the current settings (docs/domain.md "Current settings"): no list to export. */
const NO_LIST = ['configuracoes'];

type Row = Record<string, unknown> & { id: string };
type Post = (resource: string, data: object) => Promise<Row>;

/** One record for each list, so its Export button is enabled; those with seeded rows need none. */
const arrange = async (post: Post, m: string) => {
  const t = String(Date.now());
  const letters = (s: string) => [...s].map((d) => 'ABCDEFGHIJ'[Number(d)]).join('');
  const [p1, p2] = [await post('pontos', { codigo: `${m}-P1`, nome_fantazia: 'Ponto 1' }), await post('pontos', { codigo: `${m}-P2`, nome_fantazia: 'Ponto 2' })];
  const cliente = await post('clientes', { tipo_pessoa: 'PJ', nome: `Cliente ${m}`, cpf_cnpj: cnpj() });
  const material = await post('materiais', { codigo: `${m}-MAT`, descricao: 'Caixa', unidade: 'CX' });
  // A Mercosul plate (AAA9A99) of this run.
  const veiculo = await post('veiculos', { placa: `EX${letters(t.at(-5)!)}${t.at(-1)}${letters(t.at(-2)!)}${t.slice(-4, -2)}`, modelo: 'Furgão' });
  const motorista = await post('usuarios', {
    firstName: `Expedito ${m}`, email: `${m.toLowerCase()}@exports.example.com`, password: 'exporta-e2e-1', tipo_id: USER_TYPES.motorista.id, roles: [],
  });
  const bandeira = await post('bandeiras', { nome: `Bandeira ${m}` });
  const fator = await post('fator-calculos', { descricao: `Fator ${m}`, valor: 1.5 });
  const today = zoneDay();
  await post('aeroportos', { sigla: letters(t.slice(-3)), nome: `Aeroporto ${m}` });
  await post('categorias', { nome: `Categoria ${m}` });
  const destinatario = await post('destinatarios', { nome: `Destinatário ${m}`, cpf_cnpj: cnpj() });
  const fornecedor = await post('fornecedores', { razao_social: `Fornecedor ${m}`, cnpj: cnpj() });
  await post('transportadoras', { razao_social: `Transportadora ${m}`, cnpj: cnpj() });
  await post('empresas', { razao_social: `Empresa ${m}`, filial: 'Matriz', cnpj: cnpj() });
  await post('ocorrencias', { nome: `Ocorrência ${m}` });
  await post('rotas', { codigo: `${m}-R`, nome: `Rota ${m}`, paradas: [{ ponto_id: p1.id }, { ponto_id: p2.id }] });
  await post('solicitacoes', { cliente_id: cliente.id, origem_id: p1.id, destino_id: p2.id, data_prevista: today, itens: [{ material_id: material.id, quantidade: 1 }] });
  await post('itinerarios', { data: today, motorista_id: motorista.id, veiculo_id: veiculo.id });
  await post('ordens-servico', { cliente_id: cliente.id, descricao: `Ordem ${m}` });
  // The warehouse: a booking on a day no other spec books, a note and its count, a shipped-to-be note on a packing list.
  await post('agendamentos', { tipo: 'recebimento', data: '2091-01-01', hora_inicio: '08:00', hora_fim: '09:00', doca: 1, fornecedor_id: fornecedor.id });
  await post('motivos-ressalvas', { nome: `Motivo ${m}` });
  await post('enderecos', { endereco: `X-${t.slice(-6, -4)}-${t.slice(-4, -2)}-${t.slice(-2)}`, zona: 'EXPORT' });
  await post('inventarios', { motivo: `Inventário ${m}`, escopo: 'materiais', materiais: [{ material_id: material.id }], contadores: [{ usuario_id: motorista.id }] });
  await post('materiais-fornecedores', { fornecedor_id: fornecedor.id, codigo_fornecedor: `${m}-COD`, material_id: material.id, fator_conversao: 1 });
  const entrada = await post('entradas', { numero_nf: t.slice(-6), fornecedor_id: fornecedor.id, data_emissao: today, itens: [{ material_id: material.id, quantidade: 1 }] });
  await post('recebimentos', { entrada_id: entrada.id });
  const expedicao = await post('expedicoes', { numero_nf: t.slice(-7), destinatario_id: destinatario.id, data: today, itens: [{ material_id: material.id, quantidade: 1 }] });
  await post('romaneios', { data: today, expedicoes: [{ expedicao_id: expedicao.id }] });
  // Its plain-array references (bandeiras, fator-calculos) are what the export and the show page once failed on.
  return post('insumos', {
    data: new Date().toISOString(), veiculo_id: veiculo.id, motorista_id: motorista.id, descricao: `Diesel ${m}`, quantidade: 2,
    valor_unitario: 3.5, bandeira_id: bandeira.id, fator_calculo_id: fator.id, status_id: STATUS_IDS.insumo.aprovado,
  });
};

const poster = async (request: APIRequestContext): Promise<Post> => {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  return async (resource, data) => {
    const res = await request.post(`/v1/${resource}`, { headers, data });
    expect(res.status(), `${resource}: ${await res.text()}`).toBe(201);
    return (await res.json()) as Row;
  };
};

/** English pages have no prefix (docs/domain.md "Languages"). */
const at = (lang: string, path: string) => `${lang === 'en' ? '' : `/${lang}`}${path}`;

/** Errors the page logs or throws: a failed request's own console line is the server's answer, not the page's fault. */
const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(`${page.url()}: ${msg.text()}`);
  });
  return errors;
};

/**
 * Opens `path` in the app already loaded, as its own links do: the router hears the history move.
 * Some 30 lists in a row each paid a load of the whole app with page.goto. Waits for the page
 * left behind to go (`before`, an element of it): a list's remount, never the last list's button.
 */
const openInApp = async (page: Page, path: string, before: Locator) => {
  const left = await before.elementHandle();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await left?.waitForElementState('hidden');
};

const CASES = [
  { lang: 'pt', viewport: { width: 1400, height: 900 }, exportLabel: 'Exportar' },
  { lang: 'en', viewport: { width: 390, height: 844 }, exportLabel: 'Export' },
] as const;

const m = `EXP${Date.now().toString(36).toUpperCase()}`;
let insumo: Row;
test.beforeAll(async ({ request }) => {
  insumo = await arrange(await poster(request), m);
});
// Another suite needs the bandeiras list empty: the insumo, then the bandeira it refers to, go.
test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  for (const path of [`insumos/${insumo.id}`, `bandeiras/${insumo.bandeira_id}`]) {
    expect((await request.delete(`/v1/${path}`, { headers })).ok(), path).toBe(true);
  }
});

for (const { lang, viewport, exportLabel } of CASES) {
  test(`every list exports a CSV with its header row, and no page logs an error (${lang}, ${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const errors = pageErrors(page);
    const resources = (await loadResources()).filter((r) => !NO_LIST.includes(r.name));
    expect(resources.length).toBeGreaterThan(15);
    const button = page.getByRole('button', { name: exportLabel, exact: true });
    for (const [i, r] of resources.entries()) {
      if (i === 0) await page.goto(at(lang, `/${r.name}`));
      else await openInApp(page, at(lang, `/${r.name}`), button);
      await expect(button, r.name).toBeEnabled();
      const downloading = page.waitForEvent('download', { timeout: 20_000 });
      await button.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${r.name}.csv`);
      const [header, ...rows] = parseCsv(readFileSync((await download.path())!, 'utf8'), csvSeparator(lang)).records;
      const exported = readableFields(r).filter((f) => r.fields[f].kind !== 'lines' && r.fields[f].kind !== 'file');
      expect(header, r.name).toHaveLength(exported.length);
      expect(header.every((label) => label.trim() !== ''), r.name).toBe(true);
      expect(rows.length, r.name).toBeGreaterThan(0);
    }
    // The insumo's own pages read its plain-array references too.
    await page.goto(at(lang, `/insumos/${insumo.id}/show`));
    await expect(page.locator('#main-content')).toContainText(`Fator ${m}`);
    await page.goto(at(lang, `/insumos/${insumo.id}`));
    await expect(page.locator('input[name=fator_calculo_id]')).toHaveValue(new RegExp(`Fator ${m}$`));
    await expect(page.locator('input[name=bandeira_id]')).toHaveValue(`Bandeira ${m}`);
    expect(errors).toEqual([]);
  });
}
