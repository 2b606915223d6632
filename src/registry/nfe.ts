import { z } from 'zod';
import { isValidNfeKey } from './brazil';

/**
 * An NF-e access key whose mod-11 check digit (cDV, the 44th position) matches its first 43,
 * the CNPJ positions valued ASCII − 48 since the alphanumeric CNPJ (NT 2025.001). One home:
 * the arithmetic is `nfeKeyCheckDigit` in brazil.ts.
 */
export const chaveAcessoValida = (chave: string): boolean => isValidNfeKey(chave);

/** How an item found its material: a remembered mapping, its GTIN, or a new one. */
const origem = z.enum(['mapeamento', 'gtin', 'novo']);
export type Origem = z.output<typeof origem>;

const material = z.object({ id: z.string().nullable(), codigo: z.string(), descricao: z.string(), origem });

const planProduct = z.object({
  codigo_fornecedor: z.string(),
  material,
  fator_conversao: z.number().describe('Units of ours per invoiced unit: the mapping\'s, 1 for a new mapping'),
  mapeamento_novo: z.boolean().describe('No mapping yet: the import remembers one'),
  unidade: z.string(),
  controla_lote: z.boolean(),
  controla_validade: z.boolean(),
});
export type PlanProduct = z.output<typeof planProduct>;

const planLine = z.object({
  item: z.number().int(),
  codigo_fornecedor: z.string(),
  ean: z.string(),
  descricao: z.string(),
  unidade_nf: z.string(),
  quantidade_nf: z.number(),
  fator_conversao: z.number(),
  quantidade: z.number(),
  lote: z.string(),
  validade: z.string().nullable(),
  valor_unitario: z.number(),
  material,
  mapeamento_novo: z.boolean(),
});
export type PlanLine = z.output<typeof planLine>;

/** The preview of an NF-e import (`POST /v1/entradas/nfe?dry_run=true`): what it would create and match. */
export const nfePlan = z.object({
  chave_acesso: z.string(),
  numero_nf: z.string(),
  serie: z.string(),
  data_emissao: z.string(),
  valor_total: z.number(),
  fornecedor: z.object({ id: z.string().nullable(), novo: z.boolean(), cnpj: z.string(), razao_social: z.string(), nome_fantasia: z.string() }),
  itens: z.array(planLine),
  produtos: z.array(planProduct).describe('One per supplier code, in the order of the NF-e'),
});
export type Plan = z.output<typeof nfePlan>;
