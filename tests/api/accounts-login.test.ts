// Accounts, part of what was accounts.test.ts: Login and the session (spec §2, DESIGN.md 'Sessions and security').
import { describe, expect } from 'vitest';
import {
  INVALID_LOGIN,
  LOGIN_NOT_APPROVED,
  LOGIN_NOT_CONFIRMED,
  LOGIN_SUSPENDED,
} from '../../src/shared/schemas/accounts';
import { createMember, TEST_PASSWORD } from '../helpers/factories';
import { test } from '../helpers/accounts-harness';
import { login, reachLoginLimit } from '../helpers/account-helpers';
import { expectFieldErrors } from '../helpers/field-errors';

describe('POST /api/auth/login and the session', () => {
  test('signs in an approved, confirmed member: the answer, the cookies, the session route and bearer use', async ({
    app,
    db,
  }) => {
    const m = await createMember(db, { is_admin: 1 });
    const c = app.client();
    const res = await login(c, m.email.toUpperCase(), m.password);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['auth_token', 'expires_at', 'id', 'is_admin']);
    expect(res.json.id).toBe(m.id);
    expect(res.json.is_admin).toBe(true);
    expect(Date.parse(res.json.expires_at) - Date.now()).toBeGreaterThan(3_590_000);
    expect(Date.parse(res.json.expires_at) - Date.now()).toBeLessThanOrEqual(3_600_000);
    const cookies = res.headers.getSetCookie();
    const sid = cookies.find((x) => x.startsWith('sid='))!;
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    const xsrf = cookies.find((x) => x.startsWith('XSRF-TOKEN='))!;
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(c.cookies.get('sid')).toBe(res.json.auth_token);
    // Only a hash of the token is stored.
    const stored = await db
      .selectFrom('sessions')
      .select('token_hash')
      .where('member_id', '=', m.id)
      .execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(res.json.auth_token);

    const session = await c.get('/api/auth/session');
    expect(session.json).toEqual({ id: m.id, is_admin: true, expires_at: res.json.expires_at });
    const bearer = app.client();
    bearer.bearer = res.json.auth_token;
    expect((await bearer.get('/api/auth/session')).json.id).toBe(m.id);
  });

  test('refuses wrong or unknown credentials with the spec text, and bad input with field messages', async ({
    db,
    visitor,
  }) => {
    const m = await createMember(db);
    const wrong = await login(visitor, m.email, 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ '': [INVALID_LOGIN] });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const unknown = await login(visitor, 'nobody@example.com', 'whatever-password');
    expect(unknown.json).toEqual({ '': [INVALID_LOGIN] });
    await expectFieldErrors(
      visitor,
      '/api/auth/login',
      { username: '', password: '' },
      {
        username: ['Email / UserName is required'],
        password: ['Password is required'],
      },
    );
    expect((await visitor.post('/api/auth/login', { username: 5 })).status).toBe(400);
  });

  test('tells a member with the right password which step is missing, and lets no one in until approved', async ({
    app,
    db,
  }) => {
    const unconfirmed = await createMember(db, { email_confirmed_at: null, approval: 'pending' });
    const unapproved = await createMember(db, { approval: 'pending' });
    const suspended = await createMember(db, { approval: 'suspended' });
    const c = app.client();
    expect((await login(c, unconfirmed.email, TEST_PASSWORD)).json).toEqual({ '': [LOGIN_NOT_CONFIRMED] });
    expect((await login(c, unapproved.email, TEST_PASSWORD)).json).toEqual({ '': [LOGIN_NOT_APPROVED] });
    expect((await login(c, suspended.email, TEST_PASSWORD)).json).toEqual({ '': [LOGIN_SUSPENDED] });
    // A wrong password on a waiting account says nothing about it.
    expect((await login(c, unapproved.email, 'wrong-password')).json).toEqual({ '': [INVALID_LOGIN] });
    expect(c.cookies.size).toBe(0);
  });

  test('ends the session after one hour, on the server', async ({ app, db, clock }) => {
    const m = await createMember(db);
    const c = app.client();
    await login(c, m.email, m.password);
    expect((await c.get('/api/auth/session')).status).toBe(200);
    clock.advance(3_600_000 + 1000);
    expect((await c.get('/api/auth/session')).status).toBe(401);
    expect((await c.get(`/api/Account/GetUser/${m.id}`)).status).toBe(401);
  });

  test('logs out: revokes the session and clears the cookies; refuses a cookie write without the XSRF token', async ({
    app,
    db,
    visitor: c,
  }) => {
    const m = await createMember(db);
    const res = await login(c, m.email, m.password);
    const token = res.json.auth_token as string;
    const noXsrf = await c.post('/api/auth/logout', {}, { 'x-xsrf-token': '' });
    expect(noXsrf.status).toBe(403);
    const wrongXsrf = await c.post('/api/auth/logout', {}, { 'x-xsrf-token': 'forged' });
    expect(wrongXsrf.status).toBe(403);
    expect((await c.get('/api/auth/session')).status).toBe(200);
    const out = await c.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ loggedOut: true });
    expect(c.cookies.has('sid')).toBe(false);
    const old = app.client();
    old.bearer = token;
    expect((await old.get('/api/auth/session')).status).toBe(401);
    // Logging out again (or without a session) is harmless.
    expect((await app.client().post('/api/auth/logout')).status).toBe(200);
  });

  test('a new login replaces the session the browser had', async ({ app, db }) => {
    const m = await createMember(db);
    const c = app.client();
    const first = (await login(c, m.email, m.password)).json.auth_token as string;
    await login(c, m.email, m.password);
    const old = app.client();
    old.bearer = first;
    expect((await old.get('/api/auth/session')).status).toBe(401);
    expect((await c.get('/api/auth/session')).status).toBe(200);
  });

  test('limits failed logins per account from one address with Retry-After', async ({ app, db, clock }) => {
    const m = await createMember(db);
    const blocked = await reachLoginLimit(() => app.client(), app.client(), m);
    expect(blocked.json).toEqual({ '': ['Too many attempts, please wait 15 minutes and try again'] });
    clock.advance(15 * 60_000 + 1000);
    expect((await login(app.client(), m.email, m.password)).status).toBe(200);
  });
});
