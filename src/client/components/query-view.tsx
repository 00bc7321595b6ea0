import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Banner } from './banner';
import { Loading } from './loading';

/**
 * What a query's screen shows: the loading line while it loads, an error banner titled `failed` with the error's
 * message when it fails, else `children` of the data.
 */
export function QueryView<T>({
  query,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <Banner kind="error" title={failed}>
        {query.error.message}
      </Banner>
    );
  return children(query.data);
}
