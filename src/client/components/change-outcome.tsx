import { useRef } from 'react';
import { Banner, type Notice } from './banner';
import { useFocusWhen } from './use-focus-when';

/**
 * How a change on a busy screen went (the players, a team): a success in a region always on the page, so a screen
 * reader hears each one, and never taking the focus; a refusal in a banner that takes it.
 */
export function ChangeOutcome({ notice }: { notice: Notice | null }) {
  const errorRef = useRef<HTMLDivElement>(null);
  useFocusWhen(errorRef, notice?.kind === 'error' ? notice : null);
  return (
    <>
      <div role="status" aria-live="polite">
        {notice?.kind === 'success' && <p className="banner banner--success">{notice.title}</p>}
      </div>
      <div ref={errorRef} tabIndex={-1}>
        {notice?.kind === 'error' && <Banner {...notice} />}
      </div>
    </>
  );
}
