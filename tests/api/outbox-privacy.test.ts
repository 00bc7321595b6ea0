// What the outbox keeps once mail has gone: no live link, nothing about a member who deleted their account, and
// nothing past MAIL_RETENTION_DAYS.
import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { loadConfig } from '../../src/server/config';
import { pruneSentMail } from '../../src/server/modules/mail/mail-retention';
import { BLANKED_BODY, REDACTED_SUBJECT } from '../../src/server/modules/mail/outbox.repository';
import { createMember, TEST_PASSWORD } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { daysAgo } from '../helpers/account-data';
import { sentTo } from '../helpers/account-helpers';
import { harnessWith, test } from '../helpers/harness';
import { linkIn } from '../helpers/smtp-sink';

// The app runs the retention job as it starts, without waiting for it: with a retention of ten years that run
// leaves this test's rows alone, and the test's own run with 90 days is the one that deletes them.
const longRetention = harnessWith({ env: { MAIL_RETENTION_DAYS: '3650' } });

const outbox = (db: Db) => db.selectFrom('mail_outbox').selectAll().execute();

describe('account mail', () => {
  test('keeps the reset link only until it is sent: the row keeps subject, recipient and status', async ({
    db,
    visitor,
    mail,
  }) => {
    const m = await createMember(db);
    await visitor.post('/api/auth/sendresetemail', { emailAddress: m.email });
    const reset = await mail.waitFor((x) => sentTo(x, m.email) && /Reset/.test(x.subject!));
    const token = new URL(linkIn(reset, '/passwordreset?')).searchParams.get('token')!;
    await mail.settled();
    const rows = (await outbox(db)).filter((r) => r.to_address === m.email);
    expect(rows.map((r) => [r.status, r.subject])).toEqual([['sent', reset.subject]]);
    expect(rows[0].text_body).toBe(BLANKED_BODY);
    expect(rows[0].html_body).toBeNull();
    expect(JSON.stringify(await outbox(db))).not.toContain(token);
    // The member's own copy still works.
    const info = await visitor.get(
      `/api/account/tokeninfo?email=${encodeURIComponent(m.email)}&token=${token}`,
    );
    expect(info.json).toEqual({ valid: true, purpose: 'reset' });
  });
});

describe('a member who deletes their account', () => {
  test('leaves no mail naming them: notices to others are redacted, their own last mail blanked once sent', async ({
    db,
    newMember,
    mail,
  }) => {
    const manager = 'manager.privacy@society.example';
    const fixtureId = await createFixture(db, {
      start_date: dayFromToday(30),
      manager_email_addresses: manager,
      can_register: 1,
    });
    const me = await newMember({ first_name: 'Zed', last_name: 'Zebedee-Privacy' });
    expect((await me.post('/api/fixtures/enter', { fixtureId, userId: me.id })).status).toBe(200);
    const notice = await mail.waitFor((x) => sentTo(x, manager) && /Zebedee-Privacy/.test(x.subject!));
    await mail.settled();
    expect(JSON.stringify(await outbox(db))).toContain('Zebedee-Privacy');

    expect((await me.post('/api/account/delete', { id: me.id, password: TEST_PASSWORD })).status).toBe(200);
    await mail.waitFor((x) => sentTo(x, me.email) && /deleted/i.test(x.subject!));
    await mail.settled();
    const rows = await outbox(db);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Zebedee-Privacy');
    expect(text).not.toContain('Zed');
    const toManager = rows.filter((r) => r.to_address === manager);
    expect(toManager.map((r) => r.subject)).toEqual([REDACTED_SUBJECT]);
    expect(notice.subject).toContain('Zebedee-Privacy');
  });
});

describe('MAIL_RETENTION_DAYS', () => {
  longRetention(
    'is 90 days unless set, and the retention job deletes sent mail older than that, keeping the rest',
    async ({ db }) => {
      expect(loadConfig({}).mailRetentionDays).toBe(90);
      expect(loadConfig({ MAIL_RETENTION_DAYS: '30' }).mailRetentionDays).toBe(30);
      expect(() => loadConfig({ MAIL_RETENTION_DAYS: '0' })).toThrow(/MAIL_RETENTION_DAYS/);
      const row = (subject: string, status: string, sentDaysAgo: number | null, createdDaysAgo: number) => ({
        to_address: 'old@society.example',
        subject,
        text_body: 'x',
        status,
        attempts: 1,
        // Not yet due: the worker leaves it alone during the test.
        next_attempt_at: status === 'pending' ? '2999-01-01T00:00:00.000Z' : daysAgo(createdDaysAgo),
        created_at: daysAgo(createdDaysAgo),
        sent_at: sentDaysAgo === null ? null : daysAgo(sentDaysAgo),
      });
      await db
        .insertInto('mail_outbox')
        .values([
          row('Retention: sent 91 days ago', 'sent', 91, 92),
          row('Retention: sent 89 days ago', 'sent', 89, 92),
          row('Retention: failed 91 days ago', 'failed', null, 91),
          row('Retention: pending from long ago', 'pending', null, 200),
        ])
        .execute();
      expect(await pruneSentMail(db, 90)).toBeGreaterThanOrEqual(2);
      const left = (await outbox(db)).map((r) => r.subject).filter((s) => s.startsWith('Retention:'));
      expect(left.sort()).toEqual(['Retention: pending from long ago', 'Retention: sent 89 days ago']);
    },
  );
});
