import { type APIRequestContext, type Browser } from '@playwright/test';
import { USER_TYPES } from '../../src/registry/seedIds';
import { STATUS_IDS } from '../seeded';
import { adminApi, cnpj } from './support/api';
import { seriousViolations } from './support/axe';
import { openApp, signInAs } from './support/auth';
import { zoneDay } from './support/day';
import { expect, test } from './support/test';

// docs/domain.md "Flows" end to end, in Portuguese: an itinerary planned from two requests; its driver, on a
// phone, finishes the four stops (one with an occurrence that needs a photo) while the tracking
// board in another browser follows live; the itinerary ends Concluído and the requests
// Concluída. The map page shows the stops without any tile server.

// A 1×1 PNG: the photo of the proof of delivery.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const api = adminApi;

const phone = async (browser: Browser) => (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();

/** A driver, a vehicle, four points with positions, two open requests and an open itinerary of today. */
const arrange = async (request: APIRequestContext, prefix: string) => {
  const m = `${prefix}${Date.now().toString(36).toUpperCase()}`;
  const v1 = await api(request);
  const today = zoneDay();

  const driver = { email: `${m.toLowerCase()}@motoristas.example.com`, password: 'motorista-e2e-1' };
  const motorista = await v1.post('usuarios', { firstName: `Dirce ${m}`, email: driver.email, password: driver.password, tipo_id: USER_TYPES.motorista.id, roles: [] });
  // A Mercosul plate (AAA9A99) of this run.
  const t = String(Date.now());
  const veiculo = await v1.post('veiculos', { placa: `EZ${'ABCDEFGHIJ'[Number(t.at(-5))]}${t.at(-1)}${'ABCDEFGHIJ'[Number(t.at(-2))]}${t.slice(-4, -2)}`, modelo: 'Furgão' });
  const cliente = await v1.post('clientes', { tipo_pessoa: 'PJ', nome: `Cliente ${m}`, cpf_cnpj: cnpj() });
  const material = await v1.post('materiais', { codigo: `${m}-MAT`, descricao: 'Caixa', unidade: 'CX' });
  const ponto = async (n: number, lat: number, lng: number) =>
    v1.post('pontos', { codigo: `${m}-P${n}`, nome_fantazia: `Ponto ${n}`, cidade: 'Campinas', uf: 'SP', latlng: { lat, lng } });
  const [p1, p2, p3, p4] = [await ponto(1, -22.9, -47.06), await ponto(2, -22.91, -47.07), await ponto(3, -22.92, -47.08), await ponto(4, -22.93, -47.09)];
  const solicitacao = (origem: string, destino: string) => v1.post('solicitacoes', {
    cliente_id: cliente.id, origem_id: origem, destino_id: destino, data_prevista: today, itens: [{ material_id: material.id, quantidade: 2 }],
  });
  const s1 = await solicitacao(p1.id, p2.id);
  const s2 = await solicitacao(p3.id, p4.id);
  const avaria = await v1.post('ocorrencias', { nome: `Avaria ${m}`, exige_foto: true });
  const itinerario = await v1.post('itinerarios', { data: today, motorista_id: motorista.id, veiculo_id: veiculo.id });

  return { m, v1, today, driver, motorista, veiculo, p1, s1, s2, avaria, itinerario };
};

test('an itinerary planned from two requests, finished by its driver on a phone while the board follows live', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const { m, v1, driver, s1, s2, avaria, itinerario } = await arrange(request, 'E10');

  // The planner picks the two open requests on the itinerary's page.
  await openApp(page, 'pt');
  await page.goto(`/pt/v2/itinerarios/itinerario/${itinerario.id}`);
  await page.getByRole('checkbox', { name: `Selecionar a solicitação ${s1.numero}` }).check();
  await page.getByRole('checkbox', { name: `Selecionar a solicitação ${s2.numero}` }).check();
  await page.getByRole('button', { name: 'Planejar 2 solicitações' }).click();
  await expect.poll(async () => (await v1.get(`itinerarios/${itinerario.id}`)).paradas.length).toBe(4);
  for (const s of [s1, s2]) expect((await v1.get(`solicitacoes/${s.id}`)).status_id).toBe(STATUS_IDS.solicitacao.planejada);

  // Another browser follows the day on the tracking board.
  const board = await (await browser.newContext()).newPage();
  await openApp(board, 'pt');
  await board.goto('/pt/v2/itinerarios/acompanhamento');
  const card = board.locator('.MuiCard-root').filter({ hasText: `Dirce ${m}` });
  // Its day reads dd/MM/yyyy whatever the browser's own language (a native date input would not).
  const ddmmyyyy = zoneDay().split('-').reverse().join('/');
  await expect(board.getByRole('group', { name: 'Dia' })).toContainText(ddmmyyyy);
  await expect(card).toContainText('0 de 4 paradas');

  // The driver, on a phone, from the home page to the day's stops.
  const driverPage = await phone(browser);
  await signInAs(driverPage, driver, 'pt');
  await driverPage.getByRole('link', { name: 'Meu dia', exact: true }).click();
  await expect(driverPage.getByText('0 de 4 paradas')).toBeVisible();
  expect(await driverPage.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

  for (let n = 1; n <= 4; n++) {
    await driverPage.getByRole('button', { name: 'Finalizar parada' }).first().click();
    const dialog = driverPage.getByRole('dialog', { name: `Finalizar a parada ${n}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Horário' })).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    if (n === 1) {
      // Its calendar opens as a dialog that fits the phone, not a popper wider than the screen.
      await dialog.getByRole('group', { name: 'Horário' }).locator('..').getByRole('button').first().click();
      const calendar = driverPage.getByRole('dialog').filter({ has: driverPage.getByRole('grid') });
      await expect(calendar).toBeVisible();
      const box = (await calendar.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await driverPage.keyboard.press('Escape');
      await expect(calendar).toHaveCount(0);
      await expect(dialog).toBeVisible();
    }
    await dialog.getByLabel('Recebido por (nome)').fill(`Recebedor ${n}`);
    await dialog.getByLabel('Número do documento').fill('52998224725');
    if (n === 2) {
      await dialog.getByLabel('Ocorrência').click();
      await driverPage.getByRole('option', { name: `Avaria ${m}` }).click();
      await dialog.getByTestId('photo-input').setInputFiles({ name: 'avaria.png', mimeType: 'image/png', buffer: PNG });
      await expect(dialog.getByRole('img', { name: 'Foto' })).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Finalizar', exact: true }).click();
    await expect(dialog).toBeHidden();
    // The driver's list has taken the finish in before the next stop's button is pressed: until
    // then the first "Finalizar parada" is still this stop's.
    await expect(driverPage.getByRole('button', { name: 'Finalizar parada' })).toHaveCount(4 - n);
    // The board in the other browser shows it without a reload.
    await expect(card).toContainText(`${n} de 4 paradas`);
  }
  await expect(driverPage.getByText('Todas as paradas foram finalizadas')).toBeVisible();
  // Times on a 24-hour clock (docs/domain.md "Dates and times"), although this browser's own locale is en-US.
  await expect(driverPage.getByText(/^Finalizada às \d{2}:\d{2}$/)).toHaveCount(4);
  await expect(card).toContainText('Concluído');

  const done = await v1.get(`itinerarios/${itinerario.id}`);
  expect(done.status_id).toBe(STATUS_IDS.itinerario.concluido);
  for (const s of [s1, s2]) expect((await v1.get(`solicitacoes/${s.id}`)).status_id).toBe(STATUS_IDS.solicitacao.concluida);
  expect(done.paradas[1].ocorrencia_id).toBe(avaria.id);
  expect(done.paradas[1].foto_id).toBeTruthy();

  // The itinerary's show page: each stop's receiver and time, and the photo.
  await page.goto(`/pt/v2/itinerarios/${itinerario.id}/show`);
  for (let n = 1; n <= 4; n++) await expect(page.locator('#main-content')).toContainText(`Recebedor ${n}`);
  await expect(page.locator('#main-content img').first()).toBeVisible();

  // The map, with no tile server reachable: the stops are there, and their list.
  await v1.put(`configuracoes/${(await v1.get('configuracoes?limit=1')).data[0].id}`, {
    version: (await v1.get('configuracoes?limit=1')).data[0].version, mapa_tile_url: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/pt/maps');
  await expect(page.locator('.leaflet-overlay-pane path').first()).toBeVisible();
  await expect(page.locator('#main-content')).toContainText(`${m}-P1 - Ponto 1`);
  expect(errors).toEqual([]);
});

test('the board, the driver\'s day and its finish dialog pass axe in Portuguese and Arabic', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const { v1, driver, s1, itinerario } = await arrange(request, 'AX');
  await v1.post(`itinerarios/${itinerario.id}/planejar`, { solicitacao_ids: [s1.id] });
  for (const lang of ['pt', 'ar'] as const) {
    for (const viewport of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
      const page = await (await browser.newContext({ viewport })).newPage();
      await openApp(page, lang);
      await page.goto(`/${lang}/v2/itinerarios/acompanhamento`);
      await expect(page.locator('.MuiCard-root').first()).toBeVisible();
      expect(await seriousViolations(page), `board ${lang} ${viewport.width}`).toEqual([]);
      await page.goto(`/${lang}/v2/itinerarios/itinerario/${itinerario.id}`);
      await expect(page.locator('form')).toBeVisible();
      expect(await seriousViolations(page), `itinerary page ${lang} ${viewport.width}`).toEqual([]);
      await page.context().close();
    }
    const phonePage = await phone(browser);
    await signInAs(phonePage, driver, lang);
    await phonePage.goto(`/${lang}/itinerarios-mobile`);
    // The day's own bar ("0 of 2 stops"), not the top loading bar finishing its last request.
    await expect(phonePage.getByRole('progressbar', { name: /2|٢/ })).toBeVisible();
    expect(await seriousViolations(phonePage), `driver's day ${lang}`).toEqual([]);
    await phonePage.getByRole('button', { name: lang === 'pt' ? 'Finalizar parada' : 'إنهاء المحطة' }).first().click();
    await expect(phonePage.getByRole('dialog')).toBeVisible();
    // Read once the dialog has faded in: half-faded text has less contrast than it will have.
    await expect(phonePage.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    expect(await seriousViolations(phonePage), `finish dialog ${lang}`).toEqual([]);
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await phonePage.context().close();
  }
});
