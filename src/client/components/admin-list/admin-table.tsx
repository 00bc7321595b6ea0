import type { ReactNode } from 'react';
import { Banner } from '@/components/banner';
import { Loading } from '@/components/loading';
import { LongWords } from '@/components/long-words';

/** A cell that is plain text gets its long words breakable (a cell the column draws itself is left as it is). */
const longWordsIn = (content: ReactNode) =>
  typeof content === 'string' ? <LongWords text={content} /> : content;

export interface Column<T> {
  /** The column's heading, and the cell's label on a phone's card. */
  label: string;
  cell: (row: T, index: number) => ReactNode;
  /** 'cell-email' or 'cell-wrap': a long word wraps rather than widening the table. */
  className?: string;
  /**
   * An actions column: its heading is for screen readers only, and on a phone its buttons take the card's
   * width without a label.
   */
  actions?: boolean;
}

interface States<T> {
  /** Undefined while loading. */
  rows: T[] | undefined;
  error?: Error | null;
  /** The banner's title when the list could not be loaded. */
  errorTitle?: string;
  errorText?: (error: Error) => string;
  empty: ReactNode;
  /** When the list counts as empty; by default when it has no rows. */
  isEmpty?: boolean;
}

/** An admin list's states: 'Loading...', the load error in a banner, the empty text; else the list itself. */
export function ListStates<T>({
  rows,
  error,
  errorTitle,
  errorText = (e) => e.message,
  empty,
  isEmpty,
  children,
}: States<T> & { children: (rows: T[]) => ReactNode }) {
  if (error) {
    return (
      <Banner kind="error" title={errorTitle}>
        {errorText(error)}
      </Banner>
    );
  }
  if (!rows) return <Loading />;
  if (isEmpty ?? rows.length === 0) return <p className="admin-empty">{empty}</p>;
  return children(rows);
}

/**
 * The one admin table, in its list's states: the rows under their headings; below 625 px each row is a card
 * whose cells carry their column's label, and whose buttons take its width.
 */
export type TableProps<T> = States<T> & {
  caption?: ReactNode;
  captionHidden?: boolean;
  columns: Column<T>[];
  rowClassName?: (row: T) => string | undefined;
  className?: string;
  /** What follows the table when there is one (the pager). */
  footer?: ReactNode;
};

export function AdminTable<T extends { id: number | string }>({
  caption,
  captionHidden = false,
  columns,
  rowClassName,
  className,
  footer,
  ...states
}: TableProps<T>) {
  return (
    <ListStates {...states}>
      {(rows) => (
        <>
          <table className={`table table--stack stack-block${className ? ` ${className}` : ''}`}>
            {caption && (
              <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
            )}
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col">
                    {c.actions ? <span className="visually-hidden">{c.label}</span> : c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.id} className={rowClassName?.(row)}>
                  {columns.map((c) => (
                    <td
                      key={c.label}
                      data-label={c.actions ? '' : c.label}
                      className={c.actions ? 'cell-actions' : c.className}
                    >
                      {/* One box per cell: a phone's card lays out the label and this box side by side. */}
                      {c.actions ? c.cell(row, i) : <div>{longWordsIn(c.cell(row, i))}</div>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {footer}
        </>
      )}
    </ListStates>
  );
}
