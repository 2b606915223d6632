import { type APIRequestContext, type Browser, type Page, expect } from '@playwright/test';
import { USER_TYPES } from '../../src/registry/seedIds';
import { adminApi, cnpj } from './support/api';
import { signInAs } from './support/auth';
import { zoneDay } from './support/day';

// A driver's day on a phone, for the offline specs (offline.spec.ts, offline-finish.spec.ts).

export type Lang = 'pt' | 'ar';
export const T = {
  pt: { finish: 'Finalizar parada', send: 'Finalizar', receiver: 'Recebido por (nome)', wait: 'Por favor, aguarde!' },
  ar: { finish: 'إنهاء المحطة', send: 'إنهاء', receiver: 'المستلِم (الاسم)', wait: 'يرجى الانتظار!' },
};

/** A phone's (or desktop's) page; its clock flows as usual, so the outbox's waits can be skipped (support/clock.ts skipWaits). */
export const newPage = async (browser: Browser, width = 390, serviceWorkers: 'allow' | 'block' = 'block') => {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, serviceWorkers });
  await context.clock.install();
  return context.newPage();
};

/** A driver who may also edit points, four points, one itinerary of today planned with their four stops. */
export const arrange = async (request: APIRequestContext, prefix: string) => {
  const m = `${prefix}${Date.now().toString(36).toUpperCase()}`;
  const v1 = await adminApi(request);
  const today = zoneDay();
  const driver = { email: `${m.toLowerCase()}@motoristas.example.com`, password: 'motorista-e2e-1' };
  const motorista = await v1.post('usuarios', {
    firstName: `Dirce ${m}`, email: driver.email, password: driver.password, tipo_id: USER_TYPES.motorista.id, roles: ['view-pontos-menu'],
  });
  const t = String(Date.now());
  const veiculo = await v1.post('veiculos', { placa: `OF${'ABCDEFGHIJ'[Number(t.at(-5))]}${t.at(-1)}${'ABCDEFGHIJ'[Number(t.at(-2))]}${t.slice(-4, -2)}`, modelo: 'Furgão' });
  const cliente = await v1.post('clientes', { tipo_pessoa: 'PJ', nome: `Cliente ${m}`, cpf_cnpj: cnpj() });
  const material = await v1.post('materiais', { codigo: `${m}-MAT`, descricao: 'Caixa', unidade: 'CX' });
  const ponto = (n: number) => v1.post('pontos', { codigo: `${m}-P${n}`, nome_fantazia: `Ponto ${n}`, cidade: 'Campinas', uf: 'SP', latlng: { lat: -22.9 - n / 100, lng: -47.06 } });
  const pontos = [await ponto(1), await ponto(2), await ponto(3), await ponto(4)];
  const solicitacao = (origem: string, destino: string) => v1.post('solicitacoes', {
    cliente_id: cliente.id, origem_id: origem, destino_id: destino, data_prevista: today, itens: [{ material_id: material.id, quantidade: 2 }],
  });
  const s1 = await solicitacao(pontos[0].id, pontos[1].id);
  const s2 = await solicitacao(pontos[2].id, pontos[3].id);
  const itinerario = await v1.post('itinerarios', { data: today, motorista_id: motorista.id, veiculo_id: veiculo.id });
  await v1.post(`itinerarios/${itinerario.id}/planejar`, { solicitacao_ids: [s1.id, s2.id] });
  const planned = await v1.get(`itinerarios/${itinerario.id}`);
  expect(planned.paradas).toHaveLength(4);
  return { m, v1, driver, motorista, pontos, itinerario: planned as { id: string; numero: number; version: number; paradas: { id: string }[] } };
};

/** A phone with the driver's day of `arrange`'s itinerary open, read once online. */
export const openDay = async (browser: Browser, request: APIRequestContext, prefix: string) => {
  const arranged = await arrange(request, prefix);
  const page = await newPage(browser);
  await signInAs(page, arranged.driver, 'pt');
  await page.goto('/pt/itinerarios-mobile');
  await expect(page.getByText('0 de 4 paradas')).toBeVisible();
  return { ...arranged, page, context: page.context() };
};

/** Finishes the first open stop in the finish dialog, with a photo when given; offline, it is kept on the phone. */
export const finishNext = async (page: Page, n: number, photo?: Buffer) => {
  await page.getByRole('button', { name: T.pt.finish }).first().click();
  const dialog = page.getByRole('dialog', { name: `Finalizar a parada ${n}` });
  await dialog.getByLabel(T.pt.receiver).fill(`Recebedor ${n}`);
  if (photo) {
    await dialog.getByTestId('photo-input').setInputFiles({ name: 'entrega.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(dialog.getByRole('img', { name: 'Foto' })).toBeVisible();
  }
  await dialog.getByRole('button', { name: T.pt.send, exact: true }).click();
  await expect(dialog).toBeHidden();
};

/** A small JPEG, drawn by the browser itself. */
export const jpeg = async (page: Page) => Buffer.from((await page.evaluate(() => {
  const canvas = document.createElement('canvas');
  canvas.width = 16;
  canvas.height = 12;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#c03';
  g.fillRect(0, 0, 16, 12);
  return canvas.toDataURL('image/jpeg', 0.9);
})).split(',')[1], 'base64');

/** The outbox as stored on the phone (IndexedDB `logistica`/`outbox`, through localforage). */
export const storedOutbox = (page: Page) => page.evaluate(() => new Promise<{ method: string; path: string; body?: { finalizado_em?: string; [field: string]: unknown }; state: string }[]>((resolve, reject) => {
  const open = indexedDB.open('logistica');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const all = open.result.transaction('outbox').objectStore('outbox').getAll();
    all.onsuccess = () => resolve(all.result);
    all.onerror = () => reject(all.error);
  };
}));

/**
 * The paths of the reads kept on the phone (IndexedDB `logistica`/`leituras`). The app keeps a read
 * once the page is idle (src/offline/afterFirstScreen.ts), so a test that reads online to go offline
 * later waits for it here before it leaves the page.
 */
export const keptReads = (page: Page) => page.evaluate(() => new Promise<string[]>((resolve, reject) => {
  const open = indexedDB.open('logistica');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('leituras')) {
      db.close();
      resolve([]);
      return;
    }
    const all = db.transaction('leituras').objectStore('leituras').getAll();
    all.onsuccess = () => {
      db.close();
      resolve((all.result as { path: string }[]).map((r) => r.path));
    };
    all.onerror = () => reject(all.error);
  };
}));

/** The outbox badge of the top bar. */
export const badge = (page: Page) => page.getByTestId('outbox-badge');
