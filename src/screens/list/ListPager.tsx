import { MenuItem, Pagination, PaginationItem, Select, Stack, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId } from 'react';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { intlLocale } from '../../fields/format';
import { LIST_TOTAL_CAP, lastPageInstead, pagerState } from './pager';

const PER_PAGE = [10, 25, 50, 100];

/**
 * The list's pager: counts in the page language's digit grouping, every label translated, a
 * count the API capped shown as "10.000+" with Next enabled while the page is full, and none at
 * all while the list loads or failed (a failure is not "no results").
 */
export const ListPager = () => {
  const { page, perPage, total, data, meta, isPending, error, setPage, setPerPage } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const perPageLabel = useId();
  const number = new Intl.NumberFormat(intlLocale(locale));
  const input = { page, perPage, total, capped: !!meta?.totalCapped, rows: data?.length ?? 0 };
  const target = isPending || error ? undefined : lastPageInstead(input);

  useEffect(() => {
    // react-admin sends an empty page past the end to page 1 in the same round of effects; this
    // runs after it, so the last page wins.
    if (target) queueMicrotask(() => setPage(target));
  }, [target, setPage]);

  if (isPending || error || (!input.capped && !total)) return null;
  const { from, to, pages } = pagerState(input);
  const count = input.capped
    ? translate('app.lists.capped_total', { count: number.format(LIST_TOTAL_CAP - 1) })
    : number.format(total ?? 0);

  return (
    <Stack
      direction="row"
      // On phones the page's round Create button floats over the bottom corner: the pager stays above it.
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', columnGap: 2, rowGap: 1, px: 2, py: 1, mb: { xs: 9, sm: 0 } }}
    >
      {!phone && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" id={perPageLabel}>{translate('ra.navigation.page_rows_per_page')}</Typography>
          <Select
            size="small"
            variant="standard"
            value={perPage}
            onChange={(e) => setPerPage(Number(e.target.value))}
            labelId={perPageLabel}
          >
            {PER_PAGE.map((n) => <MenuItem key={n} value={n}>{number.format(n)}</MenuItem>)}
          </Select>
        </Stack>
      )}
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {translate('ra.navigation.page_range_info', { offsetBegin: number.format(from), offsetEnd: number.format(to), total: count })}
      </Typography>
      {pages > 1 && (
        <Pagination
          aria-label={translate('app.lists.pagination')}
          count={pages}
          page={page}
          onChange={(_, p) => setPage(p)}
          size="small"
          siblingCount={phone ? 0 : 1}
          boundaryCount={1}
          getItemAriaLabel={(type, p, selected) =>
            type === 'page'
              ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: number.format(p ?? 0) })
              : translate(`ra.navigation.${type}`)}
          renderItem={(item) => <PaginationItem {...item} page={item.page === null ? null : number.format(item.page)} />}
        />
      )}
    </Stack>
  );
};
