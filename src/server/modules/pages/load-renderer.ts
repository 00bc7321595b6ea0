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
 * undefined when there is none (then the browser draws every page, as in development). The file (1.5 MB: React's
 * server renderer and the pages) is loaded when the first public page is asked for, not at start: the server
 * starts as fast and as small as before (`npm run bench`, section 4).
 */
export function loadPageRenderer(clientDir: string | undefined): PageRendererModule | undefined {
  if (!clientDir) return undefined;
  const file = join(renderDirFor(clientDir), 'entry-server.cjs');
  if (!existsSync(file)) return undefined;
  let loaded: PageRendererModule | undefined;
  const load = () => (loaded ??= createRequire(import.meta.url)(file) as PageRendererModule);
  return {
    routeModules: (url) => load().routeModules(url),
    createPageRenderer(options) {
      let render: ReturnType<PageRendererModule['createPageRenderer']> | undefined;
      return (url, as) => {
        render ??= load().createPageRenderer(options);
        return render(url, as);
      };
    },
  };
}
