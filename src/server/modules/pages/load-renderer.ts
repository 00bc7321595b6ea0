import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { PageRendererModule } from '@shared/page-data';

/** Where the build puts the renderer beside a client: dist/client → dist/render, dist/client-e2e-N → dist/render-e2e-N. */
export function renderDirFor(clientDir: string): string {
  const name = basename(clientDir);
  return join(
    dirname(clientDir),
    name.startsWith('client') ? `render${name.slice('client'.length)}` : 'render',
  );
}

/**
 * The renderer of the public pages built by `vite build --ssr` (one CommonJS file, like the built server), or
 * undefined when there is none (then the browser draws every page, as in development).
 */
export function loadPageRenderer(clientDir: string | undefined): PageRendererModule | undefined {
  if (!clientDir) return undefined;
  const file = join(renderDirFor(clientDir), 'entry-server.cjs');
  if (!existsSync(file)) return undefined;
  return createRequire(import.meta.url)(file) as PageRendererModule;
}
