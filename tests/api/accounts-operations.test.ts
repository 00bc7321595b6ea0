// Accounts, part of what was accounts.test.ts: Accounts under an SMTP outage, per-address rate limits, and what the log says.
import { describe, expect } from 'vitest';
import { test } from '../helpers/accounts-harness';
import { harnessWith } from '../helpers/harness';
import { linkIn } from '../helpers/smtp-sink';
import { login, registration, sentTo, uniqueEmail, urlPart } from '../helpers/account-helpers';
/** The app with its usual limit of attempts a minute from one address, set low. */
const limitedTest = harnessWith({ env: { LOGIN_RATE_LIMIT: '3' } });
/** Every line the app logs, at every level, for the test of what the log holds. */
const logLines: string[] = [];
const loggedTest = harnessWith({ logLines, logLevel: 'trace' });

describe('the outbox with the SMTP server down', () => {
  test('delivers every registration message exactly once after the SMTP server comes back', async ({
    visitor,
    db,
    mail,
  }) => {
    await mail.serverDown();
    const emails = [uniqueEmail('down'), uniqueEmail('down'), uniqueEmail('down')];
    for (const email of emails) {
      expect((await visitor.post('/api/account/register', registration({ email }))).status).toBe(200);
    }
    // Each message has been tried at least once, and waits: none is sent while the server is down.
    const outbox = () =>
      db.selectFrom('mail_outbox').select(['status', 'attempts']).where('to_address', 'in', emails).execute();
    await expect
      .poll(async () => (await outbox()).map((p) => p.attempts >= 1 && p.status !== 'sent'), {
        timeout: 10_000,
      })
      .toEqual([true, true, true]);
    await mail.serverUp();
    for (const email of emails) await mail.waitFor((m) => sentTo(m, email), { timeoutMs: 20_000 });
    // Once the outbox has nothing left to send, a message sent twice would be in the sink by now.
    await mail.settled({ timeoutMs: 20_000 });
    for (const email of emails) expect(mail.to(email)).toHaveLength(1);
    expect((await outbox()).every((s) => s.status === 'sent')).toBe(true);
  }, 40_000);
});

describe('per-address rate limits', () => {
  limitedTest(
    'answers 429 with Retry-After after LOGIN_RATE_LIMIT attempts a minute from one address',
    async ({ visitor: c }) => {
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
    },
  );
});

describe('logging', () => {
  loggedTest('writes no token and no password to any log line', async ({ visitor: c, db, mail }) => {
    logLines.length = 0;
    const email = uniqueEmail('logged');
    const password = 'Secret-Password-123';
    await c.post('/api/account/register', registration({ email, password, confirmPassword: password }));
    const confirmation = await mail.waitFor((m) => sentTo(m, email));
    const confirm = urlPart(linkIn(confirmation, '/confirmemail?'));
    await c.post('/api/account/confirmemail', confirm);
    await db.updateTable('members').set({ approval: 'approved' }).where('email', '=', email).execute();
    const res = await c.post('/api/auth/login', { username: email, password });
    expect(res.status).toBe(200);
    await c.post('/api/auth/login', { username: email, password: 'Wrong-Password-456' });
    await c.post('/api/auth/sendresetemail', { emailAddress: email });
    const reset = await mail.waitFor((m) => sentTo(m, email) && /Reset/.test(m.subject!));
    const r = urlPart(linkIn(reset, '/passwordreset?'));
    await c.get(`/api/account/tokeninfo?email=${encodeURIComponent(email)}&token=${r.token}`);
    await c.post('/api/account/updatepassword', {
      ...r,
      password: 'Another-Secret-789',
      confirmPassword: 'Another-Secret-789',
    });
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(5);
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
  });
});
