import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: one worker on CI's two. The unit and
// component tests keep both cores busy with two; the API tests wait on PostgreSQL more than they
// compute (1.5 cores used over the run), and each file has a database of its own, so four run at
// once (docs/decisions.md "Workers per suite").

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'i18n/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          maxWorkers: 2,
        },
      },
      {
        // Screens rendered whole in jsdom over an in-memory API (docs/architecture.md "Testing"):
        // seconds each, so apart from the unit tests, which stay quick.
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: 4,
        },
      },
      {
        // `npm run test:cluster` (scripts/test-cluster.ts): processes of their own, one file, in order.
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
