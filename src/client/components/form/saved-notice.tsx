import type { ReactNode } from 'react';
import { Banner } from '@/components/banner';
import { FocusRegion } from '@/components/focus-region';

/**
 * A form's success ('Settings saved'), shown once a save succeeds (`count`, useSchemaForm's `saves`) until the next
 * attempt; it takes the focus at each save, so a screen reader reads it.
 */
export function SavedNotice({
  count,
  title,
  className,
  children,
}: {
  count: number;
  title: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <FocusRegion focusOn={count || null} className={className}>
      {count > 0 && (
        <Banner kind="success" title={title}>
          {children}
        </Banner>
      )}
    </FocusRegion>
  );
}
