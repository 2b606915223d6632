import type { RecordOf } from '../../registry/define';
import expedicoes from '../expedicoes';
import romaneios from './index';
import { defineServer } from '../../../server/operations';
import { type Queryable, run } from '../../../server/crud/sql';
import type { WriteContext } from '../../../server/crud/writeContext';
import { AppError } from '../../../server/errors';

type Romaneio = RecordOf<typeof romaneios>;
const R = romaneios.statusIds;
const E = expedicoes.statusIds;

const notesOf = (r: Partial<Romaneio> | undefined): string[] =>
  [...new Set(((r?.expedicoes ?? []) as { expedicao_id?: unknown }[]).map((l) => l.expedicao_id).filter((v): v is string => typeof v === 'string'))];

/**
 * The notes a packing list is about to carry, locked in one key order (two lists racing for a
 * note queue here; the second then sees the first's romaneio_id): each must exist, not be
 * cancelled, and be on no other live list.
 */
const claim = async (db: Queryable, ids: string[], self: string | undefined) => {
  if (!ids.length) return;
  const rows = await run<{ id: string; status_id: string; romaneio_id: string | null; numero_nf: string; outro: number | null }>(db,
    `SELECT e.id, e.status_id, e.romaneio_id, e.numero_nf, r.numero AS outro
       FROM expedicoes e LEFT JOIN romaneios r ON r.id = e.romaneio_id
      WHERE e.id = ANY($1::uuid[]) ORDER BY e.id FOR UPDATE OF e`, [ids]);
  const byId = new Map(rows.map((x) => [x.id, x]));
  ids.forEach((id, i) => {
    const e = byId.get(id);
    const path = `expedicoes.${i}.expedicao_id`;
    // A missing note is the record layer's 400 (checkLines): nothing to claim here.
    if (!e) return;
    if (e.status_id === E.cancelada) {
      const args = { nota: e.numero_nf };
      throw new AppError(409, 'resources.romaneios.messages.expedicao_cancelada', args, { [path]: { message: 'resources.romaneios.messages.expedicao_cancelada', args } });
    }
    if (e.romaneio_id && e.romaneio_id !== self) {
      const args = { nota: e.numero_nf, romaneio: e.outro ?? '' };
      throw new AppError(409, 'resources.romaneios.messages.expedicao_em_romaneio', args, { [path]: { message: 'resources.romaneios.messages.expedicao_em_romaneio', args } });
    }
  });
};

/** Volumes and weight of a set of notes, from the notes and their items (never from the client). */
const totals = async (db: Queryable, ids: string[]) => {
  if (!ids.length) return { volumes: 0, peso_total: 0 };
  const [row] = await run<{ volumes: string; peso: string }>(db,
    `SELECT (SELECT coalesce(sum(volumes), 0) FROM expedicoes WHERE id = ANY($1::uuid[]))::text AS volumes,
            (SELECT coalesce(sum(i.quantidade * coalesce(m.peso_kg, 0)), 0)
               FROM expedicoes_itens i JOIN materiais m ON m.id = i.material_id
              WHERE i.parent_id = ANY($1::uuid[]))::text AS peso`, [ids]);
  return { volumes: Number(row.volumes), peso_total: Number(row.peso) };
};

/** The system write of a note's romaneio_id: audited and notified like any write (docs/decisions.md). */
const setRomaneio = async (ctx: WriteContext<Romaneio>, ids: string[], romaneioId: string | null, onlyIfOn?: string) => {
  const { db, records } = ctx;
  for (const id of ids) {
    const e = await records.read(db, expedicoes, id, { lock: true });
    if (!e || e.romaneio_id === romaneioId) continue;
    if (onlyIfOn !== undefined && e.romaneio_id !== onlyIfOn) continue;
    await records.update({ db, user: ctx.user, records }, expedicoes, id, undefined, { romaneio_id: romaneioId }, { force: true });
  }
};

/**
 * Packing lists (docs/domain.md "Warehousing"): the list's lines are the one home of which notes
 * it carries; each note's romaneio_id follows them. A note is on at most one live (Aberto or
 * Fechado) list; cancelling or deleting a list frees its notes.
 */
export default defineServer(romaneios, {
  async beforeWrite(data, ctx) {
    const { db, existing } = ctx;
    const sent = Array.isArray(data.expedicoes);
    const cancelling = data.status_id === R.cancelado && existing?.status_id !== R.cancelado;
    const ids = sent ? notesOf(data) : notesOf(existing);
    if (sent && !cancelling) await claim(db, ids, existing?.id as string | undefined);
    // Computed on every write: whatever the client sent for them is replaced. A closed list
    // keeps the totals it was closed with (its notes no longer change on it).
    delete data.volumes;
    delete data.peso_total;
    if (!existing || existing.status_id === R.aberto) Object.assign(data, await totals(db, ids));
    return data;
  },
  async afterWrite(record, ctx) {
    const id = record.id as string;
    const now = notesOf(record);
    const before = notesOf(ctx.existing);
    if (record.status_id === R.cancelado) {
      await setRomaneio(ctx, [...new Set([...before, ...now])], null, id);
      return;
    }
    await setRomaneio(ctx, before.filter((x) => !now.includes(x)), null, id);
    await setRomaneio(ctx, now, id);
  },
  async beforeDelete(ctx) {
    await setRomaneio(ctx, notesOf(ctx.existing), null, ctx.existing.id as string);
  },
});
