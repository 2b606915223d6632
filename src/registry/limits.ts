/**
 * Counts stop here (docs/domain.md "List count cap"): a list's `total` is min(count, LIST_TOTAL_CAP), so this value
 * means "more than LIST_TOTAL_CAP - 1" ("10.000+"), and its pages go on past it.
 */
export const LIST_TOTAL_CAP = 10_001;

/** Most rows one page of a list answers (`?limit=`, docs/domain.md "Page limits"); the browser asks no more. */
export const LIST_LIMIT_MAX = 5000;

/** Largest stored file, and NF-e XML (docs/architecture.md "Files"). */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The types of file the API stores: photos first. */
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const FILE_TYPES: readonly string[] = [...IMAGE_TYPES, 'application/pdf', 'application/xml'];

/** Most rows one CSV import carries (the browser refuses a bigger file before sending it). */
export const IMPORT_MAX_ROWS = 5000;
