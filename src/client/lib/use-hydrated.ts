import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a page is drawn on the server and while React hydrates it, true from then on (and at once in a page
 * the browser draws itself): a control that only works with JavaScript is offered only once it can work.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
