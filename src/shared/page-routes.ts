// The site's one route table: the client's router (src/client/app/router.tsx), the page paths the server answers
// with 200 (CLIENT_ROUTES) and the pages it renders (RENDERED_PAGES, MEMBER_RENDERED_PAGES) all come from it, so a
// screen added here is routed, served and, if it says so, rendered (decision 0033).

/** Who may see a screen: the client's guards send anyone else to /loginregister, saying why (spec §6). */
export type PageGuard = 'member' | 'admin';

/**
 * How the server answers a screen's address. 'everyone': rendered once for all and kept by the response cache
 * (decision 0009). 'member': rendered for the signed-in member with their session, never kept, and a visitor gets
 * the shell (decision 0032). Left out: the browser draws the screen from the shell.
 */
export type PageRendering = 'everyone' | 'member';

export interface PageRoute {
  /** The address as React Router and Fastify both write it (/enterfixture/:id). */
  path: string;
  /** Its code: src/client/app/routes/<screen>.tsx, loaded when the screen is first shown. */
  screen: string;
  guard?: PageGuard;
  rendered?: PageRendering;
}

/** Every screen of the spec's route table (§6) and the site's own, in the router's order. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/home', screen: 'home', rendered: 'everyone' },
  { path: '/fixtures', screen: 'fixtures', rendered: 'everyone' },
  { path: '/foursomes', screen: 'foursomes', rendered: 'everyone' },
  { path: '/results', screen: 'results', rendered: 'everyone' },
  { path: '/courses', screen: 'courses', rendered: 'everyone' },
  { path: '/privacy', screen: 'privacy' },
  { path: '/fixtureresult/:fixtureId', screen: 'fixture-result', rendered: 'everyone' },
  { path: '/orderofmerit', screen: 'order-of-merit', rendered: 'everyone' },
  { path: '/rollofhonour', screen: 'roll-of-honour', rendered: 'everyone' },
  // A scratch-team competition's rounds, once its team is published (decision 0068).
  { path: '/competitions/:id', screen: 'competition-page', rendered: 'everyone' },
  // Where a member lands from an e-mail's link once their session has ended: readable before any script runs.
  { path: '/loginregister', screen: 'login-register', rendered: 'everyone' },
  { path: '/forgotpassword', screen: 'forgot-password' },
  { path: '/passwordreset', screen: 'password-reset' },
  { path: '/confirmemail', screen: 'confirm-email' },
  { path: '/confirmemailchange', screen: 'confirm-email-change' },
  { path: '/cancelemailchange', screen: 'cancel-email-change' },
  // An e-mail's sign-in link: its one button signs the member in, so no sign-in is needed to see it.
  { path: '/signin/:token', screen: 'sign-in-link' },
  { path: '/emailconfirmed', screen: 'email-confirmed' },
  { path: '/emailnotconfirmed', screen: 'email-not-confirmed' },
  { path: '/logout', screen: 'logout' },
  // My Profile guards itself (a visitor goes to /home, spec §2). Its sections have addresses an e-mail links to.
  { path: '/myprofile', screen: 'my-profile', rendered: 'member' },
  { path: '/myprofile/:section', screen: 'my-profile', rendered: 'member' },
  { path: '/unsubscribe', screen: 'unsubscribe' },
  // An e-mail's one-click link: the link is the proof of who is asking, so no sign-in.
  { path: '/act/:token', screen: 'act' },
  // The first run's set-up address (decision 0063): the server lets it through only while it can be used.
  { path: '/setup/:token', screen: 'setup' },
  { path: '/membersearch', screen: 'member-search', guard: 'member', rendered: 'member' },
  { path: '/publications', screen: 'publications', guard: 'member' },
  { path: '/enterfixture/:id', screen: 'enter-fixture', guard: 'member', rendered: 'member' },
  { path: '/leavefixture/:id', screen: 'leave-fixture', guard: 'member', rendered: 'member' },
  { path: '/fixtureplayers/:id', screen: 'fixture-players', guard: 'member' },
  { path: '/fixturescores/:id', screen: 'fixture-scores', guard: 'member' },
  // Scratch teams: the members' list and their own answer, and a competition's captains' team screen.
  { path: '/competitions', screen: 'competitions', guard: 'member' },
  { path: '/competitions/:id/answer', screen: 'competition-answer', guard: 'member' },
  { path: '/competitions/:id/captain', screen: 'competition-captain', guard: 'member' },
  { path: '/admin', screen: 'admin', guard: 'admin' },
  { path: '/admin/:panel', screen: 'admin', guard: 'admin' },
  { path: '/admin/members/:id/edit', screen: 'admin-edit-member', guard: 'admin' },
  { path: '/admin/courses/:id/tees', screen: 'admin-course-tees', guard: 'admin' },
  { path: '/admin/payments/import', screen: 'admin-statement-import', guard: 'admin' },
  { path: '/approveusers', screen: 'approve-users', guard: 'admin' },
  { path: '/addfixture', screen: 'add-fixture', guard: 'admin' },
  { path: '/editfixtures', screen: 'edit-fixtures', guard: 'admin' },
  { path: '/editfixture/:id', screen: 'edit-fixture', guard: 'admin' },
];

const pathsOf = (rendered: PageRendering) =>
  PAGE_ROUTES.filter((r) => r.rendered === rendered).map((r) => r.path);

/** The public pages and the login page: the same HTML for everyone, kept by the response cache (decision 0009). */
export const RENDERED_PAGES = pathsOf('everyone');

/** The screens a member lands on from an e-mail, rendered with their session (decision 0032). */
export const MEMBER_RENDERED_PAGES = pathsOf('member');
