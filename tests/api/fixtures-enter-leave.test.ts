import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { harnessWith } from '../helpers/harness';
import { expectFieldErrors, expectNotJsonRefused } from '../helpers/field-errors';
import { auditRows } from '../helpers/audit-log';

const test = harnessWith({ env: { SOCIETY_NAME: 'Test Golf Society' } });

const registrations = (db: Db, fixtureId: number) =>
  db.selectFrom('fixture_registrations').select(['member_id']).where('fixture_id', '=', fixtureId).execute();

describe('POST /api/fixtures/enter and /api/fixtures/leave', () => {
  test('signs a member up, tells each manager through the outbox, and refuses a second sign-up', async ({
    db,
    member,
    mail,
  }) => {
    const id = await createFixture(db, {
      start_date: dayFromToday(14),
      event: 'Spring Meeting',
      location: 'Walton Heath',
      manager_email_addresses: 'captain@example.com; secretary@example.com',
    });
    const res = await member.post('/api/fixtures/enter', { fixtureId: id, userId: member.id });
    expect(res.status).toBe(200);
    expect(res.json).toBe(true);
    expect(await registrations(db, id)).toEqual([{ member_id: member.id }]);

    for (const to of ['captain@example.com', 'secretary@example.com']) {
      const notice = await mail.waitFor({ to, subject: /Peter Holloway has signed up for Spring Meeting/ });
      expect(notice.text).toContain('Walton Heath');
      expect(notice.text).toContain(member.email);
      expect(notice.text).toContain('1 player is now registered');
    }

    await expectFieldErrors(
      member,
      '/api/fixtures/enter',
      { fixtureId: id, userId: member.id },
      { '': ['You are already registered for this fixture'] },
    );

    const fixture = await member.get(`/api/Fixtures/Get/${id}`);
    expect(fixture.json.isSignedUp).toBe(true);
    expect(fixture.json.registeredPlayers).toEqual([{ id: member.id, name: 'Peter Holloway' }]);
  });

  test('keeps exactly one row when two sign-ups for the same member and fixture race', async ({
    db,
    member,
  }) => {
    const id = await createFixture(db, { start_date: dayFromToday(15) });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        member.post('/api/fixtures/enter', { fixtureId: id, userId: member.id }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.status === 400)) {
      expect(r.json).toEqual({ '': ['You are already registered for this fixture'] });
    }
    expect(await registrations(db, id)).toHaveLength(1);
  });

  test('refuses a past fixture, one not open for registration, and an unknown fixture', async ({
    db,
    member,
  }) => {
    const past = await createFixture(db, { start_date: dayFromToday(-2) });
    const closed = await createFixture(db, { start_date: dayFromToday(20), can_register: 0 });
    let res = await member.post('/api/fixtures/enter', { fixtureId: past, userId: member.id });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': ['This fixture has already taken place'] });
    res = await member.post('/api/fixtures/enter', { fixtureId: closed, userId: member.id });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': ['This fixture is not open for registration'] });
    res = await member.post('/api/fixtures/enter', { fixtureId: 999999, userId: member.id });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ '': ['Fixture not found'] });
    expect(await registrations(db, past)).toEqual([]);
    expect(await registrations(db, closed)).toEqual([]);
  });

  test('refuses a visitor (401) and a member acting for another (403); an administrator may, with an audit row', async ({
    db,
    everyone: { visitor, member, otherMember, admin },
  }) => {
    const id = await createFixture(db, { start_date: dayFromToday(21) });
    expect((await visitor.post('/api/fixtures/enter', { fixtureId: id, userId: member.id })).status).toBe(
      401,
    );
    const res = await otherMember.post('/api/fixtures/enter', { fixtureId: id, userId: member.id });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ '': ['You can only register yourself for a fixture'] });
    const leave = await otherMember.post('/api/fixtures/leave', { fixtureId: id, userId: member.id });
    expect(leave.status).toBe(403);
    expect(await registrations(db, id)).toEqual([]);

    const before = (await auditRows(db, { entity: 'fixture_registration' })).length;
    expect((await admin.post('/api/fixtures/enter', { fixtureId: id, userId: member.id })).status).toBe(200);
    expect(await registrations(db, id)).toEqual([{ member_id: member.id }]);
    expect((await admin.post('/api/fixtures/leave', { fixtureId: id, userId: member.id })).status).toBe(200);
    expect(await registrations(db, id)).toEqual([]);
    const rows = await auditRows(db, { entity: 'fixture_registration' });
    expect(rows.slice(before).map((r) => [r.actor_id, r.action, r.entity_id])).toEqual([
      [admin.id, 'enter', String(id)],
      [admin.id, 'leave', String(id)],
    ]);
    expect((await admin.post('/api/fixtures/enter', { fixtureId: id, userId: 999999 })).status).toBe(404);
  });

  test('refuses bad input with field messages', async ({ member }) => {
    const neither = { fixtureId: ['Choose a fixture'], userId: ['Choose a member'] };
    await expectFieldErrors(member, '/api/fixtures/enter', {}, neither);
    await expectFieldErrors(member, '/api/fixtures/enter', { fixtureId: 'abc', userId: -1 }, neither);
    const res = await member.post('/api/fixtures/leave', { fixtureId: '1e999', userId: member.id });
    expect(res.status).toBe(400);
    await expectNotJsonRefused(member, '/api/fixtures/enter', '{oops');
  });

  test('lets a member leave a future fixture, tells the managers, and refuses when not registered or past', async ({
    app,
    db,
    member,
    mail,
  }) => {
    const id = await createFixture(db, {
      start_date: dayFromToday(25),
      event: 'Seniors Meeting',
      manager_email_addresses: 'seniors@example.com',
    });
    expect((await member.post('/api/fixtures/enter', { fixtureId: id, userId: member.id })).status).toBe(200);
    const res = await member.post('/api/fixtures/leave', { fixtureId: id, userId: String(member.id) });
    expect(res.status).toBe(200);
    expect(res.json).toBe(true);
    expect(await registrations(db, id)).toEqual([]);
    const notice = await mail.waitFor({
      to: 'seniors@example.com',
      subject: /withdrawn from Seniors Meeting/,
    });
    expect(notice.subject).toBe(
      `Peter Holloway has withdrawn from Seniors Meeting – ${app.config.societyName}`,
    );
    expect(notice.text).toContain('0 players are now registered');

    await expectFieldErrors(
      member,
      '/api/fixtures/leave',
      { fixtureId: id, userId: member.id },
      { '': ['You are not registered for this fixture'] },
    );

    const past = await createFixture(db, { start_date: dayFromToday(-5) });
    await db
      .insertInto('fixture_registrations')
      .values({ fixture_id: past, member_id: member.id, created_at: new Date().toISOString() })
      .execute();
    await expectFieldErrors(
      member,
      '/api/fixtures/leave',
      { fixtureId: past, userId: member.id },
      { '': ['This fixture has already taken place'] },
    );
    expect(await registrations(db, past)).toHaveLength(1);
    expect((await member.post('/api/fixtures/leave', { fixtureId: 999999, userId: member.id })).status).toBe(
      404,
    );
  });

  test("queues only the member's own e-mail when the fixture has no manager addresses", async ({
    db,
    member,
  }) => {
    const id = await createFixture(db, { start_date: dayFromToday(26), manager_email_addresses: null });
    const before = await db.selectFrom('mail_outbox').select('id').execute();
    expect((await member.post('/api/fixtures/enter', { fixtureId: id, userId: member.id })).status).toBe(200);
    const after = await db.selectFrom('mail_outbox').select(['id', 'to_address']).orderBy('id').execute();
    expect(after.length).toBe(before.length + 1);
    expect(after[after.length - 1].to_address).toBe(member.email);
  });
});
