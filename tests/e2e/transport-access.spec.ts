import { type APIRequestContext, type Page } from '@playwright/test';
import { USER_TYPES } from '../../src/registry/seedIds';
import { adminToken, cnpj } from './support/api';
import { signInAs } from './support/auth';
import { zoneDay } from './support/day';
import { expect, test } from './support/test';

// Who may see the transport pages, as the server decides (docs/architecture.md "Owner"):
// - an office user without the itineraries' role (the demo "Transporte" user) gets the
//   access-denied page on the tracking board and the map, not an endless spinner or an empty map;
// - a driver without roles gets it on the board, finds their day and its map in the menu, sees only
//   their own stops there, and a path naming no itinerary of theirs (`/add`, another driver's) is "not found".

const TEXT = {
  pt: {
    denied: 'Acesso negado', notFound: 'Esta página não foi encontrada', nothing: 'Nada a mostrar com estes filtros', group: 'Transporte',
    myDay: 'Meu dia', myMap: 'Mapa do meu dia', toggle: 'Mostrar ou ocultar o menu', itinerary: 'Itinerário', stop: 'Parada',
  },
  ar: {
    denied: 'تم رفض الوصول', notFound: 'تعذّر العثور على هذه الصفحة', nothing: 'لا شيء للعرض بهذه المرشحات', group: 'النقل',
    myDay: 'يومي', myMap: 'خريطة يومي', toggle: 'إظهار القائمة أو إخفاؤها', itinerary: 'خط السير', stop: 'المحطة',
  },
} as const;
type Lang = keyof typeof TEXT;
const VIEWPORTS = [{ width: 1400, height: 900 }, { width: 390, height: 844 }];

type Row = Record<string, unknown> & { id: string };
const m = `ACC${Date.now().toString(36).toUpperCase()}`;
const PASSWORD = 'acesso-e2e-senha-1';
let office: string;
let driver: string;
let mine: Row;
let theirs: Row;

/** Two drivers with an itinerary of today each (two stops), and an office user holding the demo Transporte user's roles. */
test.beforeAll(async ({ request }: { request: APIRequestContext }) => {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const post = async (resource: string, data: object) => {
    const res = await request.post(`/v1/${resource}`, { headers, data });
    expect(res.status(), `${resource}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as Row;
  };
  const user = async (name: string, tipo: string, roles: string[]) => {
    const email = `${name.toLowerCase()}.${m.toLowerCase()}@acesso.example.com`;
    return { email, id: (await post('usuarios', { firstName: `${name} ${m}`, email, password: PASSWORD, tipo_id: tipo, roles })).id };
  };
  office = (await user('Juliana', USER_TYPES.gestor.id, ['view-coleta-entrega', 'view-veiculos'])).email;
  const dario = await user('Dario', USER_TYPES.motorista.id, []);
  const olga = await user('Olga', USER_TYPES.motorista.id, []);
  driver = dario.email;
  const today = zoneDay();
  const cliente = await post('clientes', { tipo_pessoa: 'PJ', nome: `Cliente ${m}`, cpf_cnpj: cnpj() });
  const material = await post('materiais', { codigo: `${m}-MAT`, descricao: 'Caixa', unidade: 'CX' });
  const t = String(Date.now());
  const itinerary = async (who: string, motorista: string, n: number) => {
    const [a, b] = [1, 2].map((k) => post('pontos', {
      codigo: `${m}-${who}${k}`, nome_fantazia: `Ponto de ${who} ${k}`, cidade: 'Campinas', uf: 'SP', latlng: { lat: -22.9 - n / 100 - k / 1000, lng: -47.06 },
    }));
    const s = await post('solicitacoes', {
      cliente_id: cliente.id, origem_id: (await a).id, destino_id: (await b).id, data_prevista: today, itens: [{ material_id: material.id, quantidade: 1 }],
    });
    const veiculo = await post('veiculos', { placa: `AC${'ABCDEFGHIJ'[n]}${t.at(-1)}${'ABCDEFGHIJ'[Number(t.at(-2))]}${t.slice(-4, -2)}`, modelo: 'Furgão' });
    const it = await post('itinerarios', { data: today, motorista_id: motorista, veiculo_id: veiculo.id });
    return post(`itinerarios/${it.id}/planejar`, { solicitacao_ids: [s.id] });
  };
  mine = await itinerary('Dario', dario.id, 1);
  theirs = await itinerary('Olga', olga.id, 2);
});

/** The menu's links, the drawer opened on a phone and the Transport group opened. */
const menuLinks = async (page: Page, lang: Lang, phone: boolean) => {
  if (phone) await page.getByRole('button', { name: TEXT[lang].toggle }).click();
  const nav = (phone ? page.getByTestId('menu-drawer') : page.getByTestId('sidebar')).getByRole('navigation');
  await nav.getByRole('button', { name: TEXT[lang].group }).click();
  return nav.getByRole('link');
};

for (const lang of ['pt', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    const t = TEXT[lang];
    const phone = viewport.width < 600;
    test.describe(`${lang}, ${viewport.width} px`, () => {
      test.use({ viewport });

      test('a user without the itineraries\' role gets the access-denied page on the board and the map', async ({ page }) => {
        await signInAs(page, { email: office, password: PASSWORD }, lang);
        await page.goto(`/${lang}/v2/itinerarios/acompanhamento`);
        await expect(page.getByText(t.denied, { exact: true })).toBeVisible();
        await page.goto(`/${lang}/v2/maps`);
        await expect(page.getByText(t.denied, { exact: true })).toBeVisible();
        await expect(page.getByText(t.nothing)).toHaveCount(0);
      });

      test('a driver finds their day and its map in the menu, sees their own stops only, and no other itinerary', async ({ page }) => {
        await signInAs(page, { email: driver, password: PASSWORD }, lang);
        const links = await menuLinks(page, lang, phone);
        await expect(links).toHaveText([t.myDay, t.myMap]);
        await links.filter({ hasText: t.myMap }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/v2/maps$`));
        const list = page.locator('#main-content').getByRole('list').first();
        await expect(list.getByRole('button')).toHaveCount(2);
        await expect(list).toContainText(`${m}-Dario1 - Ponto de Dario 1`);
        await expect(list).not.toContainText('Olga');

        await page.goto(`/${lang}/v2/itinerarios/acompanhamento`);
        await expect(page.getByText(t.denied, { exact: true })).toBeVisible();

        for (const path of ['add', theirs.id]) {
          await page.goto(`/${lang}/itinerarios-mobile/${path}`);
          await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
        }
        await page.goto(`/${lang}/itinerarios-mobile/${mine.id}`);
        await expect(page.getByRole('heading', { name: `${t.itinerary} ${mine.numero}` })).toBeVisible();
        await expect(page.getByRole('heading', { name: `${t.stop} 2` })).toBeVisible();
      });
    });
  }
}
