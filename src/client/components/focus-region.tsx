import { useRef, type ReactNode } from 'react';
import { useFocusWhen } from './use-focus-when';

/**
 * Where the outcome of an action appears: the region takes the focus each time `focusOn` changes to something
 * truthy, so a screen reader reads the message that has just appeared.
 */
export function FocusRegion({
  focusOn,
  className,
  children,
}: {
  focusOn: unknown;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusWhen(ref, focusOn);
  return (
    <div ref={ref} tabIndex={-1} className={className}>
      {children}
    </div>
  );
}
