import { describe, expect, it } from 'vitest';
import {
  competitionStatus,
  isEligible,
  nextReserve,
  offerExpiresAt,
  ordinal,
  teamProblem,
  type TeamCandidate,
} from './team-rules';

const members = new Map<number, TeamCandidate>(
  [
    [1, 'John Smith', true],
    [2, 'Peter Jones', true],
    [3, 'Tom Brown', true],
    [4, 'Harry Flashman', true],
    [5, 'Young Player', false],
  ].map(([memberId, name, eligible]) => [
    memberId as number,
    { memberId: memberId as number, name: name as string, eligible: eligible as boolean },
  ]),
);
const gray = { name: 'Cyril Gray', pairs: 2 };

describe('who may play', () => {
  it('lets anyone play without a rule, and only those who left by the year with one', () => {
    expect(isEligible(2010, null)).toBe(true);
    expect(isEligible(null, null)).toBe(true);
    expect(isEligible(1976, { leftSchoolBy: 1976 })).toBe(true);
    expect(isEligible(1977, { leftSchoolBy: 1976 })).toBe(false);
    expect(isEligible(null, { leftSchoolBy: 1976 })).toBe(false);
  });
});

describe('a team checked before it is saved', () => {
  it('accepts a full side with reserves', () => {
    expect(
      teamProblem(
        {
          pairs: [
            [1, 2],
            [3, 4],
          ],
          reserves: [],
        },
        gray,
        members,
      ),
    ).toBeNull();
  });

  it('refuses more pairs than the competition has', () => {
    expect(
      teamProblem(
        {
          pairs: [
            [1, 2],
            [3, 4],
            [1, 3],
          ],
          reserves: [],
        },
        gray,
        members,
      ),
    ).toEqual({
      field: 'pairs',
      message: 'The Cyril Gray has 2 pairs; this team has 3',
      memberId: null,
    });
  });

  it('names the player who is in the team twice', () => {
    expect(
      teamProblem(
        {
          pairs: [
            [1, 2],
            [3, 1],
          ],
          reserves: [],
        },
        gray,
        members,
      ),
    ).toEqual({
      field: 'pairs',
      message: 'John Smith is in the team twice',
      memberId: 1,
    });
    expect(teamProblem({ pairs: [[3, 3]], reserves: [] }, gray, members)?.message).toBe(
      'Tom Brown is in the team twice',
    );
  });

  it('names the player who may not play, in a pair or among the reserves', () => {
    expect(teamProblem({ pairs: [[1, 5]], reserves: [] }, gray, members)).toEqual({
      field: 'pairs',
      message: 'Young Player may not play in the Cyril Gray',
      memberId: 5,
    });
    expect(teamProblem({ pairs: [[1, 2]], reserves: [5] }, gray, members)?.field).toBe('reserves');
    expect(teamProblem({ pairs: [[1, 99]], reserves: [] }, gray, members)?.message).toBe(
      'Member 99 is not a member of the society',
    );
  });

  it('names a reserve who is also in a pair, and one listed twice', () => {
    expect(teamProblem({ pairs: [[1, 2]], reserves: [3, 2] }, gray, members)).toEqual({
      field: 'reserves',
      message: 'Peter Jones is a reserve and also in a pair',
      memberId: 2,
    });
    expect(teamProblem({ pairs: [[1, 2]], reserves: [3, 3] }, gray, members)?.message).toBe(
      'Tom Brown is a reserve twice',
    );
  });
});

describe('reserves and offers', () => {
  it('offers the first reserve in order still waiting, passing over those who declined or let it lapse', () => {
    const reserves = [
      { id: 'c', order: 3, state: 'waiting' as const },
      { id: 'a', order: 1, state: 'declined' as const },
      { id: 'b', order: 2, state: 'lapsed' as const },
      { id: 'd', order: 4, state: 'waiting' as const },
    ];
    expect(nextReserve(reserves)?.id).toBe('c');
    expect(nextReserve([{ order: 1, state: 'playing' as const }])).toBeNull();
    expect(nextReserve([])).toBeNull();
  });

  it('lets an offer lapse the set number of hours after it was made', () => {
    expect(offerExpiresAt('2026-03-01T09:00:00.000Z', 24)).toBe('2026-03-02T09:00:00.000Z');
    expect(offerExpiresAt('2026-03-01T09:00:00.000Z', 2)).toBe('2026-03-01T11:00:00.000Z');
  });
});

describe('where a competition stands', () => {
  it('moves from polling to selected, published and finished', () => {
    expect(competitionStatus({ teamSaved: false, publishedAt: null, finished: false })).toBe('polling');
    expect(competitionStatus({ teamSaved: true, publishedAt: null, finished: false })).toBe('selected');
    expect(competitionStatus({ teamSaved: true, publishedAt: '2026-03-01', finished: false })).toBe(
      'published',
    );
    expect(competitionStatus({ teamSaved: true, publishedAt: '2026-03-01', finished: true })).toBe(
      'finished',
    );
  });

  it('writes places in order as words do', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });
});
