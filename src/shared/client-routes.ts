// The paths the client's router answers (src/client/app/router.tsx; a unit test keeps the two the same).
// The server sends the page with status 200 for these and with 404 for every other page path, where the
// client's catch-all route shows 'Page not found'.

export const CLIENT_ROUTES = [
  '/',
  '/home',
  '/fixtures',
  '/foursomes',
  '/results',
  '/courses',
  '/privacy',
  '/fixtureresult/:fixtureId',
  '/loginregister',
  '/forgotpassword',
  '/passwordreset',
  '/confirmemail',
  '/confirmemailchange',
  '/cancelemailchange',
  '/signin/:token',
  '/emailconfirmed',
  '/emailnotconfirmed',
  '/logout',
  '/myprofile',
  '/myprofile/:section',
  '/unsubscribe',
  '/membersearch',
  '/publications',
  '/enterfixture/:id',
  '/leavefixture/:id',
  '/fixtureplayers/:id',
  '/admin',
  '/admin/:panel',
  '/admin/members/:id/edit',
  '/approveusers',
  '/addfixture',
  '/editfixtures',
  '/editfixture/:id',
] as const;

const patterns = CLIENT_ROUTES.map(
  (route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+').replace(/\/$/, '')}/?$`, 'i'),
);

/** Whether the client's router has a page at this path (query string excluded; case-insensitive). */
export const isClientRoute = (path: string) => patterns.some((p) => p.test(path));
