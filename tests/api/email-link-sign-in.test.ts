// Sign in by e-mail link (DESIGN.md 'From the inbox', decision 0041): POST /api/auth/emaillink, /signin/{token},
// POST /api/auth/emaillink/signin, and the password a member may then set without the old one.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { setClockOffsetForTests } from '../../src/server/lib/clock';
import { hashToken } from '../../src/server/lib/tokens';
import { EMAIL_LINK_INVALID_TEXT, EMAIL_LINK_TOO_MANY_TEXT } from '../../src/shared/schemas/email-link';
import type { TestApp } from '../helpers/test-app';
import type { TestClient } from '../helpers/http-client';
import { startTestApp } from '../helpers/test-app';
import { createAdmin, createMember, TEST_PASSWORD, type TestMember } from '../helpers/factories';
import { SmtpSink, linkIn } from '../helpers/smtp-sink';
import { login, sentTo, uniqueEmail } from '../helpers/account-helpers';

let t: TestApp;
let sink: SmtpSink;
let clientDir: string;

beforeEach(async () => {
  // A client shell, so that /signin/{token} is served as the page it is.
  clientDir = mkdtempSync(join(tmpdir(), 'society-signin-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  sink = await new SmtpSink().start();
  t = await startTestApp({ SMTP_URL: sink.url, LOGIN_RATE_LIMIT: '100000' }, { clientDir });
});
afterEach(async () => {
  setClockOffsetForTests(0);
  await t.close();
  await sink.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

const ask = (c: TestClient, email: string, next?: string) =>
  c.post('/api/auth/emaillink', next === undefined ? { email } : { email, next });

/** Asks for a link and answers the e-mail that brings it. */
async function linkMailFor(m: TestMember, next?: string): Promise<ParsedMail> {
  const before = sink.to(m.email).length;
  expect((await ask(t.client(), m.email, next)).json).toEqual({ sent: true });
  await sink.waitFor(() => sink.to(m.email).length > before);
  return sink.to(m.email).at(-1)!;
}

const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1)!;

async function linkFor(m: TestMember, next?: string) {
  const link = linkIn(await linkMailFor(m, next), '/signin/');
  return { link, token: tokenOf(link) };
}

/** The work after the answer is done once a later member's link has arrived (the server does them in order). */
async function settled() {
  const marker = await createMember(t.db);
  await linkMailFor(marker);
}

const outboxTo = (email: string) =>
  t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute();

describe('asking for a link', () => {
  it('answers the same for a member, an unknown address, an administrator and a suspended member; only the member gets a link', async () => {
    const m = await createMember(t.db);
    const admin = await createAdmin(t.db);
    const suspended = await createMember(t.db, { approval: 'suspended' });
    const pending = await createMember(t.db, { approval: 'pending' });
    const c = t.client();
    const answers = [];
    for (const email of [m.email, uniqueEmail('nobody'), admin.email, suspended.email, pending.email]) {
      const res = await ask(c, email);
      answers.push([res.status, res.json]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify([200, { sent: true }])]),
    );
    const mail = await sink.waitFor((x) => sentTo(x, m.email));
    expect(mail.subject).toMatch(/^Your link to sign in/);
    // The one layout: the large button and its address written out beneath it.
    expect(mail.html).toContain('Sign me in');
    const link = linkIn(mail, '/signin/');
    expect(link).toMatch(/^http:\/\/localhost:3000\/signin\/[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(link);
    await settled();
    for (const who of [admin, suspended, pending]) expect(await outboxTo(who.email)).toEqual([]);
  });

  it('stores only a hash of the token, which works for 15 minutes', async () => {
    const m = await createMember(t.db);
    const { token } = await linkFor(m);
    const row = await t.db
      .selectFrom('email_tokens')
      .selectAll()
      .where('member_id', '=', m.id)
      .where('purpose', '=', 'signin')
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Math.abs(Date.parse(row.expires_at) - Date.parse(row.created_at) - 15 * 60_000)).toBeLessThan(
      1000,
    );
  });

  it('sends at most 3 links an hour to one address, then answers 429 with a sentence; known or not alike', async () => {
    const m = await createMember(t.db);
    const unknown = uniqueEmail('nobody');
    const c = t.client();
    for (const email of [m.email, unknown]) {
      for (let i = 0; i < 3; i += 1) expect((await ask(c, email)).status).toBe(200);
      const refused = await ask(c, email);
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ '': [EMAIL_LINK_TOO_MANY_TEXT] });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    }
    await sink.waitFor(() => sink.to(m.email).length === 3);
    // Another address is not held back, and an hour later this one may ask again.
    expect((await ask(c, uniqueEmail('other'))).status).toBe(200);
    setClockOffsetForTests(61 * 60_000);
    expect((await ask(c, m.email)).status).toBe(200);
  });

  it('refuses what is not an address, with the field named', async () => {
    const res = await ask(t.client(), 'not an address');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('carries the page asked from when it is a page of this site, and drops anything else', async () => {
    const m = await createMember(t.db);
    expect((await linkFor(m, '/enterfixture/12')).link).toMatch(
      /\/signin\/[\w-]+\?next=%2Fenterfixture%2F12$/,
    );
    expect((await linkFor(m, '//evil.example/x')).link).toMatch(/\/signin\/[\w-]+$/);
  });
});

describe('signing in with the link', () => {
  it('GET /signin/{token} shows the page and changes nothing; the button signs in once', async () => {
    const m = await createMember(t.db);
    const { token } = await linkFor(m);
    const sessionsBefore = await t.db.selectFrom('sessions').select('id').execute();
    const page = await t.client().get(`/signin/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('set-cookie')).toBeNull();
    const row = await t.db
      .selectFrom('email_tokens')
      .select('used_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
    expect(await t.db.selectFrom('sessions').select('id').execute()).toEqual(sessionsBefore);

    const c = t.client();
    const res = await c.post('/api/auth/emaillink/signin', { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: m.id, is_admin: false });
    expect(c.cookies.get('sid')).toBeTruthy();
    const session = await c.get('/api/auth/session');
    expect(session.json.id).toBe(m.id);
    expect(Date.parse(session.json.password_free_until)).toBeGreaterThan(Date.now() + 14 * 60_000);

    const again = await t.client().post('/api/auth/emaillink/signin', { token });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ '': [EMAIL_LINK_INVALID_TEXT] });
  });

  it('refuses a link after its 15 minutes', async () => {
    const m = await createMember(t.db);
    const { token } = await linkFor(m);
    setClockOffsetForTests(15 * 60_000 + 1000);
    const res = await t.client().post('/api/auth/emaillink/signin', { token });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': [EMAIL_LINK_INVALID_TEXT] });
  });

  it('a newer link replaces the earlier one; a made-up token signs nobody in', async () => {
    const m = await createMember(t.db);
    const first = await linkFor(m);
    const second = await linkFor(m);
    expect((await t.client().post('/api/auth/emaillink/signin', { token: first.token })).status).toBe(400);
    expect((await t.client().post('/api/auth/emaillink/signin', { token: 'x'.repeat(43) })).status).toBe(400);
    expect((await t.client().post('/api/auth/emaillink/signin', { token: second.token })).status).toBe(200);
  });

  it('refuses a member suspended, or made an administrator, after the link was sent', async () => {
    const a = await createMember(t.db);
    const b = await createMember(t.db);
    const la = await linkFor(a);
    const lb = await linkFor(b);
    await t.db.updateTable('members').set({ approval: 'suspended' }).where('id', '=', a.id).execute();
    await t.db.updateTable('members').set({ is_admin: 1 }).where('id', '=', b.id).execute();
    for (const token of [la.token, lb.token]) {
      const res = await t.client().post('/api/auth/emaillink/signin', { token });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ '': [EMAIL_LINK_INVALID_TEXT] });
    }
  });

  it('refuses a link sent to an address the member has since changed', async () => {
    const m = await createMember(t.db);
    const { token } = await linkFor(m);
    await t.db
      .updateTable('members')
      .set({ email: uniqueEmail('moved') })
      .where('id', '=', m.id)
      .execute();
    expect((await t.client().post('/api/auth/emaillink/signin', { token })).status).toBe(400);
  });

  it("confirms an imported member's address, who had no password yet", async () => {
    const m = await createMember(t.db, { password_hash: null, email_confirmed_at: null });
    const { token } = await linkFor(m);
    expect((await t.client().post('/api/auth/emaillink/signin', { token })).status).toBe(200);
    const row = await t.db
      .selectFrom('members')
      .select('email_confirmed_at')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.email_confirmed_at).not.toBeNull();
  });
});

describe('a new password without the old one', () => {
  const change = (c: TestClient, id: number, oldPassword = '') =>
    c.post('/api/account/changepassword', {
      id,
      oldPassword,
      newPassword: 'a-brand-new-one',
      confirmNewPassword: 'a-brand-new-one',
    });

  it('is allowed in the first 15 minutes of a session begun by link, and then needs the old one', async () => {
    const m = await createMember(t.db);
    const c = t.client();
    await c.post('/api/auth/emaillink/signin', { token: (await linkFor(m)).token });
    const res = await change(c, m.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ succeeded: true });
    expect((await login(t.client(), m.email, 'a-brand-new-one')).status).toBe(200);

    const late = t.client();
    await late.post('/api/auth/emaillink/signin', { token: (await linkFor(m)).token });
    setClockOffsetForTests(15 * 60_000 + 1000);
    // The session lived on (it was used a moment ago in its hour), but the window has closed.
    await late.get('/api/auth/session');
    const refused = await change(late, m.id);
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].code).toBe('OldPasswordRequired');
  });

  it('a password session always needs the old one', async () => {
    const m = await createMember(t.db);
    const c = t.client();
    await login(c, m.email, TEST_PASSWORD);
    expect((await c.get('/api/auth/session')).json).not.toHaveProperty('password_free_until');
    const refused = await change(c, m.id);
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].code).toBe('OldPasswordRequired');
  });
});
