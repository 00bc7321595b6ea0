import type { ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { PAGE_ROUTES } from '@shared/page-routes';
import { lazyPage, type LazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { RequireAdmin, RequireMember } from './routes/guards';

const routeModules = import.meta.glob<{ Component: ComponentType }>([
  './routes/*.tsx',
  '!./routes/guards.tsx',
]);

/** What a route carries for the code that loads it first: the page, and its module (app/routes/<name>.tsx). */
export interface PageHandle {
  page: LazyPage;
  module: string;
}

/** One lazy page per module: two addresses of one screen (/myprofile, /myprofile/privacy) keep it mounted. */
const pages = new Map<string, LazyPage>();

/** A screen of the route table; its code is app/routes/<name>.tsx, loaded when first shown. */
function page(path: string, name: string): RouteObject {
  const load = routeModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`app/routes/${name}.tsx is missing`);
  const Page: LazyPage = pages.get(name) ?? lazyPage(load);
  pages.set(name, Page);
  const handle: PageHandle = { page: Page, module: `app/routes/${name}.tsx` };
  return { path, element: <Page />, handle };
}

const GUARDS = { member: <RequireMember />, admin: <RequireAdmin /> };

/** The table's screens, with those a guard keeps inside its route (a pathless layout: the guard, then the screen). */
function screens(): RouteObject[] {
  const open = PAGE_ROUTES.filter((r) => !r.guard).map((r) => page(r.path.slice(1), r.screen));
  const guarded = (['member', 'admin'] as const).map((guard) => ({
    element: GUARDS[guard],
    children: PAGE_ROUTES.filter((r) => r.guard === guard).map((r) => page(r.path.slice(1), r.screen)),
  }));
  return [...open, ...guarded];
}

/**
 * Every route of the site's route table (@shared/page-routes); each screen loads its own code when first visited.
 * React Router's declarative routes: the site uses no loaders or actions, so the data router (and its weight) stays
 * out. The server renders the pages the table marks with the same routes (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      ...screens(),
      page('*', 'not-found'),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** The pages an address shows (its route's screen, and the layouts around it that have code of their own). */
export function pagesAt(location: { pathname: string }): PageHandle[] {
  return (matchRoutes(routes, location) ?? [])
    .map((m) => m.route.handle as PageHandle | undefined)
    .filter((h): h is PageHandle => h !== undefined);
}

/** The pages an address shows, with their code loaded, so that rendering or hydrating it never waits. */
export async function preloadPages(location: { pathname: string }): Promise<PageHandle[]> {
  const handles = pagesAt(location);
  await Promise.all(handles.map((h) => h.page.preload()));
  return handles;
}
