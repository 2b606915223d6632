import { type FieldDef, type Resource, writableFields } from '../../registry/define';
import { type Separator, csvLine, isBlankRecord } from './parse';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Case-, accent- and spacing-insensitive form of a header or a value; a required mark (`*`) is ignored. */
export const normalize = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\*+\s*$/, '').replace(/\s+/g, ' ').trim();

export interface Column {
  /** The header as written in the file. */
  header: string;
  /** The declared field it names, or undefined when it names none (the server reports it on each row). */
  field?: string;
}

/** Each header is a writable field's name or its label in the current language. */
export const mapHeader = (r: Resource, header: readonly string[], translate: Translate): Column[] => {
  const byName = new Map<string, string>();
  for (const field of writableFields(r)) {
    byName.set(normalize(field), field);
    const label = translate(r.fields[field].label ?? `resources.${r.name}.fields.${field}`, { _: '' });
    if (label && !byName.has(normalize(label))) byName.set(normalize(label), field);
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

const TRUE = new Set(['true', 'sim', 'yes', '1', 's', 'y', 'verdadeiro', 'oui', 'vrai', 'si', 'verdadero', 'نعم']);
const FALSE = new Set(['false', 'nao', 'no', '0', 'n', 'falso', 'non', 'faux', 'لا']);

/**
 * A number written the Brazilian way (1.234,56) or the plain way (1234.56): with both marks the
 * last one is the decimal mark; with one mark used once it is the decimal mark; a mark used
 * several times groups thousands.
 */
export const parseNumber = (raw: string): number | undefined => {
  const s = raw.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[+-]?[\d.,]*\d[\d.,]*$/.test(s)) return undefined;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let decimal: string | undefined;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ',';
  else if (lastDot >= 0) decimal = s.indexOf('.') === lastDot ? '.' : undefined;
  else if (lastComma >= 0) decimal = s.indexOf(',') === lastComma ? ',' : undefined;
  const grouping = decimal === '.' ? ',' : decimal === ',' ? '.' : s.includes('.') ? '.' : ',';
  const plain = s.split(grouping).join('');
  if (decimal && plain.split(decimal).length > 2) return undefined;
  const n = Number(decimal === ',' ? plain.replace(',', '.') : plain);
  return Number.isFinite(n) ? n : undefined;
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

/**
 * A cell as the API expects the field's value. What cannot be read is sent as written, so the
 * server answers with the same message the form would show.
 */
export const cellValue = (r: Resource, field: string, f: FieldDef, raw: string, translate: Translate): unknown => {
  const s = raw.trim();
  switch (f.kind) {
    case 'bool': {
      const v = normalize(s);
      return TRUE.has(v) ? true : FALSE.has(v) ? false : raw;
    }
    case 'int':
    case 'decimal':
    case 'money':
      return parseNumber(s) ?? raw;
    case 'date':
      return parseDate(s);
    case 'enum': {
      const v = normalize(s);
      const match = (f.values ?? []).find((value) => normalize(value) === v
        || normalize(translate(`resources.${r.name}.values.${field}.${value}`, { _: value })) === v);
      return match ?? raw;
    }
    case 'roles':
      return s.split(/[|,;]/).map((x) => x.trim()).filter(Boolean);
    default:
      return raw;
  }
};

export interface CsvRow {
  /** 1-based number among the data rows (the header is not counted), as the API numbers them. */
  row: number;
  cells: string[];
  data: Record<string, unknown>;
}

/** The data rows as API records: known columns by field name, unknown ones by their header, empty cells left out. */
export const toRows = (r: Resource, columns: readonly Column[], records: readonly string[][], translate: Translate): CsvRow[] =>
  records.map((cells, i) => {
    const data: Record<string, unknown> = {};
    if (!isBlankRecord(cells)) {
      columns.forEach((c, j) => {
        const raw = cells[j] ?? '';
        if (raw.trim() === '' || (!c.field && c.header === '')) return;
        data[c.field ?? c.header] = c.field ? cellValue(r, c.field, r.fields[c.field], raw, translate) : raw;
      });
      // Cells beyond the header have no column: they are reported, not dropped silently.
      cells.slice(columns.length).forEach((raw, k) => {
        if (raw.trim() !== '') data[`#${columns.length + k + 1}`] = raw;
      });
    }
    return { row: i + 1, cells, data };
  });

/** The template: the header row of every writable field, with the separator of the user's spreadsheet. */
export const templateCsv = (r: Resource, separator: Separator): string =>
  `\ufeff${csvLine(writableFields(r), separator)}\r\n`;

/** Excel writes `;` where the decimal mark is a comma. */
export const templateSeparator = (locale: string): Separator => (['pt', 'fr', 'es'].includes(locale) ? ';' : ',');
