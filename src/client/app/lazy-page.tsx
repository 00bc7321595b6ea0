import { use, type ComponentType, type JSX } from 'react';

export interface LazyPage {
  (): JSX.Element;
  /** Starts loading the page's code; resolves once it can render without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * A screen whose code loads when first shown (each route module exports `Component`). Unlike `React.lazy`, a page
 * whose code is already loaded renders at once: main.tsx preloads the first page, so the first render draws it
 * instead of the loading line (nothing moves on the screen when the page arrives).
 */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m.Component;
    }));
  function Page() {
    if (!loaded) use(preload());
    const Loaded = loaded!;
    return <Loaded />;
  }
  return Object.assign(Page, { preload });
}
