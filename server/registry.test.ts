import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadResourceServers, resourceServerNames, undeclaredNames } from './crud/hooks';
import { loadResources } from './registry';
import { declaredGroups } from './db/seed';

const resourcesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'resources');

// docs/architecture.md "Code conventions": plain resources stay one file; a resource with a lifecycle is a folder (its
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

describe('seeded rows declared by the resources', () => {
  it('every grupo id names one grupo, and every status id one status', async () => {
    const resources = await loadResources();
    const groups = declaredGroups(resources);
    expect(new Set(groups.map((g) => g.id)).size).toBe(groups.length);
    expect(groups.map((g) => g.nome)).toEqual(expect.arrayContaining(['Usuário', 'Ordem de serviço', 'Itinerário', 'Ponto', 'Agendamento']));
    const statuses = resources.flatMap((r) => r.statuses?.list ?? []);
    expect(new Set(statuses.map((s) => s.id)).size).toBe(statuses.length);
  });
});
