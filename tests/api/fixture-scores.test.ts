import { describe, expect } from 'vitest';
import { bookMember } from '../helpers/bookings';
import { expectFieldErrors } from '../helpers/field-errors';
import { test } from '../helpers/harness';
import {
  cardBody,
  enterCard,
  holesFor,
  plainScoredFixture,
  roundOf,
  scoredFixture,
} from '../helpers/scoring';
import { auditRows } from '../helpers/audit-log';

/** A fixture played two days ago, scored off the standard tee at 100%, managed by the manager. */
const withFixture = test.extend('fixtureId', async ({ admin, manager }) => {
  return (await plainScoredFixture(admin, { managers: manager.email })).fixtureId;
});

describe('POST /api/fixtures/scores: one card at a time', () => {
  withFixture(
    "the fixture's manager and an administrator enter cards; other members are refused",
    async ({ fixtureId, visitor, member, otherMember, manager, admin, db }) => {
      const body = cardBody(fixtureId, { memberId: otherMember.id }, roundOf(38), '12.4');
      expect((await visitor.post('/api/fixtures/scores', body)).status).toBe(401);
      expect((await member.post('/api/fixtures/scores', body)).status).toBe(403);
      expect((await otherMember.post('/api/fixtures/scores', body)).status).toBe(403);
      const byManager = await manager.post('/api/fixtures/scores', body);
      expect(byManager.status).toBe(200);
      expect(byManager.json).toMatchObject({
        memberId: otherMember.id,
        guestName: null,
        name: 'Geoffrey Marsh',
        handicapIndex: 12.4,
        courseHandicap: 12,
        playingHandicap: 12,
        gross: 72 - 2 - 12 + 12,
        total: 50,
        position: 1,
        positionText: '1st',
        scoreText: '50 pts',
      });
      expect(byManager.json.points).toHaveLength(18);
      const byAdmin = await admin.post(
        '/api/fixtures/scores',
        cardBody(fixtureId, { memberId: member.id }, roundOf(36)),
      );
      expect(byAdmin.json).toMatchObject({ name: 'Peter Holloway', total: 36, position: 2 });
      const audit = await auditRows(db, { action: 'card.save' });
      expect(audit.map((a) => a.actor_id)).toEqual([manager.id, admin.id]);
      expect(JSON.parse(audit[0].after_json!)).toMatchObject({
        memberId: otherMember.id,
        handicapIndex: 12.4,
      });
    },
  );

  withFixture(
    'saves the card as typed, and saving the player again replaces it',
    async ({ fixtureId, admin, member, db }) => {
      const holes = [...roundOf(36).slice(0, 17), null];
      await enterCard(admin, fixtureId, { memberId: member.id }, holes, '+1.4');
      const stored = await db.selectFrom('fixture_cards').selectAll().execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ handicap_tenths: -14, holes: JSON.stringify(holes) });
      const scores = (await admin.get(`/api/fixtures/scores/${fixtureId}`)).json;
      // +1.4 at 100% plays off +1: one stroke given back on stroke index 18 (the 16th), and no score on the
      // 18th scores 0: 36 − 1 − 2 = 33.
      expect(scores.cards[0]).toMatchObject({
        handicapIndex: -1.4,
        playingHandicap: -1,
        gross: null,
        total: 33,
      });
      await enterCard(admin, fixtureId, { memberId: member.id }, roundOf(40), 5);
      expect(await db.selectFrom('fixture_cards').select('id').execute()).toHaveLength(1);
      expect((await admin.get(`/api/fixtures/scores/${fixtureId}`)).json.cards[0]).toMatchObject({
        total: 45,
      });
    },
  );

  withFixture(
    'a guest from the bookings has a card by name, placed in the field, one card per name',
    async ({ fixtureId, admin, member, db }) => {
      await bookMember(db, fixtureId, member.id, { guests: [{ name: 'Alan Partridge', handicap: 18 }] });
      const before = (await admin.get(`/api/fixtures/scores/${fixtureId}`)).json;
      expect(before.entrants).toEqual([
        {
          memberId: member.id,
          guestName: null,
          name: 'Peter Holloway',
          handicapIndex: 12,
          guestOf: null,
          hasCard: false,
        },
        {
          memberId: null,
          guestName: 'Alan Partridge',
          name: 'Alan Partridge',
          handicapIndex: 18,
          guestOf: 'Peter Holloway',
          hasCard: false,
        },
      ]);
      const res = await admin.post(
        '/api/fixtures/scores',
        cardBody(fixtureId, { guestName: 'Alan Partridge' }, roundOf(30), 18),
      );
      expect(res.json).toMatchObject({
        memberId: null,
        guestName: 'Alan Partridge',
        name: 'Alan Partridge',
        total: 48,
      });
      await admin.post(
        '/api/fixtures/scores',
        cardBody(fixtureId, { guestName: 'alan partridge ' }, roundOf(31), 18),
      );
      const after = (await admin.get(`/api/fixtures/scores/${fixtureId}`)).json;
      expect(after.cards).toHaveLength(1);
      // The name as last typed.
      expect(after.cards[0]).toMatchObject({ guestName: 'alan partridge', total: 49 });
      expect(after.entrants[1].hasCard).toBe(true);
    },
  );

  withFixture(
    'a card can be taken off, by those who enter cards only',
    async ({ fixtureId, admin, member, manager }) => {
      await enterCard(admin, fixtureId, { memberId: member.id }, roundOf(36));
      const body = { fixtureId, memberId: member.id };
      expect((await member.post('/api/fixtures/scores/delete', body)).status).toBe(403);
      expect((await manager.post('/api/fixtures/scores/delete', body)).status).toBe(200);
      expect((await admin.get(`/api/fixtures/scores/${fixtureId}`)).json.cards).toEqual([]);
      await expectFieldErrors(admin, '/api/fixtures/scores/delete', body, {
        '': ['This player has no card on this fixture'],
      });
    },
  );
  withFixture(
    'saves of the same new card at once make one card, and every save is answered',
    async ({ fixtureId, admin, db }) => {
      const body = (points: number) =>
        cardBody(fixtureId, { guestName: 'Alan Partridge' }, roundOf(points), 18);
      const answers = await Promise.all(
        [30, 31, 32, 33, 34, 35].map((p) => admin.post('/api/fixtures/scores', body(p))),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await db.selectFrom('fixture_cards').select('id').execute()).toHaveLength(1);
    },
  );
});

describe('bad cards are refused with 400 and the field named', () => {
  withFixture(
    '17 holes, a stroke of 21, a handicap index of 60, no player, an unknown member',
    async ({ fixtureId, admin, member, db }) => {
      const path = '/api/fixtures/scores';
      const player = { memberId: member.id };
      await expectFieldErrors(admin, path, cardBody(fixtureId, player, roundOf(36).slice(1)), {
        holes: ['A card has 18 holes'],
      });
      await expectFieldErrors(admin, path, cardBody(fixtureId, player, [21, ...roundOf(36).slice(1)]), {
        holes: ['Each hole is 1 to 20 strokes, or empty for no score'],
      });
      await expectFieldErrors(admin, path, cardBody(fixtureId, player, roundOf(36), 60), {
        handicapIndex: ['Handicap Index: Enter a handicap index from +10.0 to 54.0, such as 10.2 or +1.4'],
      });
      await expectFieldErrors(admin, path, cardBody(fixtureId, player, roundOf(36), 12.45), {
        handicapIndex: ['Handicap Index: Enter a handicap index from +10.0 to 54.0, such as 10.2 or +1.4'],
      });
      await expectFieldErrors(
        admin,
        path,
        { fixtureId, handicapIndex: 3, holes: roundOf(36) },
        {
          memberId: ["Choose a member, or give a guest's name"],
        },
      );
      await expectFieldErrors(
        admin,
        path,
        { ...cardBody(fixtureId, player, roundOf(36)), guestName: 'Bob' },
        {
          memberId: ["Choose a member, or give a guest's name"],
        },
      );
      await expectFieldErrors(admin, path, cardBody(fixtureId, { memberId: 999999 }, roundOf(36)), {
        memberId: ['Choose a member of the society'],
      });
      expect(await db.selectFrom('fixture_cards').select('id').execute()).toEqual([]);
    },
  );

  test('a fixture without scoring set, or not yet begun, or not there', async ({
    admin,
    member,
    manager,
  }) => {
    const plain = await scoredFixture(admin, null);
    await expectFieldErrors(
      admin,
      '/api/fixtures/scores',
      cardBody(plain, { memberId: member.id }, roundOf(36)),
      {
        fixtureId: [
          'This fixture has no scoring set: choose its course, tees and format in Edit Fixture before entering cards',
        ],
      },
    );
    const { fixtureId: ahead } = await plainScoredFixture(admin, { club: 'Rye', days: 10 });
    await expectFieldErrors(
      admin,
      '/api/fixtures/scores',
      cardBody(ahead, { memberId: member.id }, roundOf(36)),
      {
        fixtureId: ['Cards can be entered from the first day of the fixture'],
      },
    );
    expect((await enterCard(admin, 999999, { memberId: member.id }, roundOf(36))).status).toBe(404);
    // The manager's own fixture has no scoring: still 400, not 403.
    expect(
      (
        await manager.post(
          '/api/fixtures/scores',
          cardBody(manager.fixtureId, { memberId: member.id }, roundOf(36)),
        )
      ).status,
    ).toBe(400);
  });
});

describe('GET /api/fixtures/scores/{fixtureId}', () => {
  withFixture(
    'before publication: members see the cards, visitors are asked to log in; after it, anyone',
    async ({ fixtureId, admin, visitor, member, otherMember }) => {
      await enterCard(admin, fixtureId, { memberId: member.id }, roundOf(36));
      const refused = await visitor.get(`/api/fixtures/scores/${fixtureId}`);
      expect(refused.status).toBe(401);
      const seen = await otherMember.get(`/api/fixtures/scores/${fixtureId}`);
      expect(seen.status).toBe(200);
      expect(seen.json).toMatchObject({
        canEnter: false,
        entrants: [],
        published: null,
        changedSincePublished: false,
      });
      expect(seen.json.cards).toHaveLength(1);
      expect(seen.json.scoring).toMatchObject({
        club: 'Walton Heath',
        tee: 'Standard',
        teeFigures: { slope: 113 },
      });
      expect(
        (await admin.post('/api/fixtures/results/publish', { fixtureId, meeting: 'Spring Meetings' })).status,
      ).toBe(200);
      const open = await visitor.get(`/api/fixtures/scores/${fixtureId}`);
      expect(open.status).toBe(200);
      expect(open.json.published).toEqual({ at: expect.any(String), meeting: 'Spring Meetings' });
      expect(open.json.cards[0]).toMatchObject({ name: 'Peter Holloway', scoreText: '36 pts' });
      expect((await visitor.get('/api/fixtures/scores/999999')).status).toBe(404);
    },
  );

  withFixture(
    'places the field with countback and shared places, and gives the prizes as they stand',
    async ({ fixtureId, admin, member, otherMember, newMember }) => {
      const third = await newMember({ first_name: 'Hugh', last_name: 'Fortescue' });
      // Level on 38: Marsh has the better last nine; Holloway and Fortescue are level all the way.
      const better = holesFor(
        [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3].map((p, i) => (i < 9 ? p : p)),
      );
      const front = holesFor([3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
      await enterCard(admin, fixtureId, { memberId: otherMember.id }, better);
      await enterCard(admin, fixtureId, { memberId: member.id }, front);
      await enterCard(admin, fixtureId, { memberId: third.id }, front);
      const scores = (await admin.get(`/api/fixtures/scores/${fixtureId}`)).json;
      expect(
        scores.cards.map((c: { name: string; positionText: string; scoreText: string }) => [
          c.name,
          c.positionText,
          c.scoreText,
        ]),
      ).toEqual([
        ['Geoffrey Marsh', '1st', '38 pts (c/b)'],
        ['Hugh Fortescue', '=2nd', '38 pts (c/b)'],
        ['Peter Holloway', '=2nd', '38 pts (c/b)'],
      ]);
      expect(scores.prizes).toEqual([
        {
          event: 'Spring Meeting – Stableford',
          winners: [
            {
              memberId: otherMember.id,
              guestName: null,
              name: 'Geoffrey Marsh',
              positionText: '1st',
              scoreText: '38 pts (c/b)',
            },
            {
              memberId: third.id,
              guestName: null,
              name: 'Hugh Fortescue',
              positionText: '=2nd',
              scoreText: '38 pts (c/b)',
            },
            {
              memberId: member.id,
              guestName: null,
              name: 'Peter Holloway',
              positionText: '=2nd',
              scoreText: '38 pts (c/b)',
            },
          ],
        },
      ]);
    },
  );
});
