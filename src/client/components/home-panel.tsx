import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryView } from './query-view';

/**
 * A panel of the home page (Upcoming Fixtures, Latest Results): its heading, then its list (and what follows it), or one line saying
 * that it could not be loaded or that it is empty. `name` is its class and, with '-heading', its heading's id.
 */
export function HomePanel<T extends unknown[]>({
  name,
  heading,
  query,
  failed,
  empty,
  after,
  children,
}: {
  name: string;
  heading: string;
  query: UseQueryResult<T>;
  failed: string;
  empty: string;
  /** What follows the list (a link to the whole of it). */
  after?: ReactNode;
  children: (items: T) => ReactNode;
}) {
  return (
    <section className={`panel ${name}`} aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`}>{heading}</h2>
      <QueryView query={query} failed={() => <p>{failed}</p>} empty={<p>{empty}</p>}>
        {children}
      </QueryView>
      {after}
    </section>
  );
}
