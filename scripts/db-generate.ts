// Writes the next migration from the resource declarations (drizzle-kit's diff engine).
// `--check` only reports whether the committed migrations match the declarations.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { migrationsDir } from '../server/db/migrate';
import { schemaImports } from '../server/db/schema';
import { loadResources } from '../server/registry';

const check = process.argv.includes('--check');
const snapshotFile = join(migrationsDir, 'snapshot.json');
const prev = existsSync(snapshotFile) ? JSON.parse(readFileSync(snapshotFile, 'utf8')) : generateDrizzleJson({});
const cur = generateDrizzleJson(schemaImports(await loadResources()), prev.id);
const statements = await generateMigration(prev, cur);

if (!statements.length) {
  console.log('migrations are up to date with the resource declarations');
  process.exit(0);
}
if (check) {
  console.error(`declarations differ from committed migrations; run npm run db:generate\n${statements.join('\n')}`);
  process.exit(1);
}
const next = readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).length;
const name = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'schema';
const file = join(migrationsDir, `${String(next).padStart(4, '0')}_${name.replace(/\W+/g, '_')}.sql`);
writeFileSync(file, `${statements.map((s) => s.trim().replace(/;?$/, ';')).join('\n\n')}\n`);
writeFileSync(snapshotFile, `${JSON.stringify(cur, null, 2)}\n`);
console.log(`wrote ${file} (${statements.length} statements)`);
