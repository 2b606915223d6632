import { fieldLabelKey } from '../../registry/labels';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../i18n';
import { loadMessages } from '../../providers/catalogs';
import clientes from '../../resources/clientes';
import empresas from '../../resources/empresas';
import { exportCsv, exportFields } from './export';
import { csvSeparator, decodeCsv, parseCsv, toCsv } from './parse';
import {
  type Translate, cellValue, duplicateColumn, guardFormula, mapHeader, normalize, parseDate, parseNumber, templateCsv, toRows,
} from './rows';
import { catalogTranslator } from './vocabulary';

// The real catalogs: headers, enum labels and yes/no words are what the screens show.
const t = {} as Record<Locale, Translate>;
let all: Translate[];
beforeAll(async () => {
  for (const l of LOCALES) t[l] = catalogTranslator(await loadMessages(l));
  all = LOCALES.map((l) => t[l]);
});

describe('parseCsv (papaparse, RFC 4180)', () => {
  it('reads quoted fields with doubled quotes, separators and line breaks inside', () => {
    const text = 'nome,obs\r\n"Silva, João","Disse ""olá""\nduas linhas"\r\nMaria,\r\n';
    expect(parseCsv(text).records).toEqual([['nome', 'obs'], ['Silva, João', 'Disse "olá"\nduas linhas'], ['Maria', '']]);
  });

  it('finds the separator: Brazilian Excel writes semicolons', () => {
    expect(parseCsv('nome;cidade;uf\n"a,b";c;d').separator).toBe(';');
    expect(parseCsv('nome,cidade\nA,B\n').separator).toBe(',');
    expect(parseCsv('"a;b",c,d\n').separator).toBe(',');
    expect(parseCsv('nome\tcidade\n').separator).toBe('\t');
    expect(parseCsv('nome\nAna\n').records).toEqual([['nome'], ['Ana']]);
    expect(parseCsv('nome;valor\nA;1.234,56\n').records).toEqual([['nome', 'valor'], ['A', '1.234,56']]);
  });

  it('accepts LF, CRLF and CR line ends, a BOM, and no final line break', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      expect(parseCsv(`\ufeffa,b${eol}1,2${eol}3,4`).records).toEqual([['a', 'b'], ['1', '2'], ['3', '4']]);
    }
  });

  it('drops blank records at the end but keeps those in between, so row numbers match the file', () => {
    expect(parseCsv('a;b\n1;2\n;\n3;4\n;\n\n').records).toEqual([['a', 'b'], ['1', '2'], ['', ''], ['3', '4']]);
    expect(parseCsv('').records).toEqual([]);
  });

  it('reports a quote that is never closed, with the record where it starts', () => {
    expect(parseCsv('a,b\n1,2\n"3,4\n5,6').unterminatedAt).toBe(3);
  });

  it('keeps a quote in the middle of an unquoted value', () => {
    expect(parseCsv('a\n12" tela\n').records).toEqual([['a'], ['12" tela']]);
  });

  it('decodes UTF-8 with or without BOM, and falls back to Windows-1252', () => {
    const utf8 = new TextEncoder().encode('\ufeffnome\nJoão');
    expect(decodeCsv(utf8)).toBe('nome\nJoão');
    expect(decodeCsv(new Uint8Array([0x4a, 0x6f, 0xe3, 0x6f]))).toBe('João');
  });

  it('writes a BOM, CRLF and quotes where needed, and reads it back', () => {
    const values = ['a;b', 'x"y', 'plain', 'line\nbreak'];
    const csv = toCsv(['h1', 'h2', 'h3', 'h4'], [values], ';');
    expect(csv.startsWith('\ufeffh1;h2;h3;h4\r\n')).toBe(true);
    expect(parseCsv(csv).records).toEqual([['h1', 'h2', 'h3', 'h4'], values]);
  });

  it('separates with ; where the decimal mark is a comma', () => {
    expect(['pt', 'es', 'fr'].map(csvSeparator)).toEqual([';', ';', ';']);
    expect(['en', 'ar'].map(csvSeparator)).toEqual([',', ',']);
  });
});

describe('cells as API values', () => {
  it('numbers: read by the page\'s rule, as typed (issue 28): 1.234,56, 1234.56, currency and Arabic digits as the export writes them', () => {
    expect(parseNumber('1.234,56', 'pt')).toBe(1234.56);
    expect(parseNumber('1234.56', 'pt')).toBe(1234.56);
    expect(parseNumber('1,234.56', 'pt')).toBe(1234.56);
    expect(parseNumber('12,5', 'pt')).toBe(12.5);
    expect(parseNumber('1.234.567', 'pt')).toBe(1234567);
    expect(parseNumber('-7', 'pt')).toBe(-7);
    expect(parseNumber('1 234,5', 'fr')).toBe(1234.5);
    expect(parseNumber('R$\u00a01.234,56', 'pt')).toBe(1234.56);
    expect(parseNumber('\u200f١٬٢٣٤٫٥ R$', 'ar')).toBe(1234.5);
    // A lone mark before three digits: the page's language decides, never a silent 1.
    expect(parseNumber('1.000', 'pt')).toBe(1000);
    expect(parseNumber('1.000', 'en')).toBe(1);
    expect(parseNumber('1.000', 'fr')).toBeUndefined();
    expect(parseNumber('abc', 'pt')).toBeUndefined();
    expect(parseNumber('1,2,3.4.5', 'pt')).toBeUndefined();
  });

  it('dates: dd/MM/yyyy and yyyy-MM-dd', () => {
    expect(parseDate('15/03/2029')).toBe('2029-03-15');
    expect(parseDate('5/3/2029')).toBe('2029-03-05');
    expect(parseDate('2029-03-15')).toBe('2029-03-15');
    expect(parseDate('amanhã')).toBe('amanhã');
  });

  it('booleans in the five languages; what cannot be read goes as written, for the server to name', () => {
    const f = clientes.fields.ativo;
    for (const yes of ['true', 'Sim', 'YES', '1', 'verdadeiro', 'Oui', 'Sí', 'نعم']) expect(cellValue(clientes, 'ativo', f, yes, all, 'pt')).toBe(true);
    for (const no of ['false', 'não', 'NAO', 'no', '0', 'Non', 'لا']) expect(cellValue(clientes, 'ativo', f, no, all, 'pt')).toBe(false);
    expect(cellValue(clientes, 'ativo', f, 'talvez', all, 'pt')).toBe('talvez');
  });

  it('enums by value or by their label in any language', () => {
    const f = clientes.fields.tipo_pessoa;
    expect(cellValue(clientes, 'tipo_pessoa', f, 'pf', all, 'pt')).toBe('PF');
    expect(cellValue(clientes, 'tipo_pessoa', f, 'Pessoa Juridica', all, 'pt')).toBe('PJ');
    expect(cellValue(clientes, 'tipo_pessoa', f, t.en('resources.clientes.values.tipo_pessoa.PF'), all, 'pt')).toBe('PF');
    expect(cellValue(clientes, 'tipo_pessoa', f, t.ar('resources.clientes.values.tipo_pessoa.PJ'), all, 'pt')).toBe('PJ');
    expect(cellValue(clientes, 'tipo_pessoa', f, 'XX', all, 'pt')).toBe('XX');
  });

  it('text a spreadsheet would run as a formula is written after an apostrophe and read back without it', () => {
    expect(guardFormula('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(guardFormula('Açaí')).toBe('Açaí');
    expect(cellValue(clientes, 'nome', clientes.fields.nome, "'=SUM(A1)", all, 'pt')).toBe('=SUM(A1)');
    expect(cellValue(clientes, 'nome', clientes.fields.nome, "D'Ávila", all, 'pt')).toBe("D'Ávila");
  });
});

describe('header and rows', () => {
  it('matches field names and labels of any language, ignoring case, accents and a required mark', () => {
    const header = ['NOME *', 'cpf/cnpj', 'Inscricao Estadual', 'tipo_pessoa', t.fr(clientes.fields.cidade.label!), t.ar('resources.clientes.fields.email'), 'Cor'];
    const cols = mapHeader(clientes, header, all);
    expect(cols.map((c) => c.field)).toEqual(['nome', 'cpf_cnpj', 'inscricao_estadual', 'tipo_pessoa', 'cidade', 'email', undefined]);
    expect(normalize('  São   Paulo ')).toBe('sao paulo');
    expect(duplicateColumn(cols)).toBeUndefined();
    expect(duplicateColumn(mapHeader(clientes, ['nome', 'Nome'], all))).toBe('Nome');
  });

  it('turns records into API rows: empty cells left out, unknown columns by header, extra cells reported', () => {
    const cols = mapHeader(clientes, ['nome', 'ativo', 'Cor'], all);
    const rows = toRows(clientes, cols, [['Ana', 'sim', ''], ['', '', ''], ['Bia', '', 'azul', 'sobra']], all, 'pt');
    expect(rows.map((r) => r.data)).toEqual([{ nome: 'Ana', ativo: true }, {}, { nome: 'Bia', Cor: 'azul', '#4': 'sobra' }]);
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3]);
  });

  it('the template is the header row of every writable field, labelled in the page language, with a BOM', () => {
    const csv = templateCsv(clientes, t.pt, ';');
    expect(csv.startsWith('\ufeffTipo de pessoa;Nome;')).toBe(true);
    expect(mapHeader(clientes, parseCsv(csv).records[0], all).map((c) => c.field)).toEqual(Object.keys(clientes.fields));
  });
});

describe('export', () => {
  const empresa = { id: '01900000-0000-7000-8000-00000000e001', razao_social: 'Transportes Açaí Ltda', filial: 'Matriz' };
  const record = {
    id: '01900000-0000-7000-8000-00000000c001', version: 3, created_at: '2029-01-01T00:00:00Z', updated_at: '2029-01-02T00:00:00Z',
    tipo_pessoa: 'PJ', nome: '=Açaí; "Centro"', nome_fantasia: null, cpf_cnpj: '47382916000117', inscricao_estadual: '110.042.490.114',
    empresa_id: empresa.id, cep: '01310100', logradouro: 'Av. Paulista', numero: '1578', complemento: null, bairro: 'Bela Vista',
    cidade: 'São Paulo', uf: 'SP', telefone: '1134567890', celular: null, email: 'contato@acai.com.br', ativo: true,
  };
  const refs = new Map([['empresa_id', new Map([[empresa.id, empresa]])]]);

  it('writes what the screen shows: labels, masked documents, enum labels, references by their text, yes/no; no internal columns', () => {
    const [header, row] = parseCsv(exportCsv(clientes, [record], t.pt, 'pt', refs)).records;
    expect(header).toEqual(exportFields(clientes).map((f) => t.pt(fieldLabelKey(clientes, f))));
    expect(header).not.toContain('version');
    const cell = (f: string) => row[exportFields(clientes).indexOf(f)];
    expect(cell('tipo_pessoa')).toBe('Pessoa jurídica');
    expect(cell('cpf_cnpj')).toBe('47.382.916/0001-17');
    expect(cell('cep')).toBe('01310-100');
    expect(cell('telefone')).toBe('(11) 3456-7890');
    expect(cell('empresa_id')).toBe('Transportes Açaí Ltda (Matriz)');
    expect(cell('ativo')).toBe('Sim');
    expect(cell('nome')).toBe('\'=Açaí; "Centro"');
    expect(row).toHaveLength(header.length);
    expect(exportFields(empresas)).not.toContain('id');
  });

  it('reads back as the same values (a reference goes as its text, for the server to find)', () => {
    for (const locale of ['pt', 'en', 'ar'] as const) {
      const [header, ...records] = parseCsv(exportCsv(clientes, [record], t[locale], locale, refs)).records;
      const [row] = toRows(clientes, mapHeader(clientes, header, all), records, all, 'pt');
      expect(row.data, locale).toEqual({
        tipo_pessoa: 'PJ', nome: '=Açaí; "Centro"', cpf_cnpj: '47.382.916/0001-17', inscricao_estadual: '110.042.490.114',
        empresa_id: 'Transportes Açaí Ltda (Matriz)', cep: '01310-100', logradouro: 'Av. Paulista', numero: '1578', bairro: 'Bela Vista',
        cidade: 'São Paulo', uf: 'SP', telefone: '(11) 3456-7890', email: 'contato@acai.com.br', ativo: true,
      });
    }
  });
});
