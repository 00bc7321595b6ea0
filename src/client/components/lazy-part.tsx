import { createContext, use, type ComponentType, type JSX } from 'react';

/** A component whose code loads when it is first drawn. */
export interface LazyComponent<P extends object> {
  (props: P): JSX.Element;
  /** Starts loading its code; resolves once it can be drawn without waiting. */
  preload: () => Promise<unknown>;
  /** Its code has arrived: it draws at once. */
  isLoaded: () => boolean;
}

/**
 * The parts of screens a page rendered on the server drew (their modules): the renderer provides the set and reads
 * it after each render. The browser provides none.
 */
export const DrawnPartsContext = createContext<Set<string> | null>(null);

/**
 * The one way a component's code loads when first drawn. Unlike `React.lazy`, a component whose code has arrived
 * draws at once: loaded before the page is hydrated, it hydrates with the rest of it, never from a Suspense
 * fallback. Until then it suspends (`use`), so the screen shows the loading line, not a screen without the part.
 * `part`: the module a page rendered on the server names for it (see `lazyPart`).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  part?: string,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
    }));
  function Lazy(props: P) {
    const drawn = use(DrawnPartsContext);
    if (part) drawn?.add(part);
    if (!loaded) use(preload());
    const Loaded = loaded!;
    return <Loaded {...props} />;
  }
  return Object.assign(Lazy, { preload, isLoaded: () => loaded !== undefined });
}

/** Each part's loaders by module (two parts may share one). */
const parts = new Map<string, LazyComponent<never>[]>();

/**
 * A part of a screen that only some of its pages need (the booking form of a fixture with guests or a dinner), in a
 * chunk of its own. `module` is its file under src/client as Vite's manifest names it
 * ('features/fixtures/components/enter-booking-form.tsx'): a page rendered on the server that drew it preloads its
 * chunks with the page's code and names it in the page (PAGE_PARTS_ID), and the browser loads it before hydrating
 * (`preloadParts`), so the part hydrates as it was drawn (decision 0051).
 */
export function lazyPart<P extends object>(
  module: string,
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  const component = lazyComponent(load, module);
  parts.set(module, [...(parts.get(module) ?? []), component as LazyComponent<never>]);
  return component;
}

/** Loads the code of the parts a page was drawn with (their modules); a module no part knows is passed over. */
export function preloadParts(modules: readonly string[]): Promise<unknown> {
  return Promise.all(modules.flatMap((m) => parts.get(m) ?? []).map((part) => part.preload()));
}

/** The parts drawn whose code has not arrived yet: the server loads them and renders again. */
export function partsToLoad(drawn: Iterable<string>): string[] {
  return [...drawn].filter((m) => (parts.get(m) ?? []).some((part) => !part.isLoaded()));
}
