// The declarations' rules as the browser runs them: zod set up for the page's
// Content-Security-Policy first (src/zodConfig.ts), so that no schema is built before it.
import '../zodConfig';

export { createSchema, fieldMessages, fieldSchema, updateSchema } from './validation';
