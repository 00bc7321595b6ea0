import { useEffect } from 'react';
import { pageCount } from './page-param';

/**
 * Previous / next page buttons with 'Page N of M'; nothing when everything fits on one page. A page past the end
 * (an old link, a list that has shrunk) is replaced by the last page. `onPage` is usePageParam's setPage.
 */
export function Pager({
  page,
  pageSize,
  total,
  label,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  label: string;
  onPage: (page: number, options?: { replace?: boolean }) => void;
}) {
  const pages = pageCount(total, pageSize);
  useEffect(() => {
    if (page > pages) onPage(pages, { replace: true });
  }, [page, pages, onPage]);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </button>
      <span className="pager__where">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
