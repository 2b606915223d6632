import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { barcodePng } from './barcodeImage';
import { gs1HumanReadable } from '../../src/registry/gs1';
import type { Label } from './model';

const MM = 72 / 25.4;

/** Where labels go on a page, in millimetres: columns × rows of cells of one size, from the top left. */
interface Sheet {
  page: [number, number];
  cols: number;
  rows: number;
  cell: [number, number];
  /** The top-left corner of the first cell. */
  origin: [number, number];
  pad: number;
  barHeight: number;
  titleMax: number;
  largeTitleMax: number;
  small: number;
}

/**
 * A4 sheets of 3 × 8 labels of 70 × 37 mm (the common 24-up stock, Avery 3474 and its kin), and
 * one 100 × 50 mm thermal label per page (docs/decisions.md "Labels").
 */
export const SHEETS = {
  'pdf-a4': { page: [210, 297], cols: 3, rows: 8, cell: [70, 37], origin: [0, 0.5], pad: 3, barHeight: 12, titleMax: 10, largeTitleMax: 30, small: 7 },
  'pdf-termica': { page: [100, 50], cols: 1, rows: 1, cell: [100, 50], origin: [0, 0], pad: 3, barHeight: 18, titleMax: 14, largeTitleMax: 44, small: 9 },
} as const satisfies Record<string, Sheet>;

/** The standard fonts write WinAnsi only: a character outside it prints as `?` rather than failing the whole file. */
const printable = (font: PDFFont) => {
  const known = new Set(font.getCharacterSet());
  return (text: string) => [...text].map((c) => (known.has(c.codePointAt(0)!) ? c : '?')).join('');
};

/** One line of text, shrunk to fit `width` (down to `min`), then cut with an ellipsis. */
const fitLine = (font: PDFFont, raw: string, width: number, max: number, min = 5) => {
  const text = printable(font)(raw);
  let size = max;
  while (size > min && font.widthOfTextAtSize(text, size) > width) size -= 0.5;
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(t, size) > width) t = `${t.slice(0, -2)}…`;
  return { text: t, size };
};

/**
 * The bars as an image of the document, made once per distinct code (a receipt's lot in two bins
 * prints the same bars twice). Drawn 5 mm tall and stretched to the label's bar height: the bars
 * are the same at any height, and a short image is a small, quick one.
 */
const barsOf = (doc: PDFDocument) => {
  const made = new Map<string, Promise<PDFImage>>();
  return (label: Label) => {
    const key = JSON.stringify(label.barcode);
    if (!made.has(key)) made.set(key, barcodePng(label.barcode, { heightMm: 5 }).then((png) => doc.embedPng(png)));
    return made.get(key)!;
  };
};

const drawLabel = async (bars: ReturnType<typeof barsOf>, page: PDFPage, fonts: { bold: PDFFont; regular: PDFFont }, sheet: Sheet, label: Label, x0: number, yTop: number) => {
  const pad = sheet.pad * MM;
  const width = sheet.cell[0] * MM - 2 * pad;
  const centre = (text: string, font: PDFFont, size: number, y: number) =>
    page.drawText(text, { x: x0 + pad + (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color: rgb(0, 0, 0) });

  let y = yTop - pad;
  const title = fitLine(fonts.bold, label.title, width, label.large ? sheet.largeTitleMax : sheet.titleMax);
  y -= title.size * 0.8;
  centre(title.text, fonts.bold, title.size, y);
  y -= title.size * 0.3 + 1 * MM;

  const png = await bars(label);
  // As wide as the label allows, for the scanner's sake, up to modules of 0.5 mm (the PNG has 3 px a module).
  const barWidth = Math.min(width, (png.width / 3) * 0.5 * MM);
  const barHeight = sheet.barHeight * MM;
  y -= barHeight;
  page.drawImage(png, { x: x0 + pad + (width - barWidth) / 2, y, width: barWidth, height: barHeight });

  const small = [...(label.barcode.kind === 'gs1-128' ? [gs1HumanReadable(label.barcode.data)] : []), ...label.lines];
  for (const [i, line] of small.entries()) {
    const fitted = fitLine(i === 0 && label.barcode.kind === 'gs1-128' ? fonts.bold : fonts.regular, line, width, sheet.small);
    y -= fitted.size * 1.15;
    centre(fitted.text, i === 0 && label.barcode.kind === 'gs1-128' ? fonts.bold : fonts.regular, fitted.size, y);
  }
};

/** Every label in one PDF: sheets of cells, or one thermal label per page. */
export const labelsPdf = async (labels: readonly Label[], format: keyof typeof SHEETS, title: string): Promise<Uint8Array> => {
  const sheet: Sheet = SHEETS[format];
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('backoffice');
  const fonts = { bold: await doc.embedFont(StandardFonts.HelveticaBold), regular: await doc.embedFont(StandardFonts.Helvetica) };
  const perPage = sheet.cols * sheet.rows;
  const bars = barsOf(doc);
  let page: PDFPage | undefined;
  for (const [i, label] of labels.entries()) {
    const slot = i % perPage;
    if (slot === 0) page = doc.addPage([sheet.page[0] * MM, sheet.page[1] * MM]);
    const col = slot % sheet.cols;
    const row = Math.floor(slot / sheet.cols);
    const x0 = (sheet.origin[0] + col * sheet.cell[0]) * MM;
    const yTop = (sheet.page[1] - sheet.origin[1] - row * sheet.cell[1]) * MM;
    await drawLabel(bars, page!, fonts, sheet, label, x0, yTop);
  }
  return doc.save();
};
