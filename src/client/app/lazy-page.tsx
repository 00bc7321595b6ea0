import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from '@/components/lazy-part';

export type LazyPage = LazyComponent<object>;

/**
 * A screen whose code loads when first shown (each route module exports `Component`). A page whose code is already
 * loaded renders at once: main.tsx preloads the first page, so the first render draws it instead of the loading line
 * (nothing moves on the screen when the page arrives).
 */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>): LazyPage {
  return lazyComponent(async () => (await load()).Component);
}
