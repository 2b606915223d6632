import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadResourceServers, resourceServerNames, undeclaredNames } from './crud/hooks';
import { loadResources } from './registry';

const resourcesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'resources');

// Issue 9: plain resources stay one file; a resource with a lifecycle is a folder (its
// declaration in index.ts, beside the screens it replaces), so a reader finds both together.
describe('where declarations live', () => {
  it('a resource with a workflow is a folder, a plain resource one file', async () => {
    const resources = await loadResources();
    expect(resources.length).toBeGreaterThan(20);
    for (const r of resources) {
      const folder = existsSync(join(resourcesDir, r.name, 'index.ts'));
      if (r.workflow || r.screens) expect(folder, `${r.name} should be src/resources/${r.name}/index.ts`).toBe(true);
      else if (!folder) expect(existsSync(join(resourcesDir, `${r.name}.ts`)), r.name).toBe(true);
    }
  });
});

// A resource's server behaviour is server/resources/<name>.ts, found by its name: a misspelt
// file would be silently ignored, so the start refuses it and so does this test.
describe('server behaviour of resources', () => {
  it('every file in server/resources names a declared resource', async () => {
    const resources = await loadResources();
    expect(undeclaredNames(resourceServerNames(), resources), 'rename the file after its resource (src/resources/<name>)').toEqual([]);
    expect([...(await loadResourceServers(resources)).keys()].sort()).toEqual(resourceServerNames().sort());
  });

  it('a file that names no declared resource stops the start', async () => {
    const resources = await loadResources();
    expect(undeclaredNames(['itinerario', 'clientes'], resources)).toEqual(['itinerario']);
    await expect(loadResourceServers(resources.filter((r) => r.name !== 'clientes'))).rejects.toThrow(/clientes\.ts/);
  });
});
