import { uuidv7 } from 'uuidv7';
import { type Queryable, run } from '../../../server/crud/sql';
import type { Records, WriteContext } from '../../../server/crud/writeContext';
import { AppError, notFound, validationError } from '../../../server/errors';
import { defineServer } from '../../../server/operations';
import { type Movement, position, post } from '../../../server/stock/ledger';
import { refuseFractionsOfWholeUnits } from '../../../server/stock/units';
import type { RecordOf } from '../../registry/define';
import { hasRole } from '../../registry/roles';
import inventarios, { SUPERVISOR_ROLE, beyondTolerance } from './index';

type Inventario = RecordOf<typeof inventarios>;
type Item = Inventario['itens'][number];
const S = inventarios.statusIds;
const M = 'resources.inventarios.messages';

/** Quantities to 4 decimals, as the columns keep them: no float residue in a difference. */
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
const sameLot = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') === (b ?? '');

const readLocked = async (records: Records, db: Queryable, id: string) => {
  const inv = await records.read(db, inventarios, id, { lock: true }) as Inventario | undefined;
  if (!inv) throw notFound();
  return inv;
};
const statusName = async (records: Records, db: Queryable, id: unknown) =>
  (await records.names(db, 'status', [id as string])).get(id as string) ?? '';
const userName = async (records: Records, db: Queryable, id: unknown) =>
  (await records.names(db, 'usuarios', [id as string])).get(id as string) ?? '';

const mustBeCounting = async (records: Records, db: Queryable, inv: Inventario) => {
  if (inv.status_id !== S.emContagem) throw new AppError(409, `${M}.not_counting`, { status: await statusName(records, db, inv.status_id) });
};
const mustBeCounter = (inv: Inventario, userId: string) => {
  if (!inv.contadores.some((c) => c.usuario_id === userId)) throw new AppError(403, `${M}.not_counter`);
};

/** The (bin, material, lot) keys holding stock in the count's scope, in the walking order: bin, then material code, then lot. */
const scopeKeys = (db: Queryable, inv: Inventario) => {
  const order = 'ORDER BY s.endereco COLLATE "C", m.codigo COLLATE "C", s.lote COLLATE "C"';
  const select = `SELECT s.material_id, s.lote, s.endereco, s.validade::text AS validade
                    FROM estoque_saldos s JOIN materiais m ON m.id = s.material_id WHERE s.quantidade > 0`;
  type Key = { material_id: string; lote: string; endereco: string; validade: string | null };
  if (inv.escopo === 'enderecos') return run<Key>(db, `${select} AND s.endereco = ANY($1::text[]) ${order}`, [inv.enderecos.map((e) => e.endereco)]);
  if (inv.escopo === 'materiais') return run<Key>(db, `${select} AND s.material_id = ANY($1::uuid[]) ${order}`, [inv.materiais.map((m) => m.material_id)]);
  // ABC: by the number of receipts and picks (not their quantities: units differ between materials) over the period.
  return run<Key>(db, `${select} AND s.material_id IN (
      SELECT v.material_id FROM estoque_movimentos v JOIN materiais vm ON vm.id = v.material_id
       WHERE v.origem IN ('recebimento', 'expedicao') AND v.created_at >= now() - make_interval(days => $2::int)
       GROUP BY v.material_id, vm.codigo ORDER BY count(*) DESC, vm.codigo COLLATE "C" LIMIT $1::int) ${order}`,
  [inv.abc_quantidade, inv.abc_dias ?? 90]);
};

interface SheetRow {
  id: string; endereco: string; material_id: string; codigo: string; descricao: string; unidade: string | null; controla_lote: boolean;
  lote: string | null; validade: string | null; adicionada: boolean; contado: number | null; contado_por: string | null; contagens: number; recontar: boolean;
}
interface ReviewRow extends SheetRow { saldo: number | null; seq: number | null; atual: number; movido: number | null }

/** The count's lines with their materials, in order; with `review`, also the ledger: the position at the count and the balance now. */
const sheetRows = async (db: Queryable, id: string, opts: { item?: string; review?: boolean } = {}) => run<ReviewRow>(db, `
  SELECT l.id, l.endereco, l.material_id, m.codigo, m.descricao, m.unidade::text AS unidade, m.controla_lote, l.lote, l.validade::text AS validade,
         l.adicionada, l.contado::float8 AS contado, l.contado_por, l.contagens, l.recontar
         ${opts.review ? `, p.saldo::float8 AS saldo, p.seq::float8 AS seq, coalesce(s.quantidade, 0)::float8 AS atual,
         -- What other documents moved since the count (the approval's own adjustment is not news).
         (SELECT coalesce(sum(v.quantidade), 0)::float8 FROM estoque_movimentos v
           WHERE (v.material_id, v.lote, v.endereco) = (l.material_id, coalesce(l.lote, ''), l.endereco) AND v.seq > p.seq
             AND v.documento_id IS DISTINCT FROM l.parent_id) AS movido` : ''}
    FROM inventarios_itens l JOIN materiais m ON m.id = l.material_id
    ${opts.review ? `LEFT JOIN inventarios_posicoes p ON p.item_id = l.id
    LEFT JOIN estoque_saldos s ON (s.material_id, s.lote, s.endereco) = (l.material_id, coalesce(l.lote, ''), l.endereco)` : ''}
   WHERE l.parent_id = $1 ${opts.item ? 'AND l.id = $2' : ''} ORDER BY l.ordem`, opts.item ? [id, opts.item] : [id]);

/** A line as a counter may see it: every column named, so nothing else slips into an answer. */
const sheetLine = (r: SheetRow) => ({
  id: r.id, endereco: r.endereco, material_id: r.material_id, codigo: r.codigo, descricao: r.descricao, unidade: r.unidade,
  controla_lote: r.controla_lote, lote: r.lote, validade: r.validade, adicionada: r.adicionada, contado: r.contado,
  contado_por: r.contado_por, contagens: r.contagens, recontar: r.recontar,
});
const oneLine = async (db: Queryable, id: string, item: string) => {
  const [row] = await sheetRows(db, id, { item });
  if (!row) throw notFound();
  return sheetLine(row);
};

/**
 * Records where the line's key stands in the ledger now, under the balance's lock (held until the
 * count commits), and answers the values the line takes: the count, and whether it needs a recount.
 */
const takeCount = async (db: Queryable, inv: Inventario, line: Pick<Item, 'id' | 'material_id' | 'lote' | 'endereco' | 'validade' | 'recontar' | 'contagens'>, quantidade: number, userId: string) => {
  // Half a box is refused when counted, not only at approval (the ledger's own rule, under `quantidade`).
  await refuseFractionsOfWholeUnits(db, [{ material_id: line.material_id, quantidade }]);
  const pos = await position(db, { material_id: line.material_id, lote: line.lote ?? '', endereco: line.endereco, validade: line.validade });
  await run(db, `
    INSERT INTO inventarios_posicoes (item_id, inventario_id, saldo, seq) VALUES ($1, $2, $3, $4)
    ON CONFLICT (item_id) DO UPDATE SET saldo = excluded.saldo, seq = excluded.seq, at = now()`,
  [line.id, inv.id, String(pos.quantidade), pos.seq], 'inventarios:position');
  // One automatic recount: a recount's own difference goes to the supervisor, who may ask again.
  const far = beyondTolerance(round4(quantidade - pos.quantidade), pos.quantidade, Number(inv.tolerancia ?? 0), Number(inv.tolerancia_percentual ?? 0));
  return {
    contado: quantidade, contado_por: userId, contado_em: new Date().toISOString(),
    contagens: (line.contagens ?? 0) + 1, recontar: far && !line.recontar,
  };
};

const hooks = {
  // Counters hold the view role, which lets them write; only a supervisor may shape or move a count.
  // The count's own operations write `itens`, which no client may send (readOnly), so they pass.
  async beforeWrite(data: Partial<Inventario>, ctx: WriteContext<Inventario>) {
    if (!('itens' in data) && !hasRole(ctx.user.roles, SUPERVISOR_ROLE)) throw new AppError(403, `${M}.supervisor_only`);
    const merged = { ...ctx.existing, ...data };
    if (merged.escopo === 'enderecos' && !merged.enderecos?.length) throw validationError({ enderecos: { message: `${M}.escopo_vazio` } });
    if (merged.escopo === 'materiais' && !merged.materiais?.length) throw validationError({ materiais: { message: `${M}.escopo_vazio` } });
    if (merged.escopo === 'abc' && !merged.abc_quantidade) throw validationError({ abc_quantidade: { message: 'app.validation.required' } });
    return data;
  },
  async beforeDelete(ctx: WriteContext<Inventario> & { existing: Inventario }) {
    if (!hasRole(ctx.user.roles, SUPERVISOR_ROLE)) throw new AppError(403, `${M}.supervisor_only`);
    await run(ctx.db, 'DELETE FROM inventarios_posicoes WHERE inventario_id = $1', [ctx.existing.id]);
  },
};

export default defineServer(inventarios, {
  ...hooks,
  operations: {
    startCount: async ({ params, db, user, records }) => {
      const inv = await readLocked(records, db, params.id);
      if (inv.status_id !== S.aberto) throw new AppError(409, `${M}.not_open`, { status: await statusName(records, db, inv.status_id) });
      const itens = (await scopeKeys(db, inv)).map((k) => ({
        id: uuidv7(), endereco: k.endereco, material_id: k.material_id, lote: k.lote || null, validade: k.validade,
        adicionada: false, contagens: 0, recontar: false,
      }));
      return records.update({ db, user, records }, inventarios, inv.id, undefined, { status_id: S.emContagem, itens }, { force: true, action: 'iniciar' });
    },

    getCountSheet: async ({ params, db, user, records }) => {
      const inv = await records.read(db, inventarios, params.id) as Inventario | undefined;
      if (!inv) throw notFound();
      return {
        id: inv.id, numero: inv.numero, status_id: inv.status_id as string,
        contador: inv.contadores.some((c) => c.usuario_id === user.id),
        linhas: (await sheetRows(db, inv.id)).map(sheetLine),
      };
    },

    countLine: async ({ params, body, db, user, records }) => {
      const inv = await readLocked(records, db, params.id);
      await mustBeCounting(records, db, inv);
      mustBeCounter(inv, user.id);
      const line = inv.itens.find((l) => l.id === params.itemId.toLowerCase());
      if (!line) throw notFound();
      // Under the count's row lock: of two counters on one line, the second sees the first's count.
      if (line.recontar && line.contado_por === user.id) {
        throw new AppError(403, `${M}.recount_other`, { user: await userName(records, db, line.contado_por) });
      }
      if (!line.recontar && line.contado_por && line.contado_por !== user.id) {
        throw new AppError(409, `${M}.already_counted`, { user: await userName(records, db, line.contado_por) });
      }
      const values = await takeCount(db, inv, line, body.quantidade, user.id);
      await records.updateLine({ db, user, records }, inventarios, inv.id, 'itens', line.id, values, { action: 'contar' });
      return oneLine(db, inv.id, line.id);
    },

    addLine: async ({ params, body, db, user, records }) => {
      const inv = await readLocked(records, db, params.id);
      await mustBeCounting(records, db, inv);
      mustBeCounter(inv, user.id);
      const [material] = await run<{ controla_lote: boolean }>(db, 'SELECT controla_lote FROM materiais WHERE id = $1', [body.material_id]);
      if (!material) throw validationError({ material_id: { message: 'app.validation.ref' } });
      const lote = body.lote || null;
      if (material.controla_lote && !lote) throw validationError({ lote: { message: 'app.validation.required' } });
      if (inv.itens.some((l) => l.endereco === body.endereco && l.material_id === body.material_id && sameLot(l.lote, lote))) {
        throw new AppError(409, `${M}.line_exists`, {}, { material_id: { message: `${M}.line_exists` } });
      }
      const line = { id: body.id ?? uuidv7(), endereco: body.endereco, material_id: body.material_id, lote, validade: body.validade ?? null, recontar: false, contagens: 0 };
      const values = await takeCount(db, inv, line, body.quantidade, user.id);
      await records.update({ db, user, records }, inventarios, inv.id, undefined,
        { itens: [...inv.itens, { ...line, adicionada: true, ...values }] }, { force: true, action: 'adicionar' });
      return oneLine(db, inv.id, line.id);
    },

    requestRecount: async ({ params, db, user, records }) => {
      const inv = await readLocked(records, db, params.id);
      await mustBeCounting(records, db, inv);
      const line = inv.itens.find((l) => l.id === params.itemId.toLowerCase());
      if (!line) throw notFound();
      if (line.contado === null) throw new AppError(409, `${M}.not_counted_yet`);
      await records.updateLine({ db, user, records }, inventarios, inv.id, 'itens', line.id, { recontar: true }, { action: 'recontar' });
      return oneLine(db, inv.id, line.id);
    },

    getCountReview: async ({ params, db, records }) => {
      const inv = await records.read(db, inventarios, params.id) as Inventario | undefined;
      if (!inv) throw notFound();
      const rows = await sheetRows(db, inv.id, { review: true });
      const names = await records.names(db, 'usuarios', rows.map((r) => r.contado_por));
      return {
        id: inv.id, numero: inv.numero, status_id: inv.status_id as string,
        linhas: rows.map((r) => {
          // Before its count a line expects what the ledger holds now; once counted, what it held then.
          const esperado = r.saldo ?? r.atual;
          const diferenca = r.contado === null ? null : round4(r.contado - esperado);
          return {
            ...sheetLine(r), contado_por_nome: r.contado_por ? names.get(r.contado_por) ?? null : null,
            esperado, diferenca, movimentado: r.saldo === null ? 0 : round4(r.movido ?? 0), seq: r.seq,
            fora_tolerancia: diferenca !== null && beyondTolerance(diferenca, esperado, Number(inv.tolerancia ?? 0), Number(inv.tolerancia_percentual ?? 0)),
          };
        }),
      };
    },

    approveCount: async ({ params, db, user, records }) => {
      const inv = await readLocked(records, db, params.id);
      await mustBeCounting(records, db, inv);
      const pending = inv.itens.filter((l) => l.contado === null || l.recontar);
      if (pending.length) {
        const codes = await sheetRows(db, inv.id);
        const label = (l: Item) => `${l.endereco} ${codes.find((c) => c.id === l.id)?.codigo ?? ''}`.trim();
        throw new AppError(409, `${M}.pending`, { lines: pending.slice(0, 10).map(label).join(', ') + (pending.length > 10 ? ', …' : '') });
      }
      const saldos = new Map((await run<{ item_id: string; saldo: string }>(db,
        'SELECT item_id, saldo::text AS saldo FROM inventarios_posicoes WHERE inventario_id = $1', [inv.id])).map((p) => [p.item_id, Number(p.saldo)]));
      // Counted − the balance when counted: what moved since stays (docs/decisions.md "Cycle counts").
      const movements: Movement[] = inv.itens.flatMap((l, i) => {
        const quantidade = round4(Number(l.contado) - (saldos.get(l.id) ?? 0));
        return quantidade ? [{ material_id: l.material_id, lote: l.lote ?? '', validade: l.validade, endereco: l.endereco, quantidade, path: `itens.${i}.contado` }] : [];
      });
      await post(db, movements, { origem: 'ajuste', documento_id: inv.id, usuario_id: user.id, motivo: `Inventário ${inv.numero}: ${inv.motivo}` });
      return records.update({ db, user, records }, inventarios, inv.id, undefined, { status_id: S.aprovado }, { force: true, action: 'aprovar' });
    },
  },
});
