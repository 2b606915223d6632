import { downloadCSV } from 'react-admin';
import { csvSeparator, toCsv } from '../screens/csv/parse';
import { guardFormula } from '../screens/csv/rows';
import { csvCell, type FigureTable } from './figures';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The rows of one or more figures as CSV text, as the lists export: `;` where Excel expects it, with a BOM. */
export const figuresCsv = (tables: readonly FigureTable[], translate: Translate, locale: string): string => {
  const separator = csvSeparator(locale);
  const decimal = separator === ';' ? ',' : '.';
  const width = Math.max(...tables.map((t) => t.columns.length));
  const rows: string[][] = [];
  for (const table of tables) {
    if (rows.length) rows.push([]);
    // Each figure under its title and its own header, so one file holds them all.
    rows.push([guardFormula(translate(table.title))]);
    rows.push(table.columns.map((c) => translate(c.label)));
    for (const r of table.rows) {
      rows.push(r.cells.map((v, i) => {
        const kind = i > 0 && r.kind ? r.kind : table.columns[i].kind;
        return typeof v === 'string' ? guardFormula(csvCell(kind, v, decimal)) : csvCell(kind, v, decimal);
      }));
    }
  }
  // papaparse writes the first row as the header: the first figure's title stands there.
  const [head, ...body] = rows.map((r) => [...r, ...Array<string>(Math.max(0, width - r.length)).fill('')]);
  return toCsv(head, body, separator);
};

export const downloadFigures = (tables: readonly FigureTable[], name: string, translate: Translate, locale: string) =>
  downloadCSV(figuresCsv(tables, translate, locale), name);
