import type { RunnerTask, RunnerTestFile } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

const hasTests = (task: RunnerTask): boolean => task.type === 'test' || (task.type === 'suite' && task.tasks.some(hasTests));

/**
 * A test file that fails to load (a mutant broke a module the file imports, or its setup) counts
 * as one failed test. StrykerJS 9.6.1's vitest runner builds a mutant's result from the tests it
 * collected, and such a file has none, so the mutant the suite did catch was reported as survived
 * (stryker-js's vitest runner; seen here on mutants of module-level code). Used only by
 * vitest.mutation.config.ts; the dry run before any mutant still fails on a file that cannot load.
 */
export class LoadFailuresAsTests implements Reporter {
  private vitest?: Vitest;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.some(hasTests)) continue;
      file.tasks.push(loadFailure(file));
    }
  }
}

// Only what the runner reads of a test: its state and errors, name, file and suite.
const loadFailure = (file: RunnerTestFile) => ({
  type: 'test', id: `${file.id}_load`, name: 'the file loads', mode: 'run', file, suite: file, meta: {}, annotations: [], artifacts: [], context: {},
  result: { state: 'fail', errors: file.result?.errors ?? [{ message: 'the file failed to load' }] },
}) as unknown as RunnerTask;
