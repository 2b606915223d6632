import type { Home } from '../registry/area';

// Vite collects every home at build time: adding a resource file is enough. This module is its
// own chunk, loaded beside the language catalog before the first render, so a new resource adds
// nothing to the JavaScript a first visit waits for (docs/architecture.md "Lazy chunks").
const modules = import.meta.glob<{ default: Home }>(['../resources/*.ts', '../resources/*/index.ts', '!../resources/**/*.test.ts'], { eager: true });

export const declarations: Home[] = Object.values(modules).map((m) => m.default).filter((h): h is Home => !!h?.name);
