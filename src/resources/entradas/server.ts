import { uuidv7 } from 'uuidv7';
import { type Queryable, run } from '../../../server/crud/sql';
import type { WriteContext } from '../../../server/crud/writeContext';
import { AppError, validationError } from '../../../server/errors';
import { storeFile } from '../../../server/files';
import { translateMessage } from '../../../server/i18n';
import { parseNfe } from '../../../server/nfe/parse';
import { type Choices, planNfe } from '../../../server/nfe/plan';
import { defineServer } from '../../../server/operations';
import { dayText } from '../../registry/dates';
import { type NfeWarning, type Plan, chaveAcessoValida } from '../../registry/nfe';
import agendamentos from '../agendamentos';
import entradas from './index';

type Row = Record<string, unknown>;

/** The entrada already made from this access key: 409 naming it as people do, by its number, supplier and issue day. */
const duplicateOf = async (db: Queryable, chave: string) => {
  const [other] = await run<{ numero_nf: string; fornecedor: string; data: string }>(db,
    `SELECT e.numero_nf, f.razao_social AS fornecedor, e.data_emissao::text AS data
       FROM entradas e JOIN fornecedores f ON f.id = e.fornecedor_id WHERE e.chave_acesso = $1`, [chave]);
  if (!other) return undefined;
  const args = { numero_nf: other.numero_nf, fornecedor: other.fornecedor, data: dayText(other.data) };
  return new AppError(409, 'resources.entradas.messages.nfe_duplicada', args, { chave_acesso: { message: 'resources.entradas.messages.nfe_duplicada', args } });
};

/** Writes what the plan says: the supplier, the materials and mappings it lacks, the XML, then the entrada. */
const importPlan = async (ctx: WriteContext, plan: Plan, nfe: ReturnType<typeof parseNfe>, xml: string) => {
  const { db, records } = ctx;
  const R = (name: string) => records.byName.get(name)!;
  let fornecedorId = plan.fornecedor.id;
  if (!fornecedorId) {
    const e = nfe.emitente;
    const address = Object.fromEntries(Object.entries({
      cep: /^\d{8}$/.test(e.cep) ? e.cep : '', logradouro: e.logradouro.slice(0, 200), numero: e.numero.slice(0, 20), complemento: e.complemento.slice(0, 100),
      bairro: e.bairro.slice(0, 100), cidade: e.cidade.slice(0, 100), uf: /^[A-Z]{2}$/.test(e.uf) ? e.uf : '',
    }).filter(([, v]) => v));
    const created = await records.create(ctx, R('fornecedores'), {
      razao_social: (e.razaoSocial || e.cnpj).slice(0, 200), ...(e.nomeFantasia ? { nome_fantasia: e.nomeFantasia.slice(0, 200) } : {}), cnpj: e.cnpj, ...address,
    });
    fornecedorId = created.id as string;
  }
  // Two supplier codes with one GTIN are one new material. New materials and codes go in by
  // multi-row INSERTs: an NF-e of 500 new products is two statements each, not a thousand creates.
  const createdByCode = new Map<string, string>();
  const materialOf = new Map<string, string>();
  const newMaterials: Row[] = [];
  const newMappings: Row[] = [];
  const changedMappings: { codigo: string; material_id: string }[] = [];
  for (const p of plan.produtos) {
    let id = p.material.id ?? createdByCode.get(p.material.codigo);
    if (!id) {
      id = uuidv7();
      newMaterials.push({
        id, codigo: p.material.codigo, descricao: p.material.descricao.slice(0, 300), unidade: p.unidade,
        controla_lote: p.controla_lote, controla_validade: p.controla_validade,
      });
      createdByCode.set(p.material.codigo, id);
    }
    materialOf.set(p.codigo_fornecedor, id);
    if (p.mapeamento_novo) {
      newMappings.push({ fornecedor_id: fornecedorId, codigo_fornecedor: p.codigo_fornecedor, material_id: id, fator_conversao: p.fator_conversao });
    }
    if (p.mapeamento_alterado) changedMappings.push({ codigo: p.codigo_fornecedor, material_id: id });
  }
  await records.createMany(ctx, R('materiais'), newMaterials);
  await records.createMany(ctx, R('materiais-fornecedores'), newMappings);
  for (const c of changedMappings) {
    const [m] = await run<{ id: string }>(db, 'SELECT id FROM materiais_fornecedores WHERE fornecedor_id = $1 AND codigo_fornecedor = $2', [fornecedorId, c.codigo]);
    await records.update(ctx, R('materiais-fornecedores'), m.id, undefined, { material_id: c.material_id, fator_conversao: 1 });
  }
  const arquivoId = await storeFile(db, 'application/xml', Buffer.from(xml, 'utf8'), ctx.user.id);
  const input: Row = {
    numero_nf: plan.numero_nf,
    ...(plan.serie ? { serie: plan.serie } : {}),
    chave_acesso: plan.chave_acesso,
    fornecedor_id: fornecedorId,
    ...(plan.empresa ? { empresa_id: plan.empresa.id } : {}),
    ...(plan.agendamento ? { agendamento_id: plan.agendamento.id } : {}),
    data_emissao: plan.data_emissao,
    valor_total: plan.valor_total,
    arquivo_id: arquivoId,
    itens: plan.itens.map((l) => ({
      material_id: materialOf.get(l.codigo_fornecedor),
      codigo_fornecedor: l.codigo_fornecedor,
      quantidade_nf: l.quantidade_nf,
      ...(l.lote ? { lote: l.lote } : {}),
      ...(l.validade ? { validade: l.validade } : {}),
      quantidade: l.quantidade,
      valor_unitario: l.valor_unitario,
    })),
  };
  // The unique index decides between two imports of one key at once: the loser answers 409 naming the winner.
  await db.query('SAVEPOINT nfe_entrada');
  try {
    const entrada = await records.create(ctx, entradas, input);
    await db.query('RELEASE SAVEPOINT nfe_entrada');
    if (plan.agendamento) await moveBookingOn(ctx, plan.agendamento.id, fornecedorId);
    return entrada;
  } catch (err) {
    const e = err as { code?: string; constraint?: string };
    if (e.code !== '23505' || e.constraint !== 'entradas_chave_acesso_unique') throw err;
    await db.query('ROLLBACK TO SAVEPOINT nfe_entrada');
    throw (await duplicateOf(db, plan.chave_acesso)) ?? err;
  }
};

const A = agendamentos.statusIds;

/**
 * The booking that expected the imported note: its goods have arrived, so an Agendado booking
 * moves to Em andamento, and one that named no supplier names the note's. Read under its lock, so
 * two notes of one booking imported at once move it once.
 */
const moveBookingOn = async (ctx: WriteContext, id: string, fornecedorId: string) => {
  const booking = await ctx.records.read(ctx.db, agendamentos, id, { lock: true });
  if (!booking) return;
  const input: Row = {
    ...(booking.status_id === A.agendado ? { status_id: A.emAndamento } : {}),
    ...(booking.fornecedor_id ? {} : { fornecedor_id: fornecedorId }),
  };
  if (Object.keys(input).length) await ctx.records.update(ctx, agendamentos, id, undefined, input);
};

/** The query's choices by supplier code (`<value>:<code>`, split at the first colon: neither an id nor a unit has one). */
const choicesOf = (query: { material?: string[]; unidade?: string[] }): Choices => {
  const byCode = (values: string[] = []) => new Map(values.map((v) => [v.slice(v.indexOf(':') + 1), v.slice(0, v.indexOf(':'))]));
  return { materiais: byCode(query.material), unidades: byCode(query.unidade) };
};

/**
 * What the import needs before it writes: the unit of every new material whose NF-e unit is not
 * one of ours, and the user's confirmation of every warning. A 400 naming what is missing.
 */
const refuseUnsettled = (plan: Plan, confirmed: readonly NfeWarning[]) => {
  const fields: Record<string, { message: string; args: Record<string, unknown> }> = {};
  const unknown = plan.produtos.filter((p) => !p.material.id && !p.unidade).map((p) => `${p.codigo_fornecedor} (${p.unidade_nf || '—'})`);
  if (unknown.length) fields.unidade = { message: 'resources.entradas.messages.nfe_unidade', args: { codigos: unknown.join(', ') } };
  const pending = plan.avisos.filter((a) => !confirmed.includes(a.codigo));
  if (pending.length) fields.confirmar = { message: 'resources.entradas.messages.nfe_confirmar', args: { avisos: pending.map((a) => a.mensagem).join('; ') } };
  const [first] = Object.values(fields);
  if (first) throw new AppError(400, first.message, first.args, fields);
};

/**
 * Inbound notes (docs/domain.md "Warehousing"): a key typed or sent by a client must carry its
 * check digit; the NF-e import creates the supplier, materials and mappings it lacks.
 */
export default defineServer(entradas, {
  async beforeWrite(data) {
    if (typeof data.chave_acesso === 'string' && data.chave_acesso && !chaveAcessoValida(data.chave_acesso)) {
      throw validationError({ chave_acesso: { message: 'app.validation.chave_acesso_dv' } });
    }
    return data;
  },
  operations: {
    /**
     * `POST /v1/entradas/nfe`: the supplier's NF-e XML as the body. With `dry_run=true` it answers the
     * preview and writes nothing; without, it creates the entrada (201). Every refusal writes nothing.
     */
    importNfe: async ({ body: xml, query, db, user, records, reply, locale }) => {
      if (typeof xml !== 'string') throw new AppError(415, 'resources.entradas.messages.nfe_tipo_conteudo');
      const nfe = parseNfe(xml);
      const dryRun = query.dry_run === 'true';
      // Two imports of one supplier or one key queue here (supplier first, always): the second then sees the first's
      // supplier, or its entrada and answers 409 naming it, instead of a bare unique-index conflict.
      if (!dryRun) {
        await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`nfe-emitente:${nfe.emitente.cnpj}`]);
        await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`nfe-chave:${nfe.chave}`]);
      }
      const dup = await duplicateOf(db, nfe.chave);
      if (dup) throw dup;
      const say = (key: string, args?: Record<string, unknown>) => translateMessage(locale, `resources.entradas.messages.${key}`, args);
      const plan = await planNfe(db, nfe, choicesOf(query), say);
      if (dryRun) return plan;
      refuseUnsettled(plan, query.confirmar ?? []);
      const entrada = await importPlan({ db, user, records }, plan, nfe, xml);
      reply.code(201);
      return entrada;
    },
  },
});
