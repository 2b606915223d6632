import { z } from 'zod';
import { isValidNfeKey } from './brazil';

/**
 * An NF-e access key whose mod-11 check digit (cDV, the 44th position) matches its first 43,
 * the CNPJ positions valued ASCII − 48 since the alphanumeric CNPJ (NT 2025.001). One home:
 * the arithmetic is `nfeKeyCheckDigit` in brazil.ts.
 */
export const chaveAcessoValida = (chave: string): boolean => isValidNfeKey(chave);

/** How an item found its material: a remembered mapping, its GTIN, the user's choice in the preview, or a new one. */
const origem = z.enum(['mapeamento', 'gtin', 'escolha', 'novo']);
export type Origem = z.output<typeof origem>;

const material = z.object({ id: z.string().nullable(), codigo: z.string(), descricao: z.string(), origem });

const planProduct = z.object({
  codigo_fornecedor: z.string(),
  material,
  fator_conversao: z.number().describe('Units of ours per invoiced unit: the mapping\'s, 1 for a new or changed mapping'),
  mapeamento_novo: z.boolean().describe('No mapping yet: the import remembers one'),
  mapeamento_alterado: z.boolean().describe('The user chose another material than the remembered one: the import points the mapping at it'),
  unidade: z.string().nullable().describe('Our unit of the material (of a new one: uCom when it is ours, else the one chosen); null while a new material\'s unit is unknown'),
  unidade_nf: z.string().describe('uCom as invoiced'),
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

/** What the import asks the user to confirm before it writes (docs/domain.md "Warehousing"). */
export const NFE_WARNINGS = ['destinatario', 'homologacao', 'lote_vencido', 'chave_divergente'] as const;
export type NfeWarning = (typeof NFE_WARNINGS)[number];

/** The preview of an NF-e import (`POST /v1/entradas/nfe?dry_run=true`): what it would create and match. */
export const nfePlan = z.object({
  chave_acesso: z.string(),
  numero_nf: z.string(),
  serie: z.string(),
  data_emissao: z.string(),
  valor_total: z.number(),
  fornecedor: z.object({ id: z.string().nullable(), novo: z.boolean(), cnpj: z.string(), razao_social: z.string(), nome_fantasia: z.string() }),
  destinatario: z.object({ cnpj: z.string(), nome: z.string() }).describe('dest/CNPJ (or CPF) and xNome as invoiced'),
  empresa: z.object({ id: z.string(), razao_social: z.string() }).nullable().describe('Our company the note is addressed to, if it is one'),
  agendamento: z.object({ id: z.string(), numero: z.number(), data: z.string(), hora_inicio: z.string(), doca: z.number() }).nullable()
    .describe('The live receiving booking that expects this note (by key, or by NF number of this supplier): the import links it'),
  avisos: z.array(z.object({ codigo: z.enum(NFE_WARNINGS), mensagem: z.string() }))
    .describe('What the user must confirm (`confirmar`) before the import, each translated'),
  itens: z.array(planLine),
  produtos: z.array(planProduct).describe('One per supplier code, in the order of the NF-e'),
});
export type Plan = z.output<typeof nfePlan>;
