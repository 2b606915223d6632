// The vitest config StrykerJS loads for one group of `npm run test:mutation` (scripts/mutation.ts):
// the group's project from vitest.config.ts (its setup, its PostgreSQL), reduced to the group's test
// files. Chosen here rather than with Stryker's `testFiles`, which in 9.6.1 activates a mutant of a
// module-level value only after the module has loaded, so those mutants "survive" whatever the
// tests say (stryker-js issue 6144).
import { defineConfig } from 'vitest/config';
import base from './vitest.config';
import { LoadFailuresAsTests } from './tests/mutation/loadFailures';

type Project = { test: { name: string; include: string[] } & Record<string, unknown> };

const name = process.env.MUTATION_PROJECT;
const tests = (process.env.MUTATION_TESTS ?? '').split(',').filter(Boolean);
const project = (base.test?.projects as Project[] | undefined)?.find((p) => p.test.name === name);
if (!project || !tests.length) throw new Error('vitest.mutation.config.ts: run it through npm run test:mutation (MUTATION_PROJECT, MUTATION_TESTS)');

export default defineConfig({ test: { ...project.test, include: tests, reporters: [new LoadFailuresAsTests()] } });
