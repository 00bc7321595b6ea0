import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { test } from '../helpers/harness';

const register = (db: Db, fixtureId: number, memberId: number) =>
  db
    .insertInto('fixture_registrations')
    .values({ fixture_id: fixtureId, member_id: memberId, created_at: new Date().toISOString() })
    .execute();

describe('GET /api/fixtures/listforuser/{userId}', () => {
  test('marks the fixtures the signed-in member has joined', async ({ db, member }) => {
    const joined = await createFixture(db, { start_date: dayFromToday(30) });
    const notJoined = await createFixture(db, { start_date: dayFromToday(31) });
    await register(db, joined, member.id);
    const res = await member.get(`/api/fixtures/listforuser/${member.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const byId = new Map(res.json.map((f: { id: number }) => [f.id, f]));
    expect(byId.get(joined)).toMatchObject({ isSignedUp: true, canRegister: true, isPast: false });
    expect(byId.get(notJoined)).toMatchObject({ isSignedUp: false });
  });

  test('refuses a visitor (401) and another member (403); an administrator may look', async ({
    db,
    everyone: { visitor, member, otherMember, admin },
  }) => {
    await register(db, await createFixture(db, { start_date: dayFromToday(30) }), member.id);
    expect((await visitor.get(`/api/fixtures/listforuser/${member.id}`)).status).toBe(401);
    const res = await otherMember.get(`/api/fixtures/listforuser/${member.id}`);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ '': ['You can only see your own fixture list'] });
    const asAdmin = await admin.get(`/api/fixtures/listforuser/${member.id}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json.some((f: { isSignedUp: boolean }) => f.isSignedUp)).toBe(true);
  });

  test('answers one year with ?year=, still marking what the member has joined', async ({
    db,
    visitor,
    member,
    otherMember,
  }) => {
    const future = dayFromToday(400);
    const year = Number(future.slice(0, 4));
    const joined = await createFixture(db, { start_date: future, year });
    const notJoined = await createFixture(db, { start_date: dayFromToday(401), year });
    await register(db, joined, member.id);
    const res = await member.get(`/api/fixtures/listforuser/${member.id}?year=${year}`);
    expect(res.status).toBe(200);
    expect(res.json.every((f: { year: number }) => f.year === year)).toBe(true);
    const byId = new Map(res.json.map((f: { id: number }) => [f.id, f]));
    expect(byId.get(joined)).toMatchObject({ isSignedUp: true });
    expect(byId.get(notJoined)).toMatchObject({ isSignedUp: false });
    expect((await member.get(`/api/fixtures/listforuser/${member.id}?year=1901`)).json).toEqual([]);
    // Another member is refused before the year is looked at; a bad year is refused with its reason.
    expect((await otherMember.get(`/api/fixtures/listforuser/${member.id}?year=${year}`)).status).toBe(403);
    expect((await visitor.get(`/api/fixtures/listforuser/${member.id}?year=x`)).status).toBe(401);
    const bad = await member.get(`/api/fixtures/listforuser/${member.id}?year=x`);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ year: ['Choose a year from 1900 to 2100'] });
  });

  test('answers 404 for an id that names no member', async ({ member, admin }) => {
    expect((await admin.get('/api/fixtures/listforuser/999999')).status).toBe(404);
    expect((await member.get('/api/fixtures/listforuser/abc')).status).toBe(404);
  });
});

describe('GET /api/Fixtures/Get/{id}', () => {
  test('answers the full fixture with the registered players, for a member', async ({
    db,
    visitor,
    member,
    otherMember,
  }) => {
    const id = await createFixture(db, {
      start_date: dayFromToday(40),
      end_date: dayFromToday(41),
      event: 'Autumn Meeting',
      manager_email_addresses: 'one@example.com;two@example.com',
    });
    await register(db, id, otherMember.id);
    expect((await visitor.get(`/api/Fixtures/Get/${id}`)).status).toBe(401);
    const res = await member.get(`/api/Fixtures/Get/${id}`);
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
        'guestsPerMember',
        'dinner',
        'fees',
        'myBooking',
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
      registeredPlayers: [{ id: otherMember.id, name: `${otherMember.firstName} ${otherMember.lastName}` }],
      guestsPerMember: 0,
      dinner: null,
      fees: null,
    });
    expect(res.text).not.toContain('password');
  });

  test('answers 404 for unknown and malformed ids', async ({ member }) => {
    for (const id of ['999999', '0', 'x', '1.5', '99999999999']) {
      const res = await member.get(`/api/Fixtures/Get/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.json).toEqual({ '': ['Fixture not found'] });
    }
  });
});
