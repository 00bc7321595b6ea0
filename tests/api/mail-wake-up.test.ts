// The mailer is started from one place. With the worker's own look at the outbox an hour away, every
// message still leaves at once: after a request that queued it (the outbox plugin's hook), after forgot-password's
// work that runs after its answer, and after an administrator queues a failed message again.
import { describe, expect } from 'vitest';
import { createMember } from '../helpers/factories';
import { registration, sentTo, uniqueEmail } from '../helpers/account-helpers';
import { harnessWith } from '../helpers/harness';
import { failedMessage } from '../helpers/outbox';

const SOON_MS = 5_000;
const test = harnessWith({ mailPollMs: 3_600_000, mailRetryBaseMs: 3_600_000 });

describe('the mail worker wakes when mail is queued', () => {
  test('sends a registration’s confirmation as soon as the answer has gone', async ({ visitor, mail }) => {
    const email = uniqueEmail('wake');
    expect((await visitor.post('/api/account/register', registration({ email }))).status).toBe(200);
    await mail.waitFor((m) => sentTo(m, email), { timeoutMs: SOON_MS });
  });

  test('sends the reset link queued after forgot-password’s answer', async ({ db, visitor, mail }) => {
    const m = await createMember(db);
    const res = await visitor.post('/api/auth/sendresetemail', { emailAddress: m.email });
    expect(res.status).toBe(200);
    await mail.waitFor((x) => sentTo(x, m.email) && /reset/i.test(x.subject ?? ''), { timeoutMs: SOON_MS });
  });

  test('sends a failed message again as soon as an administrator retries it', async ({ db, admin, mail }) => {
    const to = uniqueEmail('retry');
    const id = await failedMessage(db, {
      to_address: to,
      subject: 'A message that failed',
      text_body: 'Hello again',
    });
    const retry = await admin.post('/api/admin/outbox/resend', { id });
    expect(retry.status, JSON.stringify(retry.json)).toBe(200);
    await mail.waitFor((x) => sentTo(x, to), { timeoutMs: SOON_MS });
  });
});
