import { describe, expect } from 'vitest';
import { createMember } from '../helpers/factories';
import { daysAgo, registerOnNewFixture } from '../helpers/account-data';
import { registration } from '../helpers/account-helpers';
import { test } from '../helpers/harness';

describe('consent and download my data', () => {
  test('registration records when the privacy notice was accepted; the spec payload still works without it', async ({
    visitor,
    db,
  }) => {
    const cal = { firstName: 'Cal', lastName: 'Consent' };
    expect(
      (
        await visitor.post(
          '/api/account/register',
          registration({ ...cal, email: 'consent@example.com', privacyAccepted: true }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await visitor.post('/api/account/register', registration({ ...cal, email: 'noconsent@example.com' })))
        .status,
    ).toBe(200);
    const rows = await db
      .selectFrom('members')
      .select(['email', 'privacy_accepted_at'])
      .where('email', 'in', ['consent@example.com', 'noconsent@example.com'])
      .orderBy('email')
      .execute();
    expect(rows[0].privacy_accepted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(rows[1].privacy_accepted_at).toBeNull();
  });

  test('exports everything held about the signed-in member only, as a JSON download', async ({
    db,
    visitor,
    newMember,
  }) => {
    const me = await newMember({
      first_name: 'Eve',
      last_name: 'Exporter',
      privacy_accepted_at: '2026-01-02T03:04:05.000Z',
    });
    const someone = await createMember(db, { last_name: 'Neighbour' });
    await registerOnNewFixture(db, me.id);
    await db
      .insertInto('subscriptions')
      .values({
        member_id: me.id,
        year: 2026,
        amount_pence: 2500,
        paid_on: '2026-01-10',
        method: 'cheque',
        created_at: daysAgo(0),
      })
      .execute();
    await db
      .insertInto('member_preferences')
      .values({ member_id: me.id, announcements: 0, reminders: 1, updated_at: daysAgo(0) })
      .execute();
    await db
      .insertInto('calendar_feeds')
      .values({
        member_id: me.id,
        salt: 'salt',
        token_hash: 'secret-hash',
        created_at: '2026-02-03T04:05:06.000Z',
      })
      .execute();
    const res = await me.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.json.profile).toMatchObject({ id: me.id, email: me.email, lastName: 'Exporter' });
    expect(res.json.consent).toEqual({ privacyNoticeAcceptedAt: '2026-01-02T03:04:05.000Z' });
    expect(res.json.privacy).toEqual({ listed: true, showEmail: true });
    expect(res.json.registrations).toEqual([
      expect.objectContaining({ event: 'Autumn Meeting', date: '2026-12-01' }),
    ]);
    expect(res.json.subscriptions).toEqual([
      { year: 2026, paidOn: '2026-01-10', amountPence: 2500, method: 'cheque' },
    ]);
    expect(res.json.registrations[0]).toMatchObject({ list: 'playing', team: null });
    expect(res.json.emailPreferences).toEqual({ announcements: false, reminders: true });
    expect(res.json.calendarFeed).toEqual({ madeAt: '2026-02-03T04:05:06.000Z' });
    expect(res.json.remindersSent).toEqual([]);
    expect(res.text).not.toContain('secret-hash');
    expect(res.json.sessions.length).toBeGreaterThan(0);
    expect(res.text).not.toContain(someone.email);
    expect(res.text).not.toMatch(/password_hash|argon2|token/i);
    expect((await visitor.get('/api/account/export')).status).toBe(401);
  });
});
