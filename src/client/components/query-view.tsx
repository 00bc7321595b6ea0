import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Banner } from './banner';
import { Loading } from './loading';

/**
 * The one way a screen shows a query's states: the loading line while it loads; when it fails, an error banner
 * titled `failed` with the error's message (or, when `failed` is a function, what it draws, for a screen whose
 * failure is a page of its own); `empty` when the data is an empty list; else `children` of the data. Screens never
 * write their own loading or error markup (a unit test looks for it).
 */
export function QueryView<T>({
  query,
  failed,
  loading,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  failed: string | ((error: Error) => ReactNode);
  /** The loading line's words, when not 'Loading...'. */
  loading?: string;
  /** What is shown for an empty list. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading text={loading} />;
  if (query.isError)
    return typeof failed === 'function' ? (
      failed(query.error)
    ) : (
      <Banner kind="error" title={failed}>
        {query.error.message}
      </Banner>
    );
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}
