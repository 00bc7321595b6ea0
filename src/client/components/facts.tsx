import type { ReactNode } from 'react';

/** One row of a list of facts (a `dl` of class `facts`): the term beside its value, above it on a phone. */
export function Fact({
  term,
  className,
  children,
}: {
  term: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`facts__row ${className}`}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
