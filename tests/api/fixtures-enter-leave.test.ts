import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import type { TestMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import type { SmtpSink } from '../helpers/smtp-sink';
import type { TestClient } from '../helpers/http-client';
import { startSignupApp } from '../helpers/fixture-signup';

let t: TestApp;
let sink: SmtpSink;
let member: TestMember;
let admin: TestMember;
let m: TestClient;
let o: TestClient;
let a: TestClient;

beforeAll(async () => {
  ({ t, sink, member, admin, m, o, a } = await startSignupApp());
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const registrations = (fixtureId: number) =>
  t.db
    .selectFrom('fixture_registrations')
    .select(['member_id'])
    .where('fixture_id', '=', fixtureId)
    .execute();

const auditRows = (entity: string) =>
  t.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();

describe('POST /api/fixtures/enter and /api/fixtures/leave', () => {
  it('signs a member up, tells each manager through the outbox, and refuses a second sign-up', async () => {
    const id = await createFixture(t.db, {
      start_date: dayFromToday(14),
      event: 'Spring Meeting',
      location: 'Walton Heath',
      manager_email_addresses: 'captain@example.com; secretary@example.com',
    });
    const res = await m.post('/api/fixtures/enter', { fixtureId: id, userId: member.id });
    expect(res.status).toBe(200);
    expect(res.json).toBe(true);
    expect(await registrations(id)).toEqual([{ member_id: member.id }]);

    for (const to of ['captain@example.com', 'secretary@example.com']) {
      const mail = await sink.waitFor(
        (x) =>
          JSON.stringify(x.to).includes(to) &&
          /Peter Holloway has signed up for Spring Meeting/.test(x.subject ?? ''),
      );
      expect(mail.text).toContain('Walton Heath');
      expect(mail.text).toContain(member.email);
      expect(mail.text).toContain('1 player is now registered');
    }

    const again = await m.post('/api/fixtures/enter', { fixtureId: id, userId: member.id });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ '': ['You are already registered for this fixture'] });

    const fixture = await m.get(`/api/Fixtures/Get/${id}`);
    expect(fixture.json.isSignedUp).toBe(true);
    expect(fixture.json.registeredPlayers).toEqual([{ id: member.id, name: 'Peter Holloway' }]);
  });

  it('keeps exactly one row when two sign-ups for the same member and fixture race', async () => {
    const id = await createFixture(t.db, { start_date: dayFromToday(15) });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => m.post('/api/fixtures/enter', { fixtureId: id, userId: member.id })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.status === 400)) {
      expect(r.json).toEqual({ '': ['You are already registered for this fixture'] });
    }
    expect(await registrations(id)).toHaveLength(1);
  });

  it('refuses a past fixture, one not open for registration, and an unknown fixture', async () => {
    const past = await createFixture(t.db, { start_date: dayFromToday(-2) });
    const closed = await createFixture(t.db, { start_date: dayFromToday(20), can_register: 0 });
    let res = await m.post('/api/fixtures/enter', { fixtureId: past, userId: member.id });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': ['This fixture has already taken place'] });
    res = await m.post('/api/fixtures/enter', { fixtureId: closed, userId: member.id });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': ['This fixture is not open for registration'] });
    res = await m.post('/api/fixtures/enter', { fixtureId: 999999, userId: member.id });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ '': ['Fixture not found'] });
    expect(await registrations(past)).toEqual([]);
    expect(await registrations(closed)).toEqual([]);
  });

  it('refuses a visitor (401) and a member acting for another (403); an administrator may, with an audit row', async () => {
    const id = await createFixture(t.db, { start_date: dayFromToday(21) });
    expect((await t.client().post('/api/fixtures/enter', { fixtureId: id, userId: member.id })).status).toBe(
      401,
    );
    const res = await o.post('/api/fixtures/enter', { fixtureId: id, userId: member.id });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ '': ['You can only register yourself for a fixture'] });
    const leave = await o.post('/api/fixtures/leave', { fixtureId: id, userId: member.id });
    expect(leave.status).toBe(403);
    expect(await registrations(id)).toEqual([]);

    const before = (await auditRows('fixture_registration')).length;
    expect((await a.post('/api/fixtures/enter', { fixtureId: id, userId: member.id })).status).toBe(200);
    expect(await registrations(id)).toEqual([{ member_id: member.id }]);
    expect((await a.post('/api/fixtures/leave', { fixtureId: id, userId: member.id })).status).toBe(200);
    expect(await registrations(id)).toEqual([]);
    const rows = await auditRows('fixture_registration');
    expect(rows.slice(before).map((r) => [r.actor_id, r.action, r.entity_id])).toEqual([
      [admin.id, 'enter', String(id)],
      [admin.id, 'leave', String(id)],
    ]);
    expect((await a.post('/api/fixtures/enter', { fixtureId: id, userId: 999999 })).status).toBe(404);
  });

  it('refuses bad input with field messages', async () => {
    let res = await m.post('/api/fixtures/enter', {});
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ fixtureId: ['Choose a fixture'], userId: ['Choose a member'] });
    res = await m.post('/api/fixtures/enter', { fixtureId: 'abc', userId: -1 });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ fixtureId: ['Choose a fixture'], userId: ['Choose a member'] });
    res = await m.post('/api/fixtures/leave', { fixtureId: '1e999', userId: member.id });
    expect(res.status).toBe(400);
    res = await m.request('POST', '/api/fixtures/enter', '{oops', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': ['The request body is not valid JSON'] });
  });

  it('lets a member leave a future fixture, tells the managers, and refuses when not registered or past', async () => {
    const id = await createFixture(t.db, {
      start_date: dayFromToday(25),
      event: 'Seniors Meeting',
      manager_email_addresses: 'seniors@example.com',
    });
    expect((await m.post('/api/fixtures/enter', { fixtureId: id, userId: member.id })).status).toBe(200);
    const res = await m.post('/api/fixtures/leave', { fixtureId: id, userId: String(member.id) });
    expect(res.status).toBe(200);
    expect(res.json).toBe(true);
    expect(await registrations(id)).toEqual([]);
    const mail = await sink.waitFor(
      (x) =>
        JSON.stringify(x.to).includes('seniors@example.com') &&
        /withdrawn from Seniors Meeting/.test(x.subject ?? ''),
    );
    expect(mail.subject).toBe(`Peter Holloway has withdrawn from Seniors Meeting – ${t.config.societyName}`);
    expect(mail.text).toContain('0 players are now registered');

    const again = await m.post('/api/fixtures/leave', { fixtureId: id, userId: member.id });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ '': ['You are not registered for this fixture'] });

    const past = await createFixture(t.db, { start_date: dayFromToday(-5) });
    await t.db
      .insertInto('fixture_registrations')
      .values({ fixture_id: past, member_id: member.id, created_at: new Date().toISOString() })
      .execute();
    const gone = await m.post('/api/fixtures/leave', { fixtureId: past, userId: member.id });
    expect(gone.status).toBe(400);
    expect(gone.json).toEqual({ '': ['This fixture has already taken place'] });
    expect(await registrations(past)).toHaveLength(1);
    expect((await m.post('/api/fixtures/leave', { fixtureId: 999999, userId: member.id })).status).toBe(404);
  });

  it("queues only the member's own e-mail when the fixture has no manager addresses", async () => {
    const id = await createFixture(t.db, { start_date: dayFromToday(26), manager_email_addresses: null });
    const before = await t.db.selectFrom('mail_outbox').select('id').execute();
    expect((await m.post('/api/fixtures/enter', { fixtureId: id, userId: member.id })).status).toBe(200);
    const after = await t.db.selectFrom('mail_outbox').select(['id', 'to_address']).orderBy('id').execute();
    expect(after.length).toBe(before.length + 1);
    expect(after[after.length - 1].to_address).toBe(member.email);
  });
});
