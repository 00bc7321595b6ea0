import { useEffect, type RefObject } from 'react';

/**
 * Moves the focus to `ref` each time `value` changes to something truthy: a message that has just appeared, a
 * form that has just opened.
 */
export function useFocusWhen(ref: RefObject<HTMLElement | null>, value: unknown) {
  useEffect(() => {
    if (value) ref.current?.focus();
  }, [ref, value]);
}
