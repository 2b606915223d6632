// `npm run test:mutation`: StrykerJS over the modules where a silent bug costs most, one group at a
// time, each against its own tests only; ends with a score per group and fails when any is below
// BREAK (docs/architecture.md "Testing", docs/decisions.md "Mutation testing").
// `npm run test:mutation -- ledger owner` runs the groups named so. MUTATION_CONCURRENCY (default 2,
// one per core of CI's machine) sets Stryker's test-runner processes.
import { Stryker } from '@stryker-mutator/core';
import type { MutantResult, PartialStrykerOptions } from '@stryker-mutator/api/core';
import { MUTATION_GROUPS, type MutationGroup } from './mutationGroups';
import { runSqlMutants } from './mutationSql';

/** The least mutation score each group must reach. */
const BREAK = 80;
const REPORTS = 'reports/mutation';

const options = (group: MutationGroup): PartialStrykerOptions => ({
  mutate: group.mutate,
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Only the group's own tests, in their project (vitest.mutation.config.ts reads the two variables
  // set below): a unit file with the unit setup, a tests/api file with its real PostgreSQL, started
  // once per test-runner process by the project's globalSetup.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: group.coverageAnalysis ?? 'perTest',
  // Every covering test runs to its end: with bail, vitest's cancelled run was sometimes reported
  // as a timeout instead of the failure it was.
  disableBail: true,
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  timeoutMS: group.timeoutMS ?? 5000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  clearTextReporter: { reportTests: false, reportScoreTable: true },
  htmlReporter: { fileName: `${REPORTS}/${group.name}.html` },
  jsonReporter: { fileName: `${REPORTS}/${group.name}.json` },
  thresholds: { high: 90, low: BREAK, break: null },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['data', 'dist', 'reports', 'test-results', 'playwright-report', 'bench'],
});

interface Score { group: string; killed: number; survived: number; noCoverage: number; timeout: number; ignored: number; errors: number; score: number; seconds: number }

/** Stryker's mutation score: detected (killed, timed out) over detected and undetected (survived, not covered). */
const scoreOf = (group: string, results: MutantResult[], seconds: number): Score => {
  const count = (...states: string[]) => results.filter((r) => states.includes(r.status)).length;
  const detected = count('Killed', 'Timeout');
  const undetected = count('Survived', 'NoCoverage');
  return {
    group, killed: count('Killed'), survived: count('Survived'), noCoverage: count('NoCoverage'), timeout: count('Timeout'),
    ignored: count('Ignored'), errors: count('CompileError', 'RuntimeError'), seconds,
    score: detected + undetected ? (100 * detected) / (detected + undetected) : 100,
  };
};

/** The ledger's SQL, mutated by hand (scripts/mutationSql.ts): Stryker never mutates inside it. */
const LEDGER_SQL = 'ledger-sql';

const only = process.argv.slice(2).map((o) => o.toLowerCase());
const groups = MUTATION_GROUPS.filter((g) => !only.length || only.includes(g.name));
const withSql = !only.length || only.includes(LEDGER_SQL);
if (!groups.length && !withSql) {
  console.error(`No such group: ${only.join(', ')}. Groups: ${[...MUTATION_GROUPS.map((g) => g.name), LEDGER_SQL].join(', ')}`);
  process.exit(2);
}

const started = Date.now();
const scores: Score[] = [];
for (const group of groups) {
  console.log(`\n=== mutation: ${group.name} (${group.mutate.join(', ')})`);
  const t0 = Date.now();
  // Stryker's test-runner processes inherit these; vitest.mutation.config.ts reads them.
  process.env.MUTATION_PROJECT = group.project;
  process.env.MUTATION_TESTS = group.tests.join(',');
  const results = await new Stryker(options(group)).runMutationTest();
  scores.push(scoreOf(group.name, results, (Date.now() - t0) / 1000));
}
if (withSql) {
  console.log(`\n=== mutation: ${LEDGER_SQL} (hand-made mutants of the SQL in server/stock/ledger.ts)`);
  const t0 = Date.now();
  const results = runSqlMutants();
  scores.push(scoreOf(LEDGER_SQL, results.map((r) => ({ status: r.killed ? 'Killed' : 'Survived' }) as MutantResult), (Date.now() - t0) / 1000));
}

const rows = [
  ['group', 'score', 'killed', 'timeout', 'survived', 'no cov.', 'ignored', 'errors', 'time'],
  ...scores.map((s) => [s.group, s.score.toFixed(2), s.killed, s.timeout, s.survived, s.noCoverage, s.ignored, s.errors, `${s.seconds.toFixed(0)} s`].map(String)),
];
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
console.log(`\nMutation score per group (break at ${BREAK}; reports in ${REPORTS}/):`);
for (const r of rows) console.log(r.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  '));
const below = scores.filter((s) => s.score < BREAK);
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (below.length) {
  console.error(`below ${BREAK}: ${below.map((s) => `${s.group} (${s.score.toFixed(2)})`).join(', ')}`);
  process.exit(1);
}
