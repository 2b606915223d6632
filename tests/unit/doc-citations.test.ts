import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Comments cite the docs by file and heading (`docs/architecture.md "Write path"`): every heading
// cited must exist, so a reader who follows a citation finds what it names.

const headings = (file: string) => new Set(readFileSync(file, 'utf8').split('\n').filter((l) => /^#{1,6} /.test(l)).map((l) => l.replace(/^#+ /, '').trim()));
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' }).split('\n')
  .filter((f) => /\.(ts|tsx|md|js|json|sh)$/.test(f) || f === '.ci/run').filter((f) => f && !f.startsWith('node_modules/') && f !== 'package-lock.json');

// The heading may follow on the next comment line.
const CITATION = /(docs\/[\w-]+\.md)(?:\s*\n\s*(?:\*|\/\/)?)?\s+"([^"]+)"/g;

describe('citations of the docs', () => {
  it('name headings that exist', () => {
    const docs = new Map<string, Set<string>>();
    const broken: string[] = [];
    let count = 0;
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      for (const m of text.matchAll(CITATION)) {
        count++;
        const doc = m[1];
        // A citation may wrap onto the next comment line.
        const heading = m[2].replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' ');
        if (!docs.has(doc)) {
          try {
            docs.set(doc, headings(doc));
          } catch {
            docs.set(doc, new Set());
          }
        }
        if (!docs.get(doc)!.has(heading)) broken.push(`${file}: ${doc} "${heading}"`);
      }
    }
    expect([...new Set(broken)]).toEqual([]);
    expect(count).toBeGreaterThan(50);
  });
});
