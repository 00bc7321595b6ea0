// Accounts, part of what was accounts.test.ts: Registration and e-mail confirmation (spec §2, §5).
import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { createEmailToken } from '../../src/server/modules/accounts/email-tokens.service';
import { CONFIRM_PASSWORD_MISMATCH } from '../../src/shared/schemas/accounts';
import { currentYear } from '../../src/shared/schemas/member-fields';
import { test } from '../helpers/accounts-harness';
import { createMember, TEST_PASSWORD } from '../helpers/factories';
import { linkIn } from '../helpers/smtp-sink';
import {
  login,
  register,
  registration,
  sentTo,
  uniqueEmail,
  urlPart,
  memberRow,
} from '../helpers/account-helpers';
import { expectFieldErrors } from '../helpers/field-errors';

/** The messages to the administrators' notice address that name the address. */
const adminNoticesAbout = (db: Db, email: string) =>
  db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', '=', 'notify@society.example')
    .where('text_body', 'like', `%${email}%`)
    .execute();

describe('POST /api/account/register', () => {
  test('states every rule of spec §5 with the ranges of DESIGN.md', async ({ app }) => {
    const c = app.client();
    await expectFieldErrors(
      c,
      '/api/account/register',
      {
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
      },
      {
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
      },
    );
    await expectFieldErrors(
      c,
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
      {
        title: ['Please select a title'],
        email: ['Please enter a valid email address'],
        mobileNumber: ['Please enter a valid mobile number'],
        house: ['Please choose a house'],
        yearLeft: [`Enter a year between 1930 and ${currentYear()}`],
        handicap: ['Enter a handicap index from +10.0 to 54.0, such as 10.2 or +1.4'],
        password: ['Password must be 8 characters long, we need another 5 characters'],
        confirmPassword: ['Confirm Password must be 8 characters long, we need another 4 characters'],
      },
    );
    await expectFieldErrors(
      c,
      '/api/account/register',
      registration({ confirmPassword: 'another-password' }),
      { confirmPassword: [CONFIRM_PASSWORD_MISMATCH] },
    );
  });

  test('refuses a name with a line break in it, and stores nothing', async ({ app, db }) => {
    const email = uniqueEmail();
    const res = await app
      .client()
      .post(
        '/api/account/register',
        registration({ email, firstName: 'Ann\r\nBcc: injected@example.com', lastName: 'Line\u2028Two' }),
      );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      firstName: ['First Name must be on one line'],
      lastName: ['Last Name must be on one line'],
    });
    const row = await db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  test('takes a handicap index as golfers write it and stores it exactly', async ({ app, db }) => {
    for (const [written, stored] of [
      ['+1.4', -1.4],
      ['10.2', 10.2],
      ['54.0', 54],
      ['+10.0', -10],
    ] as const) {
      const body = registration({ handicap: written });
      expect((await app.client().post('/api/account/register', body)).status, written).toBe(200);
      expect((await memberRow(db, body.email as string)).handicap, written).toBe(stored);
    }
  });

  test('creates an unconfirmed, unapproved member with an argon2id hash, and e-mails the confirmation link', async ({
    app,
    mail,
    db,
  }) => {
    const body = registration({ email: uniqueEmail('New.Member').replace('new', 'NEW') });
    const res = await app.client().post('/api/account/register', body);
    expect(res.status).toBe(200);
    expect(res.json.registered).toBe(true);
    expect(res.json.message).toMatch(/confirmation link/);
    const row = await memberRow(db, body.email as string);
    expect(row.email).toBe((body.email as string).toLowerCase());
    expect(row.approval).toBe('pending');
    expect(row.email_confirmed_at).toBeNull();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('a-good-password');
    expect(row.year_left).toBe(1985);
    expect(row.handicap).toBe(12);
    expect(row.how_hear).toBe('');
    const message = await mail.waitFor((m) => sentTo(m, row.email) && /confirm/i.test(m.subject!));
    expect(message.text).toContain(app.config.societyName);
    expect(message.html).toContain('<a href="http://localhost:3000/confirmemail?email=');
    const link = linkIn(message, '/confirmemail?');
    expect(link.startsWith('http://localhost:3000/confirmemail?email=')).toBe(true);
  });

  test('answers a second registration of an address exactly as the first, and e-mails its owner', async ({
    app,
    db,
    mail,
  }) => {
    const owner = await createMember(db);
    const first = await app.client().post('/api/account/register', registration());
    const again = await app
      .client()
      .post('/api/account/register', registration({ email: owner.email.toUpperCase() }));
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
    const message = await mail.waitFor((m) => sentTo(m, owner.email));
    expect(message.subject).toMatch(/already have an account/);
    expect(message.text).toContain('http://localhost:3000/forgotpassword');
    const count = await db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', owner.email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    // The password of the existing account is untouched.
    expect((await login(app.client(), owner.email, TEST_PASSWORD)).status).toBe(200);
  });

  test('answers an unconfirmed address registered again with a link to confirm it by choosing the password', async ({
    app,
    mail,
    db,
  }) => {
    const body = await register(app.client());
    await app.client().post('/api/account/register', { ...body, firstName: 'Second', house: 'Allenby' });
    await mail.waitFor(() => mail.to(body.email as string).length === 2);
    const [a, b] = mail.to(body.email as string);
    const first = urlPart(linkIn(a, '/confirmemail?'));
    expect(b.subject).toMatch(/choose your password/i);
    expect(b.text).toContain('Second Turing, Allenby, left in 1985');
    const second = urlPart(linkIn(b, '/passwordreset?'));
    // The first link and password stop working; the address is confirmed by choosing the password.
    expect((await app.client().post('/api/account/confirmemail', first)).json).toBe(0);
    const info = await app
      .client()
      .get(`/api/account/tokeninfo?email=${encodeURIComponent(second.email)}&token=${second.token}`);
    expect(info.json).toEqual({ valid: true, purpose: 'invite' });
    const set = await app.client().post('/api/account/updatepassword', {
      ...second,
      password: 'chosen-password',
      confirmPassword: 'chosen-password',
    });
    expect(set.status).toBe(200);
    const row = await memberRow(db, second.email);
    expect(row.email_confirmed_at).not.toBeNull();
    expect([row.first_name, row.house]).toEqual(['Second', 'Allenby']);
    // Confirmed this way, the registration reaches the administrators as one confirmed by its link does.
    await mail.waitFor((m) => sentTo(m, 'notify@society.example') && m.text!.includes(second.email));
  });
});

describe('e-mails caused by registering an address again', () => {
  test('sends one address at most 3 in an hour, whatever the number of registrations', async ({
    app,
    db,
  }) => {
    const body = registration();
    for (let i = 0; i < 6; i += 1) {
      expect((await app.client().post('/api/account/register', body)).status).toBe(200);
    }
    const queued = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', body.email as string)
      .execute();
    expect(queued).toHaveLength(3);
  });
});

describe('POST /api/account/confirmemail', () => {
  test('confirms with the link from the received e-mail once, and tells the administrators', async ({
    app,
    mail,
    db,
  }) => {
    const body = await register(app.client(), { firstName: 'Confirm<b>' });
    const message = await mail.waitFor((m) => sentTo(m, body.email as string));
    expect(message.html).toContain('Dear Confirm&lt;b&gt;,');
    const { email, token, path } = urlPart(linkIn(message, '/confirmemail?'));
    expect(path).toBe('/confirmemail');
    const ok = await app.client().post('/api/account/confirmemail', { email, token });
    expect(ok.status).toBe(200);
    expect(ok.json).toBe(1);
    expect((await memberRow(db, email)).email_confirmed_at).not.toBeNull();
    const notice = await mail.waitFor((m) => sentTo(m, 'notify@society.example') && m.text!.includes(email));
    expect(notice.subject).toMatch(/awaiting approval/);
    expect(notice.text).toContain('http://localhost:3000/admin/approve-users');
  });

  test('answers 1 to a link opened again once the address is confirmed, and changes nothing', async ({
    app,
    db,
    mail,
  }) => {
    const body = await register(app.client());
    const message = await mail.waitFor((m) => sentTo(m, body.email as string));
    const link = urlPart(linkIn(message, '/confirmemail?'));
    expect((await app.client().post('/api/account/confirmemail', link)).json).toBe(1);
    const confirmedAt = (await memberRow(db, link.email)).email_confirmed_at;
    expect((await app.client().post('/api/account/confirmemail', link)).json).toBe(1);
    expect((await memberRow(db, link.email)).email_confirmed_at).toBe(confirmedAt);
    // Only for the address the link was sent to.
    const other = await createMember(db);
    expect((await app.client().post('/api/account/confirmemail', { ...link, email: other.email })).json).toBe(
      0,
    );
    // The administrators are told of it once.
    expect(await adminNoticesAbout(db, link.email)).toHaveLength(1);
  });

  test('a second live link of a confirmed address confirms nothing more (the administrators are told once)', async ({
    app,
    db,
  }) => {
    const a = await createMember(db, { email_confirmed_at: null, approval: 'pending' });
    const one = await createEmailToken(db, a.id, 'confirm');
    const two = await createEmailToken(db, a.id, 'confirm', { retireEarlier: false });
    expect((await app.client().post('/api/account/confirmemail', { email: a.email, token: one })).json).toBe(
      1,
    );
    expect((await app.client().post('/api/account/confirmemail', { email: a.email, token: two })).json).toBe(
      1,
    );
    expect(await adminNoticesAbout(db, a.email)).toHaveLength(1);
  });

  test('an address confirmed by choosing the password retires its confirmation links (the administrators are told once)', async ({
    app,
    db,
  }) => {
    const a = await createMember(db, {
      email_confirmed_at: null,
      approval: 'pending',
      password_hash: null,
    });
    const confirm = await createEmailToken(db, a.id, 'confirm');
    const invite = await createEmailToken(db, a.id, 'invite');
    const set = await app.client().post('/api/account/updatepassword', {
      email: a.email,
      token: invite,
      password: 'chosen-password',
      confirmPassword: 'chosen-password',
    });
    expect(set.status).toBe(200);
    expect(
      (await app.client().post('/api/account/confirmemail', { email: a.email, token: confirm })).json,
    ).toBe(1);
    expect(await adminNoticesAbout(db, a.email)).toHaveLength(1);
  });

  test('answers 0 for a wrong, foreign or expired token', async ({ app, db, clock }) => {
    const a = await createMember(db, { email_confirmed_at: null, approval: 'pending' });
    const b = await createMember(db, { email_confirmed_at: null, approval: 'pending' });
    const tokenA = await createEmailToken(db, a.id, 'confirm');
    const c = app.client();
    expect((await c.post('/api/account/confirmemail', { email: a.email, token: 'nonsense' })).json).toBe(0);
    expect((await c.post('/api/account/confirmemail', { email: b.email, token: tokenA })).json).toBe(0);
    expect((await c.post('/api/account/confirmemail', { email: '', token: '' })).json).toBe(0);
    // A reset token is not a confirmation token.
    const reset = await createEmailToken(db, a.id, 'reset');
    expect((await c.post('/api/account/confirmemail', { email: a.email, token: reset })).json).toBe(0);
    clock.advance(7 * 24 * 3_600_000 + 60_000);
    expect((await c.post('/api/account/confirmemail', { email: a.email, token: tokenA })).json).toBe(0);
    clock.advance(-(7 * 24 * 3_600_000 + 60_000));
    expect((await c.post('/api/account/confirmemail', { email: a.email, token: tokenA })).json).toBe(1);
    expect((await c.post('/api/account/confirmemail', { token: 5 })).status).toBe(400);
  });
});
