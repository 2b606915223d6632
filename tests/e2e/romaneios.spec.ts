import { type Page } from '@playwright/test';
import { adminApi, cnpj } from './support/api';
import { seriousViolations } from './support/axe';
import { zoneDay } from './support/day';
import { expect, test } from './support/test';

// A packing list grouped on its create page from two notes arranged through the API, and its
// printable manifest: one line per note, the server's totals, A4 print layout (docs/domain.md "Warehousing").

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const pick = async (page: Page, name: string, typed: string, option: string) => {
  await field(page, name).fill(typed);
  await page.getByRole('option', { name: option }).click();
  await expect(field(page, name)).toHaveValue(option);
};

test('a packing list of two notes and its printable manifest', async ({ page, request }) => {
  test.setTimeout(120_000);
  const v1 = await adminApi(request);
  const run = String(Date.now()).slice(-7);
  const today = zoneDay();
  const destinatario = await v1.post('destinatarios', { nome: `Destinatário ${run}`, cpf_cnpj: cnpj() });
  const material = await v1.post('materiais', { codigo: `ROM-${run}`, descricao: 'Caixa', unidade: 'CX', peso_kg: 12.5 });
  const chave = `3524011234567800019555001${run.padStart(9, '0')}1000012345`.slice(0, 44);
  const notes = [
    await v1.post('expedicoes', { numero_nf: `1${run}`, serie: '1', chave_acesso: chave, destinatario_id: destinatario.id, data: today, volumes: 3, itens: [{ material_id: material.id, quantidade: 2 }] }),
    await v1.post('expedicoes', { numero_nf: `2${run}`, serie: '2', destinatario_id: destinatario.id, data: today, volumes: 5, itens: [{ material_id: material.id, quantidade: 4 }] }),
  ];

  await page.goto('/pt/romaneios/add');
  await page.getByRole('group', { name: 'Data' }).click();
  await page.keyboard.type('15122030');
  for (const [i, n] of notes.entries()) {
    if (!(await field(page, `expedicoes.${i}.expedicao_id`).isVisible())) await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await pick(page, `expedicoes.${i}.expedicao_id`, String(n.numero_nf), String(n.numero_nf));
  }
  const saved = page.waitForResponse((r) => r.url().includes('/v1/romaneios') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const romaneio = await (await saved).json();
  expect([romaneio.volumes, Number(romaneio.peso_total)]).toEqual([8, 75]);
  for (const n of notes) expect((await v1.get(`expedicoes/${n.id}`)).romaneio_id).toBe(romaneio.id);

  await page.goto(`/pt/romaneios/${romaneio.id}/show`);
  await page.getByRole('link', { name: 'Imprimir manifesto' }).click();
  await expect(page).toHaveURL(new RegExp(`/romaneios/${romaneio.id}/manifesto$`));
  const rows = page.getByTestId('manifest-note');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`1${run}`);
  await expect(rows.nth(0)).toContainText(chave.replace(/(.{4})(?=.)/g, '$1 '));
  await expect(rows.nth(0)).toContainText('25,00');
  await expect(rows.nth(1)).toContainText('50,00');
  const totals = page.getByTestId('manifest-totals');
  await expect(totals).toContainText('2 notas');
  await expect(totals).toContainText('8');
  await expect(totals).toContainText('75,00');
  await expect(page.getByText('Assinatura do motorista')).toBeVisible();
  await expect(page.getByText('Assinatura do expedidor')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimir', exact: true })).toBeHidden();
  await page.screenshot({ path: 'test-results/romaneio-manifesto-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  for (const lang of ['pt', 'ar'] as const) {
    for (const path of [`romaneios/${romaneio.id}/show`, `romaneios/${romaneio.id}/manifesto`]) {
      await page.goto(`/${lang}/${path}`);
      await expect(page.locator('#main-content, main').first()).toContainText(`1${run}`);
      expect(await seriousViolations(page), `${lang} ${path}`).toEqual([]);
      await page.screenshot({ path: `test-results/romaneio-${lang}-${path.split('/').pop()}.png`, fullPage: true });
    }
  }
  // A phone shows the whole manifest without sideways scrolling, each note's key whole on screen (issue 28).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['pt', 'ar'] as const) {
    await page.goto(`/${lang}/romaneios/${romaneio.id}/manifesto`);
    const key = page.getByText(chave.replace(/(.{4})(?=.)/g, '$1 '));
    await expect(key).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${lang}: the page scrolls sideways`).toBeLessThanOrEqual(1);
    const box = (await key.boundingBox())!;
    expect(box.x, `${lang}: the key starts off screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${lang}: the key ends off screen`).toBeLessThanOrEqual(390);
    await expect(page.getByTestId('manifest-totals')).toContainText(lang === 'pt' ? '75,00' : '75.00');
    expect(await seriousViolations(page), `${lang} manifest at 390 px`).toEqual([]);
    await page.screenshot({ path: `test-results/romaneio-${lang}-manifesto-390.png`, fullPage: true });
  }
});
