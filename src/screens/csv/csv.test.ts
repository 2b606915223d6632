import { describe, expect, it } from 'vitest';
import clientes from '../../resources/clientes';
import { csvLine, decodeCsv, detectSeparator, parseCsv } from './parse';
import { cellValue, duplicateColumn, mapHeader, normalize, parseDate, parseNumber, templateCsv, toRows } from './rows';

const labels: Record<string, string> = {
  'resources.clientes.fields.nome': 'Nome',
  'resources.clientes.fields.cpf_cnpj': 'CPF/CNPJ',
  'resources.clientes.fields.inscricao_estadual': 'Inscrição estadual',
  'resources.clientes.fields.ativo': 'Ativo',
  'resources.clientes.values.tipo_pessoa.PF': 'Pessoa física',
  'resources.clientes.values.tipo_pessoa.PJ': 'Pessoa jurídica',
};
const translate = (key: string, options?: Record<string, unknown>) => labels[key] ?? String(options?._ ?? key);

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted fields with doubled quotes, separators and line breaks inside', () => {
    const text = 'nome,obs\r\n"Silva, João","Disse ""olá""\nduas linhas"\r\nMaria,\r\n';
    expect(parseCsv(text).records).toEqual([['nome', 'obs'], ['Silva, João', 'Disse "olá"\nduas linhas'], ['Maria', '']]);
  });

  it('takes the separator from the header line: Brazilian Excel writes semicolons', () => {
    expect(detectSeparator('nome;cidade;uf\n"a,b";c;d')).toBe(';');
    expect(detectSeparator('nome,cidade\n')).toBe(',');
    expect(detectSeparator('"a;b",c,d\n')).toBe(',');
    expect(detectSeparator('nome\tcidade\n')).toBe('\t');
    expect(detectSeparator('nome\n')).toBe(',');
    expect(parseCsv('nome;valor\nA;1.234,56\n').records).toEqual([['nome', 'valor'], ['A', '1.234,56']]);
  });

  it('accepts LF, CRLF and CR line ends, a BOM, and no final line break', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      expect(parseCsv(`\ufeffa,b${eol}1,2${eol}3,4`).records).toEqual([['a', 'b'], ['1', '2'], ['3', '4']]);
    }
  });

  it('drops blank records at the end but keeps those in between', () => {
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

  it('writes lines that it reads back', () => {
    const values = ['a;b', 'x"y', 'plain', 'line\nbreak'];
    expect(parseCsv(csvLine(values, ';'), ';').records).toEqual([values]);
  });
});

describe('cells as API values', () => {
  it('numbers: 1.234,56 (pt) and 1234.56', () => {
    expect(parseNumber('1.234,56')).toBe(1234.56);
    expect(parseNumber('1234.56')).toBe(1234.56);
    expect(parseNumber('1,234.56')).toBe(1234.56);
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('1.234.567')).toBe(1234567);
    expect(parseNumber('-7')).toBe(-7);
    expect(parseNumber('1 234,5')).toBe(1234.5);
    expect(parseNumber('abc')).toBeUndefined();
    expect(parseNumber('1,2,3.4.5')).toBeUndefined();
  });

  it('dates: dd/MM/yyyy and yyyy-MM-dd', () => {
    expect(parseDate('15/03/2029')).toBe('2029-03-15');
    expect(parseDate('5/3/2029')).toBe('2029-03-05');
    expect(parseDate('2029-03-15')).toBe('2029-03-15');
    expect(parseDate('amanhã')).toBe('amanhã');
  });

  it('booleans in several languages; what cannot be read goes as written, for the server to name', () => {
    const f = clientes.fields.ativo;
    for (const yes of ['true', 'Sim', 'YES', '1', 'verdadeiro']) expect(cellValue(clientes, 'ativo', f, yes, translate)).toBe(true);
    for (const no of ['false', 'não', 'NAO', 'no', '0']) expect(cellValue(clientes, 'ativo', f, no, translate)).toBe(false);
    expect(cellValue(clientes, 'ativo', f, 'talvez', translate)).toBe('talvez');
  });

  it('enums by value or by translated label', () => {
    const f = clientes.fields.tipo_pessoa;
    expect(cellValue(clientes, 'tipo_pessoa', f, 'pf', translate)).toBe('PF');
    expect(cellValue(clientes, 'tipo_pessoa', f, 'Pessoa Juridica', translate)).toBe('PJ');
    expect(cellValue(clientes, 'tipo_pessoa', f, 'XX', translate)).toBe('XX');
  });
});

describe('header and rows', () => {
  it('matches field names and labels, ignoring case, accents and a required mark', () => {
    const cols = mapHeader(clientes, ['NOME *', 'cpf/cnpj', 'Inscricao Estadual', 'tipo_pessoa', 'Cor'], translate);
    expect(cols.map((c) => c.field)).toEqual(['nome', 'cpf_cnpj', 'inscricao_estadual', 'tipo_pessoa', undefined]);
    expect(normalize('  São   Paulo ')).toBe('sao paulo');
    expect(duplicateColumn(cols)).toBeUndefined();
    expect(duplicateColumn(mapHeader(clientes, ['nome', 'Nome'], translate))).toBe('Nome');
  });

  it('turns records into API rows: empty cells left out, unknown columns by header, extra cells reported', () => {
    const cols = mapHeader(clientes, ['nome', 'ativo', 'Cor'], translate);
    const rows = toRows(clientes, cols, [['Ana', 'sim', ''], ['', '', ''], ['Bia', '', 'azul', 'sobra']], translate);
    expect(rows.map((r) => r.data)).toEqual([{ nome: 'Ana', ativo: true }, {}, { nome: 'Bia', Cor: 'azul', '#4': 'sobra' }]);
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3]);
  });

  it('the template is the header row of every writable field, with a BOM', () => {
    const csv = templateCsv(clientes, ';');
    expect(csv.startsWith('\ufefftipo_pessoa;nome;')).toBe(true);
    expect(parseCsv(csv).records[0]).toEqual(Object.keys(clientes.fields));
  });
});
