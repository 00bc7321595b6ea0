import { useLayoutEffect, type RefObject } from 'react';

/**
 * Moves the focus to `ref` each time `value` changes to something truthy: a message that has just appeared, a
 * form that has just opened. A layout effect, so the focus moves in the same frame as the change (Preact runs
 * plain effects a frame later, when a quick key press would still land where the focus was).
 */
export function useFocusWhen(ref: RefObject<HTMLElement | null>, value: unknown) {
  useLayoutEffect(() => {
    if (value) ref.current?.focus();
  }, [ref, value]);
}
