import { downloadCSV, type Exporter } from 'react-admin';
import { formatDate, formatDateTime } from '../fields/format';
import { csvSeparator, toCsv } from '../screens/csv/parse';
import { guardFormula } from '../screens/csv/rows';
import type { Translate } from '../screens/csv/rows';
import { DATE_COLUMNS } from './pages';

/**
 * The Export button of a stock page or the ledger: the filtered, sorted rows with the page's
 * column labels, as the generated lists export (src/screens/csv/export.ts): `;` where Excel
 * expects it, dates as dd/MM/yyyy, numbers with the page language's decimal mark.
 */
export const stockExporter = (columns: readonly string[], name: string, translate: Translate, locale: string): Exporter =>
  (records) => {
    const separator = csvSeparator(locale);
    const decimal = separator === ';' ? ',' : '.';
    const cell = (column: string, value: unknown): string => {
      if (value === null || value === undefined || value === '') return '';
      if (typeof value === 'number') return String(value).replace('.', decimal);
      if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
      if (DATE_COLUMNS.has(column)) return formatDate(String(value));
      if (column === 'created_at') return formatDateTime(String(value));
      if (column === 'origem') return translate(`resources.estoque.messages.origem.${String(value)}`, { _: String(value) });
      return guardFormula(String(value));
    };
    downloadCSV(toCsv(
      columns.map((c) => translate(`resources.estoque.messages.fields.${c}`)),
      records.map((r) => columns.map((c) => cell(c, r[c]))),
      separator,
    ), name);
  };
