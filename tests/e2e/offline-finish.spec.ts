import { type Page } from '@playwright/test';
import { T, arrange, badge, jpeg, newPage, openDay, storedOutbox } from './driverDay';
import { adminApi } from './support/api';
import { seriousViolations } from './support/axe';
import { signInAs } from './support/auth';
import { skipWaits } from './support/clock';
import { expect, test } from './support/test';

// Issue 28, points 2 and 4: a driver's finish kept offline is one the server takes. The dialog
// checks it on the phone with the server's own rules and says what is wrong under the field; a
// finish the server still refuses (the office changed an occurrence meanwhile) shows on its stop
// as refused and reopens with what was typed and the server's message under the field; the
// occurrence list is on the phone from the moment the day was opened.

const stop = (page: Page, n: number) => page.locator(`[data-stop="${n}"]`);
const dialogOf = (page: Page, n: number) => page.getByRole('dialog', { name: `Finalizar a parada ${n}` });
const DOCUMENT = 'Número do documento';
/** Screenshots of the screens issue 28 changed, to look at (docs/architecture.md "Testing"). */
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots-i28-driver/${name}.png`, fullPage: true });

test('offline, the finish dialog refuses what the server would, under the field, and keeps only what it will take', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { v1, itinerario, page, context } = await openDay(browser, request, 'FV');
  await context.setOffline(true);

  // Stop 2 is a delivery: without a receiver or an occurrence the server refuses it.
  await stop(page, 2).getByRole('button', { name: T.pt.finish }).click();
  const dialog = dialogOf(page, 2);
  await dialog.getByRole('button', { name: T.pt.send, exact: true }).click();
  await expect(dialog.getByLabel(T.pt.receiver)).toHaveAccessibleDescription('Informe quem recebeu a entrega (ou registre uma ocorrência)');
  await dialog.getByLabel(T.pt.receiver).fill('Joana Prado');

  // The receiver's document: each kind says what it takes.
  const kinds = dialog.getByRole('radiogroup', { name: 'Documento de quem recebeu' });
  await kinds.getByRole('radio', { name: 'RG' }).check();
  await expect(dialog.getByLabel(DOCUMENT)).toHaveAccessibleDescription('Ex.: MG-12.345.678, com as letras e a pontuação do estado');
  await dialog.getByLabel(DOCUMENT).fill('RG 12345');
  await dialog.getByRole('button', { name: T.pt.send, exact: true }).click();
  await expect(dialog.getByLabel(DOCUMENT)).toHaveAccessibleDescription(/^RG: de 5 a 14 dígitos, com as letras do estado/);
  await shot(page, 'dialog-refusals-pt-390');
  await kinds.getByRole('radio', { name: 'Outro' }).check();
  await dialog.getByLabel(DOCUMENT).fill('987');
  await dialog.getByRole('button', { name: T.pt.send, exact: true }).click();
  await expect(dialog.getByLabel(DOCUMENT)).toHaveAccessibleDescription('Outro documento: pelo menos 5 caracteres');
  expect(await storedOutbox(page)).toEqual([]);

  // A real Minas Gerais RG is taken, kept on the phone, and reaches the server as typed.
  await kinds.getByRole('radio', { name: 'RG' }).check();
  await dialog.getByLabel(DOCUMENT).fill('MG-12.345.678');
  await dialog.getByRole('button', { name: T.pt.send, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(stop(page, 2).getByTestId('waiting-mark')).toBeVisible();
  expect((await storedOutbox(page)).map((i) => i.body)).toEqual([expect.objectContaining({
    recebedor_nome: 'Joana Prado', recebedor_documento: 'MG-12.345.678', recebedor_documento_tipo: 'rg',
  })]);

  await context.setOffline(false);
  await skipWaits(page, async () => (await badge(page).count()) === 0);
  await expect(badge(page)).toHaveCount(0, { timeout: 30_000 });
  const after = await v1.get(`itinerarios/${itinerario.id}`);
  expect(after.paradas[1]).toMatchObject({ recebedor_nome: 'Joana Prado', recebedor_documento: 'MG-12.345.678', recebedor_documento_tipo: 'rg' });
  await context.close();
});

test('a finish the server refuses on replay shows refused on its stop and reopens with what was typed and the server\'s message under the field', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const v1 = await adminApi(request);
  const ausente = await v1.post('ocorrencias', { nome: `Cliente ausente ${Date.now().toString(36)}`, exige_foto: false });
  const { itinerario, page, context } = await openDay(browser, request, 'FR');
  await context.setOffline(true);
  await stop(page, 2).getByRole('button', { name: T.pt.finish }).click();
  let dialog = dialogOf(page, 2);
  await dialog.getByLabel('Ocorrência').click();
  await page.getByRole('option', { name: ausente.nome }).click();
  await dialog.getByLabel('Observação').fill('Portão fechado, ninguém atendeu');
  await dialog.getByRole('button', { name: T.pt.send, exact: true }).click();
  await expect(dialog).toBeHidden();

  // Meanwhile the office decides that an absent customer needs a photo of the door.
  await v1.put(`ocorrencias/${ausente.id}`, { exige_foto: true, version: ausente.version });
  await context.setOffline(false);
  await skipWaits(page, async () => (await badge(page).getAttribute('data-alarm')) === 'true');
  await expect(badge(page)).toHaveAttribute('data-alarm', 'true', { timeout: 30_000 });

  // The stop says so, instead of looking open again.
  await expect(stop(page, 2)).toContainText('Recusada pelo servidor');
  await expect(stop(page, 2).getByTestId('waiting-mark')).toHaveCount(0);
  await expect(stop(page, 2).getByRole('button', { name: T.pt.finish })).toHaveCount(0);
  await stop(page, 2).getByRole('button', { name: 'Corrigir e reenviar' }).click();
  dialog = dialogOf(page, 2);
  await expect(dialog).toContainText('O servidor recusou o que foi salvo neste aparelho: Alguns campos são inválidos');
  await expect(dialog.getByLabel('Ocorrência')).toContainText(ausente.nome);
  await expect(dialog.getByLabel('Observação')).toHaveValue('Portão fechado, ninguém atendeu');
  await expect(dialog.getByRole('button', { name: /Tirar ou escolher foto/ })).toHaveAccessibleDescription('Esta ocorrência exige uma foto');

  await dialog.getByTestId('photo-input').setInputFiles({ name: 'porta.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page) });
  await dialog.getByRole('button', { name: T.pt.send, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(stop(page, 2)).toContainText(/Finalizada às \d{2}:\d{2}/);
  await skipWaits(page, async () => (await badge(page).count()) === 0);
  await expect(badge(page)).toHaveCount(0);
  const after = await v1.get(`itinerarios/${itinerario.id}`);
  expect(after.paradas[1]).toMatchObject({ ocorrencia_id: ausente.id, observacao: 'Portão fechado, ninguém atendeu' });
  expect(after.paradas[1].foto_id).toBeTruthy();
  await context.close();
});

test('the occurrences are on the phone once the day is open: one needing a photo is recorded offline without the dialog ever opened online', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const v1 = await adminApi(request);
  const avaria = await v1.post('ocorrencias', { nome: `Avaria ${Date.now().toString(36)}`, exige_foto: true });
  const { itinerario, page, context } = await openDay(browser, request, 'FO');
  const photo = await jpeg(page);
  await context.setOffline(true);
  await stop(page, 1).getByRole('button', { name: T.pt.finish }).click();
  const dialog = dialogOf(page, 1);
  await dialog.getByLabel('Ocorrência').click();
  await page.getByRole('option', { name: avaria.nome }).click();
  await dialog.getByRole('button', { name: T.pt.send, exact: true }).click();
  await expect(dialog.getByRole('button', { name: /Tirar ou escolher foto/ })).toHaveAccessibleDescription('Esta ocorrência exige uma foto');
  await dialog.getByTestId('photo-input').setInputFiles({ name: 'avaria.jpg', mimeType: 'image/jpeg', buffer: photo });
  await dialog.getByRole('button', { name: T.pt.send, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(stop(page, 1).getByTestId('waiting-mark')).toBeVisible();

  await context.setOffline(false);
  await skipWaits(page, async () => (await badge(page).count()) === 0);
  await expect(badge(page)).toHaveCount(0, { timeout: 30_000 });
  const after = await v1.get(`itinerarios/${itinerario.id}`);
  expect(after.paradas[0].ocorrencia_id).toBe(avaria.id);
  expect(after.paradas[0].foto_id).toBeTruthy();
  await context.close();
});

const AR = {
  refused: 'رفضها الخادم', fix: 'صحّح وأعد الإرسال', occurrence: 'الواقعة', outbox: 'التغييرات المعلّقة', user: 'الملف الشخصي',
};

test('a refused stop, its correction and the outbox page pass axe in Portuguese and Arabic, on a phone and a desktop', async ({ browser, request }) => {
  test.setTimeout(300_000);
  for (const lang of ['pt', 'ar'] as const) {
    const v1 = await adminApi(request);
    const ausente = await v1.post('ocorrencias', { nome: `Ausente ${lang} ${Date.now().toString(36)}`, exige_foto: false });
    const { driver } = await arrange(request, `FA${lang.toUpperCase()}`);
    const pages: [number, Page][] = [];
    for (const [width, n] of [[390, 2], [1400, 4]] as const) {
      const page = await newPage(browser, width);
      await signInAs(page, driver, lang);
      // The outbox page's code is fetched once online (a service worker would keep it; the tests block it).
      await page.goto(`/${lang}/envios-pendentes`);
      await expect(page.getByTestId('pending-tasks')).toBeVisible();
      await page.goto(`/${lang}/itinerarios-mobile`);
      await expect(stop(page, n)).toBeVisible();
      await page.context().setOffline(true);
      await stop(page, n).getByRole('button', { name: T[lang].finish }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(lang === 'pt' ? 'Ocorrência' : AR.occurrence).click();
      await page.getByRole('option', { name: ausente.nome }).click();
      await dialog.getByRole('button', { name: T[lang].send, exact: true }).click();
      await expect(dialog).toBeHidden();
      pages.push([width, page]);
    }
    await v1.put(`ocorrencias/${ausente.id}`, { exige_foto: true, version: ausente.version });
    for (const [width, page] of pages) {
      const n = width === 390 ? 2 : 4;
      await page.context().setOffline(false);
      await skipWaits(page, () => stop(page, n).getByTestId('refused-mark').isVisible());
      await expect(stop(page, n).getByTestId('refused-mark')).toBeVisible({ timeout: 30_000 });
      // The toast that said so has gone: axe reads the page as the driver finds it afterwards.
      const toast = page.getByRole('alert').filter({ hasText: /Envios pendentes|التغييرات المعلّقة/ });
      await skipWaits(page, async () => (await toast.count()) === 0);
      await expect(toast).toHaveCount(0, { timeout: 15_000 });
      await stop(page, n).scrollIntoViewIfNeeded();
      expect(await seriousViolations(page), `refused stop ${lang} ${width}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      await shot(page, `day-refused-${lang}-${width}`);

      await stop(page, n).getByRole('button', { name: lang === 'pt' ? 'Corrigir e reenviar' : AR.fix }).click();
      const dialog = page.getByRole('dialog');
      await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
      expect(await seriousViolations(page), `correction dialog ${lang} ${width}`).toEqual([]);
      await shot(page, `dialog-correction-${lang}-${width}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await badge(page).dispatchEvent('click');
      await expect(page.getByTestId('task')).toHaveCount(1);
      expect(await seriousViolations(page), `outbox page ${lang} ${width}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      await shot(page, `outbox-${lang}-${width}`);
      await page.context().close();
    }
  }
});
