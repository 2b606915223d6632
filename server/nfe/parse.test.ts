import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { expiryDate, parseNfe } from './parse';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../tests/fixtures/nfe', name), 'utf8');
const refusal = (xml: string) => {
  try {
    parseNfe(xml);
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return { status: (e as AppError).statusCode, key: (e as AppError).key, fields: (e as AppError).fields };
  }
  throw new Error('parsed');
};

describe('parseNfe', () => {
  it('reads an nfeProc with the namespace: header, supplier, total, one line per lot', () => {
    const n = parseNfe(fixture('nfeproc-namespace.xml'));
    expect(n.chave).toBe('35261111222333000181550010000010011123456789');
    expect(n).toMatchObject({ numero: '1001', serie: '1', dataEmissao: '2026-11-20', valorTotal: 1000 });
    expect(n.emitente).toMatchObject({ cnpj: '11222333000181', razaoSocial: 'Distribuidora Alfa Ltda', nomeFantasia: 'Alfa', cidade: 'Campinas', uf: 'SP', cep: '13010000' });
    expect(n.linhas.map((l) => [l.item, l.cProd, l.lote, l.quantidade, l.validade])).toEqual([
      [1, 'ALF-001', 'L2026A', 6, '2031-03-31'],
      [1, 'ALF-001', 'L2026B', 4, '2031-06-30'],
      [2, 'ALF-002', '', 5, null],
      [3, 'ALF-003', 'S1', 24, '2030-12-31'],
    ]);
    expect(n.linhas[2]).toMatchObject({ cEAN: 'SEM GTIN', uCom: 'CX', valorUnitario: 30, xProd: 'Luva de procedimento M' });
    expect(n).toMatchObject({ destinatario: { cnpj: '11444777000161', nome: 'Armazem Destino' }, ambiente: '1' });
  });

  it('reads a bare NFe without namespace, and a prefixed one with an alphanumeric CNPJ; codes keep their zeros', () => {
    const bare = parseNfe(fixture('nfe-bare-no-namespace.xml'));
    expect(bare.numero).toBe('1002');
    expect(bare.linhas).toHaveLength(2);
    const prefixed = parseNfe(fixture('nfe-prefixed-alnum-cnpj.xml'));
    expect(prefixed.emitente.cnpj).toBe('12ABC34501DE35');
    expect(prefixed.linhas[0]).toMatchObject({ cProd: '007', quantidade: 100, lote: '' });
  });

  it('refuses a DTD or entity before parsing, malformed XML, other documents and a cancellation, each with its own message', () => {
    expect(refusal(fixture('nfe-entity-bomb.xml'))).toMatchObject({ status: 400, key: 'resources.entradas.messages.nfe_dtd' });
    expect(refusal('<!ENTITY x "y"><NFe/>').key).toBe('resources.entradas.messages.nfe_dtd');
    expect(refusal(fixture('malformed.xml')).key).toBe('resources.entradas.messages.nfe_malformado');
    expect(refusal('not xml at all').key).toBe('resources.entradas.messages.nfe_malformado');
    expect(refusal('').key).toBe('resources.entradas.messages.nfe_malformado');
    expect(refusal(fixture('cte.xml')).key).toBe('resources.entradas.messages.nfe_outro_documento');
    expect(refusal(fixture('nfse.xml')).key).toBe('resources.entradas.messages.nfe_outro_documento');
    expect(refusal(fixture('nfe-cancelamento.xml')).key).toBe('resources.entradas.messages.nfe_cancelada');
  });

  it('refuses an access key whose check digit is wrong, under chave_acesso', () => {
    const r = refusal(fixture('nfe-wrong-check-digit.xml'));
    expect(r).toMatchObject({ status: 400, key: 'app.validation.chave_acesso_dv' });
    expect(Object.keys(r.fields ?? {})).toEqual(['chave_acesso']);
  });

  it('refuses another layout version and a missing quantity', () => {
    const xml = fixture('nfe-bare-no-namespace.xml');
    expect(refusal(xml.replace('versao="4.00"', 'versao="3.10"')).key).toBe('resources.entradas.messages.nfe_versao');
    expect(refusal(xml.replace(/<qCom>3<\/qCom>/, '')).key).toBe('resources.entradas.messages.nfe_campo');
  });
});

describe('expiryDate', () => {
  it('a month without a day is its last day, February of a leap year included', () => {
    expect(expiryDate('2028-02')).toBe('2028-02-29');
    expect(expiryDate('2027-02')).toBe('2027-02-28');
    expect(expiryDate('2027-04-15')).toBe('2027-04-15');
    expect(expiryDate('04/2027')).toBeNull();
  });
});
