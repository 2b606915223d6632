// What a phone downloads on a first visit: bytes on the wire (compressed bodies and headers, as
// Chromium counts them) and requests, cold (empty cache), for the login page and a driver's day.
import { chromium, type BrowserContext } from '@playwright/test';
import { USER_TYPES } from '../src/registry/seedIds';
import { cpfFrom } from '../server/db/demo';
import { ensureWebBuild, webRoot } from '../server/web';
import { type Database, report, startApp } from './lib';
import { savedSession } from './signIn';

const DRIVER = { email: 'wire-driver@example.com', password: 'wire-driver-1' };

/** Loads `path` in `context` until the network is idle; the bytes and requests it took. */
const visit = async (context: BrowserContext, url: string, ready: string) => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.requestWillBeSent', (e) => { if (!e.request.url.startsWith('data:')) requests++; });
  const urls = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => { urls.set(e.requestId, e.response.url); });
  cdp.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; if (process.env.WIRE_DEBUG) console.log(e.encodedDataLength, urls.get(e.requestId)); });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  return { bytes, requests };
};

export const wire = async (db: Database) => {
  await ensureWebBuild({ info: () => {}, warn: (m) => console.warn(m) });
  const running = await startApp(db, webRoot);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const post = async (path: string, body: unknown) => {
    const res = await running.call<{ id: string }>('POST', path, body);
    if (res.status !== 201 && res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const driver = await post('/v1/usuarios', { firstName: 'Dirce', lastName: 'Wire', ...DRIVER, tipo_id: USER_TYPES.motorista.id, roles: [] });
  const cliente = await post('/v1/clientes', { tipo_pessoa: 'PF', nome: 'Cliente do bench', cpf_cnpj: cpfFrom('777888999') });
  const material = await post('/v1/materiais', { codigo: 'WIRE-1', descricao: 'Caixa', unidade: 'CX' });
  const [a, b] = [await post('/v1/pontos', { codigo: 'W1', nome_fantazia: 'Depósito', cidade: 'Campinas', uf: 'SP' }),
    await post('/v1/pontos', { codigo: 'W2', nome_fantazia: 'Loja', cidade: 'Campinas', uf: 'SP' })];
  const request = await post('/v1/solicitacoes', { cliente_id: cliente.id, origem_id: a.id, destino_id: b.id, data_prevista: today, itens: [{ material_id: material.id, quantidade: 1 }] });
  const vehicle = await post('/v1/veiculos', { placa: 'WIR1E23', modelo: 'Van', ativo: true });
  const itinerary = await post('/v1/itinerarios', { data: today, motorista_id: driver.id, veiculo_id: vehicle.id });
  await post(`/v1/itinerarios/${itinerary.id}/planejar`, { solicitacao_ids: [request.id] });

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  try {
    const login = await visit(await browser.newContext(phone), `${running.base}/pt/login`, 'input[name=email]');
    // Signed in once in another context; the driver's day then opens in a context with that
    // session but an empty cache.
    const session = await savedSession(browser, running.base, DRIVER, phone);
    const day = await visit(await browser.newContext({ ...phone, storageState: session }), `${running.base}/pt/itinerarios-mobile`, 'text=Depósito');
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
    report('First visit on a phone, cold cache (Chromium, bytes on the wire incl. headers)', [
      ['login page (/pt/login)', `${kb(login.bytes).padStart(7)} in ${login.requests} requests   (target <= 170 KB, issue 32)`],
      ["driver's day (/pt/itinerarios-mobile)", `${kb(day.bytes).padStart(7)} in ${day.requests} requests`],
    ]);
  } finally {
    await browser.close();
    await running.app.close();
  }
};
