import type { Locale } from '../../i18n';
import { translate } from '../i18n';
import { type Gs1Part, gs1Date, gtin14, isGtin, partProblem } from './gs1Data';
import type { Label } from './model';

/** The few words a label prints, in the caller's language (Latin words for Arabic: docs/decisions.md "Labels"). */
export const printedWords = (locale: Locale) => (key: 'titulo' | 'codigo' | 'lote' | 'validade' | 'endereco' | 'recebimento' | 'nf' | 'fornecedor') =>
  translate(locale, `resources.etiquetas.messages.impresso.${key}`);
export type Words = ReturnType<typeof printedWords>;

/** A bin's label: its address as Code 128 and, large, as text. */
export const binLabel = (endereco: string): Label => ({ title: endereco, large: true, barcode: { kind: 'code128', text: endereco }, lines: [] });

export interface LotSource {
  codigo: string;
  descricao: string | null;
  /** '' for a material without lots. */
  lote: string;
  validade: string | null;
  endereco?: string;
}

/**
 * A lot or product label: (01) the material's code when it is a GTIN, else (91) the code as our
 * own (company internal) identification; (10) the lot and (17) the expiry when there are. Answers
 * the label, or the field a GS1-128 cannot carry with its message.
 */
export const lotLabel = (s: LotSource, w: Words): { label: Label } | { problem: { field: 'codigo' | 'lote'; message: string } } => {
  const parts: Gs1Part[] = [isGtin(s.codigo) ? { ai: '01', value: gtin14(s.codigo) } : { ai: '91', value: s.codigo }];
  if (s.lote) parts.push({ ai: '10', value: s.lote });
  if (s.validade) parts.push({ ai: '17', value: gs1Date(s.validade) });
  for (const p of parts) {
    const message = partProblem(p);
    if (message && p.ai !== '17') return { problem: { field: p.ai === '10' ? 'lote' : 'codigo', message } };
  }
  const detail = [s.lote && `${w('lote')} ${s.lote}`, s.validade && `${w('validade')} ${s.validade}`].filter(Boolean).join(' · ');
  return {
    label: {
      title: s.descricao || s.codigo,
      barcode: { kind: 'gs1-128', parts },
      lines: [`${w('codigo')} ${s.codigo}`, ...(detail ? [detail] : []), ...(s.endereco ? [`${w('endereco')} ${s.endereco}`] : [])],
    },
  };
};

/** A pallet's label: its SSCC as (00), the receipt and its supplier in text. */
export const palletLabel = (p: { sscc: string; recebimento: number | string; nf: string; fornecedor: string }, w: Words): Label => ({
  title: `${w('recebimento')} ${p.recebimento}`,
  barcode: { kind: 'gs1-128', parts: [{ ai: '00', value: p.sscc }] },
  lines: [`${w('fornecedor')} ${p.fornecedor}`, `${w('nf')} ${p.nf}`],
});
