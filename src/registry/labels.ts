import type { Resource } from './define';

// Every catalog key the registry derives from a declaration is built here and nowhere else.

/** Catalog key of a resource's name (plural with smart_count 2): resources.<name>.name. */
export const resourceNameKey = (resource: string): string => `resources.${resource}.name`;

/** Catalog key of a field's label: its own `label`, else resources.<name>.fields.<field>. */
export const fieldLabelKey = (r: Pick<Resource, 'name' | 'fields'>, field: string): string =>
  r.fields[field]?.label ?? `resources.${r.name}.fields.${field}`;

/** Catalog key of the label of one field of a line: resources.<name>.lines.<lines field>.<field>. */
export const lineLabelKey = (resource: string, lines: string, field: string): string =>
  `resources.${resource}.lines.${lines}.${field}`;

/** Catalog key of a declared status's name: resources.<name>.statuses.<key>. */
export const statusLabelKey = (resource: string, key: string): string => `resources.${resource}.statuses.${key}`;

/** Catalog key of a page's title and menu entry: resources.<home>.pages.<key>. */
export const pageLabelKey = (home: string, key: string): string => `resources.${home}.pages.${key}`;

/** Catalog key of an enum value's label: resources.<name>.values.<field>.<value> (a line's enum by its own field name). */
export const enumLabelKey = (resource: string, field: string, value: string): string =>
  `resources.${resource}.values.${field}.${value}`;
