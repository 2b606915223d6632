import { describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP, capTotal, lastPageInstead, pagerState } from './pager';

describe('pager of a counted list', () => {
  it('numbers the rows shown and the pages', () => {
    expect(pagerState({ page: 1, perPage: 25, total: 1251, capped: false, rows: 25 })).toEqual({ from: 1, to: 25, pages: 51, hasNext: true });
    expect(pagerState({ page: 51, perPage: 25, total: 1251, capped: false, rows: 1 })).toEqual({ from: 1251, to: 1251, pages: 51, hasNext: false });
    expect(pagerState({ page: 1, perPage: 25, total: 0, capped: false, rows: 0 })).toEqual({ from: 0, to: 0, pages: 1, hasNext: false });
  });

  it('an empty page past the end moves to the last page, and only then', () => {
    expect(lastPageInstead({ page: 9, perPage: 25, total: 60, capped: false, rows: 0 })).toBe(3);
    expect(lastPageInstead({ page: 3, perPage: 25, total: 60, capped: false, rows: 10 })).toBeUndefined();
    expect(lastPageInstead({ page: 2, perPage: 25, total: 0, capped: false, rows: 0 })).toBeUndefined();
    expect(lastPageInstead({ page: 1, perPage: 25, total: 60, capped: false, rows: 0 })).toBeUndefined();
  });
});

describe('pager of a list whose count the API capped', () => {
  it('a total at the cap becomes "no total" with meta.totalCapped; a real total stays', () => {
    const capped = capTotal({ data: [], total: LIST_TOTAL_CAP, meta: { x: 1 } });
    expect(capped).toEqual({ data: [], total: undefined, meta: { x: 1, totalCapped: true } });
    expect(capTotal({ data: [], total: LIST_TOTAL_CAP - 1 })).toEqual({ data: [], total: LIST_TOTAL_CAP - 1 });
  });

  it('keeps Next while the page is full, also past the 10,000th row', () => {
    expect(pagerState({ page: 401, perPage: 25, capped: true, rows: 25 })).toEqual({ from: 10_001, to: 10_025, pages: 402, hasNext: true });
    expect(pagerState({ page: 402, perPage: 25, capped: true, rows: 7 })).toEqual({ from: 10_026, to: 10_032, pages: 402, hasNext: false });
    expect(lastPageInstead({ page: 900, perPage: 25, capped: true, rows: 0 })).toBeUndefined();
  });
});
