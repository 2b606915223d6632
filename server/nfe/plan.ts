import { type Queryable, run } from '../crud/sql';
import type { Plan, PlanLine, PlanProduct } from '../../src/registry/nfe';
import type { Nfe } from './parse';

/** A real GTIN (8, 12, 13 or 14 digits, check digit modulo 10 with weights 3 and 1 from the right); "SEM GTIN" and zeros are none. */
export const isGtin = (value: string): boolean => {
  if (!/^(\d{8}|\d{12,14})$/.test(value) || /^0+$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
};

const UNITS = ['UN', 'KG', 'CX', 'PC', 'L', 'M3'];
/** The supplier's commercial unit when it is one of ours; else units (the conversion factor says the rest). */
const unitOf = (uCom: string) => (UNITS.includes(uCom.toUpperCase()) ? uCom.toUpperCase() : 'UN');

/**
 * The code of a material the import creates: its GTIN when it has one (one product, whoever sells
 * it), else the supplier's CNPJ root and its own code, so two suppliers' "001" stay apart.
 */
const newCode = (cnpj: string, cProd: string, ean: string) => (isGtin(ean) ? ean : `${cnpj.slice(0, 8)}-${cProd}`.slice(0, 60));

const roundTo = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

/** What importing `nfe` would create and match, read from the database without writing (the preview, and the import's own plan). */
export const planNfe = async (db: Queryable, nfe: Nfe): Promise<Plan> => {
  const [supplier] = await run<{ id: string; razao_social: string; nome_fantasia: string | null }>(db,
    'SELECT id, razao_social, nome_fantasia FROM fornecedores WHERE cnpj = $1', [nfe.emitente.cnpj]);
  const codes = [...new Set(nfe.linhas.map((l) => l.cProd))];
  const mappings = supplier ? await run<{ codigo_fornecedor: string; material_id: string; fator_conversao: string; codigo: string; descricao: string }>(db,
    `SELECT mf.codigo_fornecedor, mf.material_id, mf.fator_conversao, m.codigo, m.descricao
       FROM materiais_fornecedores mf JOIN materiais m ON m.id = mf.material_id
      WHERE mf.fornecedor_id = $1 AND mf.codigo_fornecedor = ANY($2::text[])`, [supplier.id, codes]) : [];
  const mapped = new Map(mappings.map((m) => [m.codigo_fornecedor, m]));
  const firstOf = new Map<string, Nfe['linhas'][number]>();
  for (const l of nfe.linhas) if (!firstOf.has(l.cProd)) firstOf.set(l.cProd, l);
  const candidates = [...firstOf.values()].filter((l) => !mapped.has(l.cProd)).map((l) => newCode(nfe.emitente.cnpj, l.cProd, l.cEAN));
  const existing = new Map((await run<{ id: string; codigo: string; descricao: string }>(db,
    'SELECT id, codigo, descricao FROM materiais WHERE codigo = ANY($1::text[])', [candidates])).map((m) => [m.codigo, m]));

  const produtos = new Map<string, PlanProduct>();
  for (const [cProd, l] of firstOf) {
    const lots = nfe.linhas.filter((x) => x.cProd === cProd);
    const base = { codigo_fornecedor: cProd, unidade: unitOf(l.uCom), controla_lote: lots.some((x) => x.lote), controla_validade: lots.some((x) => x.validade) };
    const m = mapped.get(cProd);
    if (m) {
      produtos.set(cProd, { ...base, material: { id: m.material_id, codigo: m.codigo, descricao: m.descricao, origem: 'mapeamento' }, fator_conversao: Number(m.fator_conversao), mapeamento_novo: false });
      continue;
    }
    const codigo = newCode(nfe.emitente.cnpj, cProd, l.cEAN);
    const found = existing.get(codigo);
    // A material whose code is this GTIN is that product; a code taken by a material of no GTIN is not (it gets a suffix).
    const byGtin = found && isGtin(l.cEAN);
    let free = codigo;
    if (found && !byGtin) {
      for (let i = 2; ; i++) {
        free = `${codigo.slice(0, 56)}-${i}`;
        if (!(await run(db, 'SELECT 1 FROM materiais WHERE codigo = $1', [free])).length) break;
      }
    }
    produtos.set(cProd, {
      ...base,
      material: byGtin ? { id: found.id, codigo: found.codigo, descricao: found.descricao, origem: 'gtin' } : { id: null, codigo: free, descricao: l.xProd || cProd, origem: 'novo' },
      fator_conversao: 1,
      mapeamento_novo: true,
    });
  }

  const itens = nfe.linhas.map((l): PlanLine => {
    const p = produtos.get(l.cProd)!;
    return {
      item: l.item,
      codigo_fornecedor: l.cProd,
      ean: l.cEAN,
      descricao: l.xProd,
      unidade_nf: l.uCom,
      quantidade_nf: l.quantidade,
      fator_conversao: p.fator_conversao,
      quantidade: roundTo(l.quantidade * p.fator_conversao, 4),
      lote: l.lote,
      validade: l.validade,
      valor_unitario: roundTo(l.valorUnitario / p.fator_conversao, 2),
      material: p.material,
      mapeamento_novo: p.mapeamento_novo,
    };
  });

  return {
    chave_acesso: nfe.chave,
    numero_nf: nfe.numero,
    serie: nfe.serie,
    data_emissao: nfe.dataEmissao,
    valor_total: nfe.valorTotal,
    fornecedor: supplier
      ? { id: supplier.id, novo: false, cnpj: nfe.emitente.cnpj, razao_social: supplier.razao_social, nome_fantasia: supplier.nome_fantasia ?? '' }
      : { id: null, novo: true, cnpj: nfe.emitente.cnpj, razao_social: nfe.emitente.razaoSocial, nome_fantasia: nfe.emitente.nomeFantasia },
    itens,
    produtos: [...produtos.values()],
  };
};
