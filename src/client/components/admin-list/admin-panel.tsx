import type { ReactNode } from 'react';
import { Banner, type Notice } from '@/components/banner';
import { FocusRegion } from '@/components/focus-region';

/**
 * The frame of every admin list panel: its heading, then the banner that reports the last change (it takes the
 * focus when it appears; the banner itself shows where it is), the confirmation dialog, and the panel's content.
 */
export function AdminPanel({
  heading,
  list,
  intro,
  formLink,
  className,
  children,
}: {
  heading: string;
  list: { message: Notice | null; setMessage?: (message: Notice | null) => void; dialog?: ReactNode };
  /** What is said before the banner (the panel's purpose). */
  intro?: ReactNode;
  /** A link at the top to the add form below the list (its ItemForm's `headingId`), so a long list is no obstacle. */
  formLink?: { headingId: string; label: string };
  className?: string;
  children: ReactNode;
}) {
  const { message } = list;
  // A new attempt at any of the panel's forms clears the last change's banner, so an old 'Course added' never
  // stands above the next form's errors.
  const clearMessage = () => list.setMessage?.(null);
  return (
    <div className={className} onSubmitCapture={clearMessage}>
      {list.dialog}
      <h2>{heading}</h2>
      {intro}
      {formLink && (
        <p className="panel-form-link">
          <a href={`#${formLink.headingId}`}>{formLink.label}</a>
        </p>
      )}
      <FocusRegion focusOn={list.message} className="panel-message">
        {message && <Banner {...message} />}
      </FocusRegion>
      {children}
    </div>
  );
}
