import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The page a paged list shows, from the address's `?page=`: 1 when there is none or it is not a page number. */
export function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The address's parameters for page `page` of the list: the first page leaves no parameter. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** How many pages `total` items fill, `pageSize` to a page (an empty list still has its one page). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The one way a paged list keeps its page: in the address (`?page=N`), so Back and a shared link return to the
 * same page. `setPage(n, { replace })` moves to page n (a new entry in the history unless `replace`).
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) =>
      setParams((current) => withPage(current, page), { replace: options?.replace }),
    [setParams],
  );
  return [pageOf(params), setPage] as const;
}
