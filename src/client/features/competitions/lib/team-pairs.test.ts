import { describe, expect, it } from 'vitest';
import type { Team, TeamPlayer } from '@shared/schemas/competitions';
import { pairLines, pairNumberOf } from './team-pairs';

const p = (memberId: number): TeamPlayer => ({
  memberId,
  name: `M ${memberId}`,
  sheetName: `M. ${memberId}`,
  handicap: null,
});
const team = (pairs: [number, number][], openPlaces: Team['openPlaces']): Team => ({
  competitionId: 1,
  status: 'published',
  publishedAt: '2026-11-28T10:00:00.000Z',
  pairs: pairs.map(([a, b]) => [p(a), p(b)]),
  reserves: [],
  withdrawn: [],
  openPlaces,
});

describe('the pairs of a published team, numbered around a place left open', () => {
  it('numbers the full pairs around a pair with an open place, and finds a member in either', () => {
    const t = team(
      [
        [1, 2],
        [5, 6],
      ],
      [{ pair: 2, offeredTo: p(9), partner: p(4) }],
    );
    expect(pairLines(t).map((l) => [l.pair, l.kind])).toEqual([
      [1, 'full'],
      [2, 'open'],
      [3, 'full'],
    ]);
    expect(pairNumberOf(t, 5)).toBe(3);
    expect(pairNumberOf(t, 4)).toBe(2);
    expect(pairNumberOf(t, 9)).toBeNull();
  });

  it('shows a pair with both places open once', () => {
    const t = team(
      [],
      [
        { pair: 1, offeredTo: null, partner: null },
        { pair: 1, offeredTo: p(7), partner: null },
      ],
    );
    expect(pairLines(t)).toEqual([{ pair: 1, kind: 'open', partner: null, offeredTo: p(7) }]);
  });
});
