// A member's own e-mail address change: the current password, the old address's way back ('this was not me'),
// one answer whether the new address has an account or not, and a daily cap on the e-mails it causes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signInAs, TEST_PASSWORD, type TestMember } from '../helpers/factories';
import { login, sentTo, uniqueEmail, urlPart } from '../helpers/account-helpers';
import { SmtpSink, linkIn } from '../helpers/smtp-sink';
import { startTestApp, type TestApp } from '../helpers/test-app';
import type { TestClient } from '../helpers/http-client';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  EMAIL_CHANGES_PER_DAY_TEXT,
} from '../../src/server/modules/accounts/profile.service';

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await new SmtpSink().start();
  t = await startTestApp({ SMTP_URL: sink.url, LOGIN_RATE_LIMIT: '100000' });
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const contact = (m: { id: number }, email: string, currentPassword?: string) => ({
  id: m.id,
  email,
  mobileNumber: '07700900123',
  ...(currentPassword === undefined ? {} : { currentPassword }),
});

async function signedIn(m: TestMember): Promise<TestClient> {
  const c = t.client();
  await signInAs(c, t.db, m.id);
  return c;
}

/** Mails queued to an address (the outbox: also those not delivered yet). */
const queuedTo = (address: string) =>
  t.db.selectFrom('mail_outbox').select(['subject']).where('to_address', '=', address).execute();

const memberEmail = async (id: number) =>
  (await t.db.selectFrom('members').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

describe('the current password', () => {
  it('is needed to change the own address: none or a wrong one answers 400 and nothing is sent', async () => {
    const m = await createMember(t.db);
    const c = await signedIn(m);
    const newEmail = uniqueEmail('no-password');
    const none = await c.post('/api/account/updatecontactdetails', contact(m, newEmail));
    expect(none.status).toBe(400);
    expect(none.json).toEqual({ currentPassword: [CURRENT_PASSWORD_REQUIRED] });
    const wrong = await c.post('/api/account/updatecontactdetails', contact(m, newEmail, 'not-my-password'));
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ currentPassword: [CURRENT_PASSWORD_WRONG] });
    expect(await queuedTo(newEmail)).toEqual([]);
    expect(await queuedTo(m.email)).toEqual([]);
    // The other contact details change without it, while the address stays.
    const phone = await c.post('/api/account/updatecontactdetails', {
      ...contact(m, m.email),
      mobileNumber: '07700900777',
    });
    expect(phone.status).toBe(200);
    expect(phone.json.mobileNumber).toBe('+447700900777');
  });

  it('wrong guesses count towards the limits Change Password and Delete my account share', async () => {
    const m = await createMember(t.db);
    const c = await signedIn(m);
    for (let i = 0; i < 5; i += 1) {
      const res = await c.post(
        '/api/account/updatecontactdetails',
        contact(m, uniqueEmail('guess'), `guess-${i}-pass`),
      );
      expect(res.status).toBe(400);
    }
    const change = await c.post('/api/account/changepassword', {
      id: m.id,
      oldPassword: TEST_PASSWORD,
      newPassword: 'another-password',
      confirmNewPassword: 'another-password',
    });
    expect(change.status).toBe(429);
    const del = await c.post('/api/account/delete', { id: m.id, password: TEST_PASSWORD });
    expect(del.status).toBe(429);
    const right = await c.post(
      '/api/account/updatecontactdetails',
      contact(m, uniqueEmail('late'), TEST_PASSWORD),
    );
    expect(right.status).toBe(429);
  });
});

describe("the old address's way back", () => {
  it('cancels a change that was made: the address goes back, every session and the password end, a reset link comes', async () => {
    const m = await createMember(t.db);
    const owner = t.client();
    expect((await login(owner, m.email, TEST_PASSWORD)).status).toBe(200);
    const thief = await signedIn(m);
    const newEmail = uniqueEmail('thief');
    expect(
      (await thief.post('/api/account/updatecontactdetails', contact(m, newEmail, TEST_PASSWORD))).status,
    ).toBe(200);
    const asked = await sink.waitFor((x) => sentTo(x, m.email) && /is changing/.test(x.subject!));
    const confirm = await sink.waitFor((x) => sentTo(x, newEmail));
    expect(
      (
        await t
          .client()
          .post('/api/account/confirmemailchange', urlPart(linkIn(confirm, '/confirmemailchange?')))
      ).json,
    ).toEqual({ changed: true });
    // Whoever took the address resets the password through it: the owner's way back still works.
    await t.client().post('/api/auth/sendresetemail', { emailAddress: newEmail });
    const reset = await sink.waitFor((x) => sentTo(x, newEmail) && /Reset/.test(x.subject!));
    const thiefReset = urlPart(linkIn(reset, '/passwordreset?'));
    const body = { ...thiefReset, password: 'thiefs-password', confirmPassword: 'thiefs-password' };
    expect((await t.client().post('/api/account/updatepassword', body)).status).toBe(200);
    const done = await sink.waitFor((x) => sentTo(x, m.email) && /has changed/.test(x.subject!));
    const thiefLogin = t.client();
    expect((await login(thiefLogin, newEmail, 'thiefs-password')).status).toBe(200);

    // Both notices carry a link for the old address; the first one is used here.
    const cancel = urlPart(linkIn(asked, '/cancelemailchange?'));
    expect(cancel.email).toBe(m.email);
    expect(urlPart(linkIn(done, '/cancelemailchange?')).email).toBe(m.email);
    // The link is no reset link, and no change link.
    expect(
      (
        await t
          .client()
          .get(`/api/account/tokeninfo?email=${encodeURIComponent(m.email)}&token=${cancel.token}`)
      ).json,
    ).toEqual({ valid: false, purpose: null });
    expect((await t.client().post('/api/account/confirmemailchange', cancel)).json).toEqual({
      changed: false,
    });
    // Only for the address it was sent to.
    expect(
      (await t.client().post('/api/account/cancelemailchange', { ...cancel, email: newEmail })).json,
    ).toEqual({ cancelled: false });

    expect((await t.client().post('/api/account/cancelemailchange', cancel)).json).toEqual({
      cancelled: true,
    });
    expect(await memberEmail(m.id)).toBe(m.email);
    for (const c of [owner, thief, thiefLogin]) expect((await c.get('/api/auth/session')).status).toBe(401);
    expect((await login(t.client(), newEmail, 'thiefs-password')).status).toBe(400);
    expect((await login(t.client(), m.email, 'thiefs-password')).status).toBe(400);
    expect((await login(t.client(), m.email, TEST_PASSWORD)).status).toBe(400);
    // Once only; the other notice's link is retired with it.
    expect((await t.client().post('/api/account/cancelemailchange', cancel)).json).toEqual({
      cancelled: false,
    });
    expect(
      (await t.client().post('/api/account/cancelemailchange', urlPart(linkIn(done, '/cancelemailchange?'))))
        .json,
    ).toEqual({ cancelled: false });

    // The owner chooses a new password from the link sent to the old address.
    const ownersReset = await sink.waitFor(
      (x) => sentTo(x, m.email) && /Reset/.test(x.subject!) && x !== reset,
    );
    const link = urlPart(linkIn(ownersReset, '/passwordreset?'));
    expect(link.email).toBe(m.email);
    const chosen = { ...link, password: 'owners-new-pass', confirmPassword: 'owners-new-pass' };
    expect((await t.client().post('/api/account/updatepassword', chosen)).status).toBe(200);
    expect((await login(t.client(), m.email, 'owners-new-pass')).status).toBe(200);
  });

  it('cancels a change still waiting: its link to the new address stops working', async () => {
    const m = await createMember(t.db);
    const c = await signedIn(m);
    const newEmail = uniqueEmail('pending');
    await c.post('/api/account/updatecontactdetails', contact(m, newEmail, TEST_PASSWORD));
    const asked = await sink.waitFor((x) => sentTo(x, m.email) && /is changing/.test(x.subject!));
    const confirm = await sink.waitFor((x) => sentTo(x, newEmail));
    const cancel = urlPart(linkIn(asked, '/cancelemailchange?'));
    expect((await t.client().post('/api/account/cancelemailchange', cancel)).json).toEqual({
      cancelled: true,
    });
    expect((await c.get('/api/auth/session')).status).toBe(401);
    expect(
      (
        await t
          .client()
          .post('/api/account/confirmemailchange', urlPart(linkIn(confirm, '/confirmemailchange?')))
      ).json,
    ).toEqual({ changed: false });
    expect(await memberEmail(m.id)).toBe(m.email);
  });

  it('refuses a wrong token and bad input without a server error', async () => {
    const m = await createMember(t.db);
    const c = t.client();
    expect(
      (await c.post('/api/account/cancelemailchange', { email: m.email, token: 'x'.repeat(43) })).json,
    ).toEqual({ cancelled: false });
    for (const body of [
      {},
      { email: m.email },
      { email: 5, token: [] },
      { email: m.email, token: 'x'.repeat(5000) },
    ]) {
      expect((await c.post('/api/account/cancelemailchange', body)).status).toBe(400);
    }
  });
});

describe('an address another account has (testing addresses, mailing anyone)', () => {
  it('answers as for a free address; that address is told, and no link goes to it', async () => {
    const m = await createMember(t.db);
    const holder = await createMember(t.db);
    const c = await signedIn(m);
    const free = uniqueEmail('free');
    const a = await c.post('/api/account/updatecontactdetails', contact(m, free, TEST_PASSWORD));
    const b = await c.post('/api/account/updatecontactdetails', contact(m, holder.email, TEST_PASSWORD));
    expect(b.status).toBe(a.status);
    expect(Object.keys(b.json).sort()).toEqual(Object.keys(a.json).sort());
    expect(b.json).toMatchObject({ email: m.email, pendingEmail: holder.email });
    const told = await sink.waitFor((x) => sentTo(x, holder.email));
    expect(told.subject).toMatch(/already has an account/);
    expect(told.text).not.toContain('/confirmemailchange');
    // The member's own address hears of both requests alike.
    await sink.waitFor(() => sink.to(m.email).filter((x) => /is changing/.test(x.subject!)).length === 2);
    expect(await memberEmail(holder.id)).toBe(holder.email);
    expect(await memberEmail(m.id)).toBe(m.email);
  });

  it('sends at most 3 such e-mails a member a day, taken addresses counted too', async () => {
    const m = await createMember(t.db);
    const holder = await createMember(t.db);
    const c = await signedIn(m);
    for (const email of [uniqueEmail('one'), holder.email, uniqueEmail('three')]) {
      expect(
        (await c.post('/api/account/updatecontactdetails', contact(m, email, TEST_PASSWORD))).status,
      ).toBe(200);
    }
    const fourth = uniqueEmail('four');
    const refused = await c.post('/api/account/updatecontactdetails', contact(m, fourth, TEST_PASSWORD));
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ '': [EMAIL_CHANGES_PER_DAY_TEXT] });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await queuedTo(fourth)).toEqual([]);
  });
});
