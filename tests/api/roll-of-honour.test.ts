import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { test } from '../helpers/harness';
import { enterCard, plainScoredFixture, playedYear, roundOf } from '../helpers/scoring';
import { publicJson } from '../helpers/public-json';

/** Meeting results as they were typed in over the years (winner and score; places after the first left out). */
async function typedIn(
  db: Db,
  rows: [type: number, year: number, event: string, winner: string | null, score: string | null][],
) {
  const at = new Date().toISOString();
  for (const [meeting_type, year, event, first_place_name, first_place_score] of rows)
    await db
      .insertInto('meeting_results')
      .values({
        meeting_type,
        year,
        event,
        first_place_name,
        first_place_score,
        second_place_name: 'Someone Else',
        second_place_score: null,
        third_place_name: null,
        third_place_score: null,
        file_id: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
}

describe('GET /api/rollofhonour', () => {
  test('lists every trophy with its winner of each year, old results and published ones alike', async ({
    admin,
    member,
    visitor,
    db,
  }) => {
    await typedIn(db, [
      [1, 1998, 'Spring Meeting – Stableford', 'J. R. Hartley', '41 pts'],
      [1, 2003, 'Spring Meeting – Stableford', 'A. N. Other', '39 pts'],
      [2, 1998, 'Autumn Meeting – Scratch Prize', 'J. R. Hartley', '71'],
      [5, 2001, 'Knockout Cup – Final', 'T. Brown & S. Green', '2&1'],
      // A row without a winner is no one's honour.
      [4, 2001, 'Seniors Meeting – Stableford', null, null],
    ]);
    const { fixtureId } = await plainScoredFixture(admin);
    await enterCard(admin, fixtureId, { memberId: member.id }, roundOf(40));
    await admin.post('/api/fixtures/results/publish', { fixtureId, meeting: 'Spring Meetings' });
    const year = playedYear();

    expect(await publicJson(visitor, '/api/rollofhonour')).toEqual([
      {
        event: 'Autumn Meeting – Scratch Prize',
        winners: [{ year: 1998, name: 'J. R. Hartley', score: '71' }],
      },
      { event: 'Knockout Cup – Final', winners: [{ year: 2001, name: 'T. Brown & S. Green', score: '2&1' }] },
      {
        event: 'Spring Meeting – Stableford',
        winners: [
          { year, name: 'Peter Holloway', score: '40 pts' },
          { year: 2003, name: 'A. N. Other', score: '39 pts' },
          { year: 1998, name: 'J. R. Hartley', score: '41 pts' },
        ],
      },
    ]);
  });

  test("finds one player's wins by part of the name, in any case; wildcards mean themselves", async ({
    visitor,
    db,
  }) => {
    await typedIn(db, [
      [1, 1998, 'Spring Meeting – Stableford', 'J. R. Hartley', '41 pts'],
      [2, 1999, 'Autumn Meeting – Scratch Prize', 'J. R. Hartley', '71'],
      [2, 2000, 'Autumn Meeting – Scratch Prize', 'P. Hart', '70'],
      [2, 2001, 'Autumn Meeting – Scratch Prize', 'A. N. Other', '73'],
    ]);
    const found = await visitor.get('/api/rollofhonour?name=HARTLEY');
    expect(found.json).toEqual([
      {
        event: 'Autumn Meeting – Scratch Prize',
        winners: [{ year: 1999, name: 'J. R. Hartley', score: '71' }],
      },
      {
        event: 'Spring Meeting – Stableford',
        winners: [{ year: 1998, name: 'J. R. Hartley', score: '41 pts' }],
      },
    ]);
    expect((await visitor.get('/api/rollofhonour?name=hart')).json[0].winners).toHaveLength(2);
    expect((await visitor.get('/api/rollofhonour?name=%25')).json).toEqual([]);
    expect((await visitor.get('/api/rollofhonour?name=_')).json).toEqual([]);
    // An empty search is no search.
    expect((await visitor.get('/api/rollofhonour?name=')).json).toHaveLength(2);
    const long = await visitor.get(`/api/rollofhonour?name=${'a'.repeat(81)}`);
    expect(long.status).toBe(400);
    expect(long.json).toEqual({ name: ['Type at most 80 characters of the name'] });
  });
});
