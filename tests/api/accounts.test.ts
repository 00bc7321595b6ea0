import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { setClockOffsetForTests } from '../../src/server/lib/clock';
import { buildApp, loggerOptions } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createEmailToken } from '../../src/server/modules/accounts/email-tokens.service';
import {
  CONFIRM_PASSWORD_MISMATCH,
  INVALID_LOGIN,
  LOGIN_NOT_APPROVED,
  LOGIN_NOT_CONFIRMED,
  LOGIN_SUSPENDED,
  RESET_PASSWORD_MISMATCH,
} from '../../src/shared/schemas/accounts';
import { currentYear } from '../../src/shared/schemas/member-fields';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createAdmin, createMember, signInAs, TEST_PASSWORD } from '../helpers/factories';
import { SmtpSink, linkIn } from '../helpers/smtp-sink';
import { createTestDatabase } from '../helpers/test-database';
import type { TestClient } from '../helpers/http-client';

let t: TestApp;
let sink: SmtpSink;
let n = 0;

const unique = (tag = 'user') => `${tag}.${Date.now()}.${(n += 1)}@example.com`;

const registration = (overrides: Record<string, unknown> = {}) => ({
  title: 'Mr',
  firstName: 'Alan',
  lastName: 'Turing',
  email: unique(),
  mobileNumber: '07700900111',
  house: 'Kipling',
  yearLeft: '1985',
  handicap: '12',
  password: 'a-good-password',
  confirmPassword: 'a-good-password',
  ...overrides,
});

const sentTo = (m: { to?: unknown }, address: string) =>
  JSON.stringify(m.to ?? '')
    .toLowerCase()
    .includes(address.toLowerCase());

const urlPart = (link: string) => {
  const u = new URL(link);
  return { path: u.pathname, email: u.searchParams.get('email')!, token: u.searchParams.get('token')! };
};

async function memberRow(email: string) {
  return t.db
    .selectFrom('members')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
}

async function login(c: TestClient, username: string, password: string) {
  return c.post('/api/auth/login', { username, password });
}

beforeAll(async () => {
  sink = await new SmtpSink().start();
  t = await startTestApp({
    SMTP_URL: sink.url,
    LOGIN_RATE_LIMIT: '100000',
    ADMIN_NOTIFY_EMAIL: 'notify@society.example',
  });
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});
afterEach(() => setClockOffsetForTests(0));

describe('POST /api/account/register', () => {
  it('states every rule of spec §5 with the ranges of DESIGN.md', async () => {
    const c = t.client();
    const empty = await c.post('/api/account/register', {
      title: '',
      firstName: '',
      lastName: '',
      email: '',
      mobileNumber: '',
      house: '',
      yearLeft: '',
      handicap: '',
      password: '',
      confirmPassword: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({
      title: ['Please select a title'],
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
      email: ['Email is required'],
      mobileNumber: ['Mobile is required'],
      house: ['Please choose a house'],
      yearLeft: ['Year left is required'],
      handicap: ['Handicap is required'],
      password: ['Password is required'],
      confirmPassword: ['Confirm Password is required'],
    });
    const bad = await c.post(
      '/api/account/register',
      registration({
        title: 'King',
        email: 'not-an-address',
        mobileNumber: '07700 900',
        house: 'Gryffindor',
        yearLeft: '1929',
        handicap: '55',
        password: 'abc',
        confirmPassword: 'abcd',
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      title: ['Please select a title'],
      email: ['Please enter a valid email address'],
      mobileNumber: ['Please enter a valid mobile number'],
      house: ['Please choose a house'],
      yearLeft: [`Enter a year between 1930 and ${currentYear()}`],
      handicap: ['Enter a handicap index from +10.0 to 54.0, such as 10.2 or +1.4'],
      password: ['Password must be 8 characters long, we need another 5 characters'],
      confirmPassword: ['Confirm Password must be 8 characters long, we need another 4 characters'],
    });
    const mismatch = await c.post(
      '/api/account/register',
      registration({ confirmPassword: 'another-password' }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toEqual({ confirmPassword: [CONFIRM_PASSWORD_MISMATCH] });
  });

  it('takes a handicap index as golfers write it and stores it exactly', async () => {
    for (const [written, stored] of [
      ['+1.4', -1.4],
      ['10.2', 10.2],
      ['54.0', 54],
      ['+10.0', -10],
    ] as const) {
      const body = registration({ handicap: written });
      expect((await t.client().post('/api/account/register', body)).status, written).toBe(200);
      expect((await memberRow(body.email as string)).handicap, written).toBe(stored);
    }
  });

  it('creates an unconfirmed, unapproved member with an argon2id hash, and e-mails the confirmation link', async () => {
    const body = registration({ email: unique('New.Member').replace('new', 'NEW') });
    const res = await t.client().post('/api/account/register', body);
    expect(res.status).toBe(200);
    expect(res.json.registered).toBe(true);
    expect(res.json.message).toMatch(/confirmation link/);
    const row = await memberRow(body.email as string);
    expect(row.email).toBe((body.email as string).toLowerCase());
    expect(row.approval).toBe('pending');
    expect(row.email_confirmed_at).toBeNull();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('a-good-password');
    expect(row.year_left).toBe(1985);
    expect(row.handicap).toBe(12);
    expect(row.how_hear).toBe('');
    const mail = await sink.waitFor((m) => sentTo(m, row.email) && /confirm/i.test(m.subject!));
    expect(mail.text).toContain(t.config.societyName);
    expect(mail.html).toContain('<a href="http://localhost:3000/confirmemail?email=');
    const link = linkIn(mail, '/confirmemail?');
    expect(link.startsWith('http://localhost:3000/confirmemail?email=')).toBe(true);
  });

  it('answers a second registration of an address exactly as the first, and e-mails its owner', async () => {
    const owner = await createMember(t.db);
    const first = await t.client().post('/api/account/register', registration());
    const again = await t
      .client()
      .post('/api/account/register', registration({ email: owner.email.toUpperCase() }));
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
    const mail = await sink.waitFor((m) => sentTo(m, owner.email));
    expect(mail.subject).toMatch(/already have an account/);
    expect(mail.text).toContain('http://localhost:3000/forgotpassword');
    const count = await t.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', owner.email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    // The password of the existing account is untouched.
    expect((await login(t.client(), owner.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('sends a fresh confirmation link when an unconfirmed address registers again', async () => {
    const body = registration();
    await t.client().post('/api/account/register', body);
    await t.client().post('/api/account/register', body);
    await sink.waitFor(() => sink.to(body.email as string).length === 2);
    const [a, b] = sink.to(body.email as string);
    const first = urlPart(linkIn(a, '/confirmemail?'));
    const second = urlPart(linkIn(b, '/confirmemail?'));
    expect(first.token).not.toBe(second.token);
    // Either link confirms (issue 15: a second registration must not break the first e-mail); then neither again.
    expect((await t.client().post('/api/account/confirmemail', second)).json).toBe(1);
    expect((await t.client().post('/api/account/confirmemail', first)).json).toBe(0);
  });
});

describe('POST /api/account/confirmemail', () => {
  it('confirms with the link from the received e-mail once, and tells the administrators', async () => {
    const body = registration({ firstName: 'Confirm<b>' });
    await t.client().post('/api/account/register', body);
    const mail = await sink.waitFor((m) => sentTo(m, body.email as string));
    expect(mail.html).toContain('Dear Confirm&lt;b&gt;,');
    const { email, token, path } = urlPart(linkIn(mail, '/confirmemail?'));
    expect(path).toBe('/confirmemail');
    const ok = await t.client().post('/api/account/confirmemail', { email, token });
    expect(ok.status).toBe(200);
    expect(ok.json).toBe(1);
    expect((await memberRow(email)).email_confirmed_at).not.toBeNull();
    const reused = await t.client().post('/api/account/confirmemail', { email, token });
    expect(reused.json).toBe(0);
    const notice = await sink.waitFor((m) => sentTo(m, 'notify@society.example') && m.text!.includes(email));
    expect(notice.subject).toMatch(/awaiting approval/);
    expect(notice.text).toContain('http://localhost:3000/admin/approve-users');
  });

  it('answers 0 for a wrong, foreign or expired token', async () => {
    const a = await createMember(t.db, { email_confirmed_at: null, approval: 'pending' });
    const b = await createMember(t.db, { email_confirmed_at: null, approval: 'pending' });
    const tokenA = await createEmailToken(t.db, a.id, 'confirm');
    const c = t.client();
    expect((await c.post('/api/account/confirmemail', { email: a.email, token: 'nonsense' })).json).toBe(0);
    expect((await c.post('/api/account/confirmemail', { email: b.email, token: tokenA })).json).toBe(0);
    expect((await c.post('/api/account/confirmemail', { email: '', token: '' })).json).toBe(0);
    // A reset token is not a confirmation token.
    const reset = await createEmailToken(t.db, a.id, 'reset');
    expect((await c.post('/api/account/confirmemail', { email: a.email, token: reset })).json).toBe(0);
    setClockOffsetForTests(7 * 24 * 3_600_000 + 60_000);
    expect((await c.post('/api/account/confirmemail', { email: a.email, token: tokenA })).json).toBe(0);
    setClockOffsetForTests(0);
    expect((await c.post('/api/account/confirmemail', { email: a.email, token: tokenA })).json).toBe(1);
    expect((await c.post('/api/account/confirmemail', { token: 5 })).status).toBe(400);
  });
});

describe('POST /api/auth/login and the session', () => {
  it('signs in an approved, confirmed member: the answer, the cookies, the session route and bearer use', async () => {
    const m = await createMember(t.db, { is_admin: 1 });
    const c = t.client();
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
    const stored = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('member_id', '=', m.id)
      .execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(res.json.auth_token);

    const session = await c.get('/api/auth/session');
    expect(session.json).toEqual({ id: m.id, is_admin: true, expires_at: res.json.expires_at });
    const bearer = t.client();
    bearer.bearer = res.json.auth_token;
    expect((await bearer.get('/api/auth/session')).json.id).toBe(m.id);
  });

  it('refuses wrong or unknown credentials with the spec text, and bad input with field messages', async () => {
    const m = await createMember(t.db);
    const c = t.client();
    const wrong = await login(c, m.email, 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ '': [INVALID_LOGIN] });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const unknown = await login(c, 'nobody@example.com', 'whatever-password');
    expect(unknown.json).toEqual({ '': [INVALID_LOGIN] });
    const empty = await c.post('/api/auth/login', { username: '', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({
      username: ['Email / UserName is required'],
      password: ['Password is required'],
    });
    expect((await c.post('/api/auth/login', { username: 5 })).status).toBe(400);
  });

  it('tells a member with the right password which step is missing, and lets no one in until approved', async () => {
    const unconfirmed = await createMember(t.db, { email_confirmed_at: null, approval: 'pending' });
    const unapproved = await createMember(t.db, { approval: 'pending' });
    const suspended = await createMember(t.db, { approval: 'suspended' });
    const c = t.client();
    expect((await login(c, unconfirmed.email, TEST_PASSWORD)).json).toEqual({ '': [LOGIN_NOT_CONFIRMED] });
    expect((await login(c, unapproved.email, TEST_PASSWORD)).json).toEqual({ '': [LOGIN_NOT_APPROVED] });
    expect((await login(c, suspended.email, TEST_PASSWORD)).json).toEqual({ '': [LOGIN_SUSPENDED] });
    // A wrong password on a waiting account says nothing about it.
    expect((await login(c, unapproved.email, 'wrong-password')).json).toEqual({ '': [INVALID_LOGIN] });
    expect(c.cookies.size).toBe(0);
  });

  it('ends the session after one hour, on the server', async () => {
    const m = await createMember(t.db);
    const c = t.client();
    await login(c, m.email, m.password);
    expect((await c.get('/api/auth/session')).status).toBe(200);
    setClockOffsetForTests(3_600_000 + 1000);
    expect((await c.get('/api/auth/session')).status).toBe(401);
    expect((await c.get(`/api/Account/GetUser/${m.id}`)).status).toBe(401);
  });

  it('logs out: revokes the session and clears the cookies; refuses a cookie write without the XSRF token', async () => {
    const m = await createMember(t.db);
    const c = t.client();
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
    const old = t.client();
    old.bearer = token;
    expect((await old.get('/api/auth/session')).status).toBe(401);
    // Logging out again (or without a session) is harmless.
    expect((await t.client().post('/api/auth/logout')).status).toBe(200);
  });

  it('a new login replaces the session the browser had', async () => {
    const m = await createMember(t.db);
    const c = t.client();
    const first = (await login(c, m.email, m.password)).json.auth_token as string;
    await login(c, m.email, m.password);
    const old = t.client();
    old.bearer = first;
    expect((await old.get('/api/auth/session')).status).toBe(401);
    expect((await c.get('/api/auth/session')).status).toBe(200);
  });

  it('limits failed logins per account from one address with Retry-After', async () => {
    const m = await createMember(t.db);
    for (let i = 0; i < 5; i += 1)
      expect((await login(t.client(), m.email, `wrong-${i}-password`)).status).toBe(400);
    const blocked = await login(t.client(), m.email, m.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(840);
    expect(blocked.json).toEqual({ '': ['Too many attempts, please wait 15 minutes and try again'] });
    setClockOffsetForTests(15 * 60_000 + 1000);
    expect((await login(t.client(), m.email, m.password)).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for any address, and e-mails a reset link only to a member', async () => {
    const m = await createMember(t.db);
    const c = t.client();
    const known = await c.post('/api/auth/sendresetemail', { emailAddress: m.email });
    const unknown = await c.post('/api/auth/sendresetemail', { emailAddress: unique('nobody') });
    expect(known.status).toBe(200);
    expect(known.json).toEqual({ sent: true });
    expect(unknown.json).toEqual(known.json);
    const mail = await sink.waitFor((x) => sentTo(x, m.email));
    expect(mail.subject).toMatch(/Reset your/);
    expect(linkIn(mail, '/passwordreset?')).toMatch(/^http:\/\/localhost:3000\/passwordreset\?email=/);
    const bad = await c.post('/api/auth/sendresetemail', { emailAddress: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ emailAddress: ['Please enter a valid email address'] });
    expect((await c.post('/api/auth/sendresetemail', { emailAddress: '' })).json).toEqual({
      emailAddress: ['Email is required'],
    });
  });

  it('resets once with the link, within the hour, and ends every session of the member', async () => {
    const m = await createMember(t.db);
    const other = t.client();
    await login(other, m.email, m.password);
    await t.client().post('/api/auth/sendresetemail', { emailAddress: m.email });
    const mail = await sink.waitFor((x) => sentTo(x, m.email) && /Reset/.test(x.subject!));
    const { email, token } = urlPart(linkIn(mail, '/passwordreset?'));
    const c = t.client();
    expect(
      (await c.get(`/api/account/tokeninfo?email=${encodeURIComponent(email)}&token=${token}`)).json,
    ).toEqual({
      valid: true,
      purpose: 'reset',
    });
    const mismatch = await c.post('/api/account/updatepassword', {
      email,
      token,
      password: 'new-password-1',
      confirmPassword: 'new-password-2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toEqual({ confirmPassword: [RESET_PASSWORD_MISMATCH] });
    const short = await c.post('/api/account/updatepassword', {
      email,
      token,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.json).toEqual({
      password: ['Password must be 8 characters long, we need another 3 characters'],
    });
    const ok = await c.post('/api/account/updatepassword', {
      email,
      token,
      password: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ updated: true });
    expect((await other.get('/api/auth/session')).status).toBe(401);
    expect((await login(t.client(), m.email, m.password)).status).toBe(400);
    expect((await login(t.client(), m.email, 'new-password-1')).status).toBe(200);
    const reused = await c.post('/api/account/updatepassword', {
      email,
      token,
      password: 'new-password-3',
      confirmPassword: 'new-password-3',
    });
    expect(reused.status).toBe(400);
    expect(reused.json[''][0]).toMatch(/expired or has already been used/);
    expect((await c.get(`/api/account/tokeninfo?email=${email}&token=${token}`)).json).toEqual({
      valid: false,
      purpose: null,
    });
  });

  it('refuses an expired reset link, and a link for another address', async () => {
    const m = await createMember(t.db);
    const other = await createMember(t.db);
    const token = await createEmailToken(t.db, m.id, 'reset');
    const body = { password: 'new-password-1', confirmPassword: 'new-password-1' };
    const foreign = await t
      .client()
      .post('/api/account/updatepassword', { email: other.email, token, ...body });
    expect(foreign.status).toBe(400);
    setClockOffsetForTests(3_600_000 + 1000);
    const late = await t.client().post('/api/account/updatepassword', { email: m.email, token, ...body });
    expect(late.status).toBe(400);
    expect(late.json[''][0]).toMatch(/expired/);
  });

  it('takes an invitation token, says so, and marks the address confirmed', async () => {
    const m = await createMember(t.db, { email_confirmed_at: null, password_hash: null });
    const token = await createEmailToken(t.db, m.id, 'invite');
    const c = t.client();
    expect((await c.get(`/api/account/tokeninfo?email=${m.email}&token=${token}`)).json).toEqual({
      valid: true,
      purpose: 'invite',
    });
    expect((await c.get('/api/account/tokeninfo')).json).toEqual({ valid: false, purpose: null });
    const ok = await c.post('/api/account/updatepassword', {
      email: m.email,
      token,
      password: 'invited-password',
      confirmPassword: 'invited-password',
    });
    expect(ok.status).toBe(200);
    expect((await memberRow(m.email)).email_confirmed_at).not.toBeNull();
    expect((await login(t.client(), m.email, 'invited-password')).status).toBe(200);
  });
});

describe('My Profile', () => {
  it('reads the own profile, without any secret; another member 403; an administrator any; visitors 401', async () => {
    const m = await createMember(t.db, { home_club: 'Woking', society: 'Seniors' });
    const other = await createMember(t.db);
    const admin = await createAdmin(t.db);
    const c = t.client();
    await signInAs(c, t.db, m.id);
    const own = await c.get(`/api/Account/GetUser/${m.id}`);
    expect(own.status).toBe(200);
    expect(own.json).toEqual({
      id: m.id,
      title: 'Mr',
      email: m.email,
      mobileNumber: '07700900123',
      homePhone: null,
      businessPhone: null,
      addressLine1: null,
      postcode: null,
      year: 1985,
      schoolHouse: 'Kipling',
      homeClub: 'Woking',
      society: 'Seniors',
      handicap: 12,
      firstName: m.firstName,
      lastName: m.lastName,
      isApproved: true,
      preferences: { announcements: true, reminders: true },
      privacy: { listed: true, showEmail: true },
      subscriptions: [],
    });
    expect(own.text).not.toContain('argon2');
    expect((await c.get(`/api/account/getuser/${other.id}`)).status).toBe(403);
    expect((await c.get('/api/Account/GetUser/abc')).status).toBe(400);
    expect((await t.client().get(`/api/Account/GetUser/${m.id}`)).status).toBe(401);
    const a = t.client();
    await signInAs(a, t.db, admin.id);
    expect((await a.get(`/api/Account/GetUser/${other.id}`)).json.id).toBe(other.id);
    expect((await a.get('/api/Account/GetUser/999999')).status).toBe(404);
  });

  it('updates contact details with the rules and messages of the spec; only the own record', async () => {
    const m = await createMember(t.db);
    const other = await createMember(t.db);
    const c = t.client();
    await signInAs(c, t.db, m.id);
    const newEmail = unique('Changed').toUpperCase();
    const ok = await c.post('/api/account/updatecontactdetails', {
      id: m.id,
      email: newEmail,
      mobileNumber: '07700900999',
      homePhone: '01483 123456',
      businessPhone: '',
      addressLine1: '1 High Street',
      postcode: 'GU22 0LB',
    });
    expect(ok.status).toBe(200);
    // The address changes only from the link sent to it (issue 15; tests/api/account-tokens.test.ts).
    expect(ok.json).toMatchObject({
      email: m.email,
      pendingEmail: newEmail.toLowerCase(),
      mobileNumber: '07700900999',
      homePhone: '01483 123456',
      businessPhone: null,
      addressLine1: '1 High Street',
      postcode: 'GU22 0LB',
    });
    const bad = await c.post('/api/account/updatecontactdetails', {
      id: m.id,
      email: 'nope',
      mobileNumber: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ email: ['Please enter a valid email'], mobileNumber: ['Mobile is required'] });
    const taken = await c.post('/api/account/updatecontactdetails', {
      id: m.id,
      email: other.email,
      mobileNumber: '07700900999',
    });
    expect(taken.status).toBe(400);
    expect(taken.json).toEqual({ '': ['That email address is already used by another member'] });
    const foreign = await c.post('/api/account/updatecontactdetails', {
      id: other.id,
      email: unique(),
      mobileNumber: '07700900999',
    });
    expect(foreign.status).toBe(403);
    expect((await t.client().post('/api/account/updatecontactdetails', { id: m.id })).status).toBe(401);
    const admin = await createAdmin(t.db);
    const a = t.client();
    await signInAs(a, t.db, admin.id);
    const adminSetEmail = unique();
    const byAdmin = await a.post('/api/account/updatecontactdetails', {
      id: m.id,
      email: adminSetEmail,
      mobileNumber: '07700900999',
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json).toMatchObject({ id: m.id, email: adminSetEmail });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.contact.update')
      .where('entity_id', '=', String(m.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_id).toBe(admin.id);
    const missing = await a.post('/api/account/updatecontactdetails', {
      id: 999999,
      email: unique(),
      mobileNumber: '07700900999',
    });
    expect(missing.status).toBe(404);
  });

  it('updates membership details with the same ranges as registration', async () => {
    const m = await createMember(t.db);
    const other = await createMember(t.db);
    const c = t.client();
    await signInAs(c, t.db, m.id);
    const ok = await c.post('/api/account/updatemembershipdetails', {
      id: m.id,
      year: 1990,
      schoolHouse: 'Batten',
      homeClub: 'Sunningdale',
      society: 'Seniors',
      handicap: '9.4',
      howHear: '',
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      year: 1990,
      schoolHouse: 'Batten',
      homeClub: 'Sunningdale',
      handicap: 9.4,
    });
    const plus = await c.post('/api/account/updatemembershipdetails', {
      id: m.id,
      year: 1990,
      handicap: '+2.5',
      howHear: '',
    });
    expect(plus.status).toBe(200);
    expect(plus.json).toMatchObject({ handicap: -2.5 });
    expect((await memberRow(m.email)).handicap).toBe(-2.5);
    const bad = await c.post('/api/account/updatemembershipdetails', {
      id: m.id,
      year: '',
      schoolHouse: 'Nowhere',
      handicap: '60',
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      year: ['Year left is required'],
      schoolHouse: ['Please choose a house'],
      handicap: ['Enter a handicap index from +10.0 to 54.0, such as 10.2 or +1.4'],
    });
    const future = await c.post('/api/account/updatemembershipdetails', {
      id: m.id,
      year: currentYear() + 1,
    });
    expect(future.json).toEqual({ year: [`Enter a year between 1930 and ${currentYear()}`] });
    const cleared = await c.post('/api/account/updatemembershipdetails', {
      id: m.id,
      year: '1991',
      schoolHouse: '',
      handicap: '',
    });
    expect(cleared.json).toMatchObject({ year: 1991, schoolHouse: null, handicap: null, homeClub: null });
    expect((await c.post('/api/account/updatemembershipdetails', { id: other.id, year: 1990 })).status).toBe(
      403,
    );
  });

  it('changes the password: {errors:[{code, description}]} on failure; other sessions end', async () => {
    const m = await createMember(t.db);
    const other = await createMember(t.db);
    const elsewhere = t.client();
    await login(elsewhere, m.email, m.password);
    const c = t.client();
    await login(c, m.email, m.password);
    const wrongOld = await c.post('/api/account/changepassword', {
      id: m.id,
      oldPassword: 'not-it',
      newPassword: 'brand-new-pass',
      confirmNewPassword: 'brand-new-pass',
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.json).toEqual({
      errors: [{ code: 'IncorrectPassword', description: 'Your Old Password is not correct' }],
    });
    const rules = await c.post('/api/account/changepassword', {
      id: m.id,
      oldPassword: '',
      newPassword: 'short',
      confirmNewPassword: 'other',
    });
    expect(rules.json.errors.map((e: { code: string }) => e.code)).toEqual([
      'OldPasswordRequired',
      'PasswordTooShort',
      'PasswordMismatch',
    ]);
    const types = await c.post('/api/account/changepassword', { id: 'x', oldPassword: 3 });
    expect(types.status).toBe(400);
    expect(Array.isArray(types.json.errors)).toBe(true);
    const foreign = await c.post('/api/account/changepassword', {
      id: other.id,
      oldPassword: TEST_PASSWORD,
      newPassword: 'brand-new-pass',
      confirmNewPassword: 'brand-new-pass',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json.errors[0].code).toBe('Forbidden');
    const ok = await c.post('/api/account/changepassword', {
      id: m.id,
      oldPassword: TEST_PASSWORD,
      newPassword: 'brand-new-pass',
      confirmNewPassword: 'brand-new-pass',
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ succeeded: true });
    expect((await c.get('/api/auth/session')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/session')).status).toBe(401);
    expect((await login(t.client(), m.email, 'brand-new-pass')).status).toBe(200);
    expect((await memberRow(m.email)).password_hash).toMatch(/^\$argon2id\$/);
    expect((await t.client().post('/api/account/changepassword', { id: m.id })).status).toBe(401);
  });
});

describe('approving members', () => {
  it('lists members awaiting approval to administrators only', async () => {
    const waiting = await createMember(t.db, { approval: 'pending', first_name: 'Waiting' });
    const unconfirmed = await createMember(t.db, { approval: 'pending', email_confirmed_at: null });
    const approved = await createMember(t.db);
    expect((await t.client().get('/api/Admin/ListUnApprovedUsers')).status).toBe(401);
    const mc = t.client();
    await signInAs(mc, t.db, approved.id);
    expect((await mc.get('/api/admin/listunapprovedusers')).status).toBe(403);
    const admin = await createAdmin(t.db);
    const a = t.client();
    await signInAs(a, t.db, admin.id);
    const res = await a.get('/api/Admin/ListUnApprovedUsers');
    expect(res.status).toBe(200);
    const ids = res.json.map((r: { id: number }) => r.id);
    expect(ids).toContain(waiting.id);
    expect(ids).toContain(unconfirmed.id);
    expect(ids).not.toContain(approved.id);
    const row = res.json.find((r: { id: number }) => r.id === waiting.id);
    expect(row).toEqual({
      id: waiting.id,
      email: waiting.email,
      firstName: 'Waiting',
      lastName: waiting.lastName,
      year: 1985,
      house: 'Kipling',
      handicap: 12,
      emailConfirmed: true,
      createdAt: expect.any(String),
    });
    expect(res.json.find((r: { id: number }) => r.id === unconfirmed.id).emailConfirmed).toBe(false);
  });

  it('approves: audit row, the approval e-mail, and the member can log in', async () => {
    const waiting = await createMember(t.db, { approval: 'pending', first_name: 'Approvable' });
    const admin = await createAdmin(t.db);
    const a = t.client();
    await signInAs(a, t.db, admin.id);
    const mc = t.client();
    await signInAs(mc, t.db, (await createMember(t.db)).id);
    expect((await mc.post('/api/admin/approveuser', { id: waiting.id, isApproved: true })).status).toBe(403);
    expect(
      (await t.client().post('/api/admin/approveuser', { id: waiting.id, isApproved: true })).status,
    ).toBe(401);
    expect((await login(t.client(), waiting.email, waiting.password)).json).toEqual({
      '': [LOGIN_NOT_APPROVED],
    });
    const res = await a.post('/api/admin/approveuser', { id: waiting.id, isApproved: true });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: waiting.id, isApproved: true });
    const row = await memberRow(waiting.email);
    expect(row.approval).toBe('approved');
    expect(row.approved_at).not.toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.approve')
      .where('entity_id', '=', String(waiting.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_id).toBe(admin.id);
    const mail = await sink.waitFor((m) => sentTo(m, waiting.email));
    expect(mail.subject).toMatch(/membership is approved/);
    expect(mail.text).toContain('Dear Approvable,');
    expect((await login(t.client(), waiting.email, waiting.password)).status).toBe(200);
    // Approving again changes nothing and sends nothing.
    expect((await a.post('/api/admin/approveuser', { id: waiting.id, isApproved: true })).json).toEqual({
      id: waiting.id,
      isApproved: true,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.to(waiting.email)).toHaveLength(1);
    const list = await a.get('/api/Admin/ListUnApprovedUsers');
    expect(list.json.map((r: { id: number }) => r.id)).not.toContain(waiting.id);
  });

  it('refuses unknown ids, bad input and suspended members', async () => {
    const admin = await createAdmin(t.db);
    const suspended = await createMember(t.db, { approval: 'suspended' });
    const a = t.client();
    await signInAs(a, t.db, admin.id);
    expect((await a.post('/api/admin/approveuser', { id: 999999, isApproved: true })).status).toBe(404);
    expect((await a.post('/api/admin/approveuser', { id: 'x', isApproved: true })).status).toBe(400);
    expect((await a.post('/api/admin/approveuser', { id: suspended.id, isApproved: false })).status).toBe(
      400,
    );
    const s = await a.post('/api/admin/approveuser', { id: suspended.id, isApproved: true });
    expect(s.status).toBe(400);
    expect(s.json[''][0]).toMatch(/suspended/);
  });
});

describe('the outbox with the SMTP server down', () => {
  it('delivers every registration message exactly once after the SMTP server comes back', async () => {
    const port = sink.port;
    await sink.stop();
    const emails = [unique('down'), unique('down'), unique('down')];
    for (const email of emails) {
      expect((await t.client().post('/api/account/register', registration({ email }))).status).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 700));
    const pending = await t.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('to_address', 'in', emails)
      .execute();
    expect(pending).toHaveLength(3);
    expect(pending.every((p) => p.status !== 'sent' && p.attempts >= 1)).toBe(true);
    await sink.start(port);
    for (const email of emails) await sink.waitFor((m) => sentTo(m, email), 20_000);
    await new Promise((r) => setTimeout(r, 1500));
    for (const email of emails) expect(sink.to(email)).toHaveLength(1);
    const sent = await t.db
      .selectFrom('mail_outbox')
      .select('status')
      .where('to_address', 'in', emails)
      .execute();
    expect(sent.every((s) => s.status === 'sent')).toBe(true);
  }, 40_000);
});

describe('per-address rate limits', () => {
  it('answers 429 with Retry-After after LOGIN_RATE_LIMIT attempts a minute from one address', async () => {
    const limited = await startTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const c = limited.client();
      for (let i = 0; i < 3; i += 1) expect((await login(c, 'a@example.com', 'whatever-1')).status).toBe(400);
      const res = await login(c, 'b@example.com', 'whatever-1');
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.json).toEqual({ '': ['Too many attempts, please wait a minute and try again'] });
      for (const [path, body] of [
        ['/api/account/register', {}],
        ['/api/auth/sendresetemail', { emailAddress: 'x@example.com' }],
        ['/api/account/confirmemail', { email: 'x@example.com', token: 'x' }],
        ['/api/account/updatepassword', {}],
      ] as const) {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i += 1) statuses.push((await c.post(path, body)).status);
        expect(statuses[3], path).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('logging', () => {
  it('writes no token and no password to any log line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      PUBLIC_URL: 'http://localhost:3000',
      SMTP_URL: sink.url,
    });
    config.mailPollMs = 100;
    const logger = { ...(loggerOptions('trace') as object), stream };
    const app = await buildApp({
      config,
      database: database.handle,
      closeDatabase: false,
      logger,
      mailRetryBaseMs: 200,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { TestClient } = await import('../helpers/http-client');
    try {
      const c = new TestClient(base);
      const email = unique('logged');
      const password = 'Secret-Password-123';
      await c.post('/api/account/register', registration({ email, password, confirmPassword: password }));
      const mail = await sink.waitFor((m) => sentTo(m, email));
      const confirm = urlPart(linkIn(mail, '/confirmemail?'));
      await c.post('/api/account/confirmemail', confirm);
      await app.db.updateTable('members').set({ approval: 'approved' }).where('email', '=', email).execute();
      const res = await c.post('/api/auth/login', { username: email, password });
      expect(res.status).toBe(200);
      await c.post('/api/auth/login', { username: email, password: 'Wrong-Password-456' });
      await c.post('/api/auth/sendresetemail', { emailAddress: email });
      const reset = await sink.waitFor((m) => sentTo(m, email) && /Reset/.test(m.subject!));
      const r = urlPart(linkIn(reset, '/passwordreset?'));
      await c.get(`/api/account/tokeninfo?email=${encodeURIComponent(email)}&token=${r.token}`);
      await c.post('/api/account/updatepassword', {
        ...r,
        password: 'Another-Secret-789',
        confirmPassword: 'Another-Secret-789',
      });
      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(5);
      for (const secret of [
        password,
        'Wrong-Password-456',
        'Another-Secret-789',
        confirm.token,
        r.token,
        res.json.auth_token,
        res.json.auth_token.slice(0, 20),
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
