import type { FieldDef } from './define';

/**
 * A storage bin's address (docs/domain.md "Warehousing"): street letter, then building, level and
 * position, two digits each, `A-01-02-03`. One home for the pattern: the lines that name a bin,
 * stock adjustments and the count screen read it here.
 */
export const BIN_PATTERN = '[A-Z]-[0-9]{2}-[0-9]{2}-[0-9]{2}';

export const BIN = new RegExp(`^${BIN_PATTERN}$`);

/** A field holding a bin: stored upper-case, checked against the pattern. */
export const binField = { kind: 'text', max: 11, upper: true, pattern: BIN_PATTERN, patternMessage: 'endereco' } as const satisfies FieldDef;
