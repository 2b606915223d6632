import type { Resource } from './define';

// Vite collects every declaration at build time: adding a resource file is enough. This module
// is its own chunk, loaded beside the language catalog before the first render, so a new
// resource adds nothing to the JavaScript a first visit waits for (docs/architecture.md "Lazy chunks").
const modules = import.meta.glob<{ default: Resource }>(['../resources/*.ts', '../resources/*/index.ts', '!../resources/**/*.test.ts'], { eager: true });

export const declarations: Resource[] = Object.values(modules)
  .map((m) => m.default)
  .filter((r): r is Resource => !!r?.name && !!r.fields)
  .sort((a, b) => a.menu.order - b.menu.order || a.name.localeCompare(b.name));
