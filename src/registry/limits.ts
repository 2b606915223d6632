/**
 * Counts stop here (docs/domain.md "List count cap"): a list's `total` is min(count, LIST_TOTAL_CAP), so this value
 * means "more than LIST_TOTAL_CAP - 1" ("10.000+"), and its pages go on past it.
 */
export const LIST_TOTAL_CAP = 10_001;
