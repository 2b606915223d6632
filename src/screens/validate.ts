import type { Resource } from '../registry/define';
import { createSchema, fieldMessages, updateSchema } from '../registry/validation';

const SYSTEM = ['id', 'created_at', 'updated_at', 'version', 'search'];

/**
 * Form-level validation with the server's own schema, so the browser rejects exactly what
 * the server would, with the same catalog messages.
 */
export const formValidator = (r: Resource, mode: 'create' | 'edit') => {
  const schema = mode === 'create' ? createSchema(r) : updateSchema(r);
  return (values: Record<string, unknown>) => {
    const data: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(values)) {
      if (!(k in r.fields) || SYSTEM.includes(k)) continue;
      if (r.fields[k].kind === 'password' && !v && mode === 'edit') continue;
      if (r.fields[k].readOnly) continue;
      data[k] = v;
    }
    if (mode === 'edit') data.version = typeof values.version === 'number' ? values.version : 0;
    const result = schema.safeParse(data);
    if (result.success) return {};
    return fieldMessages(result.error.issues);
  };
};
