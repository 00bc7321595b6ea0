// Accounts, part of what was accounts.test.ts: Forgot and reset password (spec §2).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClockOffsetForTests } from '../../src/server/lib/clock';
import { createEmailToken } from '../../src/server/modules/accounts/email-tokens.service';
import { RESET_PASSWORD_MISMATCH } from '../../src/shared/schemas/accounts';
import type { TestApp } from '../helpers/test-app';
import { startWithMailSink } from '../helpers/start-app-with';
import { createMember } from '../helpers/factories';
import { SmtpSink, linkIn } from '../helpers/smtp-sink';
import { login, sentTo, uniqueEmail, urlPart } from '../helpers/account-helpers';

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  ({ t, sink } = await startWithMailSink({ ADMIN_NOTIFY_EMAIL: 'notify@society.example' }));
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});
afterEach(() => setClockOffsetForTests(0));

async function memberRow(email: string) {
  return t.db
    .selectFrom('members')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
}

describe('forgot and reset password', () => {
  it('answers the same for any address, and e-mails a reset link only to a member', async () => {
    const m = await createMember(t.db);
    const c = t.client();
    const known = await c.post('/api/auth/sendresetemail', { emailAddress: m.email });
    const unknown = await c.post('/api/auth/sendresetemail', { emailAddress: uniqueEmail('nobody') });
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
    // Setting the first password is not 'your password was changed … if this was not you' (it alarmed new members).
    const outbox = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', m.email)
      .execute();
    expect(outbox.filter((o) => /password.*changed/i.test(o.subject))).toEqual([]);
  });
});
