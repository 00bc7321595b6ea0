// A member's own e-mail address change: the current password, the old address's way back ('this was not me'),
// one answer whether the new address has an account or not, and a daily cap on the e-mails it causes.
import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { createMember, TEST_PASSWORD } from '../helpers/factories';
import {
  followLink,
  login,
  sentTo,
  tokenInfo,
  uniqueEmail,
  changePassword,
  urlPart,
} from '../helpers/account-helpers';
import { harnessWith } from '../helpers/harness';
import { linkIn } from '../helpers/smtp-sink';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  EMAIL_CHANGES_PER_DAY_TEXT,
} from '../../src/server/modules/accounts/profile.service';
import { expectFieldErrors } from '../helpers/field-errors';

const test = harnessWith({ env: { LOGIN_RATE_LIMIT: '100000' } });

const contact = (m: { id: number }, email: string, currentPassword?: string) => ({
  id: m.id,
  email,
  mobileNumber: '07700900123',
  ...(currentPassword === undefined ? {} : { currentPassword }),
});

/** Mails queued to an address (the outbox: also those not delivered yet). */
const queuedTo = (db: Db, address: string) =>
  db.selectFrom('mail_outbox').select(['subject']).where('to_address', '=', address).execute();

const memberEmail = async (db: Db, id: number) =>
  (await db.selectFrom('members').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

describe('the current password', () => {
  test('is needed to change the own address: none or a wrong one answers 400 and nothing is sent', async ({
    db,
    member: m,
  }) => {
    const newEmail = uniqueEmail('no-password');
    await expectFieldErrors(m, '/api/account/updatecontactdetails', contact(m, newEmail), {
      currentPassword: [CURRENT_PASSWORD_REQUIRED],
    });
    await expectFieldErrors(m, '/api/account/updatecontactdetails', contact(m, newEmail, 'not-my-password'), {
      currentPassword: [CURRENT_PASSWORD_WRONG],
    });
    expect(await queuedTo(db, newEmail)).toEqual([]);
    expect(await queuedTo(db, m.email)).toEqual([]);
    // The other contact details change without it, while the address stays.
    const phone = await m.post('/api/account/updatecontactdetails', {
      ...contact(m, m.email),
      mobileNumber: '07700900777',
    });
    expect(phone.status).toBe(200);
    expect(phone.json.mobileNumber).toBe('+447700900777');
  });

  test('wrong guesses count towards the limits Change Password and Delete my account share', async ({
    member: m,
  }) => {
    for (let i = 0; i < 5; i += 1) {
      const res = await m.post(
        '/api/account/updatecontactdetails',
        contact(m, uniqueEmail('guess'), `guess-${i}-pass`),
      );
      expect(res.status).toBe(400);
    }
    const change = await changePassword(m, m.id, TEST_PASSWORD, 'another-password');
    expect(change.status).toBe(429);
    const del = await m.post('/api/account/delete', { id: m.id, password: TEST_PASSWORD });
    expect(del.status).toBe(429);
    const right = await m.post(
      '/api/account/updatecontactdetails',
      contact(m, uniqueEmail('late'), TEST_PASSWORD),
    );
    expect(right.status).toBe(429);
  });
});

describe("the old address's way back", () => {
  test('cancels a change that was made: the address goes back, every session and the password end, a reset link comes', async ({
    app,
    db,
    mail,
    member: m,
  }) => {
    const owner = app.client();
    expect((await login(owner, m.email, TEST_PASSWORD)).status).toBe(200);
    const newEmail = uniqueEmail('thief');
    expect(
      (await m.post('/api/account/updatecontactdetails', contact(m, newEmail, TEST_PASSWORD))).status,
    ).toBe(200);
    const asked = await mail.waitFor((x) => sentTo(x, m.email) && /is changing/.test(x.subject!));
    const confirm = await mail.waitFor((x) => sentTo(x, newEmail));
    expect(await followLink(app.client(), confirm, 'confirmemailchange')).toEqual({ changed: true });
    // Whoever took the address resets the password through it: the owner's way back still works.
    await app.client().post('/api/auth/sendresetemail', { emailAddress: newEmail });
    const reset = await mail.waitFor((x) => sentTo(x, newEmail) && /Reset/.test(x.subject!));
    const thiefReset = urlPart(linkIn(reset, '/passwordreset?'));
    const body = { ...thiefReset, password: 'thiefs-password', confirmPassword: 'thiefs-password' };
    expect((await app.client().post('/api/account/updatepassword', body)).status).toBe(200);
    const done = await mail.waitFor((x) => sentTo(x, m.email) && /has changed/.test(x.subject!));
    const thiefLogin = app.client();
    expect((await login(thiefLogin, newEmail, 'thiefs-password')).status).toBe(200);

    // Both notices carry a link for the old address; the first one is used here.
    const cancel = urlPart(linkIn(asked, '/cancelemailchange?'));
    expect(cancel.email).toBe(m.email);
    expect(urlPart(linkIn(done, '/cancelemailchange?')).email).toBe(m.email);
    // The link is no reset link, and no change link.
    expect(await tokenInfo(app.client(), m.email, cancel.token)).toEqual({ valid: false, purpose: null });
    expect((await app.client().post('/api/account/confirmemailchange', cancel)).json).toEqual({
      changed: false,
    });
    // Only for the address it was sent to.
    expect(
      (await app.client().post('/api/account/cancelemailchange', { ...cancel, email: newEmail })).json,
    ).toEqual({ cancelled: false });

    expect((await app.client().post('/api/account/cancelemailchange', cancel)).json).toEqual({
      cancelled: true,
    });
    expect(await memberEmail(db, m.id)).toBe(m.email);
    for (const c of [owner, m, thiefLogin]) expect((await c.get('/api/auth/session')).status).toBe(401);
    expect((await login(app.client(), newEmail, 'thiefs-password')).status).toBe(400);
    expect((await login(app.client(), m.email, 'thiefs-password')).status).toBe(400);
    expect((await login(app.client(), m.email, TEST_PASSWORD)).status).toBe(400);
    // Once only; the other notice's link is retired with it.
    expect((await app.client().post('/api/account/cancelemailchange', cancel)).json).toEqual({
      cancelled: false,
    });
    expect(await followLink(app.client(), done, 'cancelemailchange')).toEqual({ cancelled: false });

    // The owner chooses a new password from the link sent to the old address.
    const ownersReset = await mail.waitFor(
      (x) => sentTo(x, m.email) && /Reset/.test(x.subject!) && x !== reset,
    );
    const link = urlPart(linkIn(ownersReset, '/passwordreset?'));
    expect(link.email).toBe(m.email);
    const chosen = { ...link, password: 'owners-new-pass', confirmPassword: 'owners-new-pass' };
    expect((await app.client().post('/api/account/updatepassword', chosen)).status).toBe(200);
    expect((await login(app.client(), m.email, 'owners-new-pass')).status).toBe(200);
  });

  test('cancels a change still waiting: its link to the new address stops working', async ({
    app,
    db,
    mail,
    member: m,
  }) => {
    const newEmail = uniqueEmail('pending');
    await m.post('/api/account/updatecontactdetails', contact(m, newEmail, TEST_PASSWORD));
    const asked = await mail.waitFor((x) => sentTo(x, m.email) && /is changing/.test(x.subject!));
    const confirm = await mail.waitFor((x) => sentTo(x, newEmail));
    const cancel = urlPart(linkIn(asked, '/cancelemailchange?'));
    expect((await app.client().post('/api/account/cancelemailchange', cancel)).json).toEqual({
      cancelled: true,
    });
    expect((await m.get('/api/auth/session')).status).toBe(401);
    expect(await followLink(app.client(), confirm, 'confirmemailchange')).toEqual({ changed: false });
    expect(await memberEmail(db, m.id)).toBe(m.email);
  });

  test('refuses a wrong token and bad input without a server error', async ({ app, db }) => {
    const m = await createMember(db);
    const c = app.client();
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
  test('answers as for a free address; that address is told, and no link goes to it', async ({
    db,
    mail,
    member: m,
  }) => {
    const holder = await createMember(db);
    const free = uniqueEmail('free');
    const a = await m.post('/api/account/updatecontactdetails', contact(m, free, TEST_PASSWORD));
    const b = await m.post('/api/account/updatecontactdetails', contact(m, holder.email, TEST_PASSWORD));
    expect(b.status).toBe(a.status);
    expect(Object.keys(b.json).sort()).toEqual(Object.keys(a.json).sort());
    expect(b.json).toMatchObject({ email: m.email, pendingEmail: holder.email });
    const told = await mail.waitFor((x) => sentTo(x, holder.email));
    expect(told.subject).toMatch(/already has an account/);
    expect(told.text).not.toContain('/confirmemailchange');
    // The member's own address hears of both requests alike.
    await mail.waitFor(() => mail.to(m.email).filter((x) => /is changing/.test(x.subject!)).length === 2);
    expect(await memberEmail(db, holder.id)).toBe(holder.email);
    expect(await memberEmail(db, m.id)).toBe(m.email);
  });

  test('sends at most 3 such e-mails a member a day, taken addresses counted too', async ({
    db,
    member: m,
  }) => {
    const holder = await createMember(db);
    for (const email of [uniqueEmail('one'), holder.email, uniqueEmail('three')]) {
      expect(
        (await m.post('/api/account/updatecontactdetails', contact(m, email, TEST_PASSWORD))).status,
      ).toBe(200);
    }
    const fourth = uniqueEmail('four');
    const refused = await m.post('/api/account/updatecontactdetails', contact(m, fourth, TEST_PASSWORD));
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ '': [EMAIL_CHANGES_PER_DAY_TEXT] });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await queuedTo(db, fourth)).toEqual([]);
  });
});
