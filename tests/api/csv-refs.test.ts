import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInApp } from './helpers';

// The list export writes a reference as its record's text ("Razão social (filial)"); the import
// turns that text back into the id, so an exported file imports as it is.
const t = signedInApp();
const ids: Record<string, string> = {};

const checkDigit = (digits: string, weights: number[]) => {
  const rest = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
};
let seq = 4242;
const cnpj = () => {
  const base = `${String(++seq).padStart(8, '0')}0001`;
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${checkDigit(base + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])}`;
};

const importRows = (rows: Record<string, unknown>[], language = 'pt') =>
  t.app.inject({
    method: 'POST', url: '/v1/clientes/import', headers: { ...bearer(t.admin), 'accept-language': language },
    payload: { rows, dry_run: true },
  });

let n = 0;
const cliente = (empresa: string) => ({ tipo_pessoa: 'PJ', nome: `Cliente Ref ${++n}`, cpf_cnpj: cnpj(), empresa_id: empresa });

beforeAll(async () => {
  for (const [key, razao_social, filial] of [
    ['matriz', 'Transportes Açaí Ltda', 'Matriz'],
    ['sp', 'Transportes Açaí Ltda', 'Filial SP'],
    ['unica', 'Única Logística SA', 'Matriz'],
  ]) {
    const res = await t.app.inject({ method: 'POST', url: '/v1/empresas', headers: bearer(t.admin), payload: { razao_social, filial, cnpj: cnpj() } });
    expect(res.statusCode, res.body).toBe(201);
    ids[key] = res.json().id;
  }
});

describe('a reference in an imported row may be its record\'s text', () => {
  it('as the export writes it, or by the display field alone when that names one record; accents and case do not matter', async () => {
    const res = await importRows([
      cliente('Transportes Açaí Ltda (Matriz)'),
      cliente('  transportes acai ltda (filial sp) '),
      cliente('ÚNICA LOGÍSTICA SA'),
      cliente(ids.sp),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ valid: 4 });
  });

  it('the resolved ids are the ones written', async () => {
    const rows = [cliente('Transportes Açaí Ltda (Filial SP)'), cliente('Única Logística SA (Matriz)')];
    const res = await t.app.inject({ method: 'POST', url: '/v1/clientes/import', headers: bearer(t.admin), payload: { rows } });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await t.pool.query('SELECT nome, empresa_id FROM clientes WHERE nome = ANY($1) ORDER BY nome', [rows.map((r) => r.nome)]);
    expect(stored.rows.map((r) => r.empresa_id)).toEqual([ids.sp, ids.unica]);
  });

  it('a text that names no record, or several, is that cell\'s error in the caller\'s language; nothing is written', async () => {
    const before = (await t.pool.query('SELECT count(*)::int AS n FROM clientes')).rows[0].n;
    const res = await importRows([cliente('Transportes Açaí Ltda'), cliente('Ninguém Ltda'), cliente('Transportes Açaí Ltda (Matriz)')]);
    expect(res.statusCode, res.body).toBe(400);
    const rows = res.json().rows as { row: number; fields: Record<string, string> }[];
    expect(rows.map((r) => r.row)).toEqual([1, 2]);
    expect(rows[0].fields.empresa_id).toBe('Mais de um registro corresponde a "Transportes Açaí Ltda"');
    expect(rows[1].fields.empresa_id).toBe('Nenhum registro corresponde a "Ninguém Ltda"');
    expect((await t.pool.query('SELECT count(*)::int AS n FROM clientes')).rows[0].n).toBe(before);
  });
});
