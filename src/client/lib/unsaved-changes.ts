import { useEffect } from 'react';

/** The forms on the page that hold changes not yet saved. */
const unsaved = new Set<symbol>();

/** Whether a form on the page holds changes not yet saved (the session's end then keeps the page). */
export const hasUnsavedChanges = () => unsaved.size > 0;

/** Counts the calling form among those with unsaved changes while `dirty` is true. */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const key = Symbol('unsaved form');
    unsaved.add(key);
    return () => {
      unsaved.delete(key);
    };
  }, [dirty]);
}
