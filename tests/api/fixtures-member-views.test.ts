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
let other: TestMember;
let m: TestClient;
let o: TestClient;
let a: TestClient;

beforeAll(async () => {
  ({ t, sink, member, other, m, o, a } = await startSignupApp());
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

describe('GET /api/fixtures/listforuser/{userId}', () => {
  it('marks the fixtures the signed-in member has joined', async () => {
    const joined = await createFixture(t.db, { start_date: dayFromToday(30) });
    const notJoined = await createFixture(t.db, { start_date: dayFromToday(31) });
    await t.db
      .insertInto('fixture_registrations')
      .values({ fixture_id: joined, member_id: member.id, created_at: new Date().toISOString() })
      .execute();
    const res = await m.get(`/api/fixtures/listforuser/${member.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const byId = new Map(res.json.map((f: { id: number }) => [f.id, f]));
    expect(byId.get(joined)).toMatchObject({ isSignedUp: true, canRegister: true, isPast: false });
    expect(byId.get(notJoined)).toMatchObject({ isSignedUp: false });
  });

  it('refuses a visitor (401) and another member (403); an administrator may look', async () => {
    expect((await t.client().get(`/api/fixtures/listforuser/${member.id}`)).status).toBe(401);
    const res = await o.get(`/api/fixtures/listforuser/${member.id}`);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ '': ['You can only see your own fixture list'] });
    const asAdmin = await a.get(`/api/fixtures/listforuser/${member.id}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json.some((f: { isSignedUp: boolean }) => f.isSignedUp)).toBe(true);
  });

  it('answers one year with ?year=, still marking what the member has joined', async () => {
    const future = dayFromToday(400);
    const year = Number(future.slice(0, 4));
    const joined = await createFixture(t.db, { start_date: future, year });
    const other = await createFixture(t.db, { start_date: dayFromToday(401), year });
    await t.db
      .insertInto('fixture_registrations')
      .values({ fixture_id: joined, member_id: member.id, created_at: new Date().toISOString() })
      .execute();
    const res = await m.get(`/api/fixtures/listforuser/${member.id}?year=${year}`);
    expect(res.status).toBe(200);
    expect(res.json.every((f: { year: number }) => f.year === year)).toBe(true);
    const byId = new Map(res.json.map((f: { id: number }) => [f.id, f]));
    expect(byId.get(joined)).toMatchObject({ isSignedUp: true });
    expect(byId.get(other)).toMatchObject({ isSignedUp: false });
    expect((await m.get(`/api/fixtures/listforuser/${member.id}?year=1901`)).json).toEqual([]);
    // Another member is refused before the year is looked at; a bad year is refused with its reason.
    expect((await o.get(`/api/fixtures/listforuser/${member.id}?year=${year}`)).status).toBe(403);
    expect((await t.client().get(`/api/fixtures/listforuser/${member.id}?year=x`)).status).toBe(401);
    const bad = await m.get(`/api/fixtures/listforuser/${member.id}?year=x`);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ year: ['Choose a year from 1900 to 2100'] });
  });

  it('answers 404 for an id that names no member', async () => {
    expect((await a.get('/api/fixtures/listforuser/999999')).status).toBe(404);
    expect((await m.get('/api/fixtures/listforuser/abc')).status).toBe(404);
  });
});

describe('GET /api/Fixtures/Get/{id}', () => {
  it('answers the full fixture with the registered players, for a member', async () => {
    const id = await createFixture(t.db, {
      start_date: dayFromToday(40),
      end_date: dayFromToday(41),
      event: 'Autumn Meeting',
      manager_email_addresses: 'one@example.com;two@example.com',
    });
    await t.db
      .insertInto('fixture_registrations')
      .values({ fixture_id: id, member_id: other.id, created_at: new Date().toISOString() })
      .execute();
    expect((await t.client().get(`/api/Fixtures/Get/${id}`)).status).toBe(401);
    const res = await m.get(`/api/Fixtures/Get/${id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(
      [
        'id',
        'event',
        'location',
        'fixtureDate',
        'startDate',
        'endDate',
        'year',
        'manager',
        'managerEmailAddresses',
        'canRegister',
        'comments',
        'isPast',
        'isSignedUp',
        'registeredPlayers',
        'places',
        'signupOpens',
        'signupCloses',
        'withdrawBy',
        'placesTaken',
        'waitingList',
        'myStatus',
        'myWaitingPosition',
        'team',
        'canManage',
        'updatedAt',
      ].sort(),
    );
    expect(res.json).toMatchObject({
      id,
      event: 'Autumn Meeting',
      startDate: dayFromToday(40),
      endDate: dayFromToday(41),
      canRegister: true,
      isPast: false,
      isSignedUp: false,
      managerEmailAddresses: 'one@example.com;two@example.com',
      registeredPlayers: [{ id: other.id, name: `${other.firstName} ${other.lastName}` }],
    });
    expect(res.text).not.toContain('password');
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['999999', '0', 'x', '1.5', '99999999999']) {
      const res = await m.get(`/api/Fixtures/Get/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.json).toEqual({ '': ['Fixture not found'] });
    }
  });
});
