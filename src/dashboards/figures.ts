import { formatDate, formatMoney, intlLocale } from '../fields/format';

/** How a figure's value reads: a count, a quantity, money, a share, hours, a day, or text. */
export type CellKind = 'int' | 'decimal' | 'money' | 'percent' | 'hours' | 'date' | 'text';
export type CellValue = string | number | null;

export interface FigureRow {
  cells: CellValue[];
  /** The list behind the row (its first cell and the chart's bar or slice open it). */
  link?: string;
  /** The list behind one cell, by column index (a day's inbound and outbound lead to different lists). */
  links?: Partial<Record<number, string>>;
  /** A status' colour (docs/domain.md "Status colours"), as the API answers it. */
  color?: string;
  /** The value column's kind when rows differ (the summary table). */
  kind?: CellKind;
}

/**
 * One figure of a dashboard as a table: what the chart draws, the accessible table view and the CSV
 * are the same rows. The first column names the row; the chart draws `chart.series` columns.
 */
export interface FigureTable {
  id: string;
  /** Catalog key of the title. */
  title: string;
  columns: { label: string; kind: CellKind }[];
  rows: FigureRow[];
  chart?: { type: 'bar' | 'line' | 'pie'; series: number[] };
  /** Catalog key of a sentence under the title (a figure the client filter does not apply to). */
  note?: string;
}

const number = (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(intlLocale(locale), options);

/** A value as the page shows it, in the page language (docs/domain.md "Dates and times", "Number precision"). */
export const formatCell = (kind: CellKind, value: CellValue, locale: string): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return kind === 'date' ? formatDate(value) : value;
  switch (kind) {
    case 'int': return number(locale, { maximumFractionDigits: 0 }).format(value);
    case 'decimal': return number(locale, { maximumFractionDigits: 2 }).format(value);
    case 'hours': return number(locale, { maximumFractionDigits: 1 }).format(value);
    case 'money': return formatMoney(value, locale);
    case 'percent': return number(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    default: return String(value);
  }
};

/** A value as a spreadsheet reads it: numbers plain with the page's decimal mark, a share in percent points. */
export const csvCell = (kind: CellKind, value: CellValue, decimal: ',' | '.'): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    const n = kind === 'percent' ? Math.round(value * 1000) / 10 : kind === 'money' ? Math.round(value * 100) / 100 : value;
    return String(n).replace('.', decimal);
  }
  return kind === 'date' ? formatDate(value) : value;
};

/** A series point's label: its day, or for a weekly series its first and last day. */
export const pointLabel = (p: { data: string; fim: string }) => (p.fim && p.fim !== p.data ? `${formatDate(p.data)} – ${formatDate(p.fim)}` : formatDate(p.data));
