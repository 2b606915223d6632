// The module groups `npm run test:mutation` measures (scripts/mutation.ts): where a silent bug
// costs most (issue 29). Each group names the files Stryker mutates (a `path:from-to` line range
// mutates those lines only) and the test files that must kill the mutants.
export interface MutationGroup {
  name: string;
  mutate: string[];
  /** The vitest project of vitest.config.ts the tests belong to (its setup, its database). */
  project: 'unit' | 'api';
  tests: string[];
  /** Per mutant run, on top of Stryker's own estimate from the dry run. */
  timeoutMS?: number;
  /**
   * 'perTest' (default) runs only the tests that reach a mutant, which is honest only when each test
   * stands alone; 'all' runs the whole files for tests that build on each other.
   */
  coverageAnalysis?: 'perTest' | 'all';
}

export const MUTATION_GROUPS: MutationGroup[] = [
  {
    // What the form and the server accept: every field kind's schema, presence, rules between fields.
    name: 'validation',
    mutate: ['src/registry/validation.ts'],
    project: 'unit',
    tests: ['src/registry/validation.test.ts', 'src/registry/validation.kinds.test.ts', 'src/registry/validation.records.test.ts'],
  },
  {
    // CNPJ (numeric and alphanumeric), CPF, RENAVAM and NF-e access key check digits.
    name: 'documents',
    mutate: ['src/registry/brazil.ts', 'src/registry/nfe.ts:9-9'],
    project: 'unit',
    tests: ['src/registry/brazil.test.ts', 'src/registry/nfe.test.ts'],
  },
  {
    // The drivers' outbox: replay order (SPEC 4), references between queued writes, what stays.
    name: 'outbox',
    mutate: ['src/offline/replay.ts', 'src/offline/outboxItem.ts'],
    project: 'unit',
    tests: ['src/offline/outbox.test.ts', 'src/offline/replay.test.ts'],
  },
  {
    // Who sees and hears what is theirs (docs/architecture.md "Owner"), and the role check it falls back on.
    name: 'owner',
    mutate: ['server/crud/owner.ts', 'src/registry/roles.ts:40-41'],
    project: 'unit',
    tests: ['server/crud/owner.test.ts'],
  },
  {
    // The stock ledger, against a real embedded PostgreSQL (the api project's globalSetup). Not
    // tests/api/stock-ledger.test.ts: its tests build on each other, so one run alone fails and
    // would count as a kill under per-test coverage.
    name: 'ledger',
    mutate: ['server/stock/ledger.ts', 'server/stock/units.ts'],
    project: 'api',
    tests: ['tests/api/stock-ledger-rules.test.ts'],
    timeoutMS: 30_000,
  },
];
