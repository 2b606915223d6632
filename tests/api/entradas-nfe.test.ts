import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { nfeKeyCheckDigit } from '../../src/registry/brazil';
import { USER_TYPES } from '../../src/registry/seedIds';
import agendamentos from '../../src/resources/agendamentos';
import entradas from '../../src/resources/entradas';
import { bearer, signedInApp } from './helpers';

/** The NF-e import (docs/domain.md "Warehousing"): preview, supplier/material/mapping creation, refusals that write nothing. */
type Body = Record<string, unknown>;
type Line = Body & { material: Body };
const t = signedInApp();
const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../fixtures/nfe', name), 'utf8');
const PROC = 'nfeproc-namespace.xml';
const BARE = 'nfe-bare-no-namespace.xml';
const ALNUM = 'nfe-prefixed-alnum-cnpj.xml';

const { api, ok } = t;
/** The import's query: dry run, materials chosen (`<id>:<code>`), units chosen (`<unit>:<code>`), warnings confirmed. */
interface Choices { material?: string[]; unidade?: string[]; confirmar?: string[] }
const send = (xml: string, { dryRun = false, as = t.admin, type = 'application/xml', lang = 'en', choices = {} as Choices } = {}) => {
  const q = new URLSearchParams(dryRun ? { dry_run: 'true' } : {});
  for (const [k, vs] of Object.entries(choices)) for (const v of vs as string[]) q.append(k, v);
  return t.app.inject({
    method: 'POST', url: `/v1/entradas/nfe${q.size ? `?${q}` : ''}`,
    headers: { ...bearer(as), 'content-type': type, 'accept-language': lang }, payload: xml,
  });
};
/** The company the fixtures are addressed to (dest/CNPJ): registered, so their notes raise no warning. */
const OURS = '11444777000161';

const TABLES = ['entradas', 'entradas_itens', 'fornecedores', 'materiais', 'materiais_fornecedores', 'arquivos'];
const counts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (x) =>
  [x, Number((await t.pool.query(`SELECT count(*) FROM ${x}`)).rows[0].count)] as const)));

/** The same NF-e under another number: the access key rebuilt with its check digit. */
const renumber = (xml: string, nNF: number) => {
  const old = /Id="NFe(\d{44}|[0-9A-Z]{44})"/.exec(xml)![1];
  const start = `${old.slice(0, 25)}${String(nNF).padStart(9, '0')}${old.slice(34, 43)}`;
  const key = `${start}${nfeKeyCheckDigit(start)}`;
  return xml.split(old).join(key).replace(/<(\w+:)?nNF>\d+</, `<$1nNF>${nNF}<`);
};

let empresa: Body;
beforeAll(async () => {
  empresa = await ok('POST', '/v1/empresas', { razao_social: 'Armazém Destino Ltda', cnpj: OURS, filial: 'Matriz' });
});

describe('POST /v1/entradas/nfe', () => {
  let first: Body;

  it('dry run answers the preview and writes nothing', async () => {
    const before = await counts();
    const res = await send(fixture(PROC), { dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json();
    expect(plan).toMatchObject({
      chave_acesso: '35261111222333000181550010000010011123456789', numero_nf: '1001', serie: '1', data_emissao: '2026-11-20', valor_total: 1000,
      fornecedor: { id: null, novo: true, cnpj: '11222333000181', razao_social: 'Distribuidora Alfa Ltda' },
      empresa: { id: empresa.id }, avisos: [], agendamento: null,
    });
    expect(plan.itens.map((l: Line) => [l.codigo_fornecedor, l.lote, l.validade, l.quantidade_nf, l.quantidade, l.material.origem, l.material.codigo, l.mapeamento_novo])).toEqual([
      ['ALF-001', 'L2026A', '2031-03-31', 6, 6, 'novo', '7891000315507', true],
      ['ALF-001', 'L2026B', '2031-06-30', 4, 4, 'novo', '7891000315507', true],
      ['ALF-002', '', null, 5, 5, 'novo', '11222333-ALF-002', true],
      ['ALF-003', 'S1', '2030-12-31', 24, 24, 'novo', '7891000053508', true],
    ]);
    expect(await counts()).toEqual(before);
  });

  it('imports: supplier, materials, mappings and the XML created; one line per lot; status Aguardando recebimento', async () => {
    const before = await counts();
    const res = await send(fixture(PROC));
    expect(res.statusCode, res.body).toBe(201);
    first = res.json();
    expect(first).toMatchObject({ numero_nf: '1001', serie: '1', data_emissao: '2026-11-20', status_id: entradas.statusIds.aguardando, empresa_id: empresa.id });
    const itens = first.itens as Body[];
    expect(itens.map((l) => [l.codigo_fornecedor, l.lote ?? null, l.validade ?? null, Number(l.quantidade)])).toEqual([
      ['ALF-001', 'L2026A', '2031-03-31', 6], ['ALF-001', 'L2026B', '2031-06-30', 4], ['ALF-002', null, null, 5], ['ALF-003', 'S1', '2030-12-31', 24],
    ]);
    expect(itens[0].material_id).toBe(itens[1].material_id);
    const after = await counts();
    expect(after).toEqual({ ...before, entradas: before.entradas + 1, entradas_itens: before.entradas_itens + 4, fornecedores: before.fornecedores + 1,
      materiais: before.materiais + 3, materiais_fornecedores: before.materiais_fornecedores + 3, arquivos: before.arquivos + 1 });
    const supplier = await ok('GET', `/v1/fornecedores/${first.fornecedor_id}`);
    expect(supplier).toMatchObject({ cnpj: '11222333000181', razao_social: 'Distribuidora Alfa Ltda', nome_fantasia: 'Alfa', cidade: 'Campinas', uf: 'SP' });
    const material = await ok('GET', `/v1/materiais/${itens[0].material_id}`);
    expect(material).toMatchObject({ codigo: '7891000315507', descricao: 'Dipirona 500mg cx 10', unidade: 'CX', controla_lote: true, controla_validade: true });
    // Written in bulk, each new material and supplier code still has its audit entry.
    const trail = await ok('GET', `/v1/materiais/${itens[0].material_id}/historico`) as { data: Body[] };
    expect(trail.data.map((e) => e.action)).toEqual(['create']);
    const audited = await t.pool.query("SELECT count(*)::int AS n FROM auditoria WHERE resource = 'materiais-fornecedores' AND record_id IN (SELECT id FROM materiais_fornecedores WHERE fornecedor_id = $1)", [first.fornecedor_id]);
    expect(audited.rows[0].n).toBe(3);
    const file = await api('GET', `/v1/arquivos/${first.arquivo_id}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(fixture(PROC));
    expect(file.headers['content-type']).toContain('application/xml');
  });

  it('the same access key again is a 409 naming the existing entrada by its number, supplier and day, never its id; writing nothing', async () => {
    const before = await counts();
    for (const [dryRun, lang, text] of [[true, 'en', 'This NF-e was already imported: inbound note 1001 from Distribuidora Alfa Ltda, issued on 20/11/2026'],
      [false, 'pt', 'Esta NF-e já foi importada: entrada 1001 de Distribuidora Alfa Ltda, emitida em 20/11/2026']] as const) {
      const res = await send(fixture(PROC), { dryRun, lang });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(text);
      expect(res.body).not.toContain(first.id as string);
    }
    expect(await counts()).toEqual(before);
  });

  it('the next NF-e of that supplier maps the same products with no question, converting by the mapping factor', async () => {
    const mappings = (await t.pool.query('SELECT id, version FROM materiais_fornecedores WHERE fornecedor_id = $1 AND codigo_fornecedor = $2', [first.fornecedor_id, 'ALF-001'])).rows;
    expect(mappings).toHaveLength(1);
    await ok('PUT', `/v1/materiais-fornecedores/${mappings[0].id}`, { fator_conversao: 10, version: mappings[0].version });
    const plan = (await send(fixture(BARE), { dryRun: true })).json();
    expect(plan.fornecedor).toMatchObject({ id: first.fornecedor_id, novo: false });
    expect(plan.itens.map((l: Line) => [l.codigo_fornecedor, l.material.origem, l.mapeamento_novo, l.fator_conversao, l.quantidade_nf, l.quantidade, l.valor_unitario])).toEqual([
      ['ALF-001', 'mapeamento', false, 10, 3, 30, 2.55],
      ['ALF-002', 'mapeamento', false, 1, 2, 2, 30],
    ]);
    const before = await counts();
    const res = await send(fixture(BARE));
    expect(res.statusCode, res.body).toBe(201);
    const itens = res.json().itens as Body[];
    expect(itens.map((l) => [l.material_id, Number(l.quantidade_nf), Number(l.quantidade)])).toEqual([
      [(first.itens as Body[])[0].material_id, 3, 30], [(first.itens as Body[])[2].material_id, 2, 2],
    ]);
    const after = await counts();
    expect([after.fornecedores, after.materiais, after.materiais_fornecedores]).toEqual([before.fornecedores, before.materiais, before.materiais_fornecedores]);
  });

  it('a new supplier finds a material by a real GTIN; "SEM GTIN" never matches', async () => {
    await ok('POST', '/v1/materiais', { codigo: 'SEM GTIN', descricao: 'A trap', unidade: 'UN' });
    const sem = (await send(fixture(ALNUM), { dryRun: true })).json();
    expect(sem.fornecedor).toMatchObject({ novo: true, cnpj: '12ABC34501DE35' });
    expect(sem.itens[0]).toMatchObject({ codigo_fornecedor: '007', material: { id: null, origem: 'novo', codigo: '12ABC345-007' } });
    const withGtin = fixture(ALNUM).replace(/SEM GTIN/g, '7891000315507');
    const plan = (await send(withGtin, { dryRun: true })).json();
    expect(plan.itens[0].material).toMatchObject({ id: (first.itens as Body[])[0].material_id, origem: 'gtin' });
    const res = await send(withGtin);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json().itens as Body[])[0].material_id).toBe((first.itens as Body[])[0].material_id);
    const mapped = await t.pool.query('SELECT m.codigo FROM materiais_fornecedores mf JOIN materiais m ON m.id = mf.material_id WHERE mf.codigo_fornecedor = $1', ['007']);
    expect(mapped.rows).toEqual([{ codigo: '7891000315507' }]);
  });

  it('refuses each bad file with its own translated 400, writing nothing', async () => {
    const before = await counts();
    const cases: [string, string, string][] = [
      ['malformed.xml', 'en', 'not well-formed'],
      ['nfe-entity-bomb.xml', 'en', 'DTD'],
      ['nfe-cancelamento.xml', 'en', 'cancellation'],
      ['cte.xml', 'en', 'not an NF-e'],
      ['nfse.xml', 'pt', 'não é uma NF-e'],
      ['nfe-wrong-check-digit.xml', 'pt', 'dígito verificador'],
    ];
    for (const [name, lang, text] of cases) {
      for (const dryRun of [true, false]) {
        const res = await send(fixture(name), { dryRun, lang });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
        expect(res.json().message, name).toContain(text);
      }
    }
    const wrong = await send(fixture('nfe-wrong-check-digit.xml'));
    expect(Object.keys(wrong.json().fields)).toEqual(['chave_acesso']);
    expect((await send(JSON.stringify({ xml: fixture(PROC) }), { type: 'application/json' })).statusCode).toBe(415);
    expect((await send(fixture(PROC), { type: 'text/xml', dryRun: true })).statusCode).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('two imports of one new NF-e at once: one entrada, the other a 409 naming it', async () => {
    const xml = renumber(fixture(ALNUM).replace(/12ABC34501DE35/g, '11444777000161').replace('Embalagens Beta SA', 'Gama Ltda'), 555);
    const before = await counts();
    const answers = await Promise.all([send(xml), send(xml), send(xml)]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join('\n')).toEqual([201, 409, 409]);
    const winner = answers.find((r) => r.statusCode === 201)!.json();
    expect(winner.numero_nf).toBe('555');
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().message).toContain('inbound note 555 from Gama Ltda');
    const after = await counts();
    expect([after.entradas, after.fornecedores, after.arquivos]).toEqual([before.entradas + 1, before.fornecedores + 1, before.arquivos + 1]);
  });

  it('an Idempotency-Key replays the answer of the import', async () => {
    const xml = renumber(fixture(BARE), 4321);
    const headers = { ...bearer(t.admin), 'content-type': 'application/xml', 'idempotency-key': 'nfe-import-4321' };
    const a = await t.app.inject({ method: 'POST', url: '/v1/entradas/nfe', headers, payload: xml });
    const b = await t.app.inject({ method: 'POST', url: '/v1/entradas/nfe', headers, payload: xml });
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().id).toBe(a.json().id);
  });

  it('needs view-entradas', async () => {
    const u = await ok('POST', '/v1/usuarios', {
      firstName: 'Sem Entradas', email: 'sem-entradas@example.com', password: 'sem-entradas-1', tipo_id: USER_TYPES.outros.id, roles: ['view-fornecedores'],
    });
    expect(u.id).toBeTruthy();
    const token = (await t.login('sem-entradas@example.com', 'sem-entradas-1')).access;
    const before = await counts();
    for (const dryRun of [true, false]) expect((await send(renumber(fixture(BARE), 9999), { dryRun, as: token })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

/** An NF-e of the fixture's supplier under another number, with what a test changes in it. */
const variant = (nNF: number, edit: (xml: string) => string = (x) => x) => edit(renumber(fixture(PROC), nNF));

describe('POST /v1/entradas/nfe: the booking that expects the note', () => {
  const book = async (extra: Body, data = '2027-05-10') => ok('POST', '/v1/agendamentos', { tipo: 'recebimento', data, hora_inicio: '08:00', hora_fim: '09:00', doca: 1, ...extra });

  it('links the entrada to the booking that lists its access key, and moves the booking to Em andamento with the supplier', async () => {
    const xml = variant(2001);
    const key = /Id="NFe(\d{44})"/.exec(xml)![1];
    const booking = await book({ notas: [{ chave_acesso: key }] }, '2027-05-11');
    const plan = (await send(xml, { dryRun: true })).json();
    expect(plan.agendamento).toMatchObject({ id: booking.id, numero: booking.numero });
    const res = await send(xml);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().agendamento_id).toBe(booking.id);
    const after = await ok('GET', `/v1/agendamentos/${booking.id}`);
    expect(after).toMatchObject({ status_id: agendamentos.statusIds.emAndamento, fornecedor_id: res.json().fornecedor_id });
    const trail = await ok('GET', `/v1/agendamentos/${booking.id}/historico`) as { data: Body[] };
    expect(trail.data[0].action).toBe('transition');
  });

  it('links by the supplier\'s NF number when the booking names that supplier or none, never another supplier\'s booking', async () => {
    const other = await ok('POST', '/v1/fornecedores', { razao_social: 'Outro Fornecedor', cnpj: '33000167000101' });
    const notMine = await book({ fornecedor_id: other.id, notas: [{ numero_nf: '2002' }] }, '2027-05-12');
    const mine = await book({ notas: [{ numero_nf: '000002002' }] }, '2027-05-13');
    const res = await send(variant(2002));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().agendamento_id).toBe(mine.id);
    expect((await ok('GET', `/v1/agendamentos/${notMine.id}`)).status_id).toBe(agendamentos.statusIds.agendado);
    expect((await ok('GET', `/v1/agendamentos/${mine.id}`)).status_id).toBe(agendamentos.statusIds.emAndamento);
  });

  it('leaves a cancelled booking, and a shipping one, alone', async () => {
    const xml = variant(2003);
    const key = /Id="NFe(\d{44})"/.exec(xml)![1];
    const cancelled = await book({ notas: [{ chave_acesso: key }] }, '2027-05-14');
    await ok('PUT', `/v1/agendamentos/${cancelled.id}`, { status_id: agendamentos.statusIds.cancelado, version: cancelled.version });
    await book({ tipo: 'expedicao', notas: [{ chave_acesso: key }] }, '2027-05-15');
    const res = await send(xml);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().agendamento_id ?? null).toBeNull();
  });
});

describe('POST /v1/entradas/nfe: warnings confirmed before the import', () => {
  const dest = (xml: string, cnpj: string) => xml.replace(`<dest><CNPJ>${OURS}</CNPJ>`, `<dest><CNPJ>${cnpj}</CNPJ>`);
  const expired = (xml: string) => xml.replace('<dVal>2030-12</dVal>', '<dVal>2020-01</dVal>');
  const homologacao = (xml: string) => xml.replace('<tpAmb>1</tpAmb>', '<tpAmb>2</tpAmb>');
  /** nNF changed after the key was made: the two no longer agree. */
  const wrongNumber = (xml: string) => xml.replace(/<nNF>\d+</, '<nNF>999<');

  it('the preview lists each warning, translated; the import refuses under confirmar until each is confirmed, writing nothing', async () => {
    const xml = variant(3001, (x) => wrongNumber(homologacao(expired(dest(x, '04252011000110')))));
    const plan = (await send(xml, { dryRun: true, lang: 'pt' })).json();
    expect(plan.empresa).toBeNull();
    expect(Object.fromEntries(plan.avisos.map((a: Body) => [a.codigo, a.mensagem]))).toEqual({
      destinatario: 'A NF-e é destinada a Armazem Destino (04.252.011/0001-10), que não é uma das nossas empresas',
      homologacao: 'NF-e de homologação (tpAmb 2): emitida em ambiente de testes, sem valor fiscal',
      lote_vencido: 'Validade vencida: S1 (31/01/2020)',
      chave_divergente: 'A chave de acesso não confere com a nota: número 999 na nota, 3001 na chave',
    });
    const before = await counts();
    const refused = await send(xml, { lang: 'pt', choices: { confirmar: ['destinatario', 'homologacao', 'lote_vencido'] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ confirmar: 'Confirme os avisos da NF-e antes de importar: A chave de acesso não confere com a nota: número 999 na nota, 3001 na chave' });
    expect(await counts()).toEqual(before);
    const res = await send(xml, { choices: { confirmar: ['destinatario', 'homologacao', 'lote_vencido', 'chave_divergente'] } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().empresa_id ?? null).toBeNull();
  });

  it('an unknown confirmation is a 400 naming confirmar', async () => {
    const res = await send(variant(3002), { dryRun: true, choices: { confirmar: ['tudo'] } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['confirmar']);
  });
});

describe('POST /v1/entradas/nfe: what the user chooses in the preview', () => {
  it('an NF-e unit we do not know is asked for, not turned into UN: the import refuses under unidade until one is chosen', async () => {
    const xml = variant(4001, (x) => x.replace(/<cProd>ALF-002<\/cProd>(.*?)<uCom>CX<\/uCom>/, '<cProd>ALF-FR1</cProd>$1<uCom>FR</uCom>'));
    const plan = (await send(xml, { dryRun: true })).json();
    expect(plan.produtos.find((p: Body) => p.codigo_fornecedor === 'ALF-FR1')).toMatchObject({ unidade: null, unidade_nf: 'FR', material: { id: null, origem: 'novo' } });
    const before = await counts();
    const refused = await send(xml, { lang: 'pt' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ unidade: 'Escolha a unidade dos produtos de unidade desconhecida: ALF-FR1 (FR)' });
    expect(await counts()).toEqual(before);
    expect((await send(xml, { dryRun: true, choices: { unidade: ['XX:ALF-FR1'] } })).json().fields).toHaveProperty('unidade');
    const res = await send(xml, { choices: { unidade: ['CX:ALF-FR1'] } });
    expect(res.statusCode, res.body).toBe(201);
    const line = (res.json().itens as Body[]).find((l) => l.codigo_fornecedor === 'ALF-FR1')!;
    expect((await ok('GET', `/v1/materiais/${line.material_id}`)).unidade).toBe('CX');
  });

  it('a material chosen for a supplier code is used and remembered for that supplier; the next NF-e maps it with no question', async () => {
    const dipirona = await ok('POST', '/v1/materiais', { codigo: 'CX-DIPIRONA', descricao: 'Dipirona 500 mg caixa', unidade: 'CX' });
    const xml = variant(5001, (x) => x.replace(/ALF-002/g, 'ALF-10452'));
    const choice = `${dipirona.id}:ALF-10452`;
    const plan = (await send(xml, { dryRun: true, choices: { material: [choice] } })).json();
    const chosen = plan.itens.find((l: Line) => l.codigo_fornecedor === 'ALF-10452');
    expect(chosen).toMatchObject({ material: { id: dipirona.id, codigo: 'CX-DIPIRONA', origem: 'escolha' }, mapeamento_novo: true });
    const before = await counts();
    const res = await send(xml, { choices: { material: [choice] } });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json().itens as Body[]).find((l) => l.codigo_fornecedor === 'ALF-10452')!.material_id).toBe(dipirona.id);
    expect((await counts()).materiais).toBe(before.materiais);
    const next = (await send(variant(5002, (x) => x.replace(/ALF-002/g, 'ALF-10452')), { dryRun: true })).json();
    expect(next.itens.find((l: Line) => l.codigo_fornecedor === 'ALF-10452')).toMatchObject({ material: { id: dipirona.id, origem: 'mapeamento' }, mapeamento_novo: false });
  });

  it('a remembered code chosen anew points its mapping at the new material (factor back to 1)', async () => {
    const luva = await ok('POST', '/v1/materiais', { codigo: 'LUVA-M', descricao: 'Luva M', unidade: 'CX' });
    const xml = variant(5003);
    const plan = (await send(xml, { dryRun: true, choices: { material: [`${luva.id}:ALF-002`] } })).json();
    expect(plan.produtos.find((p: Body) => p.codigo_fornecedor === 'ALF-002')).toMatchObject({ material: { id: luva.id, origem: 'escolha' }, mapeamento_novo: false, mapeamento_alterado: true, fator_conversao: 1 });
    expect((await send(xml, { choices: { material: [`${luva.id}:ALF-002`] } })).statusCode).toBe(201);
    const mapped = await t.pool.query('SELECT mf.material_id FROM materiais_fornecedores mf JOIN fornecedores f ON f.id = mf.fornecedor_id WHERE f.cnpj = $1 AND mf.codigo_fornecedor = $2', ['11222333000181', 'ALF-002']);
    expect(mapped.rows).toEqual([{ material_id: luva.id }]);
  });

  it('a chosen material that does not exist, or a malformed choice, is a 400 naming material', async () => {
    for (const v of ['0193a6f0-5c1e-7b2a-8c40-00000000dead:ALF-002', 'ALF-002']) {
      const res = await send(variant(5004), { dryRun: true, choices: { material: [v] } });
      expect(res.statusCode, v).toBe(400);
      expect(Object.keys(res.json().fields), v).toEqual(['material']);
    }
  });
});

describe('entradas written by plain POST/PUT', () => {
  it('an access key whose check digit is wrong is a 400 under chave_acesso', async () => {
    const supplier = await ok('POST', '/v1/fornecedores', { razao_social: 'Fornecedor Manual', cnpj: '04252011000110' });
    const material = await ok('POST', '/v1/materiais', { codigo: 'MAN-1', descricao: 'Manual', unidade: 'UN' });
    const start = '3526110425201100011055001000000777100000001';
    const good = `${start}${nfeKeyCheckDigit(start)}`;
    const bad = `${start}${(nfeKeyCheckDigit(start) + 1) % 10}`;
    const body = { numero_nf: '777', fornecedor_id: supplier.id, data_emissao: '2026-11-20', itens: [{ material_id: material.id, quantidade: 1 }] };
    const refused = await t.app.inject({ method: 'POST', url: '/v1/entradas', headers: { ...bearer(t.admin), 'accept-language': 'pt' }, payload: { ...body, chave_acesso: bad } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.chave_acesso).toContain('dígito verificador');
    const created = await ok('POST', '/v1/entradas', { ...body, chave_acesso: good });
    const put = await api('PUT', `/v1/entradas/${created.id}`, { chave_acesso: bad, version: created.version });
    expect(put.statusCode).toBe(400);
    expect(Object.keys(put.json().fields)).toEqual(['chave_acesso']);
  });
});
