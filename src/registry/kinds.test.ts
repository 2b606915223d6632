import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Each switch over a field's kind ends in unhandledKind, so a kind added to FIELD_KINDS fails the typecheck there.
const FILES = [
  'src/inputs/KindInput.tsx',
  'src/fields/format.ts',
  'src/fields/KindField.tsx',
  'src/screens/history/HistoryTab.tsx',
  'src/screens/form/VersionConflict.tsx',
  'src/screens/list/FilterInput.tsx',
  'src/screens/csv/rows.ts',
  'src/screens/csv/export.ts',
  'server/crud/query.ts',
  'server/db/tables.ts',
  'src/registry/validation.ts',
];

/** The `default:` clause (its line and the next) of each `switch (….kind)`, found at the switch's own indentation. */
const kindDefaults = (source: string): string[] => {
  const lines = source.split('\n');
  return lines.flatMap((line, i) => {
    const m = /^(\s*)switch \(.*kind\) \{/.exec(line);
    if (!m) return [];
    const end = lines.findIndex((l, j) => j > i && l === `${m[1]}}`);
    const at = lines.findIndex((l, j) => j > i && j < end && l.startsWith(`${m[1]}  default:`));
    return [at < 0 ? '' : `${lines[at]} ${lines[at + 1]}`];
  });
};

describe('switches over field kinds', () => {
  it.each(FILES)('%s ends each in unhandledKind', (file) => {
    const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    expect(source).toContain('unhandledKind(');
    const defaults = kindDefaults(source);
    expect(defaults.length).toBeGreaterThan(0);
    for (const line of defaults) expect(line).toContain('unhandledKind');
  });
});
