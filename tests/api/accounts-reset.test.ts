// Accounts, part of what was accounts.test.ts: Forgot and reset password (spec §2).
import { describe, expect } from 'vitest';
import { createEmailToken } from '../../src/server/modules/accounts/email-tokens.service';
import { RESET_PASSWORD_MISMATCH } from '../../src/shared/schemas/accounts';
import { test } from '../helpers/accounts-harness';
import { createMember } from '../helpers/factories';
import { linkIn } from '../helpers/smtp-sink';
import { login, sentTo, updatePassword, uniqueEmail, urlPart, memberRow } from '../helpers/account-helpers';
import { expectFieldErrors } from '../helpers/field-errors';

describe('forgot and reset password', () => {
  test('answers the same for any address, and e-mails a reset link only to a member', async ({
    db,
    mail,
    visitor,
  }) => {
    const m = await createMember(db);
    const known = await visitor.post('/api/auth/sendresetemail', { emailAddress: m.email });
    const unknown = await visitor.post('/api/auth/sendresetemail', { emailAddress: uniqueEmail('nobody') });
    expect(known.status).toBe(200);
    expect(known.json).toEqual({ sent: true });
    expect(unknown.json).toEqual(known.json);
    const message = await mail.waitFor((x) => sentTo(x, m.email));
    expect(message.subject).toMatch(/Reset your/);
    expect(linkIn(message, '/passwordreset?')).toMatch(/^http:\/\/localhost:3000\/passwordreset\?email=/);
    await expectFieldErrors(
      visitor,
      '/api/auth/sendresetemail',
      { emailAddress: 'nope' },
      { emailAddress: ['Please enter a valid email address'] },
    );
    expect((await visitor.post('/api/auth/sendresetemail', { emailAddress: '' })).json).toEqual({
      emailAddress: ['Email is required'],
    });
  });

  test('answers a suspended member as anyone, and sends no reset link', async ({ app, db, mail }) => {
    const m = await createMember(db, { approval: 'suspended' });
    const other = await createMember(db);
    const res = await app.client().post('/api/auth/sendresetemail', { emailAddress: m.email });
    expect(res.json).toEqual({ sent: true });
    // The reset work runs after the answer: a later request's e-mail arriving shows the first one's work is done.
    await app.client().post('/api/auth/sendresetemail', { emailAddress: other.email });
    await mail.waitFor((x) => sentTo(x, other.email));
    const queued = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', m.email)
      .execute();
    expect(queued).toEqual([]);
  });

  test('resets once with the link, within the hour, and ends every session of the member', async ({
    app,
    db,
    mail,
  }) => {
    const m = await createMember(db);
    const other = app.client();
    await login(other, m.email, m.password);
    await app.client().post('/api/auth/sendresetemail', { emailAddress: m.email });
    const message = await mail.waitFor((x) => sentTo(x, m.email) && /Reset/.test(x.subject!));
    const { email, token } = urlPart(linkIn(message, '/passwordreset?'));
    const c = app.client();
    expect(
      (await c.get(`/api/account/tokeninfo?email=${encodeURIComponent(email)}&token=${token}`)).json,
    ).toEqual({
      valid: true,
      purpose: 'reset',
    });
    const mismatch = await updatePassword(c, { email, token }, 'new-password-1', 'new-password-2');
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toEqual({ confirmPassword: [RESET_PASSWORD_MISMATCH] });
    const short = await updatePassword(c, { email, token }, 'short');
    expect(short.json).toEqual({
      password: ['Password must be 8 characters long, we need another 3 characters'],
    });
    const ok = await updatePassword(c, { email, token }, 'new-password-1');
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ updated: true });
    expect((await other.get('/api/auth/session')).status).toBe(401);
    expect((await login(app.client(), m.email, m.password)).status).toBe(400);
    expect((await login(app.client(), m.email, 'new-password-1')).status).toBe(200);
    const reused = await updatePassword(c, { email, token }, 'new-password-3');
    expect(reused.status).toBe(400);
    expect(reused.json[''][0]).toMatch(/expired or has already been used/);
    expect((await c.get(`/api/account/tokeninfo?email=${email}&token=${token}`)).json).toEqual({
      valid: false,
      purpose: null,
    });
  });

  test('refuses an expired reset link, and a link for another address', async ({ app, db, clock }) => {
    const m = await createMember(db);
    const other = await createMember(db);
    const token = await createEmailToken(db, m.id, 'reset');
    const body = { password: 'new-password-1', confirmPassword: 'new-password-1' };
    const foreign = await app
      .client()
      .post('/api/account/updatepassword', { email: other.email, token, ...body });
    expect(foreign.status).toBe(400);
    clock.advance(3_600_000 + 1000);
    const late = await app.client().post('/api/account/updatepassword', { email: m.email, token, ...body });
    expect(late.status).toBe(400);
    expect(late.json[''][0]).toMatch(/expired/);
  });

  test('takes an invitation token, says so, and marks the address confirmed', async ({ app, db }) => {
    const m = await createMember(db, { email_confirmed_at: null, password_hash: null });
    const token = await createEmailToken(db, m.id, 'invite');
    const c = app.client();
    expect((await c.get(`/api/account/tokeninfo?email=${m.email}&token=${token}`)).json).toEqual({
      valid: true,
      purpose: 'invite',
    });
    expect((await c.get('/api/account/tokeninfo')).json).toEqual({ valid: false, purpose: null });
    const ok = await updatePassword(c, { email: m.email, token }, 'invited-password');
    expect(ok.status).toBe(200);
    expect((await memberRow(db, m.email)).email_confirmed_at).not.toBeNull();
    expect((await login(app.client(), m.email, 'invited-password')).status).toBe(200);
    // A first password is no change: no 'Your password was changed' alarm.
    const queued = await db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', m.email)
      .execute();
    expect(queued.filter((q) => /password/i.test(q.subject))).toEqual([]);
  });
});
