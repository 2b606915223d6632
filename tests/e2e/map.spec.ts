import { formatPlaca } from '../../src/registry/brazil';
import { USER_TYPES } from '../../src/registry/seedIds';
import { adminToken, cnpj, tokenOf } from './support/api';
import type { Page } from '@playwright/test';
import { zoneDay } from './support/day';
import { expect, test } from './support/test';

// The map (docs/domain.md "Endpoints beyond CRUD"): the itinerary filter names each itinerary by
// number, driver and plate; a chosen itinerary's route is drawn through its stops in their order;
// a marker opens its place, its address, and the stop's state and time.

const TEXT = {
  pt: { itinerary: 'Itinerário', stop: 'Parada', pickup: 'Coleta', finished: 'Finalizada às', pending: 'Pendente', due: 'Prevista para' },
  ar: { itinerary: 'خط السير', stop: 'المحطة', pickup: 'استلام', finished: 'انتهت في', pending: 'معلقة', due: 'موعدها' },
} as const;
const VIEWPORTS = [{ width: 1400, height: 900 }, { width: 390, height: 844 }];

// Times read in the browser's zone: UTC here, so a time of the API reads as its own HH:mm.
test.use({ timezoneId: 'UTC' });

type Row = Record<string, unknown> & { id: string };
const m = `MAP${Date.now().toString(36).toUpperCase()}`;
// Stops in the order pickup 1, delivery 2, pickup 3, delivery 4; north to south the places go 1, 3, 4, 2,
// so a line drawn in any other order (or by position) has other turns.
const PLACES = [
  { lat: -22.900, lng: -47.060 }, { lat: -22.912, lng: -47.064 }, { lat: -22.904, lng: -47.068 }, { lat: -22.908, lng: -47.072 },
];
let itinerary: Row;
let driverName: string;
let placa: string;
let finishedAt: string;
let dueAt: string;

test.beforeAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const call = async (method: 'post' | 'put', path: string, data: object, auth = headers) => {
    const res = await request[method](`/v1/${path}`, { headers: auth, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as Row;
  };
  const today = zoneDay();
  driverName = `Dalva ${m}`;
  const driver = { email: `${m.toLowerCase()}@mapa.example.com`, password: 'mapa-e2e-senha-1' };
  const motorista = await call('post', 'usuarios', { firstName: driverName, ...driver, tipo_id: USER_TYPES.motorista.id, roles: [] });
  const t = String(Date.now());
  placa = `MP${'ABCDEFGHIJ'[Number(t.at(-5))]}${t.at(-1)}${'ABCDEFGHIJ'[Number(t.at(-2))]}${t.slice(-4, -2)}`;
  const veiculo = await call('post', 'veiculos', { placa, modelo: 'Furgão' });
  const cliente = await call('post', 'clientes', { tipo_pessoa: 'PJ', nome: `Cliente ${m}`, cpf_cnpj: cnpj() });
  const material = await call('post', 'materiais', { codigo: `${m}-MAT`, descricao: 'Caixa', unidade: 'CX' });
  const pontos: Row[] = [];
  for (const [i, latlng] of PLACES.entries()) {
    pontos.push(await call('post', 'pontos', {
      codigo: `${m}-P${i + 1}`, nome_fantazia: `Ponto ${i + 1}`, logradouro: 'Rua das Flores', numero: String(100 + i), bairro: 'Centro',
      cidade: 'Campinas', uf: 'SP', latlng,
    }));
  }
  const request1 = await call('post', 'solicitacoes', { cliente_id: cliente.id, origem_id: pontos[0].id, destino_id: pontos[1].id, data_prevista: today, itens: [{ material_id: material.id, quantidade: 1 }] });
  const request2 = await call('post', 'solicitacoes', { cliente_id: cliente.id, origem_id: pontos[2].id, destino_id: pontos[3].id, data_prevista: today, itens: [{ material_id: material.id, quantidade: 1 }] });
  const created = await call('post', 'itinerarios', { data: today, motorista_id: motorista.id, veiculo_id: veiculo.id });
  const planned = await call('post', `itinerarios/${created.id}/planejar`, { solicitacao_ids: [request1.id, request2.id] });
  // The second stop is due at a time of its own; the first is finished a minute ago.
  const stops = planned.paradas as Row[];
  dueAt = `${today}T23:45:00.000Z`;
  itinerary = await call('put', `itinerarios/${planned.id}`, {
    version: planned.version,
    paradas: stops.map((s, i) => ({ id: s.id, ponto_id: s.ponto_id, solicitacao_id: s.solicitacao_id, tipo: s.tipo, previsto_em: i === 1 ? dueAt : null })),
  });
  const driverToken = await tokenOf(request, driver);
  finishedAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString();
  await call('put', `itinerarios/${itinerary.id}/pontos/${stops[0].id}/finalizar`, { finalizado_em: finishedAt }, { authorization: `Bearer ${driverToken}` });
});

/** The vertices of an SVG path drawn by Leaflet ("M10 20L30 40..."), in order. */
const vertices = (d: string) => [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((v) => ({ x: Number(v[1]), y: Number(v[2]) }));
/** Each value's place among the values, smallest first. */
const ranks = (values: number[]) => values.map((v) => [...values].sort((a, b) => a - b).indexOf(v));

/** Resolves once the markers have kept their places for 10 animation frames: Leaflet's pan and zoom move them every frame. */
const markersStill = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => {
  const where = () => [...document.querySelectorAll('path.map-marker')].map((m) => { const r = m.getBoundingClientRect(); return `${r.x},${r.y}`; }).join(' ');
  let last = where();
  let still = 0;
  const frame = () => {
    const now = where();
    still = now === last ? still + 1 : 0;
    last = now;
    if (still >= 10) resolve(); else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}));

for (const lang of ['pt', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    const t = TEXT[lang];
    test(`an itinerary chosen by number, driver and plate: its route in stop order, and a marker's place, state and time (${lang}, ${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/${lang}/v2/maps`);
      await page.getByRole('combobox', { name: t.itinerary }).click();
      await page.getByRole('option', { name: `${itinerary.numero} · ${driverName} · ${formatPlaca(placa)}` }).click();

      const markers = page.locator('path.map-marker');
      await expect(markers).toHaveCount(4);
      // The chooser's menu closes and Leaflet animates the fit to the route: a click before both
      // end lands on the menu's backdrop or on the map where the marker no longer is (seen under load).
      await expect(page.getByRole('listbox')).toBeHidden();
      await markersStill(page);
      const route = page.locator('path.map-route');
      const line = vertices((await route.getAttribute('d'))!);
      expect(line).toHaveLength(4);
      // South is down: the stops' places rank 1, 4, 2, 3 from the top, as the line's turns must.
      expect(ranks(line.map((v) => v.y))).toEqual([0, 3, 1, 2]);

      // The northernmost marker is the first stop, finished.
      const boxes = await Promise.all((await markers.all()).map(async (marker) => ({ marker, box: (await marker.boundingBox())! })));
      const first = boxes.sort((a, b) => a.box.y - b.box.y)[0].marker;
      await first.click();
      const popup = page.getByTestId('map-popup');
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(`${m}-P1 - Ponto 1`);
      await expect(popup).toContainText('Rua das Flores, 100 · Centro · Campinas/SP');
      await expect(popup).toContainText(`${t.itinerary} ${itinerary.numero} · ${t.stop} 1 · ${t.pickup}`);
      await expect(popup).toContainText(`${t.finished} ${finishedAt.slice(11, 16)}`);

      // The list beside the map opens a marker too: the second stop is pending, due at its time.
      await page.locator('#main-content').getByRole('button', { name: new RegExp(`${m}-P2 - Ponto 2`) }).click();
      // The first popup closes as this one opens (Leaflet fades it out first).
      await expect(popup.filter({ hasText: `${m}-P2 - Ponto 2` })).toContainText(`${t.pending} · ${t.due} ${dueAt.slice(11, 16)}`);
      await expect(popup).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    });
  }
}
