import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import recebimentos from '../../src/resources/recebimentos';
import { type Gs1Data, checkDigit } from '../../src/registry/gs1';
import { labelRead, readPdf, readZpl, zplBars } from '../support/barcodes';
import { addBins } from './bins';
import { type TestApp, bearer, createTestApp } from './helpers';

// Label printing (docs/decisions.md "Labels"): each operation's file, read back by the app's decoder
// and parser (docs/decisions.md "Labels read back"); who
// may print; bad input named; a receipt's SSCC given once, even to two first prints at once.

type Body = Record<string, unknown>;
let t: TestApp;
let admin: string;
let stockUser: string;
let receiptUser: string;
let nobody: string;
let supplier: Body;
let dipirona: Body;
let luva: Body;
let n = 0;

const api = (method: InjectOptions['method'], url: string, as = admin, payload?: unknown) =>
  t.app.inject({ method, url, headers: { ...bearer(as), 'accept-language': 'pt-BR' }, ...(payload === undefined ? {} : { payload: payload as Body }) });
const ok = async (method: InjectOptions['method'], url: string, payload?: unknown): Promise<Body> => {
  const res = await api(method, url, admin, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
const user = async (email: string, roles: string[]) => {
  await ok('POST', '/v1/usuarios', { firstName: email, email, password: 'etiquetas-1', roles, tipo_id: USER_TYPES.outros.id });
  return (await t.login(email, 'etiquetas-1')).access;
};
const adjust = (material: Body, lote: string, validade: string | null, endereco: string, quantidade = 5) =>
  ok('POST', '/v1/estoque/ajustes', { material_id: material.id, lote, validade, endereco, quantidade, motivo: 'Etiquetas' });
const settings = async (patch: Body) => {
  const [c] = (await ok('GET', '/v1/configuracoes')).data as Body[];
  return api('PUT', `/v1/configuracoes/${c.id}`, admin, { ...c, ...patch });
};
/** A confirmed receipt of one entrada line counted into two bins. */
const confirmedReceipt = async () => {
  const e = await ok('POST', '/v1/entradas', {
    numero_nf: String(4500 + ++n), serie: '1', fornecedor_id: supplier.id, data_emissao: '2026-11-20',
    itens: [{ material_id: dipirona.id, lote: 'LR7', validade: '2028-02-29', quantidade: 10 }],
  });
  const line = (e.itens as Body[])[0].id;
  const r = await ok('POST', '/v1/recebimentos', { entrada_id: e.id, itens: [
    { entrada_item_id: line, quantidade_recebida: 6, endereco: 'R-01-01-01' },
    { entrada_item_id: line, quantidade_recebida: 4, endereco: 'R-01-01-02' },
  ] });
  const before = await api('GET', `/v1/etiquetas/recebimentos/${r.id}?formato=zpl`);
  await ok('PUT', `/v1/recebimentos/${r.id}`, { status_id: recebimentos.statusIds.contado, version: r.version });
  await ok('POST', `/v1/recebimentos/${r.id}/confirmar`);
  return { r, e, before };
};

/** What the app reads in a PDF's bars, in the order drawn. */
const pdfReads = async (bytes: Buffer) => Promise.all((await readPdf(bytes)).flatMap((p) => p.images).map(labelRead));
/** What the app reads in a ZPL file's bars, each `^FD` drawn as a Zebra encodes it. */
const zplReads = async (text: string) => Promise.all(readZpl(text).map(async (l) => labelRead(await zplBars(l.barcode))));
/** A GS1-128 as the app reads it back. */
const gs1 = (data: Gs1Data) => ({ format: 'code_128', symbology: ']C1', kind: 'gs1', data });
/** A bin's plain Code 128 as the app reads it back. */
const binRead = (text: string) => ({ format: 'code_128', symbology: ']C0', kind: 'text', text });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login()).access;
  stockUser = await user('estoque@example.com', ['view-produtos']);
  receiptUser = await user('entradas@example.com', ['view-entradas']);
  nobody = await user('ninguem@example.com', []);
  supplier = await ok('POST', '/v1/fornecedores', { razao_social: 'Distribuidora Açaí Ltda', cnpj: '11222333000181' });
  dipirona = await ok('POST', '/v1/materiais', { codigo: '7891000315507', descricao: 'Dipirona 500 mg cx 10', unidade: 'CX', controla_lote: true });
  luva = await ok('POST', '/v1/materiais', { codigo: 'CX-LUVA-M', descricao: 'Luva de procedimento M', unidade: 'CX' });
  // The bins stock goes into and the bins labelled (docs/decisions.md "Bins as data"); B-12-03-04 holds no stock, blocked: it still gets a label.
  await addBins(t.pool, ['A-01-01-01', 'A-01-01-02', 'B-02-03-04', 'B-02-03-05', 'R-01-01-01', 'R-01-01-02']);
  await addBins(t.pool, ['B-12-03-04'], { bloqueado: true });
  await adjust(dipirona, 'L1', '2027-11-30', 'A-01-01-01');
  await adjust(dipirona, 'L1', '2027-11-30', 'A-01-01-02');
  await adjust(luva, '123457', '2027-01-01', 'B-02-03-04');
  await adjust(luva, 'L 9', null, 'B-02-03-05');
});
afterAll(async () => { await t?.close(); });

describe('bin labels', () => {
  it('PDF (A4, thermal) and ZPL: the address as Code 128, read back; the answer is the file', async () => {
    const url = (f: string) => `/v1/etiquetas/enderecos?formato=${f}&endereco=a-01-01-01&endereco=B-12-03-04`;
    for (const f of ['pdf-a4', 'pdf-termica']) {
      const res = await api('GET', url(f), stockUser);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="etiquetas-enderecos.pdf"');
      expect(await pdfReads(res.rawPayload)).toEqual([binRead('A-01-01-01'), binRead('B-12-03-04')]);
      expect((await readPdf(res.rawPayload)).flatMap((p) => p.texts)).toEqual(['A-01-01-01', 'B-12-03-04']);
    }
    const zpl = await api('GET', url('zpl'), stockUser);
    expect(zpl.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(readZpl(zpl.body).map((l) => l.barcode)).toEqual(['>:A-01-01-01', '>:B-12-03-04']);
    expect(await zplReads(zpl.body)).toEqual([binRead('A-01-01-01'), binRead('B-12-03-04')]);
  });

  it('bad input is named, translated; a user without the stock role is refused', async () => {
    const bad = await api('GET', '/v1/etiquetas/enderecos?formato=pdf-a4&endereco=A-01-01-01&endereco=X1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ endereco: 'Endereço inválido: use o formato A-01-02-03 (rua, prédio, nível, posição)' });
    const format = await api('GET', '/v1/etiquetas/enderecos?formato=png&endereco=A-01-01-01');
    expect([format.statusCode, Object.keys(format.json().fields)]).toEqual([400, ['formato']]);
    const none = await api('GET', '/v1/etiquetas/enderecos?formato=zpl');
    expect([none.statusCode, Object.keys(none.json().fields)]).toEqual([400, ['endereco']]);
    // Only a registered bin gets a label: an address that is not one is named, translated.
    const unknown = await api('GET', '/v1/etiquetas/enderecos?formato=zpl&endereco=A-01-01-01&endereco=c-09-09-09');
    expect([unknown.statusCode, unknown.json().fields]).toEqual([400, { endereco: 'O endereço C-09-09-09 não está cadastrado' }]);
    const extra = await api('GET', '/v1/etiquetas/enderecos?formato=zpl&endereco=A-01-01-01&copias=2');
    expect([extra.statusCode, Object.keys(extra.json().fields ?? {})]).toEqual([400, ['copias']]);
    expect((await api('GET', '/v1/etiquetas/enderecos?formato=zpl&endereco=A-01-01-01', receiptUser)).statusCode).toBe(403);
    expect((await api('GET', '/v1/etiquetas/enderecos?formato=zpl&endereco=A-01-01-01', nobody)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/etiquetas/enderecos?formato=zpl&endereco=A-01-01-01' })).statusCode).toBe(401);
  });
});

describe('stock labels', () => {
  const rows = async (page: string, q: string) => ((await ok('GET', `/v1/produtos/${page}?q=${q}`)).data as Body[]).map((r) => String(r.id));

  it('a row of each page: GS1-128 with (01) GTIN or (91) our code, (10) lot and (17) expiry, read back in PDF and ZPL', async () => {
    const [binRow] = await rows('saldo-produto-lote-enderecamento', '7891000315507');
    const [lotRow] = await rows('saldo-produto-lote', '7891000315507');
    const [materialRow] = await rows('saldo-fisico', '7891000315507');
    const luvaRow = (await rows('saldo-produto-lote', 'CX-LUVA-M')).find((id) => id.endsWith('|123457'))!;
    const ids = [binRow, lotRow, materialRow, luvaRow];
    const query = (f: string) => `/v1/etiquetas/estoque?formato=${f}&${ids.map((id) => `id=${encodeURIComponent(id)}`).join('&')}`;
    const expected = [
      gs1({ gtin: '07891000315507', lot: 'L1', expiry: '2027-11-30' }),
      gs1({ gtin: '07891000315507', lot: 'L1', expiry: '2027-11-30' }),
      gs1({ gtin: '07891000315507' }),
      gs1({ internal: 'CX-LUVA-M', lot: '123457', expiry: '2027-01-01' }),
    ];
    const pdf = await api('GET', query('pdf-termica'), stockUser);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(await pdfReads(pdf.rawPayload)).toEqual(expected);
    const texts = (await readPdf(pdf.rawPayload)).flatMap((p) => p.texts);
    expect(texts).toEqual(expect.arrayContaining(['Dipirona 500 mg cx 10', 'Código 7891000315507', 'Lote L1 · Validade 2027-11-30', 'Endereço A-01-01-01']));
    const zpl = await api('GET', query('zpl'), stockUser);
    expect(await zplReads(zpl.body)).toEqual(expected);
    // The words printed follow the caller's language; Arabic prints Latin (English) words.
    const ar = await t.app.inject({ method: 'GET', url: query('zpl'), headers: { ...bearer(stockUser), 'accept-language': 'ar' } });
    expect(readZpl(ar.body)[0].texts).toEqual(['Dipirona 500 mg cx 10', '(01)07891000315507(17)271130(10)L1', 'Code 7891000315507', 'Lot L1 · Expiry 2027-11-30', 'Bin A-01-01-01']);
  });

  it('a row without stock, or a lot GS1 cannot carry, is named; a row id that is none is refused', async () => {
    const [binRow] = await rows('saldo-produto-lote-enderecamento', '7891000315507');
    const spaced = (await rows('saldo-produto-lote', 'CX-LUVA-M')).find((id) => id.endsWith('|L 9'))!;
    const empty = `${dipirona.id}|L1|Z-09-09-09`;
    const res = await api('GET', `/v1/etiquetas/estoque?formato=pdf-a4&id=${encodeURIComponent(binRow)}&id=${encodeURIComponent(empty)}&id=${encodeURIComponent(spaced)}`, stockUser);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'id.1': 'Sem estoque deste material, lote e endereço',
      'id.2': 'Uma etiqueta GS1 aceita apenas letras, dígitos e !"%&\'*+,-./:;<=>?_ (sem espaços nem acentos)',
    });
    const notARow = await api('GET', '/v1/etiquetas/estoque?formato=pdf-a4&id=abc', stockUser);
    expect([notARow.statusCode, notARow.json().fields]).toEqual([400, { id: 'Não é uma linha das páginas de estoque' }]);
    expect((await api('GET', `/v1/etiquetas/estoque?formato=pdf-a4&id=${encodeURIComponent(binRow)}`, receiptUser)).statusCode).toBe(403);
  });
});

describe('receipt labels', () => {
  it('after put-away only: a lot label per counted line and the pallet label (SSCC), the same SSCC at every reprint', async () => {
    const { r, e, before } = await confirmedReceipt();
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe('As etiquetas de um recebimento saem depois de confirmado (armazenado); ele está Em contagem');
    const url = (f: string, palete = 'true') => `/v1/etiquetas/recebimentos/${r.id}?formato=${f}&palete=${palete}`;

    // No company prefix yet: the pallet label cannot be made, and says why under `palete`.
    const noPrefix = await api('GET', url('pdf-a4'), receiptUser);
    expect([noPrefix.statusCode, noPrefix.json().fields]).toEqual([400, { palete: 'Sem prefixo de empresa GS1 nos parâmetros do sistema: a etiqueta de palete (SSCC) precisa dele' }]);
    const badPrefix = await settings({ gs1_prefixo_empresa: '78912AB' });
    expect([badPrefix.statusCode, Object.keys(badPrefix.json().fields)]).toEqual([400, ['gs1_prefixo_empresa']]);
    expect((await settings({ gs1_prefixo_empresa: '7891234' })).statusCode).toBe(200);

    const pdf = await api('GET', url('pdf-a4'), receiptUser);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="etiquetas-recebimento-${r.numero}.pdf"`);
    const read = await pdfReads(pdf.rawPayload);
    const lot = gs1({ gtin: '07891000315507', lot: 'LR7', expiry: '2028-02-29' });
    expect(read.slice(0, 2)).toEqual([lot, lot]);
    expect(read[2]).toMatchObject({ symbology: ']C1', kind: 'gs1', data: { sscc: expect.stringMatching(/^07891234\d{10}$/) } });
    const sscc = (read[2] as { data: Gs1Data }).data.sscc!;
    expect(Object.keys((read[2] as { data: Gs1Data }).data)).toEqual(['sscc']);
    expect(Number(sscc[17])).toBe(checkDigit(sscc.slice(0, 17)));
    const texts = (await readPdf(pdf.rawPayload)).flatMap((p) => p.texts);
    expect(texts).toEqual(expect.arrayContaining(['Endereço R-01-01-01', 'Endereço R-01-01-02', `Recebimento ${r.numero}`, 'Fornecedor Distribuidora Açaí Ltda', `NF ${e.numero_nf}`]));

    // A reprint, in ZPL: the same SSCC, with FNC1 first; no second row kept.
    const zpl = await api('GET', url('zpl'), receiptUser);
    const labels = readZpl(zpl.body);
    expect(labels).toHaveLength(3);
    expect(labels[2].barcode).toBe(`>;>800${sscc}`);
    expect((await zplReads(zpl.body))[2]).toEqual(gs1({ sscc }));
    expect((await t.pool.query('SELECT sscc FROM etiquetas_sscc WHERE recebimento_id = $1', [r.id])).rows).toEqual([{ sscc }]);
    // Without the pallet label: the lot labels only.
    expect(readZpl((await api('GET', url('zpl', 'false'), receiptUser)).body)).toHaveLength(2);
  });

  it('six first prints at once: the database keeps one SSCC and all print it', async () => {
    expect((await settings({ gs1_prefixo_empresa: '7891234' })).statusCode).toBe(200);
    const { r } = await confirmedReceipt();
    // Held at the door: every print finds no SSCC and draws a serial, then all insert at once.
    const door = await t.pool.connect();
    await door.query('BEGIN');
    await door.query('LOCK TABLE etiquetas_sscc IN EXCLUSIVE MODE');
    const racing = Promise.all(Array.from({ length: 6 }, () => api('GET', `/v1/etiquetas/recebimentos/${r.id}?formato=zpl`, receiptUser)));
    const waiting = async () => (await t.pool.query("SELECT count(*)::int AS n FROM pg_locks WHERE relation = 'etiquetas_sscc'::regclass AND NOT granted")).rows[0].n as number;
    for (let tries = 0; (await waiting()) < 6; tries++) {
      expect(tries, 'six prints waiting to insert').toBeLessThan(600);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await door.query('COMMIT');
    door.release();
    const raced = await racing;
    expect(raced.map((x) => x.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const ssccs = new Set(raced.map((x) => readZpl(x.body)[2].barcode));
    expect(ssccs.size).toBe(1);
    expect((await t.pool.query('SELECT count(*)::int AS c FROM etiquetas_sscc WHERE recebimento_id = $1', [r.id])).rows[0].c).toBe(1);
  });

  it('refuses a user without the receipts\' role, a stranger id, a bad parameter', async () => {
    const { r } = await confirmedReceipt();
    expect((await api('GET', `/v1/etiquetas/recebimentos/${r.id}?formato=zpl`, stockUser)).statusCode).toBe(403);
    expect((await api('GET', `/v1/etiquetas/recebimentos/01900000-0000-7000-9000-00000000abcd?formato=zpl`, receiptUser)).statusCode).toBe(404);
    expect((await api('GET', '/v1/etiquetas/recebimentos/abc?formato=zpl', receiptUser)).statusCode).toBe(404);
    const bad = await api('GET', `/v1/etiquetas/recebimentos/${r.id}?formato=zpl&palete=talvez`, receiptUser);
    expect([bad.statusCode, Object.keys(bad.json().fields)]).toEqual([400, ['palete']]);
  });
});
