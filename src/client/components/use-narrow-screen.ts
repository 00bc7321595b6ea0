import { useSyncExternalStore } from 'react';

/** The one-column layout's width (DESIGN.md: one column below 625 px). */
const NARROW = '(max-width: 624.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the page is laid out in one column (a phone); false on the server. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
