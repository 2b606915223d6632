// Zod compiles object parsers with `new Function` after probing whether eval works, and probes
// when the first object schema is built; the Content-Security-Policy forbids eval and reports the
// probe as a violation. The entry runs this first, before any chunk that builds a schema loads.
// Zod reads its config from this global (so that copies of zod share it); setting it here keeps
// zod itself out of the entry. zodConfig.test.ts fails if zod stops reading it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
export {};
