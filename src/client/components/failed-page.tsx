import type { ReactNode } from 'react';
import { Banner } from './banner';

/**
 * A screen whose data could not be loaded (QueryView's `failed`): its heading, why in an error banner ('Oops!'
 * unless the screen words it), then what follows it, such as the way back.
 */
export function FailedPage({
  heading,
  title = 'Oops!',
  children,
  after,
}: {
  heading: ReactNode;
  title?: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <>
      <h1>{heading}</h1>
      <Banner kind="error" title={title}>
        {children}
      </Banner>
      {after}
    </>
  );
}
