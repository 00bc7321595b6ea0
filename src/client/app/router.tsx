import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { lazyPage, type LazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { RequireAdmin, RequireMember } from './routes/guards';

const page = (path: string, Page: LazyPage): RouteObject => ({ path, element: <Page />, handle: Page });

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
      page(
        'home',
        lazyPage(() => import('./routes/home')),
      ),
      page(
        'fixtures',
        lazyPage(() => import('./routes/fixtures')),
      ),
      page(
        'foursomes',
        lazyPage(() => import('./routes/foursomes')),
      ),
      page(
        'results',
        lazyPage(() => import('./routes/results')),
      ),
      page(
        'courses',
        lazyPage(() => import('./routes/courses')),
      ),
      page(
        'fixtureresult/:fixtureId',
        lazyPage(() => import('./routes/fixture-result')),
      ),
      page(
        'loginregister',
        lazyPage(() => import('./routes/login-register')),
      ),
      page(
        'forgotpassword',
        lazyPage(() => import('./routes/forgot-password')),
      ),
      page(
        'passwordreset',
        lazyPage(() => import('./routes/password-reset')),
      ),
      page(
        'confirmemail',
        lazyPage(() => import('./routes/confirm-email')),
      ),
      page(
        'emailconfirmed',
        lazyPage(() => import('./routes/email-confirmed')),
      ),
      page(
        'emailnotconfirmed',
        lazyPage(() => import('./routes/email-not-confirmed')),
      ),
      page(
        'logout',
        lazyPage(() => import('./routes/logout')),
      ),
      page(
        'myprofile',
        lazyPage(() => import('./routes/my-profile')),
      ),
      {
        element: <RequireMember />,
        children: [
          page(
            'membersearch',
            lazyPage(() => import('./routes/member-search')),
          ),
          page(
            'publications',
            lazyPage(() => import('./routes/publications')),
          ),
          page(
            'enterfixture/:id',
            lazyPage(() => import('./routes/enter-fixture')),
          ),
          page(
            'leavefixture/:id',
            lazyPage(() => import('./routes/leave-fixture')),
          ),
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          page(
            'admin',
            lazyPage(() => import('./routes/admin')),
          ),
          page(
            'admin/:panel',
            lazyPage(() => import('./routes/admin')),
          ),
          page(
            'approveusers',
            lazyPage(() => import('./routes/approve-users')),
          ),
          page(
            'addfixture',
            lazyPage(() => import('./routes/add-fixture')),
          ),
          page(
            'editfixtures',
            lazyPage(() => import('./routes/edit-fixtures')),
          ),
          page(
            'editfixture/:id',
            lazyPage(() => import('./routes/edit-fixture')),
          ),
        ],
      },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
