import { type Queryable, run } from '../crud/sql';
import { validationError } from '../errors';
import type { Plan, PlanLine, PlanProduct } from '../../src/registry/nfe';
import materiais from '../../src/resources/materiais';
import { isGtin } from '../labels/gs1Data';
import { expectingBooking } from './booking';
import type { Nfe } from './parse';
import { type Say, nfeWarnings } from './warnings';

/** Our units, as the materials declare them. */
export const UNITS: readonly string[] = materiais.fields.unidade.values;
/** The supplier's commercial unit when it is one of ours; else none, and the user is asked (never a silent UN). */
const unitOf = (uCom: string) => (UNITS.includes(uCom.toUpperCase()) ? uCom.toUpperCase() : null);

/** What the user chose in the preview, per supplier code: a material of ours, or the unit of a new one. */
export interface Choices {
  materiais: ReadonlyMap<string, string>;
  unidades: ReadonlyMap<string, string>;
}

/**
 * The code of a material the import creates: its GTIN when it has one (one product, whoever sells
 * it), else the supplier's CNPJ root and its own code, so two suppliers' "001" stay apart.
 */
const newCode = (cnpj: string, cProd: string, ean: string) => (isGtin(ean) ? ean : `${cnpj.slice(0, 8)}-${cProd}`.slice(0, 60));

const roundTo = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

interface Material { id: string; codigo: string; descricao: string; unidade: string }

/** The chosen materials by supplier code; a code the NF-e lacks or a material that does not exist is a 400 under `material`. */
const chosenMaterials = async (db: Queryable, choices: Choices, codes: ReadonlySet<string>) => {
  const ids = [...new Set(choices.materiais.values())];
  const found = new Map((ids.length ? await run<Material>(db, 'SELECT id, codigo, descricao, unidade FROM materiais WHERE id = ANY($1::uuid[])', [ids]) : []).map((m) => [m.id, m]));
  const chosen = new Map<string, Material>();
  for (const [codigo, id] of choices.materiais) {
    if (!codes.has(codigo)) throw validationError({ material: { message: 'resources.entradas.messages.escolha_codigo', args: { codigo } } });
    const m = found.get(id);
    if (!m) throw validationError({ material: { message: 'resources.entradas.messages.escolha_inexistente', args: { codigo } } });
    chosen.set(codigo, m);
  }
  for (const codigo of choices.unidades.keys()) {
    if (!codes.has(codigo)) throw validationError({ unidade: { message: 'resources.entradas.messages.escolha_codigo', args: { codigo } } });
  }
  return chosen;
};

/**
 * What importing `nfe` would create and match, read from the database without writing (the
 * preview, and the import's own plan), with the user's choices applied: a chosen material wins
 * over the remembered mapping and the GTIN, and is remembered for the supplier in its place.
 */
export const planNfe = async (db: Queryable, nfe: Nfe, choices: Choices, say: Say): Promise<Plan> => {
  const [supplier] = await run<{ id: string; razao_social: string; nome_fantasia: string | null }>(db,
    'SELECT id, razao_social, nome_fantasia FROM fornecedores WHERE cnpj = $1', [nfe.emitente.cnpj]);
  const codes = [...new Set(nfe.linhas.map((l) => l.cProd))];
  const chosen = await chosenMaterials(db, choices, new Set(codes));
  const mappings = supplier ? await run<{ codigo_fornecedor: string; material_id: string; fator_conversao: string } & Omit<Material, 'id'>>(db,
    `SELECT mf.codigo_fornecedor, mf.material_id, mf.fator_conversao, m.codigo, m.descricao, m.unidade
       FROM materiais_fornecedores mf JOIN materiais m ON m.id = mf.material_id
      WHERE mf.fornecedor_id = $1 AND mf.codigo_fornecedor = ANY($2::text[])`, [supplier.id, codes]) : [];
  const mapped = new Map(mappings.map((m) => [m.codigo_fornecedor, m]));
  const firstOf = new Map<string, Nfe['linhas'][number]>();
  for (const l of nfe.linhas) if (!firstOf.has(l.cProd)) firstOf.set(l.cProd, l);
  const candidates = [...firstOf.values()].filter((l) => !mapped.has(l.cProd) && !chosen.has(l.cProd)).map((l) => newCode(nfe.emitente.cnpj, l.cProd, l.cEAN));
  const existing = new Map((await run<Material>(db,
    'SELECT id, codigo, descricao, unidade FROM materiais WHERE codigo = ANY($1::text[])', [candidates])).map((m) => [m.codigo, m]));

  const produtos = new Map<string, PlanProduct>();
  for (const [cProd, l] of firstOf) {
    const lots = nfe.linhas.filter((x) => x.cProd === cProd);
    const base = { codigo_fornecedor: cProd, unidade_nf: l.uCom, controla_lote: lots.some((x) => x.lote), controla_validade: lots.some((x) => x.validade), mapeamento_alterado: false };
    const m = mapped.get(cProd);
    const c = chosen.get(cProd);
    if (c && c.id !== m?.material_id) {
      // A mapping pointed at another material keeps no factor: it converted into that material's unit.
      produtos.set(cProd, {
        ...base, unidade: c.unidade, material: { id: c.id, codigo: c.codigo, descricao: c.descricao, origem: 'escolha' },
        fator_conversao: 1, mapeamento_novo: !m, mapeamento_alterado: !!m,
      });
      continue;
    }
    if (m) {
      produtos.set(cProd, {
        ...base, unidade: m.unidade, material: { id: m.material_id, codigo: m.codigo, descricao: m.descricao, origem: 'mapeamento' },
        fator_conversao: Number(m.fator_conversao), mapeamento_novo: false,
      });
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
      unidade: byGtin ? found.unidade : choices.unidades.get(cProd) ?? unitOf(l.uCom),
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
    ...await nfeWarnings(db, nfe, say),
    destinatario: nfe.destinatario,
    agendamento: await expectingBooking(db, nfe, supplier?.id ?? null),
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
