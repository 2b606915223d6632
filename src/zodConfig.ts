import { z } from 'zod';

// Zod compiles object parsers with `new Function` after probing whether eval works; the
// Content-Security-Policy forbids eval, and the probe itself is reported as a violation.
// Imported first by src/registry/declarations.ts and browserValidation.ts, so it applies before any schema is built or used.
z.config({ jitless: true });
