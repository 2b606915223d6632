import { type Queryable, run } from '../crud/sql';
import { AppError } from '../errors';
import type { Reservation } from './ledger';
import { dayText } from '../../src/registry/dates';
import { type ShelfLifeBreach, clientMinimum, shelfLifeBreach } from './shelfLife';

/**
 * Picking by scanning (docs/domain.md "Picking by scanning"): the pick list of a note and the
 * rules a scanned pick meets. Picks are the note's `separacoes` lines; the note holds what they took
 * as reservations (server/stock/ledger.ts `reserve`), so two pickers racing for the last units of a
 * lot are decided by the ledger's balance locks.
 */

/** A note line as the rules read it. */
export interface PickItem {
  id: string;
  material_id: string;
  lote?: string | null;
  endereco?: string | null;
  quantidade: number | string;
  motivo_liberacao?: string | null;
}

/** A pick as stored: one row per line, lot and bin. */
export interface PickRow {
  id?: string;
  item_id: string | null;
  material_id: string;
  lote?: string | null;
  endereco: string | null;
  quantidade: number | string;
  motivo?: string | null;
}

export interface PickNote {
  id: string;
  cliente_id?: string | null;
  itens: readonly PickItem[];
  separacoes: readonly PickRow[];
}

/** A balance of one of the note's materials, judged for the client on the shipping day. */
export interface PickBalance {
  material_id: string;
  codigo: string;
  descricao: string | null;
  controla_lote: boolean;
  lote: string;
  validade: string | null;
  endereco: string;
  quantidade: number;
  reservada: number;
  bloqueada: number;
  dias: number | null;
  minimo: number | null;
  pulado: ShelfLifeBreach | null;
}

export type TaskReason = 'fefo' | 'sem_validade' | 'linha' | 'separado';

/** One stop of the pick list. */
export interface PickTask {
  item_id: string;
  linha: number;
  material_id: string;
  lote: string;
  validade: string | null;
  endereco: string;
  quantidade: number;
  separado: number;
  codigo_motivo: TaskReason;
}

// Quantities are numeric(18,4): rounding to 4 places keeps float sums from leaving 1e-15 behind.
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
const keyOf = (lote: string | null | undefined, endereco: string | null | undefined) => `${lote ?? ''}\u0000${endereco ?? ''}`;
/** Bin order as PostgreSQL's COLLATE "C" sorts, so the list walks the aisles once. */
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every balance with stock of the note's materials, FEFO order (earliest expiry, none last, then
 * bin), each marked when the shipping day or the client's minimum excludes it: the suggestion's
 * own rule (server/stock/shelfLife.ts).
 */
export const pickBalances = (db: Queryable, materialIds: readonly string[], clienteId: string | null | undefined, dia: string) => run<PickBalance>(db, `
  WITH c AS (SELECT ${clientMinimum('$2')} AS minimo)
  SELECT s.material_id, m.codigo, m.descricao, m.controla_lote, s.lote, to_char(s.validade, 'YYYY-MM-DD') AS validade, s.endereco,
         s.quantidade::float AS quantidade, s.reservada::float AS reservada, s.bloqueada::float AS bloqueada,
         (s.validade - $3::date) AS dias, nullif(c.minimo, 0) AS minimo,
         ${shelfLifeBreach('s.validade', '$3::date', 'c.minimo')} AS pulado
    FROM estoque_saldos s JOIN materiais m ON m.id = s.material_id CROSS JOIN c
   WHERE s.material_id = ANY($1::uuid[]) AND s.quantidade > 0
   ORDER BY s.validade NULLS LAST, s.endereco COLLATE "C", s.lote COLLATE "C"`, [[...new Set(materialIds)], clienteId || null, dia]);

/** How much of each line is picked, by line id. */
export const pickedPerItem = (picks: readonly PickRow[]): Map<string, number> => {
  const out = new Map<string, number>();
  for (const p of picks) if (p.item_id) out.set(p.item_id, round4((out.get(p.item_id) ?? 0) + Number(p.quantidade)));
  return out;
};

/**
 * What an open note holds (its reservations): what was picked, where it was picked, and for a
 * line that names a bin, the rest of it there. A line without a bin holds nothing until picked.
 */
export const noteReservations = (note: Pick<PickNote, 'itens' | 'separacoes'>, pickPath?: (i: number) => string): Reservation[] => {
  const picked = pickedPerItem(note.separacoes);
  return [
    ...note.separacoes.flatMap((p, i) => (p.endereco ? [{
      material_id: p.material_id, lote: p.lote ?? '', endereco: p.endereco, quantidade: Number(p.quantidade),
      path: pickPath?.(i) ?? `separacoes.${i}.quantidade`,
    }] : [])),
    ...note.itens.flatMap((l, i) => {
      const rest = round4(Number(l.quantidade) - (picked.get(l.id) ?? 0));
      return l.endereco && l.material_id && rest > 0
        ? [{ material_id: l.material_id, lote: l.lote ?? '', endereco: l.endereco, quantidade: rest, path: `itens.${i}.quantidade` }]
        : [];
    }),
  ];
};

/**
 * The pick list: per line, its picks so far, then where the rest is to be taken: the line's own lot
 * and bin when it names them, else FEFO over the free stock (what the reservations of this and
 * other notes leave; lines of one material share it in line order). In bin order.
 */
export const pickTasks = (note: PickNote, balances: readonly PickBalance[]): PickTask[] => {
  const picked = pickedPerItem(note.separacoes);
  const validadeOf = new Map(balances.map((b) => [`${b.material_id}\u0000${keyOf(b.lote, b.endereco)}`, b.validade]));
  const used = new Map<PickBalance, number>();
  const tasks = new Map<string, PickTask>();
  const add = (item: PickItem, linha: number, lote: string, endereco: string, quantidade: number, separado: number, codigo_motivo: TaskReason) => {
    const id = `${item.id}\u0000${keyOf(lote, endereco)}`;
    const t = tasks.get(id) ?? {
      item_id: item.id, linha, material_id: item.material_id, lote, endereco, quantidade: 0, separado: 0, codigo_motivo,
      validade: validadeOf.get(`${item.material_id}\u0000${keyOf(lote, endereco)}`) ?? null,
    };
    t.quantidade = round4(t.quantidade + quantidade);
    t.separado = round4(t.separado + separado);
    tasks.set(id, t);
  };
  note.itens.forEach((item, i) => {
    for (const p of note.separacoes) {
      if (p.item_id === item.id && p.endereco) add(item, i + 1, p.lote ?? '', p.endereco, Number(p.quantidade), Number(p.quantidade), 'separado');
    }
    let rest = round4(Number(item.quantidade) - (picked.get(item.id) ?? 0));
    if (rest <= 0) return;
    if (item.endereco) {
      add(item, i + 1, item.lote ?? '', item.endereco, rest, 0, 'linha');
      return;
    }
    for (const b of balances) {
      if (rest <= 0) break;
      if (b.material_id !== item.material_id || b.pulado || (item.lote && b.lote !== item.lote)) continue;
      const free = round4(b.quantidade - b.reservada - b.bloqueada - (used.get(b) ?? 0));
      if (free <= 0) continue;
      const take = Math.min(rest, free);
      used.set(b, round4((used.get(b) ?? 0) + take));
      rest = round4(rest - take);
      add(item, i + 1, b.lote, b.endereco, take, 0, b.validade ? 'fefo' : 'sem_validade');
    }
  });
  return [...tasks.values()].sort((a, b) => byteOrder(a.endereco, b.endereco) || byteOrder(a.lote, b.lote) || a.linha - b.linha);
};

const M = 'resources.expedicoes.messages.';

/** What a picker scanned: a lot of a material in a bin, for a line or the first that needs it. */
export interface Scan {
  material_id: string;
  lote?: string | null;
  endereco: string;
  quantidade?: number;
  item_id?: string;
}

/** A pick the rules accept: which line it serves, and why another lot than the suggested one was fine. */
export interface PickVerdict {
  item: PickItem;
  linha: number;
  lote: string;
  quantidade: number;
  sugerido: boolean;
  /** A catalog key and its arguments, when the lot was not on the pick list. */
  motivo: { key: string; args: Record<string, unknown> } | null;
}

const later = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

/**
 * Judges a scanned pick against the note, its stock and its pick list, or throws the refusal: a
 * material not on the note or fully picked, more than the line needs, a bin without that lot, a
 * blocked lot, an expired or short-dated lot (unless the line releases that very lot), a lot that
 * expires later than one still suggested for the line (FEFO). Stock taken meanwhile by another
 * note is the ledger's to refuse, when the pick is reserved.
 */
export const judgePick = (note: PickNote, balances: readonly PickBalance[], scan: Scan, dia: string, day: (d: string) => string): PickVerdict => {
  const codigo = balances.find((b) => b.material_id === scan.material_id)?.codigo;
  const lines = note.itens.map((item, i) => ({ item, linha: i + 1 })).filter(({ item }) => item.material_id === scan.material_id);
  const picked = pickedPerItem(note.separacoes);
  const restOf = (item: PickItem) => round4(Number(item.quantidade) - (picked.get(item.id) ?? 0));
  const lote = scan.lote ?? '';
  const p = scan.quantidade ?? 1;
  if (!lines.length) throw new AppError(400, `${M}separacao.material_fora`, {}, { material_id: { message: `${M}separacao.material_fora` } });
  const material = codigo ?? '';
  let chosen: (typeof lines)[number] | undefined;
  if (scan.item_id) {
    chosen = lines.find(({ item }) => item.id === scan.item_id);
    if (!chosen) throw new AppError(400, `${M}separacao.linha_outro_material`, {}, { item_id: { message: `${M}separacao.linha_outro_material` } });
  } else {
    const open = lines.filter(({ item }) => restOf(item) > 0);
    chosen = open.find(({ item }) => item.endereco === scan.endereco && (item.lote ?? '') === lote)
      ?? open.find(({ item }) => !item.endereco) ?? open[0];
  }
  if (!chosen || restOf(chosen.item) <= 0) {
    const total = round4(lines.reduce((s, { item }) => s + Number(item.quantidade), 0));
    throw new AppError(400, `${M}separacao.completo`, { material, quantidade: total }, { quantidade: { message: `${M}separacao.completo`, args: { material, quantidade: total } } });
  }
  const { item, linha } = chosen;
  const rest = restOf(item);
  if (p > rest) {
    const args = { linha, falta: rest, material };
    throw new AppError(400, `${M}separacao.excede`, args, { quantidade: { message: `${M}separacao.excede`, args } });
  }
  const balance = balances.find((b) => b.material_id === scan.material_id && b.lote === lote && b.endereco === scan.endereco);
  const controla = balances.find((b) => b.material_id === scan.material_id)?.controla_lote;
  if (controla && !lote) {
    throw new AppError(400, 'resources.expedicoes.messages.lote_obrigatorio', {}, { lote: { message: 'resources.expedicoes.messages.lote_obrigatorio' } });
  }
  if (!balance) {
    const args = { endereco: scan.endereco, lote: lote || '—', material };
    throw new AppError(400, `${M}separacao.sem_lote`, args, { endereco: { message: `${M}separacao.sem_lote`, args } });
  }
  const pickedHere = note.separacoes.filter((s) => s.material_id === scan.material_id && (s.lote ?? '') === lote && s.endereco === scan.endereco)
    .reduce((s, x) => s + Number(x.quantidade), 0);
  if (balance.bloqueada > 0 && balance.quantidade - balance.bloqueada - pickedHere < p) {
    const args = { endereco: scan.endereco, lote: lote || '—' };
    throw new AppError(400, `${M}separacao.bloqueado`, args, { lote: { message: `${M}separacao.bloqueado`, args } });
  }
  const released = !!item.motivo_liberacao?.trim() && (item.lote ?? '') === lote;
  if (balance.pulado && !released) {
    const args = { linha, lote: lote || '—', data: balance.validade ? day(balance.validade) : '', dias: balance.dias ?? 0, minimo: balance.minimo ?? 0 };
    throw new AppError(400, `resources.expedicoes.messages.${balance.pulado}_linha`, { ...args, dia: day(dia) },
      { lote: { message: `resources.expedicoes.messages.motivo.${balance.pulado}`, args } });
  }
  const open = pickTasks(note, balances).filter((t) => t.item_id === item.id && t.quantidade - t.separado > 0);
  const here = open.find((t) => t.lote === lote && t.endereco === scan.endereco);
  if (here && round4(here.quantidade - here.separado) >= p) return { item, linha, lote, quantidade: p, sugerido: true, motivo: null };
  // The earliest expiry still suggested for the line: a later lot breaks FEFO, the same or an earlier one is taken, with the reason.
  const first = [...open].sort((a, b) => later(a.validade, b.validade))[0];
  if (!first) return { item, linha, lote, quantidade: p, sugerido: false, motivo: { key: `${M}separacao.aceito.sem_sugestao`, args: { lote: lote || '—' } } };
  const args = { lote: lote || '—', sugerido: first.lote || '—', endereco: first.endereco, data: first.validade ? day(first.validade) : '—' };
  const order = later(balance.validade, first.validade);
  if (order > 0) throw new AppError(400, `${M}separacao.fefo`, args, { lote: { message: `${M}separacao.fefo`, args } });
  return { item, linha, lote, quantidade: p, sugerido: false, motivo: { key: `${M}separacao.aceito.${order === 0 ? 'mesma_validade' : 'anterior'}`, args } };
};

/**
 * The note's picks with this one added (summed into the row of its line, lot and bin), and the
 * index of that row.
 */
export const withPick = (picks: readonly PickRow[], v: PickVerdict, scan: Scan, motivo: string | null): { separacoes: PickRow[]; index: number } => {
  const separacoes = picks.map((p) => ({ ...p }));
  let index = separacoes.findIndex((p) => p.item_id === v.item.id && (p.lote ?? '') === v.lote && p.endereco === scan.endereco);
  if (index < 0) {
    separacoes.push({ item_id: v.item.id, material_id: scan.material_id, lote: v.lote || null, endereco: scan.endereco, quantidade: 0, motivo });
    index = separacoes.length - 1;
  }
  const row = separacoes[index];
  row.quantidade = round4(Number(row.quantidade) + v.quantidade);
  if (motivo && !row.motivo) row.motivo = motivo;
  return { separacoes, index };
};

/** The note's materials, for lines whose material has no stock left to list. */
export const noteMaterials = (db: Queryable, ids: readonly string[]) => run<{ id: string; codigo: string; descricao: string | null; controla_lote: boolean }>(db,
  'SELECT id, codigo, descricao, controla_lote FROM materiais WHERE id = ANY($1::uuid[])', [[...new Set(ids)]]);

/**
 * The pick list as the API answers it (`GET /v1/expedicoes/{id}/separacao`): each stop with its
 * material and why it was chosen, in the caller's language (`say`), each line's progress, and
 * whether every line is picked.
 */
export const pickListAnswer = async (
  db: Queryable, note: PickNote & { numero_nf: string; aberta: boolean }, dia: string, say: (key: string, args?: Record<string, unknown>) => string,
) => {
  const materialIds = note.itens.map((l) => l.material_id);
  const [balances, materials] = await Promise.all([pickBalances(db, materialIds, note.cliente_id, dia), noteMaterials(db, materialIds)]);
  const materialOf = new Map(materials.map((m) => [m.id, m]));
  const balanceOf = new Map(balances.map((b) => [`${b.material_id}\u0000${keyOf(b.lote, b.endereco)}`, b]));
  const picked = pickedPerItem(note.separacoes);
  const tarefas = pickTasks(note, note.aberta ? balances : []).map((t) => {
    const m = materialOf.get(t.material_id);
    const b = balanceOf.get(`${t.material_id}\u0000${keyOf(t.lote, t.endereco)}`);
    const motivo = t.codigo_motivo === 'fefo' && t.validade ? say('motivo.fefo', { data: dayText(t.validade), dias: b?.dias ?? 0 })
      : t.codigo_motivo === 'sem_validade' ? say('motivo.sem_validade') : say(`separacao.motivo_${t.codigo_motivo}`);
    return { ...t, codigo: m?.codigo ?? '', descricao: m?.descricao ?? null, controla_lote: !!m?.controla_lote, motivo };
  });
  const linhas = note.itens.map((l, i) => ({
    item_id: l.id, linha: i + 1, material_id: l.material_id, codigo: materialOf.get(l.material_id)?.codigo ?? '',
    descricao: materialOf.get(l.material_id)?.descricao ?? null, controla_lote: !!materialOf.get(l.material_id)?.controla_lote,
    quantidade: Number(l.quantidade), separado: picked.get(l.id) ?? 0,
  }));
  return { id: note.id, numero_nf: note.numero_nf, aberta: note.aberta, tarefas, linhas, completa: linhas.every((l) => l.separado >= l.quantidade) };
};
