import { Pager } from '@/components/pager';
import { AdminTable, type TableProps } from './admin-table';

/** One page of a longer list, as the server answers it. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** An admin table of one page of a long list: how many there are in its caption, the pager below it. */
export function PagedTable<T extends { id: number | string }>({
  page,
  count,
  pagerLabel,
  onPage,
  ...table
}: Omit<TableProps<T>, 'rows' | 'isEmpty' | 'caption' | 'footer'> & {
  /** Undefined while loading. */
  page: Page<T> | undefined;
  /** The caption: '1 member', '12 members'. */
  count: (total: number) => string;
  pagerLabel: string;
  /** usePageParam's setPage: the page is kept in the address. */
  onPage: (page: number, options?: { replace?: boolean }) => void;
}) {
  return (
    <AdminTable
      {...table}
      rows={page?.items}
      isEmpty={page?.total === 0}
      caption={page && count(page.total)}
      footer={
        page && (
          <Pager
            page={page.page}
            pageSize={page.pageSize}
            total={page.total}
            label={pagerLabel}
            onPage={onPage}
          />
        )
      }
    />
  );
}
