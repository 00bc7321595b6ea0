import { describe, expect } from 'vitest';
import { londonYear } from '../../src/shared/dates';
import { createMember } from '../helpers/factories';
import { expectFieldErrors } from '../helpers/field-errors';
import { test } from '../helpers/harness';
import {
  courseWithTees,
  enterCard,
  plainScoring,
  playedYear,
  roundOf,
  scoredFixture,
} from '../helpers/scoring';
import { onlyAuditRow } from '../helpers/audit-log';

/**
 * Two published fixtures of this year. The first: a guest 45, Holloway 40, Marsh 38, Fortescue 30; the second:
 * Marsh 39, Fortescue 35, Holloway 30. A third fixture has cards but is not published.
 */
const season = test.extend('season', async ({ admin, member, otherMember, db }) => {
  const courseId = await courseWithTees(admin);
  const fortescue = await createMember(db, { first_name: 'Hugh', last_name: 'Fortescue' });
  const year = playedYear(-3);
  const play = async (
    days: number,
    cards: [player: { memberId: number } | { guestName: string }, points: number][],
    publish = true,
  ) => {
    const fixtureId = await scoredFixture(admin, plainScoring(courseId), { days, event: `Meeting ${days}` });
    for (const [player, points] of cards) await enterCard(admin, fixtureId, player, roundOf(points));
    if (publish) await admin.post('/api/fixtures/results/publish', { fixtureId, meeting: 'Spring Meetings' });
    return fixtureId;
  };
  const first = await play(-3, [
    [{ guestName: 'Alan Partridge' }, 45],
    [{ memberId: member.id }, 40],
    [{ memberId: otherMember.id }, 38],
    [{ memberId: fortescue.id }, 30],
  ]);
  const second = await play(-2, [
    [{ memberId: otherMember.id }, 39],
    [{ memberId: fortescue.id }, 35],
    [{ memberId: member.id }, 30],
  ]);
  await play(-1, [[{ memberId: fortescue.id }, 45]], false);
  return { year, first, second, fortescue };
});

const table = (rows: { positionText: string; name: string; points: number; events: number }[]) =>
  rows.map((r) => [r.positionText, r.name, r.points, r.events]);

describe('GET /api/orderofmerit', () => {
  season(
    'places the members on the default rules from the published fixtures, guests left out',
    async ({ season: { year, first, second, fortescue }, visitor, member, otherMember }) => {
      const res = await visitor.get(`/api/orderofmerit?year=${year}`);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        year,
        rules: { points: [10, 8, 6, 5, 4, 3, 2, 1], bestOf: null, minEvents: 1, paidUpOnly: false },
        rulesSet: false,
        years: [year],
        fixtures: [
          { fixtureId: first, event: 'Meeting -3' },
          { fixtureId: second, event: 'Meeting -2' },
        ],
      });
      expect(table(res.json.rows)).toEqual([
        ['1st', 'Geoffrey Marsh', 18, 2],
        ['2nd', 'Peter Holloway', 16, 2],
        ['3rd', 'Hugh Fortescue', 14, 2],
      ]);
      expect(res.json.rows[1]).toMatchObject({
        memberId: member.id,
        counted: [
          { fixtureId: first, points: 10 },
          { fixtureId: second, points: 6 },
        ],
      });
      expect(res.json.rows.map((r: { memberId: number }) => r.memberId)).toEqual([
        otherMember.id,
        member.id,
        fortescue.id,
      ]);
      expect(res.headers.get('etag')).toBeTruthy();
    },
  );

  test('without a year answers this year while nothing is published; a year with nothing published answers no rows', async ({
    visitor,
  }) => {
    const now = await visitor.get('/api/orderofmerit');
    expect(now.json).toMatchObject({ year: londonYear(), rows: [], fixtures: [], years: [] });
    expect((await visitor.get('/api/orderofmerit?year=1990')).json.rows).toEqual([]);
    const bad = await visitor.get('/api/orderofmerit?year=abc');
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ year: ['Choose a year from 1900 to 2100'] });
  });
});

describe('POST /api/admin/orderofmerit', () => {
  season(
    "sets the year's rules: points, best of, events needed and paid-up members only",
    async ({ season: { year, fortescue }, admin, member, visitor, db }) => {
      for (const memberId of [member.id, fortescue.id])
        await admin.post('/api/admin/subscriptions', {
          memberId,
          year,
          amountPence: 3000,
          paidOn: `${year}-01-05`,
          method: 'cheque',
        });
      const rules = { year, points: [25, 20, 15], bestOf: 1, minEvents: 2, paidUpOnly: true };
      const res = await admin.post('/api/admin/orderofmerit', rules);
      expect(res.status).toBe(200);
      // Marsh has not paid: out. Among the others Holloway won the first and Fortescue the second; best of one.
      expect(table(res.json.rows)).toEqual([
        ['=1st', 'Hugh Fortescue', 25, 2],
        ['=1st', 'Peter Holloway', 25, 2],
      ]);
      expect(res.json).toMatchObject({
        rulesSet: true,
        rules: { points: [25, 20, 15], bestOf: 1, minEvents: 2, paidUpOnly: true },
      });
      expect((await visitor.get(`/api/orderofmerit?year=${year}`)).json).toEqual(res.json);
      expect(await onlyAuditRow(db, { action: 'merit.rules' })).toMatchObject({
        actor_id: admin.id,
        entity: 'order_of_merit',
        entity_id: String(year),
      });

      // Three events needed: nobody is placed, everyone is listed after.
      const stricter = await admin.post('/api/admin/orderofmerit', {
        ...rules,
        minEvents: 3,
        paidUpOnly: false,
        bestOf: null,
      });
      expect(table(stricter.json.rows)).toEqual([
        ['', 'Geoffrey Marsh', 45, 2],
        ['', 'Peter Holloway', 40, 2],
        ['', 'Hugh Fortescue', 35, 2],
      ]);
    },
  );

  test('is for administrators only', async ({ visitor, member }) => {
    const body = { year: 2026, points: [10], bestOf: null, minEvents: 1, paidUpOnly: false };
    expect((await visitor.post('/api/admin/orderofmerit', body)).status).toBe(401);
    expect((await member.post('/api/admin/orderofmerit', body)).status).toBe(403);
  });

  test('refuses bad rules with the field named', async ({ admin, db }) => {
    const path = '/api/admin/orderofmerit';
    const good = { year: 2026, points: [10, 8, 6], bestOf: null, minEvents: 1, paidUpOnly: false };
    await expectFieldErrors(
      admin,
      path,
      { ...good, points: [5, 8] },
      {
        points: ['A place must not earn more points than the place above it'],
      },
    );
    await expectFieldErrors(
      admin,
      path,
      { ...good, points: [] },
      {
        points: ['Give the points for 1st, 2nd and so on: 1 to 50 whole numbers from 0 to 1000'],
      },
    );
    await expectFieldErrors(
      admin,
      path,
      { ...good, bestOf: 0 },
      {
        bestOf: ['Best of: how many results count, 1 to 50, or none for all of them'],
      },
    );
    await expectFieldErrors(
      admin,
      path,
      { ...good, minEvents: -1 },
      { minEvents: ['Events needed: a whole number from 0 to 50'] },
    );
    await expectFieldErrors(
      admin,
      path,
      { ...good, year: 1800 },
      { year: ['Choose a year from 1900 to 2100'] },
    );
    expect(await db.selectFrom('order_of_merit_rules').selectAll().execute()).toEqual([]);
  });
});
