import { adminToken, cnpj } from './support/api';
import { expect, test } from './support/test';

// Seeded statuses read in the page's language (docs/architecture.md "Statuses"): the lifecycle buttons, the status
// chip, the list and the history of a service order, in English and in Arabic; the API keeps
// the Portuguese names. Line fields carry their own labels.

const LANGS = {
  en: { prefix: '', move: 'Move to', open: 'Open', inProgress: 'In progress', done: 'Completed', history: 'History', place: 'Place', request: 'Request' },
  ar: { prefix: '/ar', move: 'تغيير إلى', open: 'مفتوح', inProgress: 'قيد التنفيذ', done: 'مكتمل', history: 'السجل', place: 'النقطة', request: 'الطلب' },
} as const;

for (const [lang, t] of Object.entries(LANGS)) {
  test(`a service order's statuses in ${lang}: buttons, chip, list and history`, async ({ page, request }) => {
    const headers = { authorization: `Bearer ${await adminToken()}` };
    const m = `SN${lang}${Date.now().toString(36).toUpperCase()}`;
    const cliente = await (await request.post('/v1/clientes', { headers, data: { tipo_pessoa: 'PJ', nome: `Cliente ${m}`, cpf_cnpj: cnpj() } })).json();
    const osRes = await request.post('/v1/ordens-servico', { headers, data: { cliente_id: cliente.id, descricao: `Status ${m}` } });
    expect(osRes.status()).toBe(201);
    const os = await osRes.json();

    await page.goto(`${t.prefix}/v2/ordens-servico/${os.id}/show`);
    await expect(page.getByRole('button', { name: `${t.move} ${t.inProgress}` })).toBeVisible();
    await expect(page.getByTestId('transitions')).not.toContainText('Em andamento');
    await expect(page.locator('.MuiChip-root', { hasText: t.open }).first()).toBeVisible();
    await page.getByRole('button', { name: `${t.move} ${t.inProgress}` }).click();
    await expect(page.getByRole('button', { name: `${t.move} ${t.done}` })).toBeVisible();

    // The API still answers the Portuguese name (docs/architecture.md "Statuses").
    const status = await (await request.get(`/v1/status/${(await (await request.get(`/v1/ordens-servico/${os.id}`, { headers })).json()).status_id}`, { headers })).json();
    expect(status.nome).toBe('Em andamento');

    await page.getByRole('tab', { name: t.history }).click();
    const history = page.getByRole('list', { name: t.history });
    await expect(history).toContainText(t.inProgress);
    await expect(history).not.toContainText('Em andamento');

    await page.goto(`${t.prefix}/v2/ordens-servico?filter=${encodeURIComponent(JSON.stringify({ q: m }))}`);
    await expect(page.getByRole('main')).toContainText(t.inProgress);
    await expect(page.getByRole('main')).not.toContainText('Em andamento');
  });
}
