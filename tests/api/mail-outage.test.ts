import { describe, expect } from 'vitest';
import type { TestClient } from '../helpers/http-client';
import { harnessWith } from '../helpers/harness';
import { deliverWithoutBackoff } from '../helpers/outbox';
import { registration } from '../helpers/account-helpers';

const REGISTRATIONS = 15;
const test = harnessWith({ env: { LOGIN_RATE_LIMIT: '100000', ADMIN_NOTIFY_EMAIL: 'notify@example.org' } });

const register = (visitor: TestClient, i: number) =>
  visitor.post(
    '/api/account/register',
    registration({ email: `outage${i}@example.com`, firstName: 'Outage', lastName: `Member${i}` }),
  );

describe('mail under an SMTP outage', () => {
  test('keeps every message while the SMTP server is down and delivers each exactly once when it returns', async ({
    app,
    db,
    visitor,
    mail,
  }) => {
    await mail.serverDown();
    for (let i = 0; i < REGISTRATIONS; i++) expect((await register(visitor, i)).status).toBe(200);

    // While the server is down the messages wait in the outbox and are retried.
    const outbox = () => db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
    await expect
      .poll(async () => (await outbox()).some((m) => m.attempts > 0), { timeout: 30_000 })
      .toBe(true);
    const waiting = await outbox();
    const queued = waiting.length;
    expect(queued).toBeGreaterThanOrEqual(REGISTRATIONS);
    expect(waiting.every((m) => m.status !== 'sent')).toBe(true);

    await mail.serverUp();
    await deliverWithoutBackoff(db, mail, [app.app.mailer], queued);
    // Nothing is left to go, so a message sent twice would be here by now.
    await mail.settled();

    const keys = mail.messages.map(
      (m) => `${m.to && 'text' in m.to ? m.to.text : ''}|${m.subject}|${m.text}`,
    );
    const duplicates = keys.length - new Set(keys).size;
    const sent = await db.selectFrom('mail_outbox').select('id').where('status', '=', 'sent').execute();
    console.log(
      `mail outage: ${queued} queued while the SMTP server was down, ${mail.messages.length} delivered after it returned, ${duplicates} duplicates (must be 0)`,
    );
    expect(mail.messages.length).toBe(queued);
    expect(sent.length).toBe(queued);
    expect(duplicates).toBe(0);
    for (let i = 0; i < REGISTRATIONS; i++)
      expect(mail.to(`outage${i}@example.com`).length).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
