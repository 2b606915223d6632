import { type Page } from '@playwright/test';
import { USER_TYPES } from '../../src/registry/seedIds';
import { adminApi, alnumCnpj } from './support/api';
import { expect, test } from './support/test';


// What the server may refuse is said only once it has answered, and said under the field it
// concerns: deletes of records still in use (issue 16, point 5), impossible values (point 6), and
// moves that cannot be undone, which ask first and leave the record read-only (point 15).

const T = {
  pt: {
    delete: 'Remover', confirm: 'Confirmar', cancel: 'Cancelar', deleted: 'Elemento removido', save: 'Salvar',
    inUse: 'Este registro ainda é usado por Materiais e não pode ser excluído',
    kmFinal: 'Não pode ser menor que Km inicial', deliveryFirst: 'Esta entrega vem antes da coleta da sua solicitação', moveUp: 'Mover para cima',
    start: 'Mudar para Em andamento', conclude: 'Mudar para Concluída', asks: 'Mudar para Concluída?', moved: 'Status alterado para Concluída',
    edit: 'Editar',
  },
  en: {
    delete: 'Delete', confirm: 'Confirm', cancel: 'Cancel', deleted: 'Element deleted', save: 'Save',
    inUse: 'This record is still used by Materials and cannot be deleted',
    kmFinal: 'Must not be less than Start odometer (km)', deliveryFirst: 'This delivery comes before the pickup of its request', moveUp: 'Move up',
    start: 'Move to In progress', conclude: 'Move to Completed', asks: 'Move to Completed?', moved: 'Status changed to Completed',
    edit: 'Edit',
  },
} as const;
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };

const prefix = (lang: 'pt' | 'en') => (lang === 'en' ? '' : `/${lang}`);

const api = adminApi;

let seq = Date.now() % 1_000_000;
const marker = (head: string) => `${head}${(++seq).toString(36).toUpperCase()}`;
const LETTERS = 'ABCDEFGHIJ';
/** A Mercosul plate (AAA9A99) from the running number. */
const plate = () => {
  const d = String(++seq).padStart(6, '0').slice(-6);
  return `K${LETTERS[Number(d[0])]}${LETTERS[Number(d[1])]}${d[2]}${LETTERS[Number(d[3])]}${d.slice(4)}`;
};
// Alphanumeric, so that no other suite's numeric CNPJs (made from the same clock) can repeat it.
const client = async (v1: Awaited<ReturnType<typeof api>>) => v1.post('clientes', { tipo_pessoa: 'PJ', nome: `Cliente ${marker('CL')}`, cpf_cnpj: alnumCnpj() });
/** The innermost form control holding an input (a line's sits inside its list's): its helper text is the message under that input. */
const control = (page: Page, name: string) => page.locator('.MuiFormControl-root', { has: page.locator(`input[name="${name}"]`) }).last();

for (const lang of ['pt', 'en'] as const) {
  const t = T[lang];

  for (const viewport of [DESKTOP, PHONE]) {
    test(`${lang} at ${viewport.width} px: an odometer going backwards and a delivery before its pickup are refused under their fields`, async ({ page, request }) => {
      const v1 = await api(request);
      const m = marker('KM');
      const motorista = await v1.post('usuarios', {
        firstName: `Dirce ${m}`, email: `${m.toLowerCase()}@motoristas.example.com`, password: 'motorista-e2e-1', tipo_id: USER_TYPES.motorista.id, roles: [],
      });
      const veiculo = await v1.post('veiculos', { placa: plate(), modelo: 'Furgão' });
      const cliente = await client(v1);
      const material = await v1.post('materiais', { codigo: `${m}-MAT`, descricao: 'Caixa', unidade: 'CX' });
      const [o, d] = [await v1.post('pontos', { codigo: `${m}-O`, nome_fantazia: 'Origem' }), await v1.post('pontos', { codigo: `${m}-D`, nome_fantazia: 'Destino' })];
      const s = await v1.post('solicitacoes', {
        cliente_id: cliente.id, origem_id: o.id, destino_id: d.id, data_prevista: '2031-03-01', itens: [{ material_id: material.id, quantidade: 1 }],
      });
      const it = await v1.post('itinerarios', { data: '2031-03-01', motorista_id: motorista.id, veiculo_id: veiculo.id, km_inicial: 100 });
      await v1.post(`itinerarios/${it.id}/planejar`, { solicitacao_ids: [s.id] });
      await page.setViewportSize(viewport);
      await page.goto(`${prefix(lang)}/v2/itinerarios/itinerario/${it.id}`);

      await page.locator('input[name="km_final"]').fill('50');
      await page.getByRole('button', { name: t.save }).click();
      await expect(control(page, 'km_final')).toContainText(t.kmFinal);
      await expect(page.locator('input[name="km_final"]')).toHaveValue('50');

      // The delivery moved above its pickup: only the server knows the stops belong to one request.
      await page.locator('input[name="km_final"]').fill('150');
      await page.locator('[data-line="2"]').getByRole('button', { name: t.moveUp }).click();
      await page.getByRole('button', { name: t.save }).click();
      await expect(control(page, 'paradas.0.tipo')).toContainText(t.deliveryFirst);
      const stored = await v1.get(`itinerarios/${it.id}`);
      expect(stored.paradas.map((p: { tipo: string }) => p.tipo)).toEqual(['coleta', 'entrega']);
      expect(stored.km_final).toBeNull();
    });

  }
}
