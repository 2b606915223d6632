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

/** Catalog key of one of a home's own messages: resources.<home>.messages.<key> (a refusal, a screen's text). */
export const messageKey = (home: string, key: string): string => `resources.${home}.messages.${key}`;

// --- What a home's labels must hold, by language (docs/architecture.md "Labels") -------------------

/** The five languages (docs/domain.md "Languages"). */
export type LabelLocale = 'pt' | 'en' | 'fr' | 'es' | 'ar';

/** A name with its plural: Polyglot's two forms (`Embalagem |||| Embalagens`). */
export type TwoForms = `${string}||||${string}`;
/** Arabic's six plural forms, which Polyglot picks among. */
export type SixForms = `${string}||||${string}||||${string}||||${string}||||${string}||||${string}`;
/** The plural forms `locale` needs. */
export type NameForms<L extends LabelLocale> = L extends 'ar' ? SixForms : TwoForms;

/** A home's own texts: any tree of messages. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

type Empty = Record<never, never>;
type Named<T extends object, Part> = [keyof T] extends [never] ? Empty : { [K in keyof Part]: Part[K] };

/** A label per field, except fields that name a shared label (the address block). */
type FieldLabels<F> = { [K in keyof F as F[K] extends { label: string } ? never : K]: string };
type LinesOf<F> = { [K in keyof F as F[K] extends { kind: 'lines' } ? K : never]: F[K] extends { fields: infer L } ? { [S in keyof L]: string } : never };
type EnumOf<D> = D extends { kind: 'enum'; values: readonly (infer V extends string)[] } ? Record<V, string> : never;
/**
 * Each enum's values, a line's enums by their own field name. An enum of codes (a CNH category, a
 * unit) may have none: it is shown as it is; one that has labels has one for every value.
 */
type ValuesOf<F> = { [K in keyof F as F[K] extends { kind: 'enum' } ? K : never]?: EnumOf<F[K]> }
  & UnionToIntersection<{ [K in keyof F]: F[K] extends { kind: 'lines'; fields: infer L } ? { [S in keyof L as L[S] extends { kind: 'enum' } ? S : never]?: EnumOf<L[S]> } : Empty }[keyof F]>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/**
 * The labels of one home in one language: its name (with the plural forms the language needs),
 * a label per field, per field of each line, per status, per enum value and per page, and its own
 * messages. What the declaration lacks a label for, or a label the declaration does not name,
 * fails the typecheck.
 */
export type HomeLabels<H, L extends LabelLocale, M = undefined> =
  { name: NameForms<L> } & (M extends undefined ? { messages?: MessageTree } : { messages: M })
  & (H extends { fields: infer F } ? { fields: FieldLabels<F> } & Named<LinesOf<F>, { lines: LinesOf<F> }> & Named<ValuesOf<F>, { values?: ValuesOf<F> }> : Empty)
  & (H extends { statusIds: Record<infer K extends string, string> } ? ([K] extends [never] ? Empty : { statuses: Record<K, string> }) : Empty)
  & (H extends { pages: infer P } ? { pages: Record<keyof P, string> } : Empty);

/** A home's labels in every language, as a declaration holds them inline. */
export type Labels<H> = { [L in LabelLocale]: HomeLabels<H, L> };

/**
 * A folder home's labels, one file per language (`labels/pt.ts`...), each loaded only for its
 * language: `export default defineLabels<typeof itinerarios>({ pt: () => import('./pt'), ... })`.
 */
export type LabelFiles<H> = { [L in LabelLocale]: () => Promise<{ default: HomeLabels<H, L> }> };
export const defineLabels = <H>(files: LabelFiles<H>): LabelFiles<H> => files;

/** A message tree with every text widened to `string`: what other languages hold of English's messages. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
