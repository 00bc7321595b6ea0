import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_PASSWORD_WRONG } from '../../src/shared/schemas/member-data';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { deleteExpiredRegistrations } from '../../src/server/modules/member-data/retention.service';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createAdmin, createMember, signInAs, TEST_PASSWORD } from '../helpers/factories';
import { SmtpSink } from '../helpers/smtp-sink';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await new SmtpSink().start();
  t = await startTestApp({ SMTP_URL: sink.url, LOGIN_RATE_LIMIT: '100000' });
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const retentionInAnotherProcess = async (days: number) => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    'tests/helpers/run-retention.ts',
    t.database.url,
    String(days),
  ]);
  return Number(stdout);
};
const sentTo = (m: { to?: unknown }, address: string) => JSON.stringify(m.to ?? '').includes(address);
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

async function fixtureWith(memberId: number) {
  const now = new Date().toISOString();
  const f = await t.db
    .insertInto('fixtures')
    .values({
      year: 2026,
      event: 'Autumn Meeting',
      start_date: '2026-12-01',
      end_date: null,
      can_register: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('fixture_registrations')
    .values({ fixture_id: f.id, member_id: memberId, created_at: now })
    .execute();
}

describe('consent and download my data', () => {
  it('registration records when the privacy notice was accepted; the spec payload still works without it', async () => {
    const base = {
      title: 'Mr',
      firstName: 'Cal',
      lastName: 'Consent',
      mobileNumber: '07700900111',
      house: 'Kipling',
      yearLeft: '1985',
      handicap: '12',
      password: 'a-good-password',
      confirmPassword: 'a-good-password',
    };
    expect(
      (
        await t
          .client()
          .post('/api/account/register', { ...base, email: 'consent@example.com', privacyAccepted: true })
      ).status,
    ).toBe(200);
    expect(
      (await t.client().post('/api/account/register', { ...base, email: 'noconsent@example.com' })).status,
    ).toBe(200);
    const rows = await t.db
      .selectFrom('members')
      .select(['email', 'privacy_accepted_at'])
      .where('email', 'in', ['consent@example.com', 'noconsent@example.com'])
      .orderBy('email')
      .execute();
    expect(rows[0].privacy_accepted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(rows[1].privacy_accepted_at).toBeNull();
  });

  it('exports everything held about the signed-in member only, as a JSON download', async () => {
    const me = await createMember(t.db, {
      first_name: 'Eve',
      last_name: 'Exporter',
      privacy_accepted_at: '2026-01-02T03:04:05.000Z',
    });
    const someone = await createMember(t.db, { last_name: 'Neighbour' });
    await fixtureWith(me.id);
    await t.db
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
    await t.db
      .insertInto('member_preferences')
      .values({ member_id: me.id, announcements: 0, reminders: 1, updated_at: daysAgo(0) })
      .execute();
    await t.db
      .insertInto('calendar_feeds')
      .values({
        member_id: me.id,
        salt: 'salt',
        token_hash: 'secret-hash',
        created_at: '2026-02-03T04:05:06.000Z',
      })
      .execute();
    const c = t.client();
    await signInAs(c, t.db, me.id);
    const res = await c.get('/api/account/export');
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
    expect((await t.client().get('/api/account/export')).status).toBe(401);
  });
});

describe('delete my account', () => {
  it('with a wrong password changes nothing', async () => {
    const me = await createMember(t.db);
    const c = t.client();
    await signInAs(c, t.db, me.id);
    const res = await c.post('/api/account/delete', { id: me.id, password: 'wrong-password' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': [DELETE_PASSWORD_WRONG] });
    expect(
      await t.db.selectFrom('members').select('id').where('id', '=', me.id).executeTakeFirst(),
    ).toBeTruthy();
    expect((await c.get(`/api/Account/GetUser/${me.id}`)).status).toBe(200);
    for (const body of [
      { id: me.id },
      { id: me.id, password: '' },
      { id: 'x', password: 'p' },
      { id: me.id, password: 'x'.repeat(201) },
    ]) {
      expect((await c.post('/api/account/delete', body)).status).toBe(400);
    }
    const other = t.client();
    await signInAs(other, t.db, (await createMember(t.db)).id);
    expect((await other.post('/api/account/delete', { id: me.id, password: TEST_PASSWORD })).status).toBe(
      403,
    );
  });

  it('removes the personal data everywhere, ends every session, keeps history without the person, sends a last e-mail', async () => {
    const me = await createMember(t.db, {
      first_name: 'Dora',
      last_name: 'Departing',
      address_line1: '7 Gone Road',
    });
    const admin = t.client();
    await signInAs(admin, t.db, (await createAdmin(t.db)).id);
    await admin.post('/api/account/updatecontactdetails', {
      id: me.id,
      email: me.email,
      mobileNumber: '07700900555',
      homePhone: '',
      businessPhone: '',
      addressLine1: '8 Gone Road',
      postcode: 'AB1 2CD',
    });
    await fixtureWith(me.id);
    await t.db
      .insertInto('meeting_results')
      .values({
        meeting_type: 1,
        year: 2025,
        event: 'Spring',
        first_place_name: 'Dora Departing',
        created_at: daysAgo(1),
      })
      .execute();
    await t.db
      .insertInto('email_tokens')
      .values({
        member_id: me.id,
        purpose: 'reset',
        token_hash: 'h',
        created_at: daysAgo(0),
        expires_at: daysAgo(-1),
      })
      .execute();
    await t.db
      .insertInto('mail_outbox')
      .values({
        to_address: me.email,
        subject: 'old',
        text_body: 'old',
        status: 'sent',
        attempts: 1,
        next_attempt_at: daysAgo(1),
        created_at: daysAgo(1),
      })
      .execute();
    const phone = t.client();
    const laptop = t.client();
    await signInAs(phone, t.db, me.id);
    await signInAs(laptop, t.db, me.id);

    const res = await laptop.post('/api/account/delete', { id: me.id, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deleted: true });
    expect(laptop.cookies.has('sid')).toBe(false);
    expect((await phone.get('/api/auth/session')).status).toBe(401);

    const count = async (table: 'sessions' | 'email_tokens' | 'fixture_registrations' | 'subscriptions') =>
      (await t.db.selectFrom(table).select('id').where('member_id', '=', me.id).execute()).length;
    for (const table of ['sessions', 'email_tokens', 'fixture_registrations', 'subscriptions'] as const)
      expect(await count(table)).toBe(0);
    expect(
      await t.db.selectFrom('members').select('id').where('id', '=', me.id).executeTakeFirst(),
    ).toBeUndefined();
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', String(me.id))
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['member.contact.update', 'member.delete']);
    expect(JSON.stringify(audit)).not.toMatch(/Gone Road|07700900555|Departing/);
    expect(JSON.stringify(audit)).not.toContain(me.email);
    const results = await t.db
      .selectFrom('meeting_results')
      .select('first_place_name')
      .where('event', '=', 'Spring')
      .execute();
    expect(results[0].first_place_name).toBe('Dora Departing');

    const last = await sink.waitFor((m) => sentTo(m, me.email));
    expect(last.subject).toMatch(/account has been deleted/);
    expect(last.text).toMatch(/Results keep the names/);
    const outbox = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', me.email)
      .execute();
    expect(outbox.map((o) => o.subject)).toEqual([last.subject]);

    const again = await t.client().post('/api/account/register', {
      title: 'Mrs',
      firstName: 'Dora',
      lastName: 'Returning',
      email: me.email,
      mobileNumber: '07700900111',
      house: 'Kipling',
      yearLeft: '1985',
      handicap: '12',
      password: 'a-good-password',
      confirmPassword: 'a-good-password',
    });
    expect(again.status).toBe(200);
    const fresh = await t.db
      .selectFrom('members')
      .selectAll()
      .where('email', '=', me.email)
      .executeTakeFirstOrThrow();
    expect(fresh).toMatchObject({ last_name: 'Returning', approval: 'pending', email_confirmed_at: null });
  });

  it('gives a place the deleted member held to the first on the waiting list, who is told', async () => {
    const leaving = await createMember(t.db);
    const waiting = await createMember(t.db);
    const fixtureId = await createFixture(t.db, { start_date: dayFromToday(30), places: 1 });
    for (const m of [leaving, waiting]) {
      const c = t.client();
      await signInAs(c, t.db, m.id);
      expect((await c.post('/api/fixtures/enter', { fixtureId, userId: m.id })).status).toBe(200);
    }
    const c = t.client();
    await signInAs(c, t.db, leaving.id);
    expect((await c.post('/api/account/delete', { id: leaving.id, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    const entries = await t.db
      .selectFrom('fixture_registrations')
      .select(['member_id', 'list', 'position'])
      .where('fixture_id', '=', fixtureId)
      .execute();
    expect(entries).toEqual([{ member_id: waiting.id, list: 'registered', position: 1 }]);
    await sink.waitFor((m) => JSON.stringify(m.to).includes(waiting.email) && /place/i.test(m.subject ?? ''));
  });

  it('an administrator deletes a member with their own password (audited)', async () => {
    const adminMember = await createAdmin(t.db);
    const admin = t.client();
    await signInAs(admin, t.db, adminMember.id);
    const target = await createMember(t.db);
    expect((await admin.post('/api/account/delete', { id: target.id, password: 'wrong' })).status).toBe(400);
    const res = await admin.post('/api/account/delete', { id: target.id, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(admin.cookies.has('sid')).toBe(true);
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.delete')
      .where('entity_id', '=', String(target.id))
      .executeTakeFirstOrThrow();
    expect(row.actor_id).toBe(adminMember.id);
    expect((await admin.post('/api/account/delete', { id: 99999999, password: TEST_PASSWORD })).status).toBe(
      404,
    );
  });
});

describe('registrations never confirmed', () => {
  it('are deleted after the retention days, once, even with two processes at it; others stay', async () => {
    const old = await createMember(t.db, {
      approval: 'pending',
      email_confirmed_at: null,
      created_at: daysAgo(31),
    });
    const recent = await createMember(t.db, {
      approval: 'pending',
      email_confirmed_at: null,
      created_at: daysAgo(29),
    });
    const invited = await createMember(t.db, {
      approval: 'approved',
      email_confirmed_at: null,
      created_at: daysAgo(90),
    });
    const confirmed = await createMember(t.db, { approval: 'pending', created_at: daysAgo(90) });
    // Two processes on one database: this one and a child process started beside it.
    const [a, b] = await Promise.all([deleteExpiredRegistrations(t.db, 30), retentionInAnotherProcess(30)]);
    expect(a + b).toBe(1);
    const left = await t.db
      .selectFrom('members')
      .select('id')
      .where('id', 'in', [old.id, recent.id, invited.id, confirmed.id])
      .execute();
    expect(left.map((r) => r.id).sort((x, y) => x - y)).toEqual([recent.id, invited.id, confirmed.id]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.expire')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].entity_id).toBe(String(old.id));
  });
});
