import type { Resource } from './define';

/** Catalog key of a field's label: its own `label`, else resources.<name>.fields.<field>. */
export const fieldLabelKey = (r: Resource, field: string): string =>
  r.fields[field]?.label ?? `resources.${r.name}.fields.${field}`;

/** Catalog key of the label of one field of a line: resources.<name>.lines.<lines field>.<field>. */
export const lineLabelKey = (resource: string, lines: string, field: string): string =>
  `resources.${resource}.lines.${lines}.${field}`;

/** Catalog key of a declared status's name: resources.<name>.statuses.<key>. */
export const statusLabelKey = (resource: string, key: string): string => `resources.${resource}.statuses.${key}`;
