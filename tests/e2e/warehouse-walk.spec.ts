import { type Locator, type Page } from '@playwright/test';
import { nfeKeyCheckDigit } from '../../src/registry/brazil';
import entradas from '../../src/resources/entradas';
import agendamentos from '../../src/resources/agendamentos';
import { buildNfe, registerNfeDest } from './nfe-builder';
import { adminApi, cnpj } from './support/api';
import { seriousViolations } from './support/axe';
import { dragDockSlots } from './support/calendar';
import { zoneDay } from './support/day';
import { expect, test } from './support/test';

// One NF-e walked through the whole warehouse as an office user does it, in Portuguese on a desktop
// (issue 18): a dock slot booked by dragging and listing the NF-e's key; the supplier's XML imported
// from the entradas list with its preview; a blind count into bins with a blocking reason; a FEFO
// shipment to a client; a packing list and its manifest; the four stock pages against the ledger.
// The API only arranges what the walk does not cover (settings, a reason, a client) and reads back.
// A second, shorter walk does the inbound half and the stock pages on a 390 px phone in Arabic.

type V1 = Awaited<ReturnType<typeof adminApi>>;
interface Movement { lote: string; endereco: string; quantidade: number; bloqueada: number }

const pad = (n: number) => String(n).padStart(2, '0');
/** A day as typed into a date field in pt (its sections, no separators). */
const typedDay = (iso: string) => iso.split('-').reverse().join('');
const brDay = (iso: string) => iso.split('-').reverse().join('/');

const field = (page: Page | Locator, name: string) => page.locator(`[name="${name}"]`);
/** A reference input: typed, its option chosen. */
const pick = async (page: Page, name: string, typed: string, option: string | RegExp) => {
  await field(page, name).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
};
/** A line added to a form's lines when its first input is not there yet (the form drawn first, so a line it starts with is not doubled). */
const ensureLine = async (page: Page, name: string) => {
  const add = page.getByRole('button', { name: 'Adicionar', exact: true });
  await expect(add).toBeVisible();
  if (!(await field(page, name).isVisible())) await add.click();
  await expect(field(page, name)).toBeVisible();
};

/**
 * A free hour on a dock tomorrow, from 08:00, as half-hour slots counted from midnight: the
 * calendar's other specs book the same day, so the walk asks which hours are still free.
 */
const freeHour = async (v1: V1, day: string, dock: number) => {
  const taken = ((await v1.get(`agendamentos?data=${day}&doca=${dock}&limit=200`)).data as { hora_inicio: string; hora_fim: string }[]);
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  for (let slot = 16; slot < 44; slot += 2) {
    const start = slot * 30;
    if (!taken.some((b) => minutes(b.hora_inicio) < start + 60 && minutes(b.hora_fim) > start)) return slot;
  }
  throw new Error(`no free hour on dock ${dock} on ${day}`);
};

/** The body rows of a stock page's table, each as its cells' texts, by header name. */
const table = async (page: Page) => {
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const headers = await page.locator('thead th').evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));
  const rows = await page.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));
  return (name: string) => {
    const i = headers.indexOf(name);
    expect(i, headers.join('|')).toBeGreaterThanOrEqual(0);
    return rows.map((r) => r[i]);
  };
};
const num = (cell: string) => Number(cell.replace(/\./g, '').replace(',', '.'));

/** The ledger's balances of a material, summed from its movements: per (lot, bin), per lot and in all. */
const ledgerOf = async (v1: V1, materialId: string) => {
  const moves = (await v1.get(`estoque-movimentos?material_id=${materialId}&limit=500`)).data as Movement[];
  const byBin = new Map<string, { lote: string; endereco: string; quantidade: number; bloqueada: number }>();
  for (const m of moves) {
    const key = `${m.lote}|${m.endereco}`;
    const b = byBin.get(key) ?? { lote: m.lote, endereco: m.endereco, quantidade: 0, bloqueada: 0 };
    b.quantidade += Number(m.quantidade);
    b.bloqueada += Number(m.bloqueada);
    byBin.set(key, b);
  }
  const bins = [...byBin.values()].filter((b) => b.quantidade !== 0).sort((x, y) => x.endereco.localeCompare(y.endereco));
  const lots = new Map<string, number>();
  for (const b of bins) lots.set(b.lote, (lots.get(b.lote) ?? 0) + b.quantidade);
  const quantidade = bins.reduce((s, b) => s + b.quantidade, 0);
  const bloqueada = bins.reduce((s, b) => s + b.bloqueada, 0);
  return { moves, bins, lots, quantidade, bloqueada };
};

// The settings as they were before the walk, put back after it for the specs that run next.
let restore: { id: string; docas: unknown; conferencia_cega: unknown } | undefined;
test.afterAll(async ({ request }) => {
  if (!restore) return;
  const { id, ...before } = restore;
  const v1 = await adminApi(request);
  await v1.put(`configuracoes/${id}`, { ...before, version: (await v1.get(`configuracoes/${id}`)).version });
});

/** Blind counting on (and the docks the calendar needs), remembering the settings to put back; the NF-e's addressee is one of our companies. */
const arrangeSettings = async (v1: V1) => {
  await registerNfeDest(v1);
  // The bins both walks count into (docs/decisions.md "Bins as data").
  await v1.bins(['W', 'X'].flatMap((s) => [`${s}-01-01-01`, `${s}-01-01-02`, `${s}-01-02-01`, `${s}-01-03-01`]));
  const [settings] = (await v1.get('configuracoes?sort=created_at&order=asc&limit=1')).data;
  restore ??= { id: settings.id, docas: settings.docas, conferencia_cega: settings.conferencia_cega };
  await v1.put(`configuracoes/${settings.id}`, { docas: Math.max(3, Number(settings.docas ?? 0)), conferencia_cega: true, version: settings.version });
};

/** The supplier's NF-e: a new supplier, two new materials, the first in two lots of different expiry. */
const supplierNfe = (run: string, today: string) => {
  const supplier = { cnpj: cnpj(), nome: `Laboratório Walk ${run} Ltda` };
  const lotA = `WA${run}`;
  const lotB = `WB${run}`;
  const nNF = Number(String(Date.now()).slice(-8));
  const nfe = buildNfe({
    emitente: supplier, numero: nNF, emissao: today,
    itens: [
      { codigo: 'DIP-500', descricao: 'Dipirona 500mg', unidade: 'UN', quantidade: 10, valor_unitario: 2.5,
        lotes: [{ lote: lotA, quantidade: 6, validade: '2028-03-31' }, { lote: lotB, quantidade: 4, validade: '2028-09' }] },
      { codigo: 'LUV-M', descricao: 'Luva de procedimento M', unidade: 'CX', quantidade: 5, valor_unitario: 30 },
    ],
  });
  return { supplier, lotA, lotB, nNF, ...nfe };
};

/** The imported entrada's two materials, read back: the first item's (both lots) and the gloves. */
const materialsOf = async (v1: V1, entradaId: string, lotA: string, lotB: string) => {
  const entrada = await v1.get(`entradas/${entradaId}`);
  const of = async (lote: string | null) =>
    v1.get(`materiais/${entrada.itens.find((l: { lote: string | null }) => (l.lote ?? null) === lote).material_id}`);
  const dip = await of(lotA);
  expect((await of(lotB)).id).toBe(dip.id);
  return { dip, luv: await of(null) };
};

/** Counted bins of one line of the count screen: each added, its quantity and bin typed. */
const countInto = async (line: Locator, labels: { add: string; quantity: string; bin: string }, bins: [string, string][]) => {
  for (const [i, [quantidade, endereco]] of bins.entries()) {
    await line.getByRole('button', { name: labels.add }).click();
    await line.getByLabel(labels.quantity).nth(i).fill(quantidade);
    await line.getByLabel(labels.bin, { exact: true }).nth(i).fill(endereco);
  }
};

test('one NF-e through the warehouse: booked, imported, counted blind, shipped FEFO, packed, and the stock pages agree with the ledger', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const v1 = await adminApi(request);
  const run = Date.now().toString(36).toUpperCase().slice(-6);
  const tomorrow = zoneDay(1);
  const today = zoneDay();

  // Arranged: three docks, blind counting, a blocking reason and a client with a minimum shelf life.
  await arrangeSettings(v1);
  const motivo = await v1.post('motivos-ressalvas', { nome: `Avaria walk ${run}`, bloqueia_estoque: true });
  const falta = await v1.post('motivos-ressalvas', { nome: `Falta walk ${run}`, bloqueia_estoque: false });
  const cliente = await v1.post('clientes', { tipo_pessoa: 'PJ', nome: `Farmácia Walk ${run}`, cpf_cnpj: cnpj(), validade_minima_dias: 30 });
  const destinatario = await v1.post('destinatarios', { nome: `Loja Walk ${run}`, cpf_cnpj: cnpj() });

  const nfe = supplierNfe(run, today);
  const { supplier, lotA, lotB, nNF } = nfe;


  // 1. A dock slot booked by dragging over a free hour of dock 3 tomorrow, expecting this NF-e.
  const dock = 3;
  const slot = await freeHour(v1, tomorrow, dock);
  const hour = `${pad(slot / 2)}:00`;
  const hourEnd = `${pad(slot / 2 + 1)}:00`;
  await page.goto('/pt/agendamentos');
  await expect(page.getByTestId('dock-calendar')).toBeVisible();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.locator('.rbc-header').filter({ hasText: `Doca ${dock}` })).toBeVisible();
  await dragDockSlots(page, dock, slot, slot + 1);
  await expect(page).toHaveURL(/agendamentos\/add/);
  await expect(field(page, 'doca')).toHaveValue(String(dock));
  await ensureLine(page, 'notas.0.chave_acesso');
  await field(page, 'notas.0.chave_acesso').fill(nfe.key);
  await field(page, 'observacao').fill(`Entrega de ${supplier.nome}`);
  const booked = page.waitForResponse((r) => /\/v1\/agendamentos$/.test(r.url()) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const booking = await (await booked).json();
  expect(booking, JSON.stringify(booking)).toMatchObject({ data: tomorrow, doca: dock, hora_inicio: expect.stringMatching(`^${hour}`), hora_fim: expect.stringMatching(`^${hourEnd}`) });
  expect(booking.notas.map((n: { chave_acesso: string }) => n.chave_acesso)).toEqual([nfe.key]);
  await expect(page).not.toHaveURL(/add/);
  await page.goto('/pt/agendamentos');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.locator('.rbc-time-content .rbc-day-slot').nth(dock - 1).locator('.rbc-event')
    .filter({ hasText: `\u2066${hour}–${hourEnd}\u2069` })).toHaveCount(1);

  // 2. The XML imported from the entradas list: the preview names the new supplier, the items and both lots.
  await page.goto('/pt/entradas');
  await page.locator('input[type=file]').setInputFiles({ name: `NFe${nfe.key}.xml`, mimeType: 'application/xml', buffer: Buffer.from(nfe.xml) });
  const preview = page.getByRole('dialog', { name: 'Prévia da importação da NF-e' });
  await expect(preview.getByText(supplier.nome, { exact: false })).toBeVisible();
  await expect(preview.getByText('Novo: será cadastrado')).toBeVisible();
  await expect(preview.getByText(`NF ${nNF} série 1`)).toBeVisible();
  await expect(preview.getByText(nfe.key)).toBeVisible();
  // The booking that expects this NF-e, which the import will link and move on.
  await expect(preview.getByTestId('nfe-booking')).toHaveText(`Nº ${booking.numero}: doca ${dock}, ${brDay(tomorrow)} às ${hour}; passa a Em andamento`);
  // One row per lot: the first item's two lots and the second item.
  const previewRows = preview.locator('tbody tr');
  await expect(previewRows).toHaveCount(3);
  await expect(previewRows.filter({ hasText: lotA })).toContainText('31/03/2028');
  // dVal without a day is the month's last day.
  await expect(previewRows.filter({ hasText: lotB })).toContainText('30/09/2028');
  await expect(previewRows.filter({ hasText: 'LUV-M' })).toContainText('Material novo');
  // One choice per supplier code, on its first line: two new materials.
  await expect(preview.getByText('Material novo')).toHaveCount(2);
  expect(await seriousViolations(page), 'preview pt').toEqual([]);
  await preview.getByRole('button', { name: 'Confirmar importação' }).click();
  await expect(page).toHaveURL(/\/entradas\/[0-9a-f-]{36}\/show/);
  await expect(page.getByText(nfe.key)).toBeVisible();
  await expect(page.getByText('Aguardando recebimento').first()).toBeVisible();
  const entradaId = /entradas\/([0-9a-f-]{36})/.exec(page.url())![1];
  const { dip, luv } = await materialsOf(v1, entradaId, lotA, lotB);
  // The entrada names the booking that expected it; the booking is under way now, naming the supplier the import registered.
  await expect(page.getByRole('link', { name: String(booking.numero), exact: true })).toBeVisible();
  await page.goto(`/pt/agendamentos/${booking.id}/show`);
  await expect(page.getByText('Em andamento').first()).toBeVisible();
  await expect(page.getByRole('link', { name: supplier.nome })).toBeVisible();
  expect(await v1.get(`agendamentos/${booking.id}`)).toMatchObject({
    status_id: agendamentos.statusIds.emAndamento, fornecedor_id: (await v1.get(`entradas/${entradaId}`)).fornecedor_id,
  });

  // 3. The blind count: no invoiced quantity on screen; lot A split over two bins, its second part under
  // the blocking reason; lot B in one bin; the gloves one box short.
  await page.goto(`/pt/entradas/${entradaId}/show`);
  await page.getByRole('button', { name: 'Conferir' }).click();
  await expect(page).toHaveURL(/\/recebimentos\/[0-9a-f-]{36}/);
  await expect(page.getByText('Conferência cega: as quantidades da nota aparecem depois de enviar a contagem')).toBeVisible();
  const lineA = page.locator(`[data-line="${dip.codigo}"]`).filter({ hasText: `Lote: ${lotA}` });
  const lineB = page.locator(`[data-line="${dip.codigo}"]`).filter({ hasText: `Lote: ${lotB}` });
  const lineL = page.locator(`[data-line="${luv.codigo}"]`);
  await expect(lineA).toBeVisible();
  await expect(page.getByText(/Faturado:/)).toHaveCount(0);
  const pt = { add: 'Adicionar endereço', quantity: 'Quantidade recebida', bin: 'Endereço' };
  const count = (line: Locator, bins: [string, string][]) => countInto(line, pt, bins);
  await count(lineA, [['4', 'W-01-01-01'], ['2', 'W-01-01-02']]);
  await lineA.getByLabel('Ressalva').nth(1).click();
  await page.getByRole('option', { name: motivo.nome }).click();
  await count(lineB, [['4', 'W-01-02-01']]);
  await count(lineL, [['4', 'W-01-03-01']]);
  await page.getByRole('button', { name: 'Enviar contagem' }).click();
  const differences = page.getByText(/Diferenças contado − faturado/);
  await expect(differences).toContainText(`${luv.codigo} -1`);
  await expect(differences).not.toContainText(dip.codigo);
  await expect(lineA.getByText('Faturado: 6')).toBeVisible();
  await expect(lineL.getByText('Faturado: 5')).toBeVisible();
  expect(await seriousViolations(page), 'count pt').toEqual([]);
  // The gloves' difference has no reason yet: the confirmation asks for it (issue 28).
  await page.getByRole('button', { name: 'Confirmar recebimento' }).click();
  const reasons = page.getByRole('dialog', { name: 'Motivos das diferenças' });
  await expect(reasons.locator(`[data-reason-line="${luv.codigo}"]`)).toBeVisible();
  await reasons.getByRole('combobox', { name: 'Ressalva' }).click();
  await page.getByRole('option', { name: falta.nome }).click();
  await reasons.getByRole('button', { name: 'Confirmar recebimento' }).click();
  await expect(page.getByText('Recebimento confirmado: estoque lançado')).toBeVisible();
  await page.goto(`/pt/entradas/${entradaId}/show`);
  await expect(page.getByText('Recebida com ressalva').first()).toBeVisible();

  // 4. An outbound note for the client: "Sugerir" takes lot A first (earlier expiry), skips its blocked
  // part and completes from lot B; confirmed, it reads Expedida.
  const saidaNf = String(nNF + 1);
  const saidaStart = `35${today.slice(2, 4)}${today.slice(5, 7)}1144477700016155001${saidaNf.padStart(9, '0')}1${String(nNF % 1e8).padStart(8, '0')}`;
  const saidaKey = `${saidaStart}${nfeKeyCheckDigit(saidaStart)}`;
  await page.goto('/pt/expedicoes/add');
  await field(page, 'numero_nf').fill(saidaNf);
  await field(page, 'serie').fill('1');
  await field(page, 'chave_acesso').fill(saidaKey);
  await pick(page, 'destinatario_id', destinatario.nome, destinatario.nome);
  await pick(page, 'cliente_id', cliente.nome, cliente.nome);
  await page.getByRole('group', { name: 'Data' }).click();
  await page.keyboard.type(typedDay(today));
  await field(page, 'volumes').fill('2');
  await ensureLine(page, 'itens.0.material_id');
  await pick(page, 'itens.0.material_id', dip.codigo, new RegExp(dip.codigo));
  await field(page, 'itens.0.quantidade').fill('5');
  await page.getByRole('button', { name: 'Sugerir lote e endereço da linha 1' }).click();
  await expect(page.getByText(`${lotA} · W-01-01-01 · 4`)).toBeVisible();
  await expect(page.getByText(`${lotB} · W-01-02-01 · 1`)).toBeVisible();
  await expect(page.getByText(`validade mais próxima (${brDay('2028-03-31')}) com ≥ 30 dias restantes para este cliente`, { exact: false })).toBeVisible();
  const skipped = page.getByRole('heading', { name: 'Ignorados' }).locator('xpath=following-sibling::ul');
  await expect(skipped.getByText(`${lotA} · W-01-01-02 · 2`)).toBeVisible();
  await expect(skipped.getByText('estoque bloqueado')).toBeVisible();
  expect(await seriousViolations(page), 'expedição pt').toEqual([]);
  const created = page.waitForResponse((r) => /\/v1\/expedicoes$/.test(r.url()) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const nota = await (await created).json();
  expect(nota.itens.map((l: { lote: string; endereco: string; quantidade: number }) => [l.lote, l.endereco, Number(l.quantidade)]))
    .toEqual([[lotA, 'W-01-01-01', 4], [lotB, 'W-01-02-01', 1]]);
  await page.getByRole('button', { name: 'Confirmar expedição' }).click();
  await expect(page.getByText('Expedição confirmada')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/expedicoes/${nota.id}/show`));
  await expect(page.getByText('Expedida').first()).toBeVisible();

  // 5. A packing list of that note, and its manifest with the NF number and access key.
  await page.goto('/pt/romaneios/add');
  await page.getByRole('group', { name: 'Data' }).click();
  await page.keyboard.type(typedDay(today));
  await ensureLine(page, 'expedicoes.0.expedicao_id');
  await pick(page, 'expedicoes.0.expedicao_id', saidaNf, saidaNf);
  const packed = page.waitForResponse((r) => /\/v1\/romaneios$/.test(r.url()) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const romaneio = await (await packed).json();
  await page.goto(`/pt/romaneios/${romaneio.id}/show`);
  await page.getByRole('link', { name: 'Imprimir manifesto' }).click();
  await expect(page).toHaveURL(new RegExp(`/romaneios/${romaneio.id}/manifesto$`));
  const manifestRows = page.locator('article.manifest tbody tr');
  await expect(manifestRows).toHaveCount(1);
  await expect(manifestRows.first()).toContainText(saidaNf);
  await expect(manifestRows.first()).toContainText(saidaKey.replace(/(.{4})(?=.)/g, '$1 '));
  await expect(page.getByTestId('manifest-totals')).toContainText('1 nota');
  expect(await seriousViolations(page), 'manifest pt').toEqual([]);

  // 6. The four stock pages of the first material against the ledger's own sums, then the ledger check.
  const ledger = await ledgerOf(v1, dip.id);
  // The walk's arithmetic, so a ledger that lost or doubled a movement fails here too.
  expect(ledger.bins.map((b) => [b.lote, b.endereco, b.quantidade, b.bloqueada]))
    .toEqual([[lotA, 'W-01-01-02', 2, 2], [lotB, 'W-01-02-01', 3, 0]]);
  const open = async (path: string) => {
    await page.goto(`/pt/produtos/${path}?${new URLSearchParams({ filter: JSON.stringify({ q: dip.codigo }) })}`);
    // The material's cell: its code, with its description under it on a desktop.
    await expect(page.getByRole('cell', { name: new RegExp(`^${dip.codigo}\\b`) }).first()).toBeVisible();
    return table(page);
  };
  let col = await open('saldo-fisico');
  expect(col('Quantidade').map(num)).toEqual([ledger.quantidade]);
  expect(col('Disponível').map(num)).toEqual([ledger.quantidade - ledger.bloqueada]);
  col = await open('saldo-produto-lote');
  expect(col('Lote')).toEqual([...ledger.lots.keys()].sort());
  expect(col('Quantidade').map(num)).toEqual([...ledger.lots.keys()].sort().map((l) => ledger.lots.get(l)));
  col = await open('saldo-produto-lote-enderecamento');
  expect(col('Endereço')).toEqual(ledger.bins.map((b) => b.endereco));
  expect(col('Quantidade').map(num)).toEqual(ledger.bins.map((b) => b.quantidade));
  expect(col('Bloqueada').map(num)).toEqual(ledger.bins.map((b) => b.bloqueada));
  col = await open('status');
  expect([col('Disponível').map(num), col('Reservada').map(num), col('Bloqueada').map(num)])
    .toEqual([[ledger.quantidade - ledger.bloqueada], [0], [ledger.bloqueada]]);
  expect(await v1.get('estoque/verificacao')).toMatchObject({ data: [] });
});

/** Arabic-Indic digits and separators read as the Latin ones, so a number on screen compares to the ledger's. */
const latin = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\u066C/g, '').replace(/\u066B/g, '.')
  .replace(/[\u200E\u200F\u2066-\u2069\u061C]/g, '');

test('on a 390 px phone in Arabic: the NF-e imported with its preview, counted blind with a blocking reason, the stock pages agree with the ledger', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const v1 = await adminApi(request);
  const run = Date.now().toString(36).toUpperCase().slice(-6);
  await arrangeSettings(v1);
  const motivo = await v1.post('motivos-ressalvas', { nome: `تلف ${run}`, bloqueia_estoque: true });
  const nfe = supplierNfe(run, zoneDay());
  const { lotA, lotB } = nfe;
  const noSidewaysScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/ar/entradas');
  await expect(page.getByRole('button', { name: 'استيراد NF-e' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: `NFe${nfe.key}.xml`, mimeType: 'application/xml', buffer: Buffer.from(nfe.xml) });
  const preview = page.getByRole('dialog', { name: 'معاينة استيراد NF-e' });
  await expect(preview.getByText(nfe.supplier.nome, { exact: false })).toBeVisible();
  await expect(preview.getByText('جديد: سيتم تسجيله')).toBeVisible();
  await expect(preview.getByText(lotA)).toBeVisible();
  await expect(preview.getByText(lotB)).toBeVisible();
  await expect(preview.getByText('مادة جديدة')).toHaveCount(2);
  expect(await seriousViolations(page), 'preview ar').toEqual([]);
  await preview.getByRole('button', { name: 'تأكيد الاستيراد' }).click();
  await expect(page).toHaveURL(/\/entradas\/[0-9a-f-]{36}\/show/);
  const entradaId = /entradas\/([0-9a-f-]{36})/.exec(page.url())![1];
  const { dip, luv } = await materialsOf(v1, entradaId, lotA, lotB);

  await page.getByRole('button', { name: 'بدء العدّ' }).click();
  await expect(page).toHaveURL(/\/recebimentos\/[0-9a-f-]{36}/);
  await expect(page.getByText('جرد أعمى: تظهر الكميات المفوترة بعد إرسال الجرد')).toBeVisible();
  await expect(page.getByText(/المفوتر:/)).toHaveCount(0);
  const ar = { add: 'إضافة موقع', quantity: 'الكمية المستلمة', bin: 'الموقع' };
  const lineA = page.locator(`[data-line="${dip.codigo}"]`).filter({ hasText: lotA });
  await countInto(lineA, ar, [['4', 'X-01-01-01'], ['2', 'X-01-01-02']]);
  await lineA.getByLabel('التحفظ').nth(1).click();
  await page.getByRole('option', { name: motivo.nome }).click();
  await countInto(page.locator(`[data-line="${dip.codigo}"]`).filter({ hasText: lotB }), ar, [['4', 'X-01-02-01']]);
  await countInto(page.locator(`[data-line="${luv.codigo}"]`), ar, [['5', 'X-01-03-01']]);
  await noSidewaysScroll();
  expect(await seriousViolations(page), 'count ar').toEqual([]);
  await page.getByRole('button', { name: 'إرسال الجرد' }).click();
  // Counted as invoiced: no difference, yet the blocking reason makes it a receipt with a reservation.
  await expect(page.getByText('لا فروق')).toBeVisible();
  await expect(lineA.getByText(/المفوتر:/)).toBeVisible();
  await page.getByRole('button', { name: 'تأكيد الاستلام' }).click();
  await expect(page.getByText('تم تأكيد الاستلام: سُجّل المخزون')).toBeVisible();
  await expect.poll(async () => (await v1.get(`entradas/${entradaId}`)).status_id).toBe(entradas.statusIds.recebidaComRessalva);

  // Each phone row: the material, its quantity, its lot and bin, what is available.
  const ledger = await ledgerOf(v1, dip.id);
  expect(ledger.bins.map((b) => [b.lote, b.endereco, b.quantidade, b.bloqueada]))
    .toEqual([[lotA, 'X-01-01-01', 4, 0], [lotA, 'X-01-01-02', 2, 2], [lotB, 'X-01-02-01', 4, 0]]);
  const rowsOf = async (path: string) => {
    await page.goto(`/ar/produtos/${path}?${new URLSearchParams({ filter: JSON.stringify({ q: dip.codigo }) })}`);
    const rows = page.getByRole('listitem').filter({ hasText: dip.codigo });
    await expect(rows.first()).toBeVisible();
    await noSidewaysScroll();
    return (await rows.allTextContents()).map(latin);
  };
  const row = (qty: number, where: string[], avail: number) => `${dip.descricao}${qty}${where.join('')}متاحة: ${avail}`;
  const total = (bins: typeof ledger.bins) => [bins.reduce((s, b) => s + b.quantidade, 0), bins.reduce((s, b) => s + b.quantidade - b.bloqueada, 0)];
  const [all, free] = total(ledger.bins);
  for (const path of ['saldo-fisico', 'status']) {
    const rows = await rowsOf(path);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(row(all, [], free));
  }
  const lots = await rowsOf('saldo-produto-lote');
  expect(lots).toHaveLength(2);
  for (const [i, lote] of [lotA, lotB].entries()) {
    const [q, a] = total(ledger.bins.filter((b) => b.lote === lote));
    expect(lots[i]).toContain(row(q, [lote], a));
  }
  const bins = await rowsOf('saldo-produto-lote-enderecamento');
  expect(bins).toHaveLength(ledger.bins.length);
  ledger.bins.forEach((b, i) => expect(bins[i]).toContain(row(b.quantidade, [b.lote, b.endereco], b.quantidade - b.bloqueada)));
  expect(await v1.get('estoque/verificacao')).toMatchObject({ data: [] });
});
