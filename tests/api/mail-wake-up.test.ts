// Issue 16: the mailer is started from one place. With the worker's own look at the outbox an hour away, every
// message still leaves at once: after a request that queued it (the outbox plugin's hook), after forgot-password's
// work that runs after its answer, and after an administrator queues a failed message again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, signInAs } from '../helpers/factories';
import { registration, sentTo, uniqueEmail } from '../helpers/account-helpers';
import { SmtpSink } from '../helpers/smtp-sink';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const sink = new SmtpSink();
const SOON_MS = 5_000;

beforeAll(async () => {
  await sink.start();
  t = await startTestApp(
    { SMTP_URL: sink.url, LOGIN_RATE_LIMIT: '100000' },
    { mailPollMs: 3_600_000, mailRetryBaseMs: 3_600_000 },
  );
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

describe('the mail worker wakes when mail is queued', () => {
  it('sends a registration’s confirmation as soon as the answer has gone', async () => {
    const email = uniqueEmail('wake');
    expect((await t.client().post('/api/account/register', registration({ email }))).status).toBe(200);
    await sink.waitFor((m) => sentTo(m, email), SOON_MS);
  });

  it('sends the reset link queued after forgot-password’s answer', async () => {
    const m = await createMember(t.db);
    const res = await t.client().post('/api/auth/sendresetemail', { emailAddress: m.email });
    expect(res.status).toBe(200);
    await sink.waitFor((x) => sentTo(x, m.email) && /reset/i.test(x.subject ?? ''), SOON_MS);
  });

  it('sends a failed message again as soon as an administrator retries it', async () => {
    const to = uniqueEmail('retry');
    const now = new Date().toISOString();
    const row = await t.db
      .insertInto('mail_outbox')
      .values({
        to_address: to,
        subject: 'A message that failed',
        text_body: 'Hello again',
        status: 'failed',
        attempts: 12,
        next_attempt_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const admin = await createAdmin(t.db);
    const c = t.client();
    await signInAs(c, t.db, admin.id);
    const retry = await c.post('/api/admin/outbox/resend', { id: row.id });
    expect(retry.status, JSON.stringify(retry.json)).toBe(200);
    await sink.waitFor((x) => sentTo(x, to), SOON_MS);
  });
});
