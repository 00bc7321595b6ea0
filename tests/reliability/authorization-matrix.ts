/**
 * Who may call each route (issue: authorisation matrix). Written by hand from the spec and DESIGN.md, not read
 * from the code, so a route whose declared access drifts is caught. The roles, and what 'ok', 401 and 403 mean, are
 * in authorization-roles.ts.
 */
import {
  ADMIN,
  CAPTAIN,
  COMPETITION,
  FIXTURE_MANAGER,
  MEMBER,
  OPEN_FIXTURE,
  OWNER,
  PUBLIC,
  type MatrixRow,
} from './authorization-roles';

export type { MatrixContext, MatrixRow, Outcome } from './authorization-roles';

export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  // Public pages' data (spec §6: visitors see fixtures, results, foursomes and courses).
  'GET /api/Fixtures/List': PUBLIC,
  'GET /api/Fixtures/GetLatest': PUBLIC,
  'GET /api/fixtures/listbyyear': PUBLIC,
  'GET /api/fixtures/listyears': PUBLIC,
  'GET /api/results/listyears/:meetingId': PUBLIC,
  'GET /api/fixtures/result/:fixtureId': PUBLIC,
  'GET /api/LatestResults/List': PUBLIC,
  'GET /api/Results/ListResultsForMeeting/:meetingId': PUBLIC,
  'GET /api/OtherResults/ListByGrouping': PUBLIC,
  'GET /api/foursomes/list': PUBLIC,
  'GET /api/courses/list': PUBLIC,
  // Outside production only; in production members and administrators (tests/api/production-mode.test.ts).
  'GET /api/docs/json': PUBLIC,
  'GET /pdfs/:fileName (result)': { ...PUBLIC, params: (c) => ({ fileName: c.resultFile }) },
  // Accounts: open to anyone by nature.
  'POST /api/account/register': PUBLIC,
  'POST /api/account/confirmemail': PUBLIC,
  'POST /api/account/confirmemailchange': PUBLIC,
  'POST /api/account/cancelemailchange': PUBLIC,
  'GET /api/account/tokeninfo': PUBLIC,
  'POST /api/account/updatepassword': PUBLIC,
  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/logout': PUBLIC,
  'POST /api/auth/sendresetemail': PUBLIC,
  'POST /api/auth/emaillink': PUBLIC,
  'POST /api/auth/emaillink/signin': PUBLIC,
  // Members' area.
  'GET /api/auth/session': MEMBER,
  'GET /api/Fixtures/Get/:id': { ...MEMBER, params: (c) => ({ id: c.openFixtureId }) },
  'GET /api/Publications/List': MEMBER,
  'GET /pdfs/:fileName': { ...MEMBER, params: (c) => ({ fileName: c.publicationFile }) },
  'GET /api/members/search': { ...MEMBER, query: 'lastName=a' },
  'GET /api/Admin/ListApprovedUsers': MEMBER,
  // A member's own data: another member is refused, an administrator may act.
  'GET /api/Account/GetUser/:userId': { ...OWNER, params: (c) => ({ userId: c.ownerId }) },
  'GET /api/fixtures/listforuser/:userId': { ...OWNER, params: (c) => ({ userId: c.ownerId }) },
  'POST /api/fixtures/enter': { ...OWNER, body: (c) => ({ fixtureId: c.openFixtureId, userId: c.ownerId }) },
  'POST /api/fixtures/leave': { ...OWNER, body: (c) => ({ fixtureId: c.openFixtureId, userId: c.ownerId }) },
  // A member's own booking: the body names no member, so anyone signed in may ask (for their own only).
  'POST /api/fixtures/booking': {
    ...MEMBER,
    body: (c) => ({ fixtureId: c.openFixtureId, guests: [], dinner: null }),
  },
  'POST /api/account/updatecontactdetails': {
    ...OWNER,
    body: (c) => ({
      id: c.ownerId,
      email: `owner${c.ownerId}@example.com`,
      mobileNumber: '07700900123',
      homePhone: '',
      businessPhone: '',
      addressLine1: '',
      postcode: '',
    }),
  },
  'POST /api/account/updatemembershipdetails': {
    ...OWNER,
    body: (c) => ({
      id: c.ownerId,
      year: 1985,
      schoolHouse: 'Kipling',
      homeClub: '',
      society: '',
      handicap: 12,
      howHear: '',
    }),
  },
  // Changing a password needs the old one, so it is the owner's alone; an administrator helps with a reset link.
  'POST /api/account/changepassword': {
    ...OWNER,
    admin: 403,
    body: (c) => ({
      id: c.ownerId,
      oldPassword: 'not-the-password',
      newPassword: 'new-password-1',
      confirmNewPassword: 'new-password-1',
    }),
  },
  // Members' data: privacy and erasure are the owner's (or an administrator's); the export is always the
  // signed-in member's own. A wrong password refuses a delete, so the rows change nothing.
  'POST /api/account/privacy': { ...OWNER, body: (c) => ({ id: c.ownerId, listed: true, showEmail: true }) },
  'GET /api/account/export': MEMBER,
  // The password is checked before the id, so that a wrong one answers alike whatever the id: with the wrong
  // password sent here every member gets 400. Another member's id with the right password answers 403
  // (tests/api/account-delete.test.ts).
  'POST /api/account/delete': { ...MEMBER, body: (c) => ({ id: c.ownerId, password: 'not-the-password' }) },
  'GET /api/admin/subscriptions': { ...ADMIN, query: 'year=2026' },
  'POST /api/admin/subscriptions': {
    ...ADMIN,
    body: (c) => ({
      memberId: c.ownerId,
      year: 2026,
      amountPence: 2500,
      paidOn: '2026-01-15',
      method: 'cheque',
    }),
  },
  'POST /api/admin/subscriptions/delete': { ...ADMIN, body: (c) => ({ memberId: c.ownerId, year: 2026 }) },
  'GET /api/admin/subscriptions/csv': { ...ADMIN, query: 'year=2026' },
  'GET /api/admin/members/csv': ADMIN,
  // Money (DESIGN.md 'Money'): a member's own statement (the address names nobody); the treasurer's tools.
  'GET /api/account/statement': MEMBER,
  'POST /api/admin/payments': {
    ...ADMIN,
    body: (c) => ({ memberId: c.ownerId, amountPence: 100, paidOn: '2026-04-01', method: 'cash' }),
  },
  'POST /api/admin/payments/delete': { ...ADMIN, body: () => ({ id: 1 }) },
  'GET /api/admin/balances': ADMIN,
  'GET /api/admin/balances/csv': ADMIN,
  'GET /api/admin/balances/:memberId': { ...ADMIN, params: (c) => ({ memberId: c.ownerId }) },
  'POST /api/admin/payments/import/preview': ADMIN,
  'POST /api/admin/payments/import': ADMIN,
  // Paying by card (only with the Stripe keys, which the matrix's app has): a member for their own account (the
  // body names nobody); Stripe's webhook is open to anyone and proved by its signature instead.
  'POST /api/account/pay': { ...MEMBER, body: () => ({ amountPence: 0 }) },
  'POST /api/payments/stripe/webhook': PUBLIC,
  // The society's settings (decision 0059): read by everyone, changed by an administrator alone.
  'GET /api/settings': PUBLIC,
  'GET /api/settings/crest': PUBLIC,
  'GET /api/settings/colours.css': PUBLIC,
  'POST /api/admin/settings': { ...ADMIN, manager: 403 },
  'POST /api/admin/settings/crest': { ...ADMIN, manager: 403 },
  // The first run's set-up address (decision 0063): the token is the proof; 404 once there is an administrator.
  'GET /setup/:token': PUBLIC,
  'POST /api/setup/:token': PUBLIC,
  // Administrators only.
  'GET /api/Admin/ListUnApprovedUsers': ADMIN,
  'POST /api/admin/approveuser': ADMIN,
  'POST /api/Admin/ImportUsers': ADMIN,
  'GET /api/admin/members': ADMIN,
  'POST /api/admin/members/setadmin': ADMIN,
  'POST /api/admin/members/suspend': ADMIN,
  'POST /api/admin/members/reinstate': ADMIN,
  'POST /api/admin/members/resendconfirmation': ADMIN,
  'POST /api/admin/members/offline': ADMIN,
  'GET /api/admin/auditlog': ADMIN,
  'GET /api/admin/auditlog/actions': ADMIN,
  'GET /api/admin/outbox': ADMIN,
  'POST /api/admin/outbox/resend': ADMIN,
  'GET /api/Fixtures/GetForEdit/:id': ADMIN,
  // Golf days: the open fixture's players and team, for its manager or an administrator.
  'GET /api/fixtures/players/:fixtureId': FIXTURE_MANAGER,
  'GET /api/fixtures/players/:fixtureId/csv': FIXTURE_MANAGER,
  'GET /api/fixtures/players/:fixtureId/catering': FIXTURE_MANAGER,
  'GET /api/fixtures/players/:fixtureId/catering/csv': FIXTURE_MANAGER,
  'GET /api/fixtures/players/:fixtureId/candidates': {
    ...FIXTURE_MANAGER,
    query: 'name=member',
  },
  'POST /api/fixtures/players/add': {
    ...FIXTURE_MANAGER,
    body: (c) => ({ fixtureId: c.openFixtureId, memberId: c.ownerId }),
  },
  'POST /api/fixtures/players/remove': {
    ...FIXTURE_MANAGER,
    body: (c) => ({ fixtureId: c.openFixtureId, memberId: c.ownerId }),
  },
  'POST /api/fixtures/players/move': {
    ...FIXTURE_MANAGER,
    body: (c) => ({ fixtureId: c.openFixtureId, memberId: c.ownerId, list: 'waiting', position: 1 }),
  },
  'POST /api/fixtures/team': {
    ...FIXTURE_MANAGER,
    body: (c) => ({ fixtureId: c.openFixtureId, selected: [], reserves: [] }),
  },
  'POST /api/fixtures/team/publish': { ...FIXTURE_MANAGER, body: (c) => ({ fixtureId: c.openFixtureId }) },
  'POST /api/fixtures/addfixture': ADMIN,
  'POST /api/fixtures/updatefixture': ADMIN,
  'DELETE /api/fixtures/deletefixture/:id': ADMIN,
  'POST /api/fixtures/saveresult': ADMIN,
  'DELETE /api/fixtures/deleteresult/:fixtureId': ADMIN,
  'GET /api/LatestResults/ListForEdit': ADMIN,
  'POST /api/latestresults/add': ADMIN,
  'DELETE /api/latestresults/delete/:id': ADMIN,
  'POST /api/results/add': ADMIN,
  'POST /api/results/update': ADMIN,
  'DELETE /api/results/delete/:id': ADMIN,
  'GET /api/otherresults/listforedit': ADMIN,
  'POST /api/otherresults/addgrouping': ADMIN,
  'POST /api/otherresults/updategrouping': ADMIN,
  'POST /api/otherresults/movegrouping': ADMIN,
  'DELETE /api/otherresults/deletegrouping/:id': ADMIN,
  'POST /api/otherresults/additem': ADMIN,
  'POST /api/otherresults/updateitem': ADMIN,
  'POST /api/otherresults/moveitem': ADMIN,
  'DELETE /api/otherresults/deleteitem/:id': ADMIN,
  'POST /api/publications/add': ADMIN,
  'POST /api/publications/update': ADMIN,
  'POST /api/publications/move': ADMIN,
  'DELETE /api/publications/delete/:id': ADMIN,
  'POST /api/courses/add': ADMIN,
  'POST /api/courses/update': ADMIN,
  'DELETE /api/courses/delete/:id': ADMIN,
  // Results from the cards: a course's tees are public as the courses are; a fixture's cards are for members until
  // the result is published (the open fixture's is not), and are entered and published by its manager or an
  // administrator; the order of merit and the roll of honour are public.
  'GET /api/courses/:id': PUBLIC,
  'POST /api/admin/courses/tees': ADMIN,
  'GET /api/fixtures/scores/:fixtureId': { ...MEMBER, ...OPEN_FIXTURE },
  'POST /api/fixtures/scores': {
    ...FIXTURE_MANAGER,
    body: (c) => ({
      fixtureId: c.openFixtureId,
      memberId: c.ownerId,
      handicapIndex: 10.4,
      holes: Array(18).fill(5),
    }),
  },
  'POST /api/fixtures/scores/delete': {
    ...FIXTURE_MANAGER,
    body: (c) => ({ fixtureId: c.openFixtureId, memberId: c.ownerId }),
  },
  'POST /api/fixtures/results/publish': {
    ...FIXTURE_MANAGER,
    body: (c) => ({ fixtureId: c.openFixtureId, meeting: 'Spring Meetings' }),
  },
  'GET /api/orderofmerit': PUBLIC,
  'POST /api/admin/orderofmerit': ADMIN,
  'GET /api/rollofhonour': PUBLIC,
  // Keeping members informed: public calendars, a member's feed and preferences, unsubscribe links
  // (the token is the key: anyone may try one), announcements for administrators.
  'GET /calendar/fixtures/:id.ics': { ...PUBLIC, params: (c) => ({ id: c.openFixtureId }) },
  'GET /calendar/fixtures.ics': PUBLIC,
  // The sitemap of the public pages, and robots.txt that names it.
  'GET /sitemap.xml': PUBLIC,
  'GET /robots.txt': PUBLIC,
  'GET /calendar/member/:token.ics': PUBLIC,
  'GET /api/calendar/feed': MEMBER,
  'POST /api/calendar/feed/rotate': MEMBER,
  'POST /api/account/preferences': {
    ...OWNER,
    body: (c) => ({ id: c.ownerId, announcements: true, reminders: true }),
  },
  'GET /api/unsubscribe': PUBLIC,
  'POST /api/unsubscribe': PUBLIC,
  // One-click answers in e-mails: the link's token is the proof of who is asking, so anyone may try one.
  'GET /api/act': PUBLIC,
  'POST /api/act': PUBLIC,
  'GET /api/admin/announcements': ADMIN,
  'POST /api/admin/announcements/preview': ADMIN,
  'POST /api/admin/announcements': ADMIN,
  // Scratch Foursomes administration.
  'GET /api/foursomes/listforedit': ADMIN,
  // Scratch teams: members read the competitions; administrators keep them.
  'GET /api/competitions': MEMBER,
  'GET /api/admin/competitions': ADMIN,
  'POST /api/admin/competitions': ADMIN,
  'POST /api/admin/competitions/edit': ADMIN,
  'POST /api/admin/competitions/delete': ADMIN,
  // A member answers for himself; the captain (or an administrator) polls and reads the answers.
  'POST /api/competitions/availability': MEMBER,
  'POST /api/competitions/:id/poll': CAPTAIN,
  'POST /api/competitions/:id/remind': CAPTAIN,
  'POST /api/competitions/:id/team': { ...CAPTAIN, body: () => ({ pairs: [] }) },
  // Before it is published, only the captain and administrators read the team.
  'GET /api/competitions/:id/team': CAPTAIN,
  'GET /api/competitions/:id/availability': CAPTAIN,
  // A player withdraws himself, or a captain (or an administrator) withdraws him; a reserve answers his own offer.
  'POST /api/competitions/:id/withdraw': {
    ...OWNER,
    manager: 'ok',
    ...COMPETITION,
    body: (c) => ({ memberId: c.ownerId }),
  },
  'POST /api/competitions/:id/offer': { ...MEMBER, ...COMPETITION, body: () => ({ answer: 'accept' }) },
  'POST /api/competitions/:id/team/publish': CAPTAIN,
  // A page: a visitor's 401 takes him to the login page; a member who is not its captain gets 403.
  'GET /competitions/:id/teamsheet': CAPTAIN,
  // The captain (or an administrator) records a round; everyone reads a published competition's rounds.
  'POST /api/competitions/:id/matches': {
    ...CAPTAIN,
    body: () => ({ round: 1, date: '2026-04-09', opponent: 'Old Tonbridgians', pairs: [], outcome: 'won' }),
  },
  'GET /api/competitions/:id/public': { ...PUBLIC, ...COMPETITION },
  'POST /api/foursomes/add': ADMIN,
  'POST /api/foursomes/update': ADMIN,
  'DELETE /api/foursomes/delete/:id': ADMIN,
};
