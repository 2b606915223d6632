import { existsSync, readFileSync } from 'node:fs';

/** Passed and failed counts from vitest's or Playwright's JSON report. */
export const counts = (file: string): [number, number] => {
  if (!existsSync(file)) return [0, 0];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) return [report.stats.expected ?? 0, (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0)];
  return [report.numPassedTests ?? 0, report.numFailedTests ?? 0];
};
