import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_PASSWORD_WRONG } from '../../src/shared/schemas/member-data';
import type { TestApp } from '../helpers/test-app';
import { createAdmin, createMember, signInAs, TEST_PASSWORD } from '../helpers/factories';
import type { SmtpSink } from '../helpers/smtp-sink';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { daysAgo, registerOnNewFixture } from '../helpers/account-data';
import { startWithMailSink } from '../helpers/start-app-with';

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  ({ t, sink } = await startWithMailSink());
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const sentTo = (m: { to?: unknown }, address: string) => JSON.stringify(m.to ?? '').includes(address);
const fixtureWith = (memberId: number) => registerOnNewFixture(t.db, memberId);

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

  it('checks the password before the id: a wrong one answers alike for every id and counts towards the account limit', async () => {
    const admin = await createAdmin(t.db);
    const member = await createMember(t.db);
    const sessions = [t.client(), t.client(), t.client()];
    for (const c of sessions) await signInAs(c, t.db, admin.id);
    const answers = new Set<string>();
    // 10 guesses in 15 minutes per account, whatever the session (5 per session), for ids that exist or not.
    for (let i = 0; i < 10; i += 1) {
      const c = sessions[Math.floor(i / 5)];
      const id = [admin.id, member.id, 99999999][i % 3];
      const res = await c.post('/api/account/delete', { id, password: `guess-${i}-password` });
      answers.add(`${res.status} ${JSON.stringify(res.json)}`);
    }
    expect([...answers]).toEqual([`400 ${JSON.stringify({ '': [DELETE_PASSWORD_WRONG] })}`]);
    // The right password for an id that does not exist no longer tells the guess was right.
    const right = await sessions[2].post('/api/account/delete', { id: 99999999, password: TEST_PASSWORD });
    expect(right.status).toBe(429);
    // A member's session: the same answer for another member's id as for their own.
    const c = t.client();
    await signInAs(c, t.db, member.id);
    const own = await c.post('/api/account/delete', { id: member.id, password: 'wrong-password' });
    const other = await c.post('/api/account/delete', { id: admin.id, password: 'wrong-password' });
    expect([other.status, other.json]).toEqual([own.status, own.json]);
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
