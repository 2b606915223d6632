import type { Locale } from '../../i18n';
import { type Gs1Data, Gs1Error, gs1Elements, isGtin } from '../../src/registry/gs1';
import { translate } from '../i18n';
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

/** The catalog key of why a value cannot be printed in a GS1-128 (the check is the parser's). */
const PROBLEM: Partial<Record<Gs1Error['code'], string>> = {
  bad_chars: 'resources.etiquetas.messages.gs1_caracteres',
  too_long: 'resources.etiquetas.messages.gs1_longo',
};

/**
 * A lot or product label: (01) the material's code when it is a GTIN, else (91) the code as our
 * own (company internal) identification; (10) the lot and (17) the expiry when there are. Answers
 * the label, or the field a GS1-128 cannot carry with its message. A code that would go alone in
 * (91) is printed as a plain Code 128 of the code (still checked as GS1 would): a phone's decoder
 * drops the GS1-128's identifier, and a lone `91CX-LUVA-M` would read as that text, which names no
 * material (docs/decisions.md "Labels read back").
 */
export const lotLabel = (s: LotSource, w: Words): { label: Label } | { problem: { field: 'codigo' | 'lote'; message: string } } => {
  const data: Gs1Data = {
    ...(isGtin(s.codigo) ? { gtin: s.codigo.padStart(14, '0') } : { internal: s.codigo }),
    ...(s.lote ? { lot: s.lote } : {}),
    ...(s.validade ? { expiry: s.validade } : {}),
  };
  try {
    gs1Elements(data);
  } catch (e) {
    if (!(e instanceof Gs1Error)) throw e;
    return { problem: { field: e.ai === '10' ? 'lote' : 'codigo', message: PROBLEM[e.code] ?? 'resources.etiquetas.messages.gs1_invalido' } };
  }
  const detail = [s.lote && `${w('lote')} ${s.lote}`, s.validade && `${w('validade')} ${s.validade}`].filter(Boolean).join(' · ');
  return {
    label: {
      title: s.descricao || s.codigo,
      barcode: Object.keys(data).join() === 'internal' ? { kind: 'code128', text: s.codigo } : { kind: 'gs1-128', data },
      lines: [`${w('codigo')} ${s.codigo}`, ...(detail ? [detail] : []), ...(s.endereco ? [`${w('endereco')} ${s.endereco}`] : [])],
    },
  };
};

/** A pallet's label: its SSCC as (00), the receipt and its supplier in text. */
export const palletLabel = (p: { sscc: string; recebimento: number | string; nf: string; fornecedor: string }, w: Words): Label => ({
  title: `${w('recebimento')} ${p.recebimento}`,
  barcode: { kind: 'gs1-128', data: { sscc: p.sscc } },
  lines: [`${w('fornecedor')} ${p.fornecedor}`, `${w('nf')} ${p.nf}`],
});
