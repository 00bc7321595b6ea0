/**
 * Who may call each route (issue: authorisation matrix). Written by hand from the spec and DESIGN.md, not read
 * from the code, so a route whose declared access drifts is caught. The roles, and what 'ok', 401 and 403 mean, are
 * in authorization-roles.ts.
 */
import {
  ADMIN,
  CAPTAIN,
  FIXTURE_MANAGER,
  MEMBER,
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
  'GET /pdfs/:fileName (result)': { ...PUBLIC, request: (c) => ({ path: `/pdfs/${c.resultFile}` }) },
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
  'GET /api/Fixtures/Get/:id': {
    ...MEMBER,
    request: (c) => ({ path: `/api/Fixtures/Get/${c.openFixtureId}` }),
  },
  'GET /api/Publications/List': MEMBER,
  'GET /pdfs/:fileName': { ...MEMBER, request: (c) => ({ path: `/pdfs/${c.publicationFile}` }) },
  'GET /api/members/search': { ...MEMBER, request: () => ({ path: '/api/members/search?lastName=a' }) },
  'GET /api/Admin/ListApprovedUsers': MEMBER,
  // A member's own data: another member is refused, an administrator may act.
  'GET /api/Account/GetUser/:userId': {
    ...OWNER,
    request: (c) => ({ path: `/api/Account/GetUser/${c.ownerId}` }),
  },
  'GET /api/fixtures/listforuser/:userId': {
    ...OWNER,
    request: (c) => ({ path: `/api/fixtures/listforuser/${c.ownerId}` }),
  },
  'POST /api/fixtures/enter': {
    ...OWNER,
    request: (c) => ({
      path: '/api/fixtures/enter',
      body: { fixtureId: c.openFixtureId, userId: c.ownerId },
    }),
  },
  'POST /api/fixtures/leave': {
    ...OWNER,
    request: (c) => ({
      path: '/api/fixtures/leave',
      body: { fixtureId: c.openFixtureId, userId: c.ownerId },
    }),
  },
  // A member's own booking: the body names no member, so anyone signed in may ask (for their own only).
  'POST /api/fixtures/booking': {
    ...MEMBER,
    request: (c) => ({
      path: '/api/fixtures/booking',
      body: { fixtureId: c.openFixtureId, guests: [], dinner: null },
    }),
  },
  'POST /api/account/updatecontactdetails': {
    ...OWNER,
    request: (c) => ({
      path: '/api/account/updatecontactdetails',
      body: {
        id: c.ownerId,
        email: `owner${c.ownerId}@example.com`,
        mobileNumber: '07700900123',
        homePhone: '',
        businessPhone: '',
        addressLine1: '',
        postcode: '',
      },
    }),
  },
  'POST /api/account/updatemembershipdetails': {
    ...OWNER,
    request: (c) => ({
      path: '/api/account/updatemembershipdetails',
      body: {
        id: c.ownerId,
        year: 1985,
        schoolHouse: 'Kipling',
        homeClub: '',
        society: '',
        handicap: 12,
        howHear: '',
      },
    }),
  },
  // Changing a password needs the old one, so it is the owner's alone; an administrator helps with a reset link.
  'POST /api/account/changepassword': {
    ...OWNER,
    admin: 403,
    request: (c) => ({
      path: '/api/account/changepassword',
      body: {
        id: c.ownerId,
        oldPassword: 'not-the-password',
        newPassword: 'new-password-1',
        confirmNewPassword: 'new-password-1',
      },
    }),
  },
  // Members' data: privacy and erasure are the owner's (or an administrator's); the export is always the
  // signed-in member's own. A wrong password refuses a delete, so the rows change nothing.
  'POST /api/account/privacy': {
    ...OWNER,
    request: (c) => ({
      path: '/api/account/privacy',
      body: { id: c.ownerId, listed: true, showEmail: true },
    }),
  },
  'GET /api/account/export': MEMBER,
  // The password is checked before the id, so that a wrong one answers alike whatever the id: with the wrong
  // password sent here every member gets 400. Another member's id with the right password answers 403
  // (tests/api/account-delete.test.ts).
  'POST /api/account/delete': {
    ...MEMBER,
    request: (c) => ({ path: '/api/account/delete', body: { id: c.ownerId, password: 'not-the-password' } }),
  },
  'GET /api/admin/subscriptions': {
    ...ADMIN,
    request: () => ({ path: '/api/admin/subscriptions?year=2026' }),
  },
  'POST /api/admin/subscriptions': {
    ...ADMIN,
    request: (c) => ({
      path: '/api/admin/subscriptions',
      body: { memberId: c.ownerId, year: 2026, amountPence: 2500, paidOn: '2026-01-15', method: 'cheque' },
    }),
  },
  'POST /api/admin/subscriptions/delete': {
    ...ADMIN,
    request: (c) => ({ path: '/api/admin/subscriptions/delete', body: { memberId: c.ownerId, year: 2026 } }),
  },
  'GET /api/admin/subscriptions/csv': {
    ...ADMIN,
    request: () => ({ path: '/api/admin/subscriptions/csv?year=2026' }),
  },
  'GET /api/admin/members/csv': ADMIN,
  // Money (DESIGN.md 'Money'): a member's own statement (the address names nobody); the treasurer's tools.
  'GET /api/account/statement': MEMBER,
  'POST /api/admin/payments': {
    ...ADMIN,
    request: (c) => ({
      path: '/api/admin/payments',
      body: { memberId: c.ownerId, amountPence: 100, paidOn: '2026-04-01', method: 'cash' },
    }),
  },
  'POST /api/admin/payments/delete': {
    ...ADMIN,
    request: () => ({ path: '/api/admin/payments/delete', body: { id: 1 } }),
  },
  'GET /api/admin/balances': ADMIN,
  'GET /api/admin/balances/csv': ADMIN,
  'GET /api/admin/balances/:memberId': {
    ...ADMIN,
    request: (c) => ({ path: `/api/admin/balances/${c.ownerId}` }),
  },
  'POST /api/admin/payments/import/preview': ADMIN,
  'POST /api/admin/payments/import': ADMIN,
  // Paying by card (only with the Stripe keys, which the matrix's app has): a member for their own account (the
  // body names nobody); Stripe's webhook is open to anyone and proved by its signature instead.
  'POST /api/account/pay': {
    ...MEMBER,
    request: () => ({ path: '/api/account/pay', body: { amountPence: 0 } }),
  },
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
  'GET /api/fixtures/players/:fixtureId': {
    ...FIXTURE_MANAGER,
    request: (c) => ({ path: `/api/fixtures/players/${c.openFixtureId}` }),
  },
  'GET /api/fixtures/players/:fixtureId/csv': {
    ...FIXTURE_MANAGER,
    request: (c) => ({ path: `/api/fixtures/players/${c.openFixtureId}/csv` }),
  },
  'GET /api/fixtures/players/:fixtureId/catering': {
    ...FIXTURE_MANAGER,
    request: (c) => ({ path: `/api/fixtures/players/${c.openFixtureId}/catering` }),
  },
  'GET /api/fixtures/players/:fixtureId/catering/csv': {
    ...FIXTURE_MANAGER,
    request: (c) => ({ path: `/api/fixtures/players/${c.openFixtureId}/catering/csv` }),
  },
  'GET /api/fixtures/players/:fixtureId/candidates': {
    ...FIXTURE_MANAGER,
    request: (c) => ({ path: `/api/fixtures/players/${c.openFixtureId}/candidates?name=member` }),
  },
  'POST /api/fixtures/players/add': {
    ...FIXTURE_MANAGER,
    request: (c) => ({
      path: '/api/fixtures/players/add',
      body: { fixtureId: c.openFixtureId, memberId: c.ownerId },
    }),
  },
  'POST /api/fixtures/players/remove': {
    ...FIXTURE_MANAGER,
    request: (c) => ({
      path: '/api/fixtures/players/remove',
      body: { fixtureId: c.openFixtureId, memberId: c.ownerId },
    }),
  },
  'POST /api/fixtures/players/move': {
    ...FIXTURE_MANAGER,
    request: (c) => ({
      path: '/api/fixtures/players/move',
      body: { fixtureId: c.openFixtureId, memberId: c.ownerId, list: 'waiting', position: 1 },
    }),
  },
  'POST /api/fixtures/team': {
    ...FIXTURE_MANAGER,
    request: (c) => ({
      path: '/api/fixtures/team',
      body: { fixtureId: c.openFixtureId, selected: [], reserves: [] },
    }),
  },
  'POST /api/fixtures/team/publish': {
    ...FIXTURE_MANAGER,
    request: (c) => ({ path: '/api/fixtures/team/publish', body: { fixtureId: c.openFixtureId } }),
  },
  'POST /api/fixtures/addfixture': ADMIN,
  'POST /api/fixtures/updatefixture': ADMIN,
  'DELETE /api/fixtures/deletefixture/:id': {
    ...ADMIN,
    request: () => ({ path: '/api/fixtures/deletefixture/999999' }),
  },
  'POST /api/fixtures/saveresult': ADMIN,
  'DELETE /api/fixtures/deleteresult/:fixtureId': {
    ...ADMIN,
    request: () => ({ path: '/api/fixtures/deleteresult/999999' }),
  },
  'GET /api/LatestResults/ListForEdit': ADMIN,
  'POST /api/latestresults/add': ADMIN,
  'DELETE /api/latestresults/delete/:id': {
    ...ADMIN,
    request: () => ({ path: '/api/latestresults/delete/999999' }),
  },
  'POST /api/results/add': ADMIN,
  'POST /api/results/update': ADMIN,
  'DELETE /api/results/delete/:id': { ...ADMIN, request: () => ({ path: '/api/results/delete/999999' }) },
  'GET /api/otherresults/listforedit': ADMIN,
  'POST /api/otherresults/addgrouping': ADMIN,
  'POST /api/otherresults/updategrouping': ADMIN,
  'POST /api/otherresults/movegrouping': ADMIN,
  'DELETE /api/otherresults/deletegrouping/:id': {
    ...ADMIN,
    request: () => ({ path: '/api/otherresults/deletegrouping/999999' }),
  },
  'POST /api/otherresults/additem': ADMIN,
  'POST /api/otherresults/updateitem': ADMIN,
  'POST /api/otherresults/moveitem': ADMIN,
  'DELETE /api/otherresults/deleteitem/:id': {
    ...ADMIN,
    request: () => ({ path: '/api/otherresults/deleteitem/999999' }),
  },
  'POST /api/publications/add': ADMIN,
  'POST /api/publications/update': ADMIN,
  'POST /api/publications/move': ADMIN,
  'DELETE /api/publications/delete/:id': {
    ...ADMIN,
    request: () => ({ path: '/api/publications/delete/999999' }),
  },
  'POST /api/courses/add': ADMIN,
  'POST /api/courses/update': ADMIN,
  'DELETE /api/courses/delete/:id': { ...ADMIN, request: () => ({ path: '/api/courses/delete/999999' }) },
  // Results from the cards: a course's tees are public as the courses are; a fixture's cards are for members until
  // the result is published (the open fixture's is not), and are entered and published by its manager or an
  // administrator; the order of merit and the roll of honour are public.
  'GET /api/courses/:id': PUBLIC,
  'POST /api/admin/courses/tees': ADMIN,
  'GET /api/fixtures/scores/:fixtureId': {
    ...MEMBER,
    request: (c) => ({ path: `/api/fixtures/scores/${c.openFixtureId}` }),
  },
  'POST /api/fixtures/scores': {
    ...FIXTURE_MANAGER,
    request: (c) => ({
      path: '/api/fixtures/scores',
      body: {
        fixtureId: c.openFixtureId,
        memberId: c.ownerId,
        handicapIndex: 10.4,
        holes: Array(18).fill(5),
      },
    }),
  },
  'POST /api/fixtures/scores/delete': {
    ...FIXTURE_MANAGER,
    request: (c) => ({
      path: '/api/fixtures/scores/delete',
      body: { fixtureId: c.openFixtureId, memberId: c.ownerId },
    }),
  },
  'POST /api/fixtures/results/publish': {
    ...FIXTURE_MANAGER,
    request: (c) => ({
      path: '/api/fixtures/results/publish',
      body: { fixtureId: c.openFixtureId, meeting: 'Spring Meetings' },
    }),
  },
  'GET /api/orderofmerit': PUBLIC,
  'POST /api/admin/orderofmerit': ADMIN,
  'GET /api/rollofhonour': PUBLIC,
  // Keeping members informed: public calendars, a member's feed and preferences, unsubscribe links
  // (the token is the key: anyone may try one), announcements for administrators.
  'GET /calendar/fixtures/:id.ics': {
    ...PUBLIC,
    request: (c) => ({ path: `/calendar/fixtures/${c.openFixtureId}.ics` }),
  },
  'GET /calendar/fixtures.ics': PUBLIC,
  // The sitemap of the public pages, and robots.txt that names it.
  'GET /sitemap.xml': PUBLIC,
  'GET /robots.txt': PUBLIC,
  'GET /calendar/member/:token.ics': PUBLIC,
  'GET /api/calendar/feed': MEMBER,
  'POST /api/calendar/feed/rotate': MEMBER,
  'POST /api/account/preferences': {
    ...OWNER,
    request: (c) => ({
      path: '/api/account/preferences',
      body: { id: c.ownerId, announcements: true, reminders: true },
    }),
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
  'POST /api/competitions/:id/poll': {
    ...CAPTAIN,
    request: (c) => ({ path: `/api/competitions/${c.competitionId}/poll` }),
  },
  'POST /api/competitions/:id/remind': {
    ...CAPTAIN,
    request: (c) => ({ path: `/api/competitions/${c.competitionId}/remind` }),
  },
  'POST /api/competitions/:id/team': {
    ...CAPTAIN,
    request: (c) => ({ path: `/api/competitions/${c.competitionId}/team`, body: { pairs: [] } }),
  },
  // Before it is published, only the captain and administrators read the team.
  'GET /api/competitions/:id/team': {
    ...CAPTAIN,
    request: (c) => ({ path: `/api/competitions/${c.competitionId}/team` }),
  },
  'GET /api/competitions/:id/availability': {
    ...CAPTAIN,
    request: (c) => ({ path: `/api/competitions/${c.competitionId}/availability` }),
  },
  // A player withdraws himself, or a captain (or an administrator) withdraws him; a reserve answers his own offer.
  'POST /api/competitions/:id/withdraw': {
    ...OWNER,
    manager: 'ok',
    request: (c) => ({
      path: `/api/competitions/${c.competitionId}/withdraw`,
      body: { memberId: c.ownerId },
    }),
  },
  'POST /api/competitions/:id/offer': {
    ...MEMBER,
    request: (c) => ({ path: `/api/competitions/${c.competitionId}/offer`, body: { answer: 'accept' } }),
  },
  'POST /api/competitions/:id/team/publish': {
    ...CAPTAIN,
    request: (c) => ({ path: `/api/competitions/${c.competitionId}/team/publish` }),
  },
  // A page: a visitor's 401 takes him to the login page; a member who is not its captain gets 403.
  'GET /competitions/:id/teamsheet': {
    ...CAPTAIN,
    request: (c) => ({ path: `/competitions/${c.competitionId}/teamsheet` }),
  },
  // The captain (or an administrator) records a round; everyone reads a published competition's rounds.
  'POST /api/competitions/:id/matches': {
    ...CAPTAIN,
    request: (c) => ({
      path: `/api/competitions/${c.competitionId}/matches`,
      body: { round: 1, date: '2026-04-09', opponent: 'Old Tonbridgians', pairs: [], outcome: 'won' },
    }),
  },
  'GET /api/competitions/:id/public': {
    ...PUBLIC,
    request: (c) => ({ path: `/api/competitions/${c.competitionId}/public` }),
  },
  'POST /api/foursomes/add': ADMIN,
  'POST /api/foursomes/update': ADMIN,
  'DELETE /api/foursomes/delete/:id': { ...ADMIN, request: () => ({ path: '/api/foursomes/delete/999999' }) },
};
