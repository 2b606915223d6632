import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Resource } from '../src/registry/define';

const resourcesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'resources');

/** Every declaration in src/resources: a `<name>.ts` file or a `<name>/index.ts` folder. */
export const loadResources = async (): Promise<Resource[]> => {
  const files = readdirSync(resourcesDir)
    .filter((f) => !f.includes('.test.'))
    .map((f) => join(resourcesDir, f))
    .map((p) => (statSync(p).isDirectory() ? join(p, 'index.ts') : p))
    .filter((p) => p.endsWith('.ts'))
    .sort();
  const resources: Resource[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(file).href)) as { default?: Resource };
    if (mod.default?.name && mod.default.fields) resources.push(mod.default);
  }
  return resources;
};
