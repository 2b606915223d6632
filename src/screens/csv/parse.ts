/**
 * A small RFC 4180 CSV reader for the import dialog: quoted fields with doubled quotes and line
 * breaks inside, CRLF, LF or CR line ends, a UTF-8 byte-order mark, and the separator (`,`, `;`
 * as Brazilian Excel writes, or a tab) taken from the header line.
 */

export type Separator = ',' | ';' | '\t';

export interface ParsedCsv {
  separator: Separator;
  /** Records in file order, the header first; blank records at the end are left out. */
  records: string[][];
  /** A quoted value never closed: the 1-based record where it starts. */
  unterminatedAt?: number;
}

/** UTF-8 (with or without BOM); a file that is not valid UTF-8 is read as Windows-1252, the other thing Excel writes. */
export const decodeCsv = (bytes: ArrayBuffer | Uint8Array): string => {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
};

/** The separator that occurs most outside quotes in the first line (a comma when none does). */
export const detectSeparator = (text: string): Separator => {
  const counts: Record<Separator, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c in counts) counts[c as Separator]++;
  }
  return (Object.keys(counts) as Separator[]).reduce((best, s) => (counts[s] > counts[best] ? s : best), ',');
};

export const isBlankRecord = (record: string[]): boolean => record.every((cell) => cell.trim() === '');

export const parseCsv = (input: string, separator: Separator = detectSeparator(input)): ParsedCsv => {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteStart = 0;
  let i = 0;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        cell += c;
      }
      i++;
      continue;
    }
    if (c === '"' && cell.trim() === '') {
      // A quote opens a quoted value only at the start of a cell (spaces before it are dropped).
      cell = '';
      quoted = true;
      quoteStart = records.length + 1;
    } else if (c === separator) {
      endCell();
    } else if (c === '\r' || c === '\n') {
      endRecord();
      if (c === '\r' && text[i + 1] === '\n') i++;
    } else {
      cell += c;
    }
    i++;
  }
  if (quoted) return { separator, records, unterminatedAt: quoteStart };
  if (cell !== '' || record.length) endRecord();
  while (records.length && isBlankRecord(records[records.length - 1])) records.pop();
  return { separator, records };
};

/** One CSV line: values quoted when they hold the separator, a quote or a line break. */
export const csvLine = (values: readonly string[], separator: Separator): string =>
  values.map((v) => (/["\r\n]/.test(v) || v.includes(separator) ? `"${v.replace(/"/g, '""')}"` : v)).join(separator);
