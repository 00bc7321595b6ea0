// Sign in by e-mail link (DESIGN.md 'From the inbox', decision 0041): POST /api/auth/emaillink, /signin/{token},
// POST /api/auth/emaillink/signin, and the password a member may then set without the old one.
import { describe, expect } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { hashToken } from '../../src/server/lib/tokens';
import { EMAIL_LINK_INVALID_TEXT, EMAIL_LINK_TOO_MANY_TEXT } from '../../src/shared/schemas/email-link';
import type { TestApp } from '../helpers/test-app';
import type { TestClient } from '../helpers/http-client';
import { createAdmin, createMember, TEST_PASSWORD, type TestMember } from '../helpers/factories';
import { linkIn } from '../helpers/smtp-sink';
import { changePassword, login, sentTo, uniqueEmail } from '../helpers/account-helpers';
import { clientShell } from '../helpers/client-shell';
import { harnessWith, type Mailbox } from '../helpers/harness';
import { workBehindAnswersDone } from '../helpers/queued-work';

const ask = (c: TestClient, email: string, next?: string) =>
  c.post('/api/auth/emaillink', next === undefined ? { email } : { email, next });

const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1)!;

/** Asking the test's app for links, and reading them from the test's mail. */
function linksOf(t: TestApp, mail: Mailbox) {
  /** Asks for a link and answers the e-mail that brings it (not another that arrives meanwhile). */
  async function linkMailFor(m: TestMember, next?: string): Promise<ParsedMail> {
    const earlier = new Set(mail.to(m.email));
    expect((await ask(t.client(), m.email, next)).json).toEqual({ sent: true });
    return mail.waitFor(
      (x) => sentTo(x, m.email) && !earlier.has(x) && /^Your link to sign in/.test(x.subject ?? ''),
    );
  }

  async function linkFor(m: TestMember, next?: string) {
    const link = linkIn(await linkMailFor(m, next), '/signin/');
    return { link, token: tokenOf(link) };
  }

  /** Presses the page's button: signs a new client in with the token, and answers the reply. */
  const signIn = (token: string) => t.client().post('/api/auth/emaillink/signin', { token });

  /** The button refuses the token, with the one sentence for any link that cannot sign in. */
  async function expectRefused(token: string) {
    const res = await signIn(token);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': [EMAIL_LINK_INVALID_TEXT] });
  }

  return { linkFor, signIn, expectRefused };
}

// A client shell, so that /signin/{token} is served as the page it is.
const test = harnessWith({ env: { LOGIN_RATE_LIMIT: '100000' }, clientDir: clientShell() }).extend(
  'links',
  async ({ app, mail }) => linksOf(app, mail),
);

const outboxTo = (t: TestApp, email: string) =>
  t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute();

describe('asking for a link', () => {
  test('answers the same for a member, an unknown address, an administrator and a suspended member; only the member gets a link', async ({
    app,
    db,
    mail,
  }) => {
    const m = await createMember(db);
    const admin = await createAdmin(db);
    const suspended = await createMember(db, { approval: 'suspended' });
    const pending = await createMember(db, { approval: 'pending' });
    const c = app.client();
    const answers = [];
    for (const email of [m.email, uniqueEmail('nobody'), admin.email, suspended.email, pending.email]) {
      const res = await ask(c, email);
      answers.push([res.status, res.json]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify([200, { sent: true }])]),
    );
    const message = await mail.waitFor((x) => sentTo(x, m.email));
    expect(message.subject).toMatch(/^Your link to sign in/);
    // The one layout: the large button and its address written out beneath it.
    expect(message.html).toContain('Sign me in');
    const link = linkIn(message, '/signin/');
    expect(link).toMatch(/^http:\/\/localhost:3000\/signin\/[A-Za-z0-9_-]{43}$/);
    expect(message.html).toContain(link);
    await workBehindAnswersDone(app, mail);
    for (const who of [admin, suspended, pending]) expect(await outboxTo(app, who.email)).toEqual([]);
  });

  test('stores only a hash of the token, which works for 15 minutes', async ({ db, links: { linkFor } }) => {
    const m = await createMember(db);
    const { token } = await linkFor(m);
    const row = await db
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

  test('sends at most 3 links an hour to one address, then answers 429 with a sentence; known or not alike', async ({
    app,
    db,
    mail,
    clock,
  }) => {
    const m = await createMember(db);
    const unknown = uniqueEmail('nobody');
    const c = app.client();
    for (const email of [m.email, unknown]) {
      for (let i = 0; i < 3; i += 1) expect((await ask(c, email)).status).toBe(200);
      const refused = await ask(c, email);
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ '': [EMAIL_LINK_TOO_MANY_TEXT] });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    }
    await mail.waitFor(() => mail.to(m.email).length === 3);
    // Another address is not held back, and an hour later this one may ask again.
    expect((await ask(c, uniqueEmail('other'))).status).toBe(200);
    clock.advance(61 * 60_000);
    expect((await ask(c, m.email)).status).toBe(200);
  });

  test('refuses what is not an address, with the field named', async ({ app }) => {
    const res = await ask(app.client(), 'not an address');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ email: ['Please enter a valid email address'] });
  });

  test('carries the page asked from when it is a page of this site, and drops anything else', async ({
    db,
    links: { linkFor },
  }) => {
    const m = await createMember(db);
    expect((await linkFor(m, '/enterfixture/12')).link).toMatch(
      /\/signin\/[\w-]+\?next=%2Fenterfixture%2F12$/,
    );
    expect((await linkFor(m, '//evil.example/x')).link).toMatch(/\/signin\/[\w-]+$/);
  });
});

describe('signing in with the link', () => {
  test('GET /signin/{token} shows the page and changes nothing; the button signs in once', async ({
    app,
    db,
    links: { linkFor, expectRefused },
  }) => {
    const m = await createMember(db);
    const { token } = await linkFor(m);
    const sessionsBefore = await db.selectFrom('sessions').select('id').execute();
    const page = await app.client().get(`/signin/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('set-cookie')).toBeNull();
    const row = await db
      .selectFrom('email_tokens')
      .select('used_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
    expect(await db.selectFrom('sessions').select('id').execute()).toEqual(sessionsBefore);

    const c = app.client();
    const res = await c.post('/api/auth/emaillink/signin', { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: m.id, is_admin: false });
    expect(c.cookies.get('sid')).toBeTruthy();
    const session = await c.get('/api/auth/session');
    expect(session.json.id).toBe(m.id);
    expect(Date.parse(session.json.password_free_until)).toBeGreaterThan(Date.now() + 14 * 60_000);

    await expectRefused(token);
  });

  test('refuses a link after its 15 minutes', async ({ db, clock, links: { linkFor, expectRefused } }) => {
    const m = await createMember(db);
    const { token } = await linkFor(m);
    clock.advance(15 * 60_000 + 1000);
    await expectRefused(token);
  });

  test('a newer link replaces the earlier one; a made-up token signs nobody in', async ({
    db,
    links: { linkFor, signIn, expectRefused },
  }) => {
    const m = await createMember(db);
    const first = await linkFor(m);
    const second = await linkFor(m);
    await expectRefused(first.token);
    await expectRefused('x'.repeat(43));
    expect((await signIn(second.token)).status).toBe(200);
  });

  test('refuses a member suspended, or made an administrator, after the link was sent', async ({
    db,
    links: { linkFor, expectRefused },
  }) => {
    const a = await createMember(db);
    const b = await createMember(db);
    const la = await linkFor(a);
    const lb = await linkFor(b);
    await db.updateTable('members').set({ approval: 'suspended' }).where('id', '=', a.id).execute();
    await db.updateTable('members').set({ is_admin: 1 }).where('id', '=', b.id).execute();
    for (const token of [la.token, lb.token]) await expectRefused(token);
  });

  test('refuses a link sent to an address the member has since changed', async ({
    db,
    links: { linkFor, expectRefused },
  }) => {
    const m = await createMember(db);
    const { token } = await linkFor(m);
    await db
      .updateTable('members')
      .set({ email: uniqueEmail('moved') })
      .where('id', '=', m.id)
      .execute();
    await expectRefused(token);
  });

  test("confirms an imported member's address, who had no password yet", async ({
    db,
    links: { linkFor, signIn },
  }) => {
    const m = await createMember(db, { password_hash: null, email_confirmed_at: null });
    const { token } = await linkFor(m);
    expect((await signIn(token)).status).toBe(200);
    const row = await db
      .selectFrom('members')
      .select('email_confirmed_at')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.email_confirmed_at).not.toBeNull();
  });
});

describe('a new password without the old one', () => {
  /** The member asks for a new password, leaving the old one out, and is told it is needed. */
  async function expectOldPasswordAsked(c: TestClient, id: number) {
    const refused = await changePassword(c, id, '');
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].code).toBe('OldPasswordRequired');
  }

  test('is allowed in the first 15 minutes of a session begun by link, and then needs the old one', async ({
    app,
    db,
    clock,
    links: { linkFor },
  }) => {
    const m = await createMember(db);
    const c = app.client();
    await c.post('/api/auth/emaillink/signin', { token: (await linkFor(m)).token });
    const res = await changePassword(c, m.id, '', 'a-brand-new-one');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ succeeded: true });
    expect((await login(app.client(), m.email, 'a-brand-new-one')).status).toBe(200);

    const late = app.client();
    await late.post('/api/auth/emaillink/signin', { token: (await linkFor(m)).token });
    clock.advance(15 * 60_000 + 1000);
    // The session lived on (it was used a moment ago in its hour), but the window has closed.
    await late.get('/api/auth/session');
    await expectOldPasswordAsked(late, m.id);
  });

  test('a password session always needs the old one', async ({ app, db }) => {
    const m = await createMember(db);
    const c = app.client();
    await login(c, m.email, TEST_PASSWORD);
    expect((await c.get('/api/auth/session')).json).not.toHaveProperty('password_free_until');
    await expectOldPasswordAsked(c, m.id);
  });
});
