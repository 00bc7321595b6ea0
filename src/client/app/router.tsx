import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { lazyPage, type LazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { RequireAdmin, RequireMember } from './routes/guards';

function page(path: string, load: Parameters<typeof lazyPage>[0]): RouteObject {
  const Page: LazyPage = lazyPage(load);
  return { path, element: <Page />, handle: Page };
}

/**
 * Every route of the spec's route table; each screen loads its own code when first visited. React Router's
 * declarative routes: the site uses no loaders or actions, so the data router (and its weight) stays out.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      page('home', () => import('./routes/home')),
      page('fixtures', () => import('./routes/fixtures')),
      page('foursomes', () => import('./routes/foursomes')),
      page('results', () => import('./routes/results')),
      page('courses', () => import('./routes/courses')),
      page('privacy', () => import('./routes/privacy')),
      page('fixtureresult/:fixtureId', () => import('./routes/fixture-result')),
      page('loginregister', () => import('./routes/login-register')),
      page('forgotpassword', () => import('./routes/forgot-password')),
      page('passwordreset', () => import('./routes/password-reset')),
      page('confirmemail', () => import('./routes/confirm-email')),
      page('confirmemailchange', () => import('./routes/confirm-email-change')),
      page('emailconfirmed', () => import('./routes/email-confirmed')),
      page('emailnotconfirmed', () => import('./routes/email-not-confirmed')),
      page('logout', () => import('./routes/logout')),
      page('myprofile', () => import('./routes/my-profile')),
      page('unsubscribe', () => import('./routes/unsubscribe')),
      {
        element: <RequireMember />,
        children: [
          page('membersearch', () => import('./routes/member-search')),
          page('publications', () => import('./routes/publications')),
          page('enterfixture/:id', () => import('./routes/enter-fixture')),
          page('leavefixture/:id', () => import('./routes/leave-fixture')),
          page('fixtureplayers/:id', () => import('./routes/fixture-players')),
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          page('admin', () => import('./routes/admin')),
          page('admin/:panel', () => import('./routes/admin')),
          page('approveusers', () => import('./routes/approve-users')),
          page('addfixture', () => import('./routes/add-fixture')),
          page('editfixtures', () => import('./routes/edit-fixtures')),
          page('editfixture/:id', () => import('./routes/edit-fixture')),
        ],
      },
      page('*', () => import('./routes/not-found')),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
