import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '../helpers/smtp-sink';
import { startTestApp, type TestApp } from '../helpers/test-app';

const REGISTRATIONS = 15;
let t: TestApp;
const sink = new SmtpSink();

beforeAll(async () => {
  await sink.start();
  t = await startTestApp({
    SMTP_URL: sink.url,
    LOGIN_RATE_LIMIT: '100000',
    ADMIN_NOTIFY_EMAIL: 'notify@example.org',
  });
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const register = (i: number) =>
  t.client().post('/api/account/register', {
    title: 'Mr',
    email: `outage${i}@example.com`,
    firstName: 'Outage',
    lastName: `Member${i}`,
    mobileNumber: '07700900123',
    yearLeft: '1990',
    house: 'Kipling',
    handicap: '10',
    password: 'outage-password',
    confirmPassword: 'outage-password',
  });

describe('mail under an SMTP outage', () => {
  it('keeps every message while the SMTP server is down and delivers each exactly once when it returns', async () => {
    const port = sink.port;
    await sink.stop();
    for (let i = 0; i < REGISTRATIONS; i++) expect((await register(i)).status).toBe(200);

    // While the server is down the messages wait in the outbox and are retried.
    await new Promise((r) => setTimeout(r, 1500));
    const waiting = await t.db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
    const queued = waiting.length;
    expect(queued).toBeGreaterThanOrEqual(REGISTRATIONS);
    expect(waiting.every((m) => m.status !== 'sent')).toBe(true);
    expect(waiting.some((m) => m.attempts > 0)).toBe(true);

    await sink.start(port);
    await t.app.mailer.drain();
    const deadline = Date.now() + 60_000;
    while (sink.messages.length < queued && Date.now() < deadline) {
      // Retries back off; ask the worker to look again rather than wait for the backoff to pass.
      await t.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(0).toISOString() })
        .where('status', '=', 'pending')
        .execute();
      await t.app.mailer.drain();
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 500));

    const keys = sink.messages.map(
      (m) => `${m.to && 'text' in m.to ? m.to.text : ''}|${m.subject}|${m.text}`,
    );
    const duplicates = keys.length - new Set(keys).size;
    const sent = await t.db.selectFrom('mail_outbox').select('id').where('status', '=', 'sent').execute();
    console.log(
      `mail outage: ${queued} queued while the SMTP server was down, ${sink.messages.length} delivered after it returned, ${duplicates} duplicates (must be 0)`,
    );
    expect(sink.messages.length).toBe(queued);
    expect(sent.length).toBe(queued);
    expect(duplicates).toBe(0);
    for (let i = 0; i < REGISTRATIONS; i++)
      expect(sink.to(`outage${i}@example.com`).length).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
