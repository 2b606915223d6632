import Papa from 'papaparse';

/**
 * CSV text in and out, through papaparse (RFC 4180: quoted fields with doubled quotes and line
 * breaks inside, CRLF, LF or CR line ends), shared by the list export and the import dialog.
 */

export type Separator = ',' | ';' | '\t';
const SEPARATORS: Separator[] = [',', ';', '\t'];

export interface ParsedCsv {
  separator: Separator;
  /** Records in file order, the header first; blank records at the end are left out. */
  records: string[][];
  /** A quoted value never closed: the 1-based record where it starts. */
  unterminatedAt?: number;
}

const BOM = '\ufeff';

/** UTF-8 (with or without BOM); a file that is not valid UTF-8 is read as Windows-1252, the other thing Excel writes. */
export const decodeCsv = (bytes: ArrayBuffer | Uint8Array): string => {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  return text.startsWith(BOM) ? text.slice(1) : text;
};

export const isBlankRecord = (record: readonly string[]): boolean => record.every((cell) => cell.trim() === '');

/** Records of a CSV text; the separator (`,`, `;` as Brazilian Excel writes, or a tab) is the one that splits the rows evenly. */
export const parseCsv = (input: string, separator?: Separator): ParsedCsv => {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  // Blank lines say nothing about the separator but count as rows, so the file's row numbers hold.
  const guessed = Papa.parse<string[]>(text, { preview: 10, delimitersToGuess: SEPARATORS, skipEmptyLines: 'greedy' }).meta.delimiter;
  const used = separator ?? ((SEPARATORS as string[]).includes(guessed) ? guessed as Separator : ',');
  const result = Papa.parse<string[]>(text, { delimiter: used, skipEmptyLines: false });
  const unterminated = result.errors.find((e) => e.code === 'MissingQuotes');
  const records = result.data;
  while (records.length && isBlankRecord(records[records.length - 1])) records.pop();
  return unterminated ? { separator: used, records, unterminatedAt: (unterminated.row ?? 0) + 1 } : { separator: used, records };
};

/** A CSV file's text: a byte-order mark (so Excel reads UTF-8), the header, CRLF line ends. */
export const toCsv = (header: readonly string[], rows: readonly (readonly string[])[], separator: Separator): string =>
  `${BOM}${Papa.unparse({ fields: [...header], data: rows.map((row) => [...row]) }, { delimiter: separator, newline: '\r\n' })}\r\n`;

/** Excel reads `;` where the decimal mark is a comma. */
export const csvSeparator = (locale: string): Separator => (['pt', 'fr', 'es'].includes(locale) ? ';' : ',');
