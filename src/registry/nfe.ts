import { isValidNfeKey } from './brazil';

/**
 * An NF-e access key whose mod-11 check digit (cDV, the 44th position) matches its first 43,
 * the CNPJ positions valued ASCII − 48 since the alphanumeric CNPJ (NT 2025.001). One home:
 * the arithmetic is `nfeKeyCheckDigit` in brazil.ts.
 */
export const chaveAcessoValida = (chave: string): boolean => isValidNfeKey(chave);

/** The preview of an NF-e import (`POST /v1/entradas/nfe?dry_run=true`): what it would create and match. */
/** How an item found its material: a remembered mapping, its GTIN, or a new one. */
export type Origem = 'mapeamento' | 'gtin' | 'novo';

export interface PlanProduct {
  codigo_fornecedor: string;
  material: { id: string | null; codigo: string; descricao: string; origem: Origem };
  /** Units of ours per invoiced unit: the mapping's, 1 for a new mapping. */
  fator_conversao: number;
  /** No mapping yet: the import remembers one. */
  mapeamento_novo: boolean;
  unidade: string;
  controla_lote: boolean;
  controla_validade: boolean;
}

export interface PlanLine {
  item: number;
  codigo_fornecedor: string;
  ean: string;
  descricao: string;
  unidade_nf: string;
  quantidade_nf: number;
  fator_conversao: number;
  quantidade: number;
  lote: string;
  validade: string | null;
  valor_unitario: number;
  material: PlanProduct['material'];
  mapeamento_novo: boolean;
}

export interface Plan {
  chave_acesso: string;
  numero_nf: string;
  serie: string;
  data_emissao: string;
  valor_total: number;
  fornecedor: { id: string | null; novo: boolean; cnpj: string; razao_social: string; nome_fantasia: string };
  itens: PlanLine[];
  /** One per supplier code, in the order of the NF-e. */
  produtos: PlanProduct[];
}
