import { type Resource, writablePayload } from '../registry/define';
import { type FieldMessage, createSchema, fieldMessages, updateSchema } from '../registry/validation';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An argument that names a catalog key (`{ t: 'resources.itinerarios.fields.km_inicial' }`, a field's label), as the page reads it. */
const argText = (v: unknown, translate: Translate) => {
  const key = (v as { t?: unknown } | null)?.t;
  return typeof key === 'string' ? translate(key, { smart_count: 1 }) : v;
};

const readable = (m: FieldMessage, translate: Translate): FieldMessage =>
  (m.args ? { ...m, args: Object.fromEntries(Object.entries(m.args).map(([k, v]) => [k, argText(v, translate)])) } : m);

/**
 * Form-level validation with the server's own schema, on exactly what the data provider will
 * send, so the browser rejects what the server would, with the same catalog messages (their
 * arguments that are labels translated here, as the server does for its answers).
 */
export const formValidator = (r: Resource, mode: 'create' | 'edit', translate: Translate) => {
  const schema = mode === 'create' ? createSchema(r) : updateSchema(r);
  return (values: Record<string, unknown>) => {
    const data = writablePayload(r, values);
    if (mode === 'edit') data.version = typeof values.version === 'number' ? values.version : 0;
    const result = schema.safeParse(data);
    if (result.success) return {};
    return Object.fromEntries(Object.entries(fieldMessages(result.error.issues)).map(([field, m]) => [field, readable(m, translate)]));
  };
};
