import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { dehydrate, type Query } from '@tanstack/react-query';
import {
  PAGE_DATA_ERROR,
  type PageRendererModule,
  type PageSession,
  type RenderedPage,
} from '@shared/page-data';
import { DrawnPartsContext, partsToLoad, preloadParts } from '@/components/lazy-part';
import { PageHeadContext, type PageHead } from '@/components/page-head';
import { ApiError, setApiTransport } from '@/lib/api-client';
import { setServerSiteInfo } from '@/lib/site-info';
// A screen showing a number abroad draws it on the server at once (the browser loads the rules: decision 0043).
import '@shared/phone-numbers';
import { createQueryClient } from './providers';
import { pagesAt, preloadPages } from './router';
import { ServerApp } from './app-trees';

/** A page the renderer would not draw: a call the page makes failed (a missing fixture answers 404). */
export class PageDataError extends Error {
  constructor(readonly status: number) {
    super(`the page's data answered ${status}`);
    this.name = PAGE_DATA_ERROR;
  }
}

/**
 * Whether the page asked for the query's data: a query it holds back (member search before any criteria) is left
 * as the browser leaves it, never fetched.
 */
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Rendering stops after this many rounds of fetching what the page asked for (a list, then its rows…, then the code
 * of a part its data called for).
 */
const MAX_ROUNDS = 4;

/**
 * The transport of the render under way: a member's render carries their session, and renders run side by side,
 * so each render's calls go through its own (never a module-wide one that another render could have changed).
 */
const renderTransport = new AsyncLocalStorage<typeof fetch>();

/**
 * The server's renderer (decision 0009): the same routes and components as the browser, drawn by React's server
 * renderer for a visitor, or for a signed-in member on their own screens (decision 0032). `fetch` answers the
 * client's API calls inside the server as a visitor's; a member's render brings its own.
 */
export const createPageRenderer: PageRendererModule['createPageRenderer'] = ({ site, fetch }) => {
  setServerSiteInfo(site);
  setApiTransport((input, init) => (renderTransport.getStore() ?? fetch)(input, init));

  return (url, as) => renderTransport.run(as?.fetch ?? fetch, () => renderPage(url, as?.session));
};

async function renderPage(url: string, session?: PageSession): Promise<RenderedPage> {
  const location = new URL(url, 'http://localhost');
  const handles = await preloadPages(location);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  let head: PageHead = {};
  let html = '';
  let parts = new Set<string>();
  // Queries start in a render and are answered after it: render, fetch what was asked for, and render again
  // until the page asks for nothing new. A part whose code loads on demand (lazyPart) asks for its code the same
  // way: it is loaded, and the page drawn again with it (decision 0051).
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    head = {};
    parts = new Set();
    html = renderToString(
      <PageHeadContext value={(part) => Object.assign(head, part)}>
        <DrawnPartsContext value={parts}>
          <ServerApp client={client} session={session} location={location.pathname + location.search} />
        </DrawnPartsContext>
      </PageHeadContext>,
    );
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && isEnabled(q));
    const code = partsToLoad(parts);
    if (waiting.length === 0 && code.length === 0) break;
    await Promise.all([...waiting.map((q) => q.fetch().catch(() => undefined)), preloadParts(code)]);
    const failed = client
      .getQueryCache()
      .getAll()
      .find((q) => q.state.status === 'error');
    if (failed) {
      const error = failed.state.error;
      throw new PageDataError(error instanceof ApiError ? error.status : 500);
    }
  }
  // Without the times of fetching: the same data renders the same bytes, so the page's ETag holds until the data
  // changes (on PostgreSQL, too, where pages are rendered for each request). The browser counts the data as
  // fetched when the page arrives (main.tsx).
  const data = dehydrate(client);
  for (const query of data.queries) {
    query.state.dataUpdatedAt = 0;
    query.dehydratedAt = 0;
  }
  return {
    html,
    head,
    data,
    modules: handles.map((h) => h.module),
    parts: [...parts],
    ...(session && { session }),
  };
}

/** The route modules an address shows, for the modulepreload links of the shell the server sends for it. */
export const routeModules: PageRendererModule['routeModules'] = (url) =>
  pagesAt(new URL(url, 'http://localhost')).map((h) => h.module);
