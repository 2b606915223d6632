import { type APIRequestContext } from '@playwright/test';
import { adminToken, cnpj } from './support/api';
import { expect, test } from './support/test';

// Lists on phones and desktops, in Portuguese and Arabic: the phone list, sideways scrolling,
// the language's sort order, and the states of a list (loading, failed, empty, past the end).

const token = adminToken;

// Valid documents from support/api.ts's running number, which every spec of a worker shares; names
// marked by this run.
const run = Date.now() % 10_000_000;
const maskCnpj = (d: string) => d.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

/** Clients named `${marker} ${name}`, through the API; their ids in the same order. */
const createClientes = async (request: APIRequestContext, marker: string, names: string[], extra: Record<string, unknown> = {}) => {
  const headers = { authorization: `Bearer ${await token()}` };
  const ids: string[] = [];
  for (const name of names) {
    const res = await request.post('/v1/clientes', {
      headers,
      data: { tipo_pessoa: 'PJ', nome: `${marker} ${name}`, cpf_cnpj: cnpj(), cidade: 'São Paulo', uf: 'SP', telefone: '1134567890', ...extra },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
};

const filtered = (lang: string, resource: string, q: string, params = '') =>
  `/${lang}/${resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}${params}`;

test('on a phone (390x844) a list is a simple list and a record opens from it, in Portuguese and Arabic', async ({ page, request }) => {
  const marker = `Celular ${run}`;
  const doc = cnpj();
  const [id] = await createClientes(request, marker, ['Transportes Açaí Ltda'], { cpf_cnpj: doc, celular: '11987654321' });
  await page.setViewportSize({ width: 390, height: 844 });

  for (const lang of ['pt', 'ar']) {
    await page.goto(filtered(lang, 'clientes', marker));
    const item = page.getByRole('link', { name: new RegExp(`${marker} Transportes Açaí Ltda`) });
    await expect(item).toBeVisible();
    // No table on a phone: the record's name, then the two declared fields (CPF/CNPJ, cidade).
    await expect(page.locator('table')).toHaveCount(0);
    await expect(item).toContainText('São Paulo');
    await expect(item.locator('bdi[dir="ltr"]')).toHaveText(maskCnpj(doc));
    // Search, filters, Create and export stay reachable.
    await expect(page.getByRole('textbox').first()).toBeVisible();
    for (const name of lang === 'pt' ? ['Adicionar filtro', 'Criar', 'Exportar', 'Importar'] : ['إضافة عامل تصفية', 'إنشاء', 'تصدير', 'استيراد']) {
      await expect(page.getByRole('button', { name }).or(page.getByRole('link', { name })).first()).toBeVisible();
    }
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/clientes/${id}$`));
  }

  // In Arabic a phone number still reads "(11) 98765-4321": its first character sits left of its last.
  await page.goto(`/ar/clientes/${id}/show`);
  const phone = page.locator('bdi[dir="ltr"]', { hasText: '98765-4321' });
  await expect(phone).toHaveText('(11) 98765-4321');
  const [first, last] = await phone.evaluate((el) => {
    const text = el.firstChild!;
    const at = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().left;
    };
    return [at(0), at(text.textContent!.length - 1)];
  });
  expect(first).toBeLessThan(last);
  await page.screenshot({ path: test.info().outputPath('show-ar-390.png') });
});

test('no list page scrolls sideways at 390 px, in Portuguese and Arabic', async ({ page, request }) => {
  const marker = `Largura ${run}`;
  await createClientes(request, marker, ['Cooperativa Agrícola e Transportadora do Vale do Rio Doce e Jequitinhonha Ltda']);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['pt', 'ar']) {
    for (const resource of ['clientes', 'empresas', 'usuarios', 'status', 'grupos']) {
      await page.goto(`/${lang}/${resource}`);
      await expect(page.locator('.list-page .RaList-content')).toBeVisible();
      await expect(page.locator('.list-page .MuiListItemButton-root, [data-testid="list-empty"]').first()).toBeVisible();
      // The list's own page: everything inside it stays within the 390 px (the top bar is the shell's).
      const outside = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return [...document.querySelectorAll('.list-page, .list-page *')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.left < -1 || r.right > width + 1);
          })
          .map((el) => `${el.tagName}.${el.className}`);
      });
      expect(outside, `${lang} ${resource}`).toEqual([]);
    }
    await page.goto(filtered(lang, 'clientes', marker));
    await expect(page.getByRole('link', { name: new RegExp(marker) })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`list-${lang}-390.png`) });
  }
});

test('text sorts in Portuguese order: João before José, Belém before Belo Horizonte', async ({ page, request }) => {
  const marker = `Ordem ${run}`;
  await createClientes(request, marker, ['José', 'Belo Horizonte', 'João', 'Belém']);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(filtered('pt', 'clientes', marker, '&sort=nome&order=ASC'));
  const names = page.locator('tbody td.column-nome');
  await expect(names).toHaveText(['Belém', 'Belo Horizonte', 'João', 'José'].map((n) => `${marker} ${n}`));
  await page.getByRole('button', { name: 'Nome' }).click();
  await expect(names).toHaveText(['José', 'João', 'Belo Horizonte', 'Belém'].map((n) => `${marker} ${n}`));
  await page.screenshot({ path: test.info().outputPath('list-pt-1400.png') });
  await page.goto(filtered('ar', 'clientes', marker, '&sort=nome&order=ASC'));
  await expect(names.first()).toHaveText(`${marker} Belém`);
  await page.screenshot({ path: test.info().outputPath('list-ar-1400.png') });
});

test('rows open with Enter; the bulk actions are out of the tab order until a row is selected', async ({ page, request }) => {
  const marker = `Teclado ${run}`;
  const [id] = await createClientes(request, marker, ['Único']);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(filtered('pt', 'clientes', marker));
  const row = page.locator('tbody tr').first();
  await expect(row).toContainText(`${marker} Único`);

  const remove = page.locator('[data-test="bulk-actions-toolbar"] button', { hasText: 'Remover' });
  await remove.focus();
  await expect(remove).not.toBeFocused();
  await row.getByRole('checkbox').check();
  await expect(remove).toBeVisible();
  await remove.focus();
  await expect(remove).toBeFocused();
  await row.getByRole('checkbox').uncheck();

  await row.focus();
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/pt/clientes/${id}$`));
});
