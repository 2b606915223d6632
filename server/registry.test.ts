import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { loadHomes, loadResources, loadServers } from './registry';
import { operationRoutes } from './operations';
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
      if (r.workflow || r.operations || r.pages) expect(folder, `${r.name} should be src/resources/${r.name}/index.ts`).toBe(true);
      else if (!folder) expect(existsSync(join(resourcesDir, `${r.name}.ts`)), r.name).toBe(true);
      // Screens and server code sit beside a declaration only in a folder.
      if (!folder) expect(['screens.ts', 'server.ts'].filter((f) => existsSync(join(resourcesDir, r.name, f))), r.name).toEqual([]);
    }
  });
});

// A home's calls beyond CRUD are declared in its index.ts and handled in its server.ts
// (docs/architecture.md "Operations"): a declared call without a handler fails the typecheck and the start.
describe('operations and their handlers', () => {
  it('every declared operation has its handler, and a home with a server.ts is a folder', async () => {
    const homes = await loadHomes();
    const servers = await loadServers(homes);
    const declared = homes.flatMap((h) => Object.keys(h.operations ?? {}).map((name) => `${h.name}.${name}`));
    expect(declared.length).toBeGreaterThan(20);
    for (const h of homes) {
      for (const name of Object.keys(h.operations ?? {})) {
        expect(typeof (servers.get(h.name)?.operations as Record<string, unknown> | undefined)?.[name], `${h.name}.${name}`).toBe('function');
      }
    }
    for (const name of servers.keys()) expect(existsSync(join(resourcesDir, name, 'index.ts')), name).toBe(true);
  });

  it('operation names are unique: each is a data-provider method', async () => {
    const names = (await loadHomes()).flatMap((h) => Object.keys(h.operations ?? {}));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('an operation without a handler stops the start', async () => {
    const homes = await loadHomes();
    const home = homes.find((h) => h.name === 'expedicoes')!;
    const app = Fastify();
    expect(() => operationRoutes(app, home, {}, { pool: undefined as never, records: undefined as never }))
      .toThrow(/expedicoes: operation "suggestPicking" has no handler/);
    await app.close();
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
