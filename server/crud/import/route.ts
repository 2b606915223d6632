import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Resource } from '../../../src/registry/define';
import type { CurrentUser } from '../../auth/guard';
import { cleanSearchIndex } from '../../db/bulk';
import { fieldOfColumn } from '../../db/naming';
import { txOf } from '../../db/tx';
import { AppError, badRequest, fromPgError } from '../../errors';
import type { ResourceServer } from '../hooks';
import type { Records } from '../writeContext';
import { rowInserter } from './insertRows';
import { importErrorBody, rowsReply } from './rowErrors';
import { answer, errorAnswers } from '../../answers';
import { importAnswer } from '../../../src/registry/answers';
import { IMPORT_MAX_ROWS } from '../../../src/registry/limits';
import { rowValidator } from './validateRows';

// 5,000 rows of a wide record are several megabytes of JSON: more than the app's 1 MiB default.
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

const importBody = z.strictObject({
  rows: z.array(z.record(z.string(), z.unknown()))
    .describe(`The records, one object per CSV data row ({ field: value }), ${IMPORT_MAX_ROWS} at most. Each is validated like the body of a create.`),
  dry_run: z.boolean().optional().describe('Validate only: nothing is written.'),
});

/**
 * `POST /v1/{resource}/import`: CSV import of master data. The browser parses the file and
 * sends its rows as JSON; every row is checked like a create (same schema, ref filters,
 * uniqueness in the file and in the database, the resource's hooks) and either every row is
 * written in one transaction or none is.
 */
export const importRoutes = (app: FastifyInstance, r: Resource, deps: { records: Records; server?: ResourceServer; config: { access: 'edit'; home: string } }) => {
  if (!r.importable) return;
  const { records } = deps;
  const validate = rowValidator(r, records, deps.server);
  const insert = rowInserter(r, deps.server);
  const user = (req: FastifyRequest) => req.user as CurrentUser;

  app.withTypeProvider<ZodTypeProvider>().post(`/v1/${r.name}/import`, {
    bodyLimit: IMPORT_BODY_LIMIT,
    config: deps.config,
    schema: {
      tags: [r.name],
      summary: `Import ${r.name} records (CSV rows as JSON): all or nothing`,
      description: `Every row is validated like a create, plus duplicates of unique fields inside the file and against the database. `
        + `Any error: 400 with \`rows: [{ row, fields }]\` and nothing written. Otherwise all rows are inserted in one transaction `
        + `(\`{ imported }\`), or only validated with \`dry_run\` (\`{ valid }\`). At most ${IMPORT_MAX_ROWS} rows.`,
      body: importBody,
      response: {
        200: answer('How many rows were imported, or for a dry run how many are valid', importAnswer),
        ...errorAnswers({ body: true, write: true }),
        400: answer('Invalid rows, each named with its fields; nothing written', importErrorBody),
        409: answer('A row the database refused; nothing written', importErrorBody),
      },
    },
  }, async (req, reply) => {
    const { rows, dry_run: dryRun } = req.body;
    if (!rows.length) throw badRequest('app.csv.empty', {}, { rows: { message: 'app.csv.empty' } });
    if (rows.length > IMPORT_MAX_ROWS) {
      throw badRequest('app.csv.too_many_rows', { max: IMPORT_MAX_ROWS }, { rows: { message: 'app.csv.too_many_rows', args: { max: IMPORT_MAX_ROWS } } });
    }
    const ctx = { db: txOf(req), user: user(req), records };
    const { ready, failed } = await validate(ctx, rows);
    if (failed.length) return rowsReply(req, reply, r, 400, 'app.csv.invalid_rows', { count: failed.length }, failed);

    const result = await insert(ctx, ready, !dryRun);
    if (result.ok) {
      if (!dryRun) await cleanSearchIndex(ctx.db, r.table);
      return dryRun ? { valid: ready.length } : { imported: ready.length };
    }
    // What only the database or an afterWrite hook knows (a concurrent insert, a constraint): nothing was written.
    const { err, row } = result;
    const known = err instanceof AppError ? err : fromPgError(err, { field: (column) => fieldOfColumn(r, column), resource: records.resourceOfTable });
    if (known) {
      const fields = known.fields && Object.keys(known.fields).length ? known.fields : { _: { message: known.key, args: known.args } };
      return rowsReply(req, reply, r, known.statusCode, known.key, known.args, [{ row, fields }]);
    }
    // Any other integrity or data error of the database: still the client's data, never a 500.
    const code = (err as { code?: string }).code;
    if (typeof code === 'string' && /^2[23]/.test(code)) {
      return rowsReply(req, reply, r, 409, 'app.csv.write_failed', {}, [{ row, fields: { _: { message: 'app.csv.write_failed' } } }]);
    }
    throw err;
  });
};
