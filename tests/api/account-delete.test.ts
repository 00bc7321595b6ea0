import { describe, expect } from 'vitest';
import { DELETE_PASSWORD_WRONG } from '../../src/shared/schemas/member-data';
import { createMember, signInAs, TEST_PASSWORD } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { daysAgo, registerOnNewFixture } from '../helpers/account-data';
import { registration, sentTo } from '../helpers/account-helpers';
import { test } from '../helpers/harness';
import { expectFieldErrors } from '../helpers/field-errors';
import { auditRows, onlyAuditRow } from '../helpers/audit-log';

describe('delete my account', () => {
  test('with a wrong password changes nothing', async ({ db, member: me, otherMember: other }) => {
    const c = me;
    await expectFieldErrors(
      c,
      '/api/account/delete',
      { id: me.id, password: 'wrong-password' },
      { '': [DELETE_PASSWORD_WRONG] },
    );
    expect(
      await db.selectFrom('members').select('id').where('id', '=', me.id).executeTakeFirst(),
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
    expect((await other.post('/api/account/delete', { id: me.id, password: TEST_PASSWORD })).status).toBe(
      403,
    );
  });

  test('checks the password before the id: a wrong one answers alike for every id and counts towards the account limit', async ({
    app,
    db,
    admin,
    member,
  }) => {
    const sessions = [admin, app.client(), app.client()];
    for (const c of sessions.slice(1)) await signInAs(c, db, admin.id);
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
    const own = await member.post('/api/account/delete', { id: member.id, password: 'wrong-password' });
    const other = await member.post('/api/account/delete', { id: admin.id, password: 'wrong-password' });
    expect([other.status, other.json]).toEqual([own.status, own.json]);
  });

  test('removes the personal data everywhere, ends every session, keeps history without the person, sends a last e-mail', async ({
    app,
    db,
    admin,
    newMember,
    mail,
  }) => {
    const me = await newMember({ first_name: 'Dora', last_name: 'Departing', address_line1: '7 Gone Road' });
    await admin.post('/api/account/updatecontactdetails', {
      id: me.id,
      email: me.email,
      mobileNumber: '07700900555',
      homePhone: '',
      businessPhone: '',
      addressLine1: '8 Gone Road',
      postcode: 'AB1 2CD',
    });
    await registerOnNewFixture(db, me.id);
    await db
      .insertInto('meeting_results')
      .values({
        meeting_type: 1,
        year: 2025,
        event: 'Spring',
        first_place_name: 'Dora Departing',
        created_at: daysAgo(1),
      })
      .execute();
    await db
      .insertInto('email_tokens')
      .values({
        member_id: me.id,
        purpose: 'reset',
        token_hash: 'h',
        created_at: daysAgo(0),
        expires_at: daysAgo(-1),
      })
      .execute();
    await db
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
    const phone = me;
    const laptop = app.client();
    await signInAs(laptop, db, me.id);

    const res = await laptop.post('/api/account/delete', { id: me.id, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deleted: true });
    expect(laptop.cookies.has('sid')).toBe(false);
    expect((await phone.get('/api/auth/session')).status).toBe(401);

    const count = async (table: 'sessions' | 'email_tokens' | 'fixture_registrations' | 'subscriptions') =>
      (await db.selectFrom(table).select('id').where('member_id', '=', me.id).execute()).length;
    for (const table of ['sessions', 'email_tokens', 'fixture_registrations', 'subscriptions'] as const)
      expect(await count(table)).toBe(0);
    expect(
      await db.selectFrom('members').select('id').where('id', '=', me.id).executeTakeFirst(),
    ).toBeUndefined();
    const audit = await auditRows(db, { entityId: me.id });
    expect(audit.map((a) => a.action).sort()).toEqual(['member.contact.update', 'member.delete']);
    expect(JSON.stringify(audit)).not.toMatch(/Gone Road|07700900555|Departing/);
    expect(JSON.stringify(audit)).not.toContain(me.email);
    const results = await db
      .selectFrom('meeting_results')
      .select('first_place_name')
      .where('event', '=', 'Spring')
      .execute();
    expect(results[0].first_place_name).toBe('Dora Departing');

    const last = await mail.waitFor((m) => sentTo(m, me.email));
    expect(last.subject).toMatch(/account has been deleted/);
    expect(last.text).toMatch(/Results keep the names/);
    const outbox = await db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', me.email)
      .execute();
    expect(outbox.map((o) => o.subject)).toEqual([last.subject]);

    const again = await app
      .client()
      .post(
        '/api/account/register',
        registration({ title: 'Mrs', firstName: 'Dora', lastName: 'Returning', email: me.email }),
      );
    expect(again.status).toBe(200);
    const fresh = await db
      .selectFrom('members')
      .selectAll()
      .where('email', '=', me.email)
      .executeTakeFirstOrThrow();
    expect(fresh).toMatchObject({ last_name: 'Returning', approval: 'pending', email_confirmed_at: null });
  });

  test('gives a place the deleted member held to the first on the waiting list, who is told', async ({
    db,
    member: leaving,
    otherMember: waiting,
    mail,
  }) => {
    const fixtureId = await createFixture(db, { start_date: dayFromToday(30), places: 1 });
    for (const m of [leaving, waiting])
      expect((await m.post('/api/fixtures/enter', { fixtureId, userId: m.id })).status).toBe(200);
    expect(
      (await leaving.post('/api/account/delete', { id: leaving.id, password: TEST_PASSWORD })).status,
    ).toBe(200);
    const entries = await db
      .selectFrom('fixture_registrations')
      .select(['member_id', 'list', 'position'])
      .where('fixture_id', '=', fixtureId)
      .execute();
    expect(entries).toEqual([{ member_id: waiting.id, list: 'registered', position: 1 }]);
    await mail.waitFor({ to: waiting.email, subject: /place/i });
  });

  test('an administrator deletes a member with their own password (audited)', async ({ db, admin }) => {
    const target = await createMember(db);
    expect((await admin.post('/api/account/delete', { id: target.id, password: 'wrong' })).status).toBe(400);
    const res = await admin.post('/api/account/delete', { id: target.id, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(admin.cookies.has('sid')).toBe(true);
    expect(await onlyAuditRow(db, { action: 'member.delete', entityId: target.id })).toMatchObject({
      actor_id: admin.id,
    });
    expect((await admin.post('/api/account/delete', { id: 99999999, password: TEST_PASSWORD })).status).toBe(
      404,
    );
  });
});
