import type { Answer } from '../../registry/operations';
import type expedicoes from './index';

type PickSuggestion = Answer<typeof expedicoes, 'suggestPicking'>;

/** A note's line as the form holds it. */
export type FormLine = { material_id?: string; lote?: string | null; endereco?: string | null; quantidade?: number | string | null } & Record<string, unknown>;

/**
 * The lines that replace line `index` after a suggestion: one per lot and bin picked (the first
 * keeps the line's id, so an edit keeps its history), then the shortfall on a line without a bin;
 * the line as it was when nothing could be picked.
 */
export const splitBySuggestion = (lines: readonly FormLine[], index: number, s: Pick<PickSuggestion, 'linhas' | 'falta'>): FormLine[] => {
  const line = lines[index];
  const parts: FormLine[] = s.linhas.map((p, i) => ({
    ...(i === 0 ? line : {}), material_id: p.material_id, lote: p.lote || null, endereco: p.endereco, quantidade: p.quantidade,
  }));
  if (s.falta > 0 && parts.length) parts.push({ material_id: line.material_id, lote: null, endereco: null, quantidade: s.falta });
  if (!parts.length) parts.push(line);
  return [...lines.slice(0, index), ...parts, ...lines.slice(index + 1)];
};
