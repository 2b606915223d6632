import { type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { USER_TYPES } from '../../src/registry/seedIds';
import { adminToken, cnpj } from './support/api';
import { seriousViolations } from './support/axe';
import { signInAs, submitSignIn } from './support/auth';
import { zoneDay } from './support/day';
import { expect, test } from './support/test';

// Nothing a user types is lost (issue 16, points 1, 2 and 4): a refused coordinate shows its
// message under the field, the idle lock covers the page instead of leaving it, and a session
// that ended before Save gives the form back after signing in again. In Portuguese and Arabic,
// on a desktop and on a phone.

const TEXT = {
  pt: {
    save: 'Salvar', latlng: 'Coordenadas', invalid: 'Coordenadas inválidas', crashed: 'Erro 500',
    locked: 'Tela bloqueada', unlock: 'Desbloquear', ended: 'Sua sessão expirou. Faça login novamente.',
    restored: 'O que você tinha digitado e não salvou voltou ao formulário. Confira e salve.',
    finish: 'Finalizar parada', finishTitle: 'Finalizar a parada', receiver: 'Recebido por (nome)', send: 'Finalizar',
    document: 'Número do documento', driverDayLock: 'Bloquear também o Meu dia',
  },
  ar: {
    save: 'حفظ', latlng: 'الإحداثيات', invalid: 'إحداثيات غير صالحة', crashed: 'خطأ 500',
    locked: 'الشاشة مقفلة', unlock: 'فتح القفل', ended: 'انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.',
    restored: 'عاد إلى النموذج ما كتبته ولم تحفظه. راجعه ثم احفظ.',
    finish: 'إنهاء المحطة', finishTitle: 'إنهاء المحطة', receiver: 'المستلِم (الاسم)', send: 'إنهاء',
    document: 'رقم الوثيقة', driverDayLock: 'قفل «يومي» أيضًا',
  },
} as const;
type Lang = keyof typeof TEXT;
const LANGS = Object.keys(TEXT) as Lang[];
const VIEWPORTS = [{ width: 1400, height: 900 }, { width: 390, height: 844 }];


const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/h16a-${name}.png` });

/** Unlocks the lock over the page with the password. */
const unlock = async (page: Page, lang: Lang, password = E2E_ADMIN.password) => {
  const lock = page.getByRole('dialog', { name: TEXT[lang].locked });
  await lock.locator('input[name=password]').fill(password);
  await lock.getByRole('button', { name: TEXT[lang].unlock }).click();
  await expect(lock).toHaveCount(0);
};

/** A driver with an itinerary of today holding two stops, made through the API. */
let plates = Math.floor(Date.now() / 1000) % 100_000;
const driverDay = async (request: APIRequestContext) => {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const post = async (path: string, data: object) => {
    const res = await request.post(`/v1/${path}`, { headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as Record<string, unknown> & { id: string };
  };
  const m = `KI${Date.now().toString(36).toUpperCase()}`;
  const today = zoneDay();
  const driver = { email: `${m.toLowerCase()}@motoristas.example.com`, password: 'motorista-e2e-1' };
  const motorista = await post('usuarios', { firstName: `Dario ${m}`, email: driver.email, password: driver.password, tipo_id: USER_TYPES.motorista.id, roles: [] });
  // A Mercosul plate (AAA9A99) of this run.
  const n = ++plates;
  const letter = (i: number) => String.fromCharCode(65 + (Math.floor(i) % 26));
  const veiculo = await post('veiculos', { placa: `K${letter(n / 676)}${letter(n / 26)}${n % 10}${letter(n)}${String(n % 100).padStart(2, '0')}`, modelo: 'Furgão' });
  const cliente = await post('clientes', { tipo_pessoa: 'PJ', nome: `Cliente ${m}`, cpf_cnpj: cnpj() });
  const material = await post('materiais', { codigo: `${m}-MAT`, descricao: 'Caixa', unidade: 'CX' });
  const origem = await post('pontos', { codigo: `${m}-O`, nome_fantazia: 'Origem', cidade: 'Campinas', uf: 'SP' });
  const destino = await post('pontos', { codigo: `${m}-D`, nome_fantazia: 'Destino', cidade: 'Campinas', uf: 'SP' });
  const solicitacao = await post('solicitacoes', {
    cliente_id: cliente.id, origem_id: origem.id, destino_id: destino.id, data_prevista: today, itens: [{ material_id: material.id, quantidade: 1 }],
  });
  const itinerario = await post('itinerarios', { data: today, motorista_id: motorista.id, veiculo_id: veiculo.id });
  await post(`itinerarios/${itinerario.id}/planejar`, { solicitacao_ids: [solicitacao.id] });
  return driver;
};

const input = (page: Page, source: string) => page.locator(`input[name="${source}"], input[data-source="${source}"]`);

// Three letters of this run, different at each call: an airport's IATA code is unique.
let serial = Math.floor(Date.now() / 1000) % 17_000;
const iata = () => {
  const n = ++serial;
  return [Math.floor(n / 676) % 26, Math.floor(n / 26) % 26, n % 26].map((i) => String.fromCharCode(65 + i)).join('');
};

for (const lang of LANGS) {
  const t = TEXT[lang];
  for (const viewport of VIEWPORTS) {
    test.describe(`${lang} at ${viewport.width} px`, () => {
      test.use({ viewport });

      // "an out-of-range coordinate is said under the field, and everything typed stays" is
      // tests/component/coordinates.test.tsx's: one form's logic. The server's refusal needs both ends.
      test("the server's refusal of a coordinate shows under the field too", async ({ page }) => {
        await page.goto(`/${lang}/v2/pontos/add`);
        const codigo = `K${Date.now().toString(36).toUpperCase()}`;
        await input(page, 'codigo').fill(codigo);
        await input(page, 'nome_fantazia').fill('Ponto recusado pelo servidor');
        await input(page, 'latlng.lat').fill('-22,9');
        await input(page, 'latlng.lng').fill('-47,06');
        // What reaches the server is out of range (as from an older or altered page): its own
        // field error comes back.
        await page.route('**/v1/pontos', (route) => route.continue({
          postData: JSON.stringify({ ...route.request().postDataJSON(), latlng: { lat: -95, lng: 200 } }),
        }), { times: 1 });
        const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/v1/pontos'));
        await page.getByRole('button', { name: t.save }).click();
        const res = await refused;
        expect(res.status()).toBe(400);
        expect((await res.json()).fields).toEqual({ latlng: expect.any(String) });
        await expect(page.getByRole('group', { name: t.latlng })).toContainText(t.invalid);
        await expect(page.getByText(t.crashed)).toHaveCount(0);
        await expect(input(page, 'codigo')).toHaveValue(codigo);
        await expect(input(page, 'latlng.lat')).toHaveValue('-22,9');
      });
    });
  }
}

// Point 2: the idle lock covers the page; unlocking gives back exactly what was on screen.
for (const lang of LANGS) {
  const t = TEXT[lang];
  for (const viewport of VIEWPORTS) {
    test.describe(`${lang} at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('the idle lock covers a half-filled form, and unlocking gives it back as it was', async ({ page }) => {
        // The browser's clock flows as usual until the test moves it.
        await page.clock.install();
        await page.goto(`/${lang}/aeroportos/add`);
        const sigla = iata();
        await input(page, 'sigla').fill(sigla);
        await input(page, 'nome').fill('Aeroporto interrompido');
        await input(page, 'cidade').fill('Campinas');
        await input(page, 'latlng.lat').fill('-23,0');
        await input(page, 'latlng.lng').fill('-47,13');
        await input(page, 'cidade').focus();
        const url = page.url();

        await page.clock.fastForward('16:00');
        const lock = page.getByRole('dialog', { name: t.locked });
        await expect(lock).toBeVisible();
        // The page is under the lock, out of reach: not gone.
        await expect(page.getByRole('button', { name: t.save })).toHaveCount(0);
        await expect(input(page, 'sigla')).toHaveValue(sigla);
        expect(page.url()).toBe(url);
        expect(await seriousViolations(page), `lock ${lang} ${viewport.width}`).toEqual([]);
        await shot(page, `lock-form-${lang}-${viewport.width}`);

        await unlock(page, lang);
        expect(page.url()).toBe(url);
        await expect(input(page, 'sigla')).toHaveValue(sigla);
        await expect(input(page, 'nome')).toHaveValue('Aeroporto interrompido');
        await expect(input(page, 'cidade')).toHaveValue('Campinas');
        await expect(input(page, 'latlng.lat')).toHaveValue('-23,0');
        await expect(input(page, 'latlng.lng')).toHaveValue('-47,13');
        await expect(input(page, 'cidade')).toBeFocused();
        const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/v1/aeroportos'));
        await page.getByRole('button', { name: t.save }).click();
        const res = await created;
        expect(res.status()).toBe(201);
        expect(await res.json()).toMatchObject({ sigla, nome: 'Aeroporto interrompido', cidade: 'Campinas', latlng: { lat: -23, lng: -47.13 } });
      });
    });
  }

  test.describe(`${lang} on a driver's phone`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the driver's day does not lock by itself; chosen on the profile, it locks over the half-filled finish", async ({ page, request }) => {
      const driver = await driverDay(request);
      await page.clock.install();
      await signInAs(page, driver, lang);
      await page.goto(`/${lang}/itinerarios-mobile`);
      await page.getByRole('button', { name: t.finish }).first().click();
      let dialog = page.getByRole('dialog', { name: `${t.finishTitle} 1` });
      await dialog.getByLabel(t.receiver).fill('Recebedor paciente');

      // Longer than the idle time between two touches: no lock, the finish goes on.
      await page.clock.fastForward('20:00');
      await dialog.getByLabel(t.document).fill('52998224725');
      await dialog.getByRole('button', { name: t.send, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: t.locked })).toHaveCount(0);
      // Back to the real time: the next finish is stamped when its dialog opens, and the server
      // refuses a time more than 5 minutes ahead of its own.
      await page.clock.setSystemTime(new Date());

      // This phone chooses to lock the driver's day too.
      await page.goto(`/${lang}/profile`);
      await page.getByLabel(t.driverDayLock).check();
      await page.getByLabel(t.driverDayLock).scrollIntoViewIfNeeded();
      await shot(page, `profile-driver-lock-${lang}-390`);
      await page.goto(`/${lang}/itinerarios-mobile`);
      await page.getByRole('button', { name: t.finish }).first().click();
      dialog = page.getByRole('dialog', { name: `${t.finishTitle} 2` });
      await dialog.getByLabel(t.receiver).fill('Recebedora interrompida');
      await dialog.getByLabel(t.document).fill('52998224725');
      await page.clock.fastForward('16:00');
      await expect(page.getByRole('dialog', { name: t.locked })).toBeVisible();
      await shot(page, `lock-driver-${lang}-390`);
      await unlock(page, lang, driver.password);

      // The finish dialog is still open with what was typed.
      await expect(dialog.getByLabel(t.receiver)).toHaveValue('Recebedora interrompida');
      await expect(dialog.getByLabel(t.document)).toHaveValue('52998224725');
      const finished = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/finalizar'));
      await dialog.getByRole('button', { name: t.send, exact: true }).click();
      expect((await finished).status()).toBe(200);
    });
  });
}

// Point 4: a session that ended before Save gives the form back after signing in again.
for (const lang of LANGS) {
  const t = TEXT[lang];
  for (const viewport of VIEWPORTS) {
    test.describe(`${lang} at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('a session revoked before Save: the login page says to sign in again, and the form comes back filled', async ({ page, request }) => {
        // The realtime socket answers and stays quiet: only the Save finds out that the session ended.
        await page.routeWebSocket('**/v1/socket', (ws) => ws.onMessage(() => ws.send(JSON.stringify({ type: 'ready' }))));
        // A session of its own: the one ended below is not the saved one the other tests use.
        await signInAs(page, E2E_ADMIN, lang);
        await page.goto(`/${lang}/clientes/add`);
        const doc = cnpj();
        const nome = `Cliente interrompido ${Date.now()}`;
        await input(page, 'nome').fill(nome);
        await input(page, 'nome_fantasia').fill('Interrompido');
        await input(page, 'cpf_cnpj').pressSequentially(doc);
        await input(page, 'cidade').fill('Jundiaí');

        // The session ends elsewhere (a logout in another place, an administrator).
        const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('tokens')!) as { refresh_token: string });
        expect((await request.post('/v1/usuarios/logout', { data: { refresh_token: tokens.refresh_token } })).status()).toBeLessThan(300);

        const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/v1/clientes'));
        await page.getByRole('button', { name: t.save }).click();
        expect((await refused).status()).toBe(401);
        await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));
        await expect(page.locator('form').getByText(t.ended)).toBeVisible();
        await expect(page.getByText(/Invalid dataProvider|missing id/)).toHaveCount(0);
        await shot(page, `session-ended-${lang}-${viewport.width}`);

        await submitSignIn(page, E2E_ADMIN);
        await expect(page.getByTestId('app-layout')).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/${lang}/clientes/add$`));
        await expect(page.getByText(t.restored)).toBeVisible();
        await expect(input(page, 'nome')).toHaveValue(nome);
        await expect(input(page, 'nome_fantasia')).toHaveValue('Interrompido');
        await expect(input(page, 'cpf_cnpj')).toHaveValue(`${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-${doc.slice(12)}`);
        await expect(input(page, 'cidade')).toHaveValue('Jundiaí');
        await shot(page, `session-restored-${lang}-${viewport.width}`);

        const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/v1/clientes'));
        await page.getByRole('button', { name: t.save }).click();
        const res = await created;
        expect(res.status()).toBe(201);
        expect(await res.json()).toMatchObject({ nome, nome_fantasia: 'Interrompido', cpf_cnpj: doc, cidade: 'Jundiaí' });

        // Given back once: the next visit of the page starts empty.
        await page.goto(`/${lang}/clientes/add`);
        await expect(input(page, 'nome')).toHaveValue('');
      });
    });
  }
}

test('an edit form revoked before Save comes back with what was typed over the record, and saves', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const sigla = iata();
  const made = await request.post('/v1/aeroportos', { headers, data: { sigla, nome: 'Aeroporto antes', cidade: 'Campinas' } });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  await page.routeWebSocket('**/v1/socket', (ws) => ws.onMessage(() => ws.send(JSON.stringify({ type: 'ready' }))));
  // A session of its own: the one ended below is not the saved one the other tests use.
  await signInAs(page, E2E_ADMIN, 'pt');
  await page.goto(`/pt/aeroportos/${id}`);
  await expect(input(page, 'nome')).toHaveValue('Aeroporto antes');
  await input(page, 'nome').fill('Aeroporto depois');

  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('tokens')!) as { refresh_token: string });
  expect((await request.post('/v1/usuarios/logout', { data: { refresh_token: tokens.refresh_token } })).status()).toBeLessThan(300);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/pt\/login$/);
  // An edit cut short is no success.
  await expect(page.getByText('Elemento atualizado')).toHaveCount(0);

  await submitSignIn(page, E2E_ADMIN);
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pt/aeroportos/${id}$`));
  await expect(input(page, 'nome')).toHaveValue('Aeroporto depois');
  await expect(input(page, 'cidade')).toHaveValue('Campinas');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Salvar' }).click();
  expect((await saved).status()).toBe(200);
  expect(await (await request.get(`/v1/aeroportos/${id}`, { headers })).json()).toMatchObject({ nome: 'Aeroporto depois', cidade: 'Campinas', version: 2 });
});
