// `npx tsx bench/profile.ts [path]`: Node's CPU profile of the API answering one list request
// under load (default: the search of bench/list-search.ts), written to /tmp/api.cpuprofile
// (open it in Chrome's DevTools) and summed by package, so per-request work shows where it comes from.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cleanSearchIndex } from '../server/db/bulk';
import { CONNECTIONS, load, startApp, startDatabase } from './lib';

interface Profile { nodes: { id: number; callFrame: { functionName: string; url: string } }[]; samples: number[]; timeDeltas: number[] }

const path = process.argv[2] ?? `/v1/categorias?q=${encodeURIComponent('sao jose')}&limit=25`;
const db = await startDatabase();
await db.pool.query(`INSERT INTO categorias (id, nome, descricao)
  SELECT gen_random_uuid(), 'Categoria ' || (ARRAY['São José', 'Curitiba', 'Recife', 'Natal'])[1 + i % 4] || ' ' || i, 'Teste ' || i
    FROM generate_series(1, 50000) i`);
await cleanSearchIndex(db.pool, 'categorias');
const api = await startApp(db);
const url = `${api.base}${path}`;
await load(url, api.token, 3);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const run = await load(url, api.token, 10, CONNECTIONS);
const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
writeFileSync('/tmp/api.cpuprofile', JSON.stringify(profile));
await api.app.close();
await db.stop();

const where = (url: string, fn: string) => {
  const dep = url.split('node_modules/')[1];
  if (dep) return dep.split('/').slice(0, dep.startsWith('@') ? 2 : 1).join('/');
  if (url.startsWith('node:')) return 'node core';
  return url ? url.replace(/^.*?\/(server|src|i18n|bench)\//, '$1/') : `(${fn || 'native'})`;
};
const frames = new Map(profile.nodes.map((n) => [n.id, where(n.callFrame.url, n.callFrame.functionName)]));
const spent = new Map<string, number>();
profile.samples.forEach((id, i) => spent.set(frames.get(id)!, (spent.get(frames.get(id)!) ?? 0) + profile.timeDeltas[i] / 1000));
console.log(`GET ${path}: ${run.requests} requests in 10 s; self time per request by package (µs):`);
for (const [k, v] of [...spent].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${((v * 1000) / run.requests).toFixed(0).padStart(6)}  ${k}`);
