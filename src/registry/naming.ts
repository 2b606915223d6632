/**
 * The table of a resource whose declaration names none: its URL name with underscores
 * (`fator-calculos` → `fator_calculos`). Browser and server derive it here only.
 */
export const tableName = (resourceName: string): string => resourceName.replace(/-/g, '_');
