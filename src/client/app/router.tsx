import type { ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
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

/**
 * Every route of the spec's route table; each screen loads its own code when first visited. React Router's
 * declarative routes: the site uses no loaders or actions, so the data router (and its weight) stays out. The
 * server renders the public pages with the same routes (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      page('home', 'home'),
      page('fixtures', 'fixtures'),
      page('foursomes', 'foursomes'),
      page('results', 'results'),
      page('courses', 'courses'),
      page('privacy', 'privacy'),
      page('fixtureresult/:fixtureId', 'fixture-result'),
      page('loginregister', 'login-register'),
      page('forgotpassword', 'forgot-password'),
      page('passwordreset', 'password-reset'),
      page('confirmemail', 'confirm-email'),
      page('confirmemailchange', 'confirm-email-change'),
      page('cancelemailchange', 'cancel-email-change'),
      page('signin/:token', 'sign-in-link'),
      page('emailconfirmed', 'email-confirmed'),
      page('emailnotconfirmed', 'email-not-confirmed'),
      page('logout', 'logout'),
      page('myprofile', 'my-profile'),
      page('myprofile/:section', 'my-profile'),
      page('unsubscribe', 'unsubscribe'),
      {
        element: <RequireMember />,
        children: [
          page('membersearch', 'member-search'),
          page('publications', 'publications'),
          page('enterfixture/:id', 'enter-fixture'),
          page('leavefixture/:id', 'leave-fixture'),
          page('fixtureplayers/:id', 'fixture-players'),
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          page('admin', 'admin'),
          page('admin/:panel', 'admin'),
          page('admin/members/:id/edit', 'admin-edit-member'),
          page('approveusers', 'approve-users'),
          page('addfixture', 'add-fixture'),
          page('editfixtures', 'edit-fixtures'),
          page('editfixture/:id', 'edit-fixture'),
        ],
      },
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
