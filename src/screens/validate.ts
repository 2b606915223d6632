import { type Resource, writablePayload } from '../registry/define';
import { createSchema, fieldMessages, updateSchema } from '../registry/browserValidation';

/**
 * Form-level validation with the server's own schema, on exactly what the data provider will
 * send, so the browser rejects what the server would, with the same catalog messages.
 */
export const formValidator = (r: Resource, mode: 'create' | 'edit') => {
  const schema = mode === 'create' ? createSchema(r) : updateSchema(r);
  return (values: Record<string, unknown>) => {
    const data = writablePayload(r, values);
    if (mode === 'edit') data.version = typeof values.version === 'number' ? values.version : 0;
    const result = schema.safeParse(data);
    if (result.success) return {};
    return fieldMessages(result.error.issues);
  };
};
