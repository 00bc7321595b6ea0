// Accounts, part of what was accounts.test.ts: Accounts under an SMTP outage, per-address rate limits, and what the log says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { buildApp, loggerOptions } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { startWithMailSink } from '../helpers/start-app-with';
import { SmtpSink, linkIn } from '../helpers/smtp-sink';
import { createTestDatabase } from '../helpers/test-database';
import { login, registration, sentTo, uniqueEmail, urlPart } from '../helpers/account-helpers';

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  ({ t, sink } = await startWithMailSink({ ADMIN_NOTIFY_EMAIL: 'notify@society.example' }));
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

describe('the outbox with the SMTP server down', () => {
  it('delivers every registration message exactly once after the SMTP server comes back', async () => {
    const port = sink.port;
    await sink.stop();
    const emails = [uniqueEmail('down'), uniqueEmail('down'), uniqueEmail('down')];
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
      const email = uniqueEmail('logged');
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
