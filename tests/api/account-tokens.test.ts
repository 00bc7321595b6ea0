// A registration's password travels with its own confirmation link, an address changes only when the new address
// confirms it, and every token is bound to the address it was sent to and retired when the password changes: so a
// stranger who registers someone else's address first, or who once saw a link, cannot take the account over.
import { describe, expect } from 'vitest';
import { createEmailToken } from '../../src/server/modules/accounts/email-tokens.service';
import { createAdmin, createMember, signInAs, TEST_PASSWORD } from '../helpers/factories';
import {
  followLink,
  tokenInfo,
  login,
  registration,
  sentTo,
  uniqueEmail,
  changePassword,
  urlPart,
} from '../helpers/account-helpers';
import { harnessWith, type Mailbox, type MemberClient } from '../helpers/harness';
import { linkIn } from '../helpers/smtp-sink';
import type { TestApp } from '../helpers/test-app';

/** For each forgot-password answer: whether the reset work had already woken the mail worker. */
const workDoneAtAnswer: boolean[] = [];

const test = harnessWith({
  env: { LOGIN_RATE_LIMIT: '100000' },
  addRoutes: (app) => {
    let kicked = false;
    const kick = app.mailer.kick.bind(app.mailer);
    app.mailer.kick = () => {
      kicked = true;
      kick();
    };
    // Counted from the request's arrival: the e-mails sent earlier in the test may wake the worker after its answer.
    app.addHook('onRequest', async (request) => {
      if (request.url === '/api/auth/sendresetemail') kicked = false;
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.url === '/api/auth/sendresetemail') workDoneAtAnswer.push(kicked);
      kicked = false;
      return payload;
    });
  },
});

const contact = (m: { id: number }, email: string) => ({
  id: m.id,
  email,
  mobileNumber: '07700900123',
  homePhone: '',
  businessPhone: '',
  addressLine1: '',
  postcode: '',
  currentPassword: TEST_PASSWORD,
});

async function approve(app: TestApp, email: string) {
  const db = app.db;
  const admin = await createAdmin(db);
  const c = app.client();
  await signInAs(c, db, admin.id);
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect((await c.post('/api/admin/approveuser', { id: row.id, isApproved: true })).status).toBe(200);
}

/** The administrator approves the account; then only the password given signs in, the others given are refused. */
async function approveThenOnlyPasswordSignsIn(app: TestApp, email: string, works: string, refused: string[]) {
  await approve(app, email);
  for (const password of refused) expect((await login(app.client(), email, password)).status).toBe(400);
  expect((await login(app.client(), email, works)).status).toBe(200);
}

/** Each registration in turn for the address, each accepted; answers the messages they were sent, once all arrive. */
async function registerInTurn(
  app: TestApp,
  mail: Mailbox,
  email: string,
  ...registrations: ((email: string) => Record<string, unknown>)[]
) {
  for (const body of registrations)
    expect((await app.client().post('/api/account/register', body(email))).status).toBe(200);
  await mail.waitFor(() => mail.to(email).length === registrations.length);
  return mail.to(email);
}

async function pendingRow(app: TestApp, email: string) {
  return app.db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

/** The member asks to move to the new address; the change link the new address receives. */
async function askToMove(m: MemberClient, newEmail: string, mail: Mailbox) {
  await m.post('/api/account/updatecontactdetails', contact(m, newEmail));
  const confirm = await mail.waitFor((x) => sentTo(x, newEmail));
  return urlPart(linkIn(confirm, '/confirmemailchange?'));
}

/** Chooses the password from a link that lands on /passwordreset. */
async function choosePassword(app: TestApp, message: Parameters<typeof linkIn>[0], password: string) {
  const link = urlPart(linkIn(message, '/passwordreset?'));
  return app.client().post('/api/account/updatepassword', { ...link, password, confirmPassword: password });
}

describe('an address registered by a stranger before its owner (pre-takeover)', () => {
  const stranger = (email: string) =>
    registration({
      email,
      firstName: 'Victor',
      lastName: 'Stranger',
      house: 'Allenby',
      yearLeft: '1990',
      password: 'strangers-pass',
      confirmPassword: 'strangers-pass',
    });
  const owner = (email: string) =>
    registration({
      email,
      firstName: 'Olive',
      lastName: 'Owner',
      house: 'Kipling',
      yearLeft: '1975',
      password: 'owners-password',
      confirmPassword: 'owners-password',
    });

  test("the owner's later registration retires the stranger's link and password; the owner's link takes the owner's details", async ({
    app,
    mail,
  }) => {
    const email = uniqueEmail('owner');
    const [strangersMail, ownersMail] = await registerInTurn(app, mail, email, stranger, owner);
    // The stranger's link, which reaches the owner's inbox first, confirms nothing any more.
    expect(await followLink(app.client(), strangersMail, 'confirmemail')).toBe(0);
    // The owner's own link ends with the owner choosing the password.
    expect((await choosePassword(app, ownersMail, 'chosen-by-owner')).status).toBe(200);
    const row = await pendingRow(app, email);
    expect([row.first_name, row.last_name, row.house, row.year_left]).toEqual([
      'Olive',
      'Owner',
      'Kipling',
      1975,
    ]);
    await approveThenOnlyPasswordSignsIn(app, email, 'chosen-by-owner', [
      'strangers-pass',
      'owners-password',
    ]);
  });

  test('a stranger registering again after the owner gets no password in: the owner chooses it from the newest link', async ({
    app,
    mail,
  }) => {
    const email = uniqueEmail('owner');
    const [first, ownersMail, newest] = await registerInTurn(app, mail, email, stranger, owner, stranger);
    expect(await followLink(app.client(), first, 'confirmemail')).toBe(0);
    expect((await choosePassword(app, ownersMail, 'too-late-password')).status).toBe(400);
    // The newest link names the registration it belongs to, so the owner sees the details are not theirs.
    expect(newest.text).toContain('Victor Stranger, Allenby, left in 1990');
    expect((await choosePassword(app, newest, 'chosen-by-owner')).status).toBe(200);
    await approveThenOnlyPasswordSignsIn(app, email, 'chosen-by-owner', ['strangers-pass']);
  });

  test("a registration's password never sits on the account while another registration of it waits", async ({
    app,
    mail,
  }) => {
    const email = uniqueEmail('owner');
    await registerInTurn(app, mail, email, stranger, owner);
    expect((await pendingRow(app, email)).password_hash).toBeNull();
  });

  test("the administrator's Resend ends with the person choosing the password; the stranger's stops working", async ({
    app,
    admin: a,
    mail,
  }) => {
    const email = uniqueEmail('owner');
    await app.client().post('/api/account/register', stranger(email));
    const strangersMail = await mail.waitFor((x) => sentTo(x, email));
    const row = await pendingRow(app, email);
    const resent = await a.post('/api/admin/members/resendconfirmation', { id: row.id });
    expect(resent.json.message).toBe(`A new confirmation e-mail has been sent to ${email}`);
    await mail.waitFor(() => mail.to(email).length === 2);
    const resentMail = mail.to(email)[1];
    expect(resentMail.subject).toMatch(/choose your password/i);
    // The earlier link is retired; the new one sets the password and confirms the address.
    expect(await followLink(app.client(), strangersMail, 'confirmemail')).toBe(0);
    expect((await choosePassword(app, resentMail, 'chosen-by-owner')).status).toBe(200);
    expect((await pendingRow(app, email)).email_confirmed_at).not.toBeNull();
    await approveThenOnlyPasswordSignsIn(app, email, 'chosen-by-owner', ['strangers-pass']);
  });

  test('a single registration still confirms with its own link and password', async ({ app, mail }) => {
    const body = registration();
    await app.client().post('/api/account/register', body);
    const message = await mail.waitFor((x) => sentTo(x, body.email as string));
    expect(await followLink(app.client(), message, 'confirmemail')).toBe(1);
    await approve(app, body.email as string);
    expect((await login(app.client(), body.email as string, body.password as string)).status).toBe(200);
  });
});

describe('password change and reset retire reset links', () => {
  test('a reset link asked for before a change from My Profile no longer works', async ({
    app,
    db,
    mail,
  }) => {
    const m = await createMember(db);
    await app.client().post('/api/auth/sendresetemail', { emailAddress: m.email });
    const message = await mail.waitFor((x) => sentTo(x, m.email) && /Reset/.test(x.subject!));
    const { email, token } = urlPart(linkIn(message, '/passwordreset?'));
    const c = app.client();
    await signInAs(c, db, m.id);
    const changed = await changePassword(c, m.id, TEST_PASSWORD);
    expect(changed.status).toBe(200);
    expect(await tokenInfo(app.client(), email, token)).toEqual({ valid: false, purpose: null });
    // And the member is told their password changed.
    await mail.waitFor((x) => sentTo(x, m.email) && /password.*changed/i.test(x.subject!));
  });

  test('a reset retires the other reset links of the member and tells them', async ({ app, db, mail }) => {
    const m = await createMember(db);
    await app.client().post('/api/auth/sendresetemail', { emailAddress: m.email });
    const message = await mail.waitFor((x) => sentTo(x, m.email) && /Reset/.test(x.subject!));
    // Two more links live at once (a reset asked for on another device, an invitation still open).
    const otherReset = await createEmailToken(db, m.id, 'reset', { retireEarlier: false });
    const invite = await createEmailToken(db, m.id, 'invite');
    const { email, token } = urlPart(linkIn(message, '/passwordreset?'));
    const info = (tok: string) =>
      app.client().get(`/api/account/tokeninfo?email=${encodeURIComponent(email)}&token=${tok}`);
    expect((await info(invite)).json).toEqual({ valid: true, purpose: 'invite' });
    const body = { email, token, password: 'reset-password-1', confirmPassword: 'reset-password-1' };
    expect((await app.client().post('/api/account/updatepassword', body)).status).toBe(200);
    await mail.waitFor((x) => sentTo(x, m.email) && /password.*changed/i.test(x.subject!));
    for (const other of [otherReset, invite]) {
      expect((await info(other)).json).toEqual({ valid: false, purpose: null });
      const again = await app.client().post('/api/account/updatepassword', {
        ...body,
        token: other,
        password: 'another-pass-2',
        confirmPassword: 'another-pass-2',
      });
      expect(again.status).toBe(400);
    }
    expect((await login(app.client(), m.email, 'reset-password-1')).status).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  test('takes effect only from the link sent to the new address; the old address is told', async ({
    app,
    mail,
    member: m,
  }) => {
    const newEmail = uniqueEmail('moved');
    const res = await m.post('/api/account/updatecontactdetails', contact(m, newEmail));
    expect(res.status).toBe(200);
    expect(res.json.email).toBe(m.email);
    expect(res.json.pendingEmail).toBe(newEmail);
    expect((await login(app.client(), newEmail, TEST_PASSWORD)).status).toBe(400);
    const notice = await mail.waitFor((x) => sentTo(x, m.email) && /address/i.test(x.subject!));
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toMatch(/not you|did not ask/i);
    const confirm = await mail.waitFor((x) => sentTo(x, newEmail));
    const link = urlPart(linkIn(confirm, '/confirmemailchange?'));
    // The link is bound to the new address: not usable with the old one.
    expect(
      (await app.client().post('/api/account/confirmemailchange', { ...link, email: m.email })).json,
    ).toEqual({
      changed: false,
    });
    expect((await app.client().post('/api/account/confirmemailchange', link)).json).toEqual({
      changed: true,
    });
    expect((await app.client().post('/api/account/confirmemailchange', link)).json).toEqual({
      changed: false,
    });
    expect((await login(app.client(), newEmail, TEST_PASSWORD)).status).toBe(200);
    expect((await login(app.client(), m.email, TEST_PASSWORD)).status).toBe(400);
  });

  test('a reset link sent to the old address does not work for the new one', async ({
    app,
    mail,
    member: m,
  }) => {
    await app.client().post('/api/auth/sendresetemail', { emailAddress: m.email });
    const message = await mail.waitFor((x) => sentTo(x, m.email) && /Reset/.test(x.subject!));
    const { token } = urlPart(linkIn(message, '/passwordreset?'));
    const newEmail = uniqueEmail('taken-over');
    await app.client().post('/api/account/confirmemailchange', await askToMove(m, newEmail, mail));
    expect(await tokenInfo(app.client(), newEmail, token)).toEqual({ valid: false, purpose: null });
  });

  test('a confirmed change retires the links that follow the account, such as an open invitation', async ({
    app,
    db,
    mail,
    member: m,
  }) => {
    // An administrator's invitation is bound to whatever address the account has, not to the one it was sent to.
    const invite = await createEmailToken(db, m.id, 'invite');
    const newEmail = uniqueEmail('moved-on');
    const link = await askToMove(m, newEmail, mail);
    expect((await app.client().post('/api/account/confirmemailchange', link)).json).toEqual({
      changed: true,
    });
    expect(await tokenInfo(app.client(), newEmail, invite)).toEqual({ valid: false, purpose: null });
  });

  test("an administrator's change of a member's address retires the links that follow the account", async ({
    app,
    db,
    admin,
  }) => {
    const m = await createMember(db);
    const invite = await createEmailToken(db, m.id, 'invite');
    const newEmail = uniqueEmail('set-by-admin');
    const res = await admin.post('/api/account/updatecontactdetails', {
      ...contact(m, newEmail),
      currentPassword: undefined,
    });
    expect(res.json.email).toBe(newEmail);
    expect(await tokenInfo(app.client(), newEmail, invite)).toEqual({ valid: false, purpose: null });
  });

  test('a change link followed twice at once changes the address once', async ({
    app,
    db,
    mail,
    member: m,
  }) => {
    const link = await askToMove(m, uniqueEmail('twice'), mail);
    const answers = await Promise.all(
      [1, 2, 3].map(() => app.client().post('/api/account/confirmemailchange', link)),
    );
    expect(answers.map((a) => a.json.changed).sort()).toEqual([false, false, true]);
    const done = await db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', m.email)
      .where('subject', 'like', '%has changed%')
      .execute();
    expect(done).toHaveLength(1);
  });

  test('refuses a link whose new address another member took meanwhile, and bad input', async ({
    app,
    db,
    mail,
    member: m,
  }) => {
    const newEmail = uniqueEmail('contested');
    const link = await askToMove(m, newEmail, mail);
    await createMember(db, { email: newEmail });
    expect((await app.client().post('/api/account/confirmemailchange', link)).json).toEqual({
      changed: false,
    });
    expect((await app.client().post('/api/account/confirmemailchange', { email: 'x' })).status).toBe(400);
  });
});

describe('forgot password', () => {
  // A stopwatch is noise on a shared machine; instead the test sees whether the member's reset work (which ends by
  // waking the mail worker) had run when the answer left: a member's address and an unknown one must answer alike.
  test("answers a member's address before doing its work, as for an unknown address", async ({
    app,
    db,
    mail,
  }) => {
    const m = await createMember(db);
    workDoneAtAnswer.length = 0;
    expect((await app.client().post('/api/auth/sendresetemail', { emailAddress: m.email })).json).toEqual({
      sent: true,
    });
    expect(workDoneAtAnswer).toEqual([false]);
    await mail.waitFor((x) => sentTo(x, m.email) && /Reset/.test(x.subject!));
  });
});
