// `npm run bench`: every benchmark, one after the other, each printing its figures under its title.
import { board } from './board';
import { cluster } from './cluster';
import { dashboards } from './dashboards';
import { bundle, dashboardsBundle } from './bundle';
import { startTimes } from './start';
import { listSearch } from './list-search';
import { nfe } from './nfe';
import { precache } from './precache';
import { startDatabase } from './lib';
import { stock } from './stock';
import { transport } from './transport';
import { wire } from './wire';
import { shipping } from './shipping';
import { offline } from './offline';
import { scan } from './scan';
import { warehouse } from './warehouse';
import { testTimes } from './tests';
import { firstRow } from './first-row';

console.log(`$ npm run bench   (${new Date().toISOString()}, Node ${process.version})`);
const only = process.argv.slice(2);
const want = (name: string) => !only.length || only.includes(name);
const ON_ONE_DATABASE = ['list', 'transport', 'board', 'wire', 'shipping', 'nfe', 'stock', 'warehouse', 'offline', 'dashboards'];
// The database only for the benches that read it: `-- tests` and `-- cluster` start their own.
const db = ON_ONE_DATABASE.some(want) ? await startDatabase() : undefined;
try {
  if (db) {
    if (want('list')) await listSearch(db);
    if (want('transport')) await transport(db);
    if (want('board')) await board(db);
    if (want('wire')) await wire(db);
    if (want('shipping')) await shipping(db);
    if (want('nfe')) await nfe(db);
    if (want('stock')) await stock(db);
    if (want('warehouse')) await warehouse(db);
    if (want('offline')) await offline(db);
    if (want('dashboards')) await dashboards(db);
  }
} finally {
  await db?.stop();
}
// Its own PostgreSQL servers (a primary and a replica, Debian's) and nginx.
if (want('cluster')) await cluster();
// Only by name: it runs the whole of npm test.
if (only.includes('tests')) testTimes();
if (want('bundle')) await bundle();
if (want('bundle') || want('dashboards')) await dashboardsBundle();
if (want('precache')) await precache();
if (want('start')) await startTimes();
if (want('scan')) await scan();
// Only by name: it builds react-admin's examples/simple once (npm install from the registry) and seeds the demo data.
if (only.includes('first-row')) {
  const demo = await startDatabase();
  try {
    await firstRow(demo);
  } finally {
    await demo.stop();
  }
}
