import { USER_TYPES } from '../../src/registry/seedIds';
import { adminToken, cnpj } from './support/api';
import { zoneDay } from './support/day';
import { expect, test } from './support/test';

// An itinerary's stop lines show each point's whole name ("P0071 - Cliente Ribeirão Preto 10"),
// code included, on a desktop and on a phone, left to right and right to left: the point's input
// takes a row of its line, instead of a quarter of it, and wraps where even that is too narrow.

type Row = Record<string, unknown> & { id: string };
const code = `Q${String(Date.now()).slice(-4)}`;
const NAMES = [`${code} - Cliente Ribeirão Preto 10`, `${code}1 - Loja São José dos Campos 4`];
let itinerary: Row;

test.beforeAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const post = async (resource: string, data: object) => {
    const res = await request.post(`/v1/${resource}`, { headers, data });
    expect(res.status(), `${resource}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as Row;
  };
  const today = zoneDay();
  const [origem, destino] = [
    await post('pontos', { codigo: code, nome_fantazia: 'Cliente Ribeirão Preto 10' }),
    await post('pontos', { codigo: `${code}1`, nome_fantazia: 'Loja São José dos Campos 4' }),
  ];
  const cliente = await post('clientes', { tipo_pessoa: 'PJ', nome: `Cliente ${code}`, cpf_cnpj: cnpj() });
  const material = await post('materiais', { codigo: `${code}-MAT`, descricao: 'Caixa', unidade: 'CX' });
  const solicitacao = await post('solicitacoes', { cliente_id: cliente.id, origem_id: origem.id, destino_id: destino.id, data_prevista: today, itens: [{ material_id: material.id, quantidade: 1 }] });
  const motorista = await post('usuarios', { firstName: `Lino ${code}`, email: `${code.toLowerCase()}@linhas.example.com`, password: 'linhas-e2e-senha-1', tipo_id: USER_TYPES.motorista.id, roles: [] });
  const t = String(Date.now());
  const veiculo = await post('veiculos', { placa: `LN${'ABCDEFGHIJ'[Number(t.at(-5))]}${t.at(-1)}${'ABCDEFGHIJ'[Number(t.at(-2))]}${t.slice(-4, -2)}`, modelo: 'Furgão' });
  const created = await post('itinerarios', { data: today, motorista_id: motorista.id, veiculo_id: veiculo.id });
  itinerary = await post(`itinerarios/${created.id}/planejar`, { solicitacao_ids: [solicitacao.id] });
});

for (const lang of ['pt', 'ar'] as const) {
  for (const viewport of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
    test(`each stop shows its point's whole name (${lang}, ${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/${lang}/v2/itinerarios/itinerario/${itinerary.id}`);
      for (const [i, name] of NAMES.entries()) {
        const input = page.locator(`[name="paradas.${i}.ponto_id"]`);
        await expect(input).toHaveValue(name);
        // Not cut: the text is no wider, nor taller, than the box that shows it.
        const size = await input.evaluate((el) => ({ scroll: [el.scrollWidth, el.scrollHeight], client: [el.clientWidth, el.clientHeight] }));
        expect(size.scroll[0], `${name}: ${JSON.stringify(size)}`).toBeLessThanOrEqual(size.client[0]);
        expect(size.scroll[1], `${name}: ${JSON.stringify(size)}`).toBeLessThanOrEqual(size.client[1]);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    });
  }
}
