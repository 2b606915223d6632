import type { GetListResult } from 'react-admin';

import { LIST_TOTAL_CAP } from '../../registry/limits';

export { LIST_TOTAL_CAP };

/** Rows a generated list shows at first; the first screen's early read asks for the same page (src/firstScreen.ts). */
export const LIST_PER_PAGE = 25;

/**
 * A capped total is no count: react-admin would treat it as one and send a user paging past it
 * back to its "last" page. The list gets no total then, and `meta.totalCapped` instead.
 */
export const capTotal = <T extends GetListResult>(result: T): T =>
  result.total !== undefined && result.total >= LIST_TOTAL_CAP
    ? { ...result, total: undefined, meta: { ...result.meta, totalCapped: true } }
    : result;

export interface PagerInput {
  page: number;
  perPage: number;
  /** undefined when capped */
  total?: number;
  capped: boolean;
  /** rows on this page */
  rows: number;
}

export interface PagerState {
  from: number;
  to: number;
  /** Pages the pager offers: all of them, or when capped those up to the next one. */
  pages: number;
  hasNext: boolean;
}

export const pagerState = ({ page, perPage, total, capped, rows }: PagerInput): PagerState => {
  const from = rows ? (page - 1) * perPage + 1 : 0;
  const to = rows ? from + rows - 1 : 0;
  // Past the cap, a full page may have a next one.
  const hasNext = capped ? rows === perPage : page * perPage < (total ?? 0);
  const pages = capped ? page + (hasNext ? 1 : 0) : Math.max(1, Math.ceil((total ?? 0) / perPage));
  return { from, to, pages, hasNext };
};

/** An empty page past the end of a counted list (a bookmark, rows deleted meanwhile): the last page. */
export const lastPageInstead = ({ page, perPage, total, capped, rows }: PagerInput): number | undefined => {
  if (capped || rows > 0 || page <= 1 || !total) return undefined;
  const last = Math.ceil(total / perPage);
  return page > last ? last : undefined;
};
