import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RequireAdmin, RequireMember } from './routes/guards';

/** Every route of the spec's route table; each screen loads its own code when first visited. */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', lazy: () => import('./routes/home') },
      { path: 'fixtures', lazy: () => import('./routes/fixtures') },
      { path: 'foursomes', lazy: () => import('./routes/foursomes') },
      { path: 'results', lazy: () => import('./routes/results') },
      { path: 'courses', lazy: () => import('./routes/courses') },
      { path: 'privacy', lazy: () => import('./routes/privacy') },
      { path: 'fixtureresult/:fixtureId', lazy: () => import('./routes/fixture-result') },
      { path: 'loginregister', lazy: () => import('./routes/login-register') },
      { path: 'forgotpassword', lazy: () => import('./routes/forgot-password') },
      { path: 'passwordreset', lazy: () => import('./routes/password-reset') },
      { path: 'confirmemail', lazy: () => import('./routes/confirm-email') },
      { path: 'emailconfirmed', lazy: () => import('./routes/email-confirmed') },
      { path: 'emailnotconfirmed', lazy: () => import('./routes/email-not-confirmed') },
      { path: 'logout', lazy: () => import('./routes/logout') },
      { path: 'myprofile', lazy: () => import('./routes/my-profile') },
      {
        element: <RequireMember />,
        children: [
          { path: 'membersearch', lazy: () => import('./routes/member-search') },
          { path: 'publications', lazy: () => import('./routes/publications') },
          { path: 'enterfixture/:id', lazy: () => import('./routes/enter-fixture') },
          { path: 'leavefixture/:id', lazy: () => import('./routes/leave-fixture') },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: 'admin', lazy: () => import('./routes/admin') },
          { path: 'admin/:panel', lazy: () => import('./routes/admin') },
          { path: 'approveusers', lazy: () => import('./routes/approve-users') },
          { path: 'addfixture', lazy: () => import('./routes/add-fixture') },
          { path: 'editfixtures', lazy: () => import('./routes/edit-fixtures') },
          { path: 'editfixture/:id', lazy: () => import('./routes/edit-fixture') },
        ],
      },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
]);
