import { type FieldDef, type Resource, unhandledKind, writableFields } from '../../registry/define';
import { fieldLabelKey } from '../../registry/labels';
import { enumLabelKey } from '../../registry/labels';
import { readLocaleNumber } from '../../inputs/localeNumber';
import { type Separator, isBlankRecord, toCsv } from './parse';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Case-, accent- and spacing-insensitive form of a header or a value; a required mark (`*`) is ignored. */
export const normalize = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\*+\s*$/, '').replace(/\s+/g, ' ').trim();

/** A column's header: the field's label in the page language. */
export const fieldLabel = (r: Resource, field: string, translate: Translate): string =>
  translate(fieldLabelKey(r, field), { _: field });

export interface Column {
  /** The header as written in the file. */
  header: string;
  /** The declared field it names, or undefined when it names none (the server reports it on each row). */
  field?: string;
}

/**
 * Each header is a writable field's name or its label in any of the five languages, so a file
 * exported in one language imports in another. `translators` hold the current language first.
 */
export const mapHeader = (r: Resource, header: readonly string[], translators: readonly Translate[]): Column[] => {
  const byName = new Map<string, string>();
  for (const field of writableFields(r)) byName.set(normalize(field), field);
  for (const translate of translators) {
    for (const field of writableFields(r)) {
      const label = translate(fieldLabelKey(r, field), { _: '' });
      if (label && !byName.has(normalize(label))) byName.set(normalize(label), field);
    }
  }
  return header.map((h) => ({ header: h.trim(), field: byName.get(normalize(h)) }));
};

/** Headers that occur twice, or two headers that name the same field. */
export const duplicateColumn = (columns: readonly Column[]): string | undefined => {
  const seen = new Set<string>();
  for (const c of columns) {
    const key = c.field ?? `?${normalize(c.header)}`;
    if (c.header === '' && !c.field) continue;
    if (seen.has(key)) return c.header;
    seen.add(key);
  }
  return undefined;
};

const TRUE = ['true', 'sim', 'yes', '1', 's', 'y', 'verdadeiro', 'oui', 'vrai', 'si', 'verdadero', 'نعم'];
const FALSE = ['false', 'nao', 'no', '0', 'n', 'falso', 'non', 'faux', 'لا'];

/**
 * A number cell read by the rule every numeric input uses (`readLocaleNumber`, with the page's
 * language, as the person importing would type it: docs/decisions.md "CEPs padded, numbers read by
 * one rule"), after the currency the export writes (R$ 1.234,56). A lone "1.000" is 1000 on a
 * Portuguese page and 1 on an English one; a shape no language writes is no number.
 */
export const parseNumber = (raw: string, locale: string): number | undefined => {
  const read = readLocaleNumber(raw.replace(/R\$|BRL/g, ''), locale);
  return read.kind === 'number' ? read.value : undefined;
};

/** dd/MM/yyyy (also d/M/yyyy, with - or .) or yyyy-MM-dd to yyyy-MM-dd; anything else unchanged. */
export const parseDate = (raw: string): string => {
  const s = raw.trim();
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (br) return `${br[3]}-${br[2].padStart(2, '0')}-${br[1].padStart(2, '0')}`;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (iso) return `${iso[1]}-${iso[2].padStart(2, '0')}-${iso[3].padStart(2, '0')}`;
  return s;
};

/** Spreadsheets run a cell starting with = + - @ as a formula: the export writes such text after an apostrophe. */
export const guardFormula = (s: string): string => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);
const unguardFormula = (s: string): string => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);

/**
 * A cell as the API expects the field's value. What cannot be read is sent as written, so the
 * server answers with the same message the form would show. A reference goes as written too:
 * the server finds the record by its text.
 */
export const cellValue = (r: Resource, field: string, f: FieldDef, raw: string, translators: readonly Translate[], locale: string): unknown => {
  const s = raw.trim();
  switch (f.kind) {
    case 'bool': {
      const v = normalize(s);
      const words = (value: boolean) => translators.map((t) => normalize(t(`ra.boolean.${value}`, { _: '' }))).filter(Boolean);
      if (TRUE.includes(v) || words(true).includes(v)) return true;
      if (FALSE.includes(v) || words(false).includes(v)) return false;
      return raw;
    }
    case 'int':
    case 'decimal':
    case 'money':
      return parseNumber(s, locale) ?? raw;
    case 'date':
      return parseDate(s);
    case 'enum': {
      const v = normalize(s);
      const match = (f.values ?? []).find((value) => normalize(value) === v
        || translators.some((t) => normalize(t(enumLabelKey(r.name, field, value), { _: value })) === v));
      return match ?? raw;
    }
    case 'roles':
      return s.split(/[|,;]/).map((x) => x.trim()).filter(Boolean);
    case 'text':
      return unguardFormula(raw);
    case 'time':
    case 'datetime':
    case 'ref':
    case 'cnpj':
    case 'cpf':
    case 'cpf_cnpj':
    case 'cep':
    case 'phone':
    case 'mobile':
    case 'card':
    case 'email':
    case 'uf':
    case 'latlng':
    case 'password':
    case 'placa':
    case 'renavam':
    case 'sequence':
    case 'lines':
    case 'file':
    case 'timezone':
      return raw;
    default:
      return unhandledKind(f.kind);
  }
};

export interface CsvRow {
  /** 1-based number among the data rows (the header is not counted), as the API numbers them. */
  row: number;
  cells: string[];
  data: Record<string, unknown>;
}

/** The data rows as API records: known columns by field name, unknown ones by their header, empty cells left out. */
export const toRows = (r: Resource, columns: readonly Column[], records: readonly string[][], translators: readonly Translate[], locale: string): CsvRow[] =>
  records.map((cells, i) => {
    const data: Record<string, unknown> = {};
    if (!isBlankRecord(cells)) {
      columns.forEach((c, j) => {
        const raw = cells[j] ?? '';
        if (raw.trim() === '' || (!c.field && c.header === '')) return;
        data[c.field ?? c.header] = c.field ? cellValue(r, c.field, r.fields[c.field], raw, translators, locale) : raw;
      });
      // Cells beyond the header have no column: they are reported, not dropped silently.
      cells.slice(columns.length).forEach((raw, k) => {
        if (raw.trim() !== '') data[`#${columns.length + k + 1}`] = raw;
      });
    }
    return { row: i + 1, cells, data };
  });

/** The template: the header row of every writable field, labelled in the page language as the export labels it. */
export const templateCsv = (r: Resource, translate: Translate, separator: Separator): string =>
  toCsv(writableFields(r).map((f) => fieldLabel(r, f, translate)), [], separator);
