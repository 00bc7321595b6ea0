// The session lives on while it is used (decision 0018): an hour from its last use, twelve hours from the login at
// most; the database, the cookies and the client's Session-Expires header all follow.
import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { createMember } from '../helpers/factories';
import { harnessWith, type Clock } from '../helpers/harness';
import type { TestApp } from '../helpers/test-app';
import { login } from '../helpers/account-helpers';

const MIN = 60_000;
const HOUR = 60 * MIN;

const test = harnessWith({ env: { LOGIN_RATE_LIMIT: '100000' } });

/** Sets the server's clock this far ahead of the real time (exactly, as the steps add up). */
function clockAhead(clock: Clock) {
  let offset = 0;
  return (ms: number) => {
    clock.advance(ms - offset);
    offset = ms;
  };
}

/** A member signed in at the real time now; the answer's expiry and the session's row. */
async function signedIn(app: TestApp) {
  const m = await createMember(app.db);
  const c = app.client();
  const res = await login(c, m.email, m.password);
  expect(res.status).toBe(200);
  return { m, c, loginExpiry: Date.parse(res.json.expires_at), token: res.json.auth_token as string };
}

const storedExpiry = async (db: Db, memberId: number) =>
  Date.parse(
    (
      await db
        .selectFrom('sessions')
        .select('expires_at')
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).expires_at,
  );

/** The Expires of a cookie set by the answer, in epoch ms. */
function cookieExpiry(headers: Headers, name: string) {
  const cookie = headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  const expires = cookie?.match(/Expires=([^;]+)/i)?.[1];
  return expires ? Date.parse(expires) : undefined;
}

describe('a session used within the hour lives on', () => {
  test('a request near the end moves the end to an hour after it: in the database, the cookies and the header', async ({
    app,
    db,
    clock,
  }) => {
    const ahead = clockAhead(clock);
    const { m, c, loginExpiry } = await signedIn(app);
    // 55 minutes later the member opens a page.
    ahead(55 * MIN);
    const used = Date.now() + 55 * MIN;
    const res = await c.get('/api/auth/session');
    expect(res.status).toBe(200);
    const slid = Date.parse(res.json.expires_at);
    expect(slid).toBeGreaterThanOrEqual(used + HOUR - 1000);
    expect(slid).toBeLessThanOrEqual(Date.now() + 55 * MIN + HOUR);
    expect(slid - loginExpiry).toBeGreaterThan(54 * MIN);
    expect(await storedExpiry(db, m.id)).toBe(slid);
    expect(Date.parse(res.headers.get('session-expires')!)).toBe(slid);
    // The browser keeps its cookies until the new end (cookie dates are whole seconds).
    expect(Math.abs(cookieExpiry(res.headers, 'sid')! - slid)).toBeLessThan(1000);
    expect(Math.abs(cookieExpiry(res.headers, 'XSRF-TOKEN')! - slid)).toBeLessThan(1000);
    // Past the first hour, the member is still signed in, and a write (cookie and XSRF token) still works.
    ahead(HOUR + 10 * MIN);
    expect((await c.get(`/api/Account/GetUser/${m.id}`)).status).toBe(200);
    expect((await c.post('/api/auth/logout')).status).toBe(200);
  });

  test('an answer to any signed-in request says when the session ends; within a minute nothing is written', async ({
    app,
    db,
  }) => {
    const { m, c, loginExpiry } = await signedIn(app);
    const first = await c.get(`/api/Account/GetUser/${m.id}`);
    expect(first.status).toBe(200);
    expect(Date.parse(first.headers.get('session-expires')!)).toBe(loginExpiry);
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(await storedExpiry(db, m.id)).toBe(loginExpiry);
    // A visitor's answers say nothing of a session.
    expect((await app.client().get('/api/fixtures/list')).headers.get('session-expires')).toBeNull();
  });

  test('a bearer token lives on the same way (no cookies sent back)', async ({ app, db, clock }) => {
    const ahead = clockAhead(clock);
    const { m, token, loginExpiry } = await signedIn(app);
    const b = app.client();
    b.bearer = token;
    ahead(40 * MIN);
    const res = await b.get('/api/auth/session');
    expect(Date.parse(res.json.expires_at) - loginExpiry).toBeGreaterThan(39 * MIN);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await storedExpiry(db, m.id)).toBe(Date.parse(res.json.expires_at));
  });
});

describe('the limits that stay', () => {
  test('an idle session still ends an hour after its last use', async ({ app, db, clock }) => {
    const ahead = clockAhead(clock);
    const { m, c } = await signedIn(app);
    ahead(30 * MIN);
    const used = Date.now() + 30 * MIN;
    const res = await c.get('/api/auth/session');
    const end = Date.parse(res.json.expires_at);
    expect(end).toBeGreaterThanOrEqual(used + HOUR);
    // Then nothing uses it for an hour: it has ended, and its row still says when.
    ahead(end - Date.now() + 1000);
    expect((await c.get('/api/auth/session')).status).toBe(401);
    expect(await storedExpiry(db, m.id)).toBe(end);
    // A login that is never used again ends an hour after the login, as before.
    ahead(0);
    const idle = await signedIn(app);
    ahead(HOUR + 1000);
    expect((await idle.c.get('/api/auth/session')).status).toBe(401);
  });

  test('however much it is used, a session ends twelve hours after the login', async ({ app, db, clock }) => {
    const ahead = clockAhead(clock);
    const { m, c } = await signedIn(app);
    const loggedIn = Date.parse(
      (
        await db
          .selectFrom('sessions')
          .select('created_at')
          .where('member_id', '=', m.id)
          .executeTakeFirstOrThrow()
      ).created_at,
    );
    // Used every 50 minutes all day.
    for (let at = 50 * MIN; at < 12 * HOUR; at += 50 * MIN) {
      ahead(at);
      expect((await c.get('/api/auth/session')).status, `at ${at / MIN} minutes`).toBe(200);
    }
    expect(await storedExpiry(db, m.id)).toBe(loggedIn + 12 * HOUR);
    ahead(12 * HOUR - MIN);
    const last = await c.get('/api/auth/session');
    expect(Date.parse(last.json.expires_at)).toBe(loggedIn + 12 * HOUR);
    ahead(12 * HOUR + 1000);
    expect((await c.get('/api/auth/session')).status).toBe(401);
  });

  test('a logged-out session is not brought back by a request with its old token', async ({
    app,
    db,
    clock,
  }) => {
    const ahead = clockAhead(clock);
    const { m, token } = await signedIn(app);
    const b = app.client();
    b.bearer = token;
    await b.post('/api/auth/logout');
    ahead(30 * MIN);
    expect((await b.get('/api/auth/session')).status).toBe(401);
    const row = await db
      .selectFrom('sessions')
      .select(['expires_at', 'revoked_at'])
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });
});
