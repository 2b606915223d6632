import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FieldDef, Resource } from '../../src/registry/define';
import { notFound } from '../errors';
import type { Change } from './audit';
import type { CurrentUser } from '../auth/guard';
import type { ReadRouting } from '../db/readRouting';
import { ownerField } from './owner';
import { isUuid } from './query';
import type { Records } from './writeContext';
import { run } from './sql';
import { answer, errorAnswers } from '../answers';
import { historyPage } from '../../src/registry/answers';

const query = z.object({
  page: z.coerce.number({ error: 'app.validation.integer' }).int().min(1, { error: 'app.validation.too_small' }).max(100_000).default(1),
  limit: z.coerce.number({ error: 'app.validation.integer' }).int().min(1, { error: 'app.validation.too_small' }).max(500, { error: 'app.validation.too_big' }).default(50),
});

/** The declaration of a changed path: `cliente_id`, or a line's `itens.2.material_id`. */
export const fieldAt = (r: Resource, path: string): FieldDef | undefined => {
  const [field, , sub] = path.split('.');
  const f = r.fields[field];
  return sub && f?.kind === 'lines' ? f.fields?.[sub] : f;
};

/**
 * `GET /v1/{resource}/{id}/historico` (docs/domain.md "Endpoints beyond CRUD"): the audit trail of one
 * record, newest first, with the display text of every record its changes refer to (`labels`),
 * so the history reads as the screens do.
 */
export const historyRoute = (
  app: FastifyInstance,
  r: Resource,
  deps: { reads: ReadRouting; records: Records; config: { access: 'view'; home: string } },
) => {
  app.withTypeProvider<ZodTypeProvider>().get(`/v1/${r.name}/:id/historico`, {
    config: deps.config,
    schema: {
      tags: [r.name], summary: `Audit trail of one ${r.name} record, newest first`,
      params: z.object({ id: z.string().meta({ format: 'uuid' }) }), querystring: query.strict(),
      response: { 200: answer('Entries newest first', historyPage), ...errorAnswers({ params: true }) },
    },
  }, async (req) => {
    const { id } = req.params;
    if (!isUuid(id)) throw notFound();
    const { page, limit } = req.query;
    const me = req.user as CurrentUser;
    const db = await deps.reads.readerFor(me.id);
    // The trail of a record the owner rule hides from this user is as absent as the record.
    const own = !!ownerField(r, me) && await deps.records.read(db, r, id, { full: false, user: me });
    if (own === undefined) throw notFound();
    const data = await run<{ changes: Record<string, Change> }>(db,
      `SELECT id, action, user_id, user_name, at, changes FROM auditoria
        WHERE resource = $1 AND record_id = $2 ORDER BY at DESC, id DESC LIMIT $3 OFFSET $4`,
      [r.name, id, limit, (page - 1) * limit], 'history:page');
    const [{ total }] = await run<{ total: number }>(db,
      'SELECT count(*)::int AS total FROM auditoria WHERE resource = $1 AND record_id = $2', [r.name, id], 'history:count');
    if (!total && !own && !(await deps.records.read(db, r, id, { full: false }))) throw notFound();

    // Referenced records by target resource, named once each.
    const wanted = new Map<string, Set<unknown>>();
    const want = (f: FieldDef | undefined, v: unknown) => {
      if (f?.kind === 'ref' && f.ref && isUuid(v)) wanted.set(f.ref, (wanted.get(f.ref) ?? new Set()).add(v));
    };
    for (const entry of data) {
      for (const [path, change] of Object.entries(entry.changes)) {
        if ('changed' in change) continue;
        const f = fieldAt(r, path);
        for (const v of [change.from, change.to]) {
          want(f, v);
          // A whole line added or removed: its own references.
          if (f?.kind === 'lines' && v && typeof v === 'object') {
            for (const [k, x] of Object.entries(v as Record<string, unknown>)) want(f.fields?.[k], x);
          }
        }
      }
    }
    const labels: Record<string, string> = {};
    for (const [resource, ids] of wanted) {
      for (const [key, name] of await deps.records.names(db, resource, [...ids])) labels[key] = name;
    }
    return { data, total, labels };
  });
};
