import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Area, type Home, isArea } from '../src/registry/area';
import type { Resource } from '../src/registry/define';
import type { HomeServer } from './operations';

const resourcesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'resources');

/** Every home in src/resources: a `<name>.ts` file or a `<name>/index.ts` folder (docs/architecture.md "Registry"). */
export const loadHomes = async (): Promise<Home[]> => {
  const files = readdirSync(resourcesDir)
    .filter((f) => !f.includes('.test.'))
    .map((f) => join(resourcesDir, f))
    .map((p) => (statSync(p).isDirectory() ? join(p, 'index.ts') : p))
    .filter((p) => p.endsWith('.ts') && existsSync(p))
    .sort();
  const homes: Home[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(file).href)) as { default?: Home };
    if (mod.default?.name) homes.push(mod.default);
  }
  return homes;
};

/** The declared resources: the homes with fields, each a table. */
export const loadResources = async (): Promise<Resource[]> => (await loadHomes()).filter((h): h is Resource => !isArea(h));

/** The homes without a table (stock, dashboards, files). */
export const loadAreas = async (): Promise<Area[]> => (await loadHomes()).filter(isArea);

/** The server side of each home that has one: `src/resources/<name>/server.ts`. */
export const loadServers = async (homes: readonly Home[]): Promise<Map<string, HomeServer<Home>>> => {
  const out = new Map<string, HomeServer<Home>>();
  for (const h of homes) {
    const file = join(resourcesDir, h.name, 'server.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { default: HomeServer<Home> };
    out.set(h.name, mod.default);
  }
  return out;
};
