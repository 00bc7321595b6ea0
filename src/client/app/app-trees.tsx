import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PageSession } from '@shared/page-data';
import { Providers } from './providers';
import { AppRoutes } from './router';

interface TreeProps {
  client: QueryClient;
  session?: PageSession;
}

/**
 * The page as the server draws it (entry-server.tsx). The browser's tree below must keep the routes at the same
 * place in React's tree: useId numbers its ids by that place, and ids that differ spoil the hydration.
 */
export function ServerApp({ client, session, location }: TreeProps & { location: string }) {
  return (
    <Providers client={client} session={session}>
      <StaticRouter location={location}>
        <AppRoutes />
      </StaticRouter>
    </Providers>
  );
}

/** The page as the browser draws or hydrates it (main.tsx); `router` is the browser's own but in a test. */
export function BrowserApp({
  client,
  session,
  router: Router = BrowserRouter,
}: TreeProps & { router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <Providers client={client} session={session}>
        <Router>
          <ReadyMark>
            <AppRoutes />
          </ReadyMark>
        </Router>
      </Providers>
    </StrictMode>
  );
}

/**
 * Marks the document once React has drawn or hydrated the first page: from then on every control answers in the
 * page. (The journeys wait for it before they click: a click before it is a link followed by the server.) It wraps
 * the routes rather than sitting beside them: a sibling forks React's tree, and every useId of the page would then
 * differ from the server's.
 */
function ReadyMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return children;
}
