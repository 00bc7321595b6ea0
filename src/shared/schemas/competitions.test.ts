import { describe, expect, it } from 'vitest';
import { contactDetailsSchema, initialsField } from './accounts';
import {
  addCompetitionSchema,
  availabilityBodySchema,
  matchBodySchema,
  teamBodySchema,
} from './competitions';

describe('the competitions contract', () => {
  it('reads a competition with its captains as a list or as one text, defaults the offer hours', () => {
    const parsed = addCompetitionSchema.parse({
      name: 'Halford Hewitt',
      year: 2026,
      pairs: 5,
      reservesWanted: 2,
      dates: [
        { date: '2026-04-09', label: 'First round' },
        { date: '2026-04-08', label: 'Practice' },
      ],
      captainEmailAddresses: 'Captain@Society.example; second@society.example',
      eligibility: null,
    });
    expect(parsed.captainEmailAddresses).toEqual(['captain@society.example', 'second@society.example']);
    expect(parsed.dates.map((d) => d.label)).toEqual(['Practice', 'First round']);
    expect(parsed.offerHours).toBe(24);
    expect(
      addCompetitionSchema.parse({ ...parsed, captainEmailAddresses: ['a@b.example'] }).captainEmailAddresses,
    ).toEqual(['a@b.example']);
  });

  it('refuses pairs outside 1 to 10 and a bad captain address with the field named', () => {
    const r = addCompetitionSchema.safeParse({
      name: 'X',
      year: 2026,
      pairs: 11,
      reservesWanted: 0,
      captainEmailAddresses: 'not-an-address',
    });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('pairs: Pairs must be a whole number from 1 to 10');
    expect(messages).toContain('captainEmailAddresses: not-an-address is not a valid email address');
  });

  it('reads an availability answer and a team', () => {
    expect(
      availabilityBodySchema.parse({
        competitionId: 3,
        answer: 'reserve',
        unavailableDates: ['2026-04-10', '2026-04-09', '2026-04-10'],
      }),
    ).toEqual({
      competitionId: 3,
      answer: 'reserve',
      unavailableDates: ['2026-04-09', '2026-04-10'],
      note: null,
    });
    expect(teamBodySchema.safeParse({ pairs: [[1]] }).success).toBe(false);
    expect(teamBodySchema.parse({ pairs: [[1, 2]] })).toEqual({ pairs: [[1, 2]], reserves: [] });
  });

  it('writes initials in Contact Details as the sheet does, and clears them with an empty field', () => {
    expect(contactDetailsSchema.shape.initials).toBe(initialsField);
    expect(initialsField.parse('jrh')).toBe('J. R. H.');
    expect(initialsField.parse('')).toBeNull();
    expect(initialsField.parse(null)).toBeNull();
    expect(initialsField.parse(undefined)).toBeUndefined();
    expect(initialsField.safeParse('J1').success).toBe(false);
    expect(initialsField.safeParse('ABCDEFGHIJKLM').success).toBe(false);
  });
});

describe("a round's result", () => {
  const round = {
    round: '2',
    date: '2026-04-10',
    opponent: 'Old Tonbridgians',
    pairs: [
      { pairIndex: 1, result: 'won', margin: '3 & 2' },
      { pairIndex: '2', result: 'halved', margin: '' },
    ],
    outcome: 'won',
  };

  it('reads a round, its margins written one way', () => {
    const parsed = matchBodySchema.parse(round);
    expect(parsed).toEqual({
      round: 2,
      date: '2026-04-10',
      opponent: 'Old Tonbridgians',
      pairs: [
        { pairIndex: 1, result: 'won', margin: '3&2' },
        { pairIndex: 2, result: 'halved', margin: null },
      ],
      outcome: 'won',
      last: false,
    });
  });

  it('names the field of each mistake', () => {
    const fields = (body: unknown) =>
      matchBodySchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fields({ ...round, round: 0 })).toEqual([['round', 'Round must be a whole number from 1 to 20']]);
    expect(fields({ ...round, opponent: ' ' })).toEqual([['opponent', 'Opponent is required']]);
    expect(fields({ ...round, date: '2026-02-30' })).toEqual([['date', 'Date must be a real date']]);
    expect(
      fields({ ...round, pairs: [round.pairs[0], { pairIndex: 1, result: 'lost', margin: '1 up' }] }),
    ).toEqual([['pairs', 'Pair 1 is there twice']]);
    expect(fields({ ...round, pairs: [{ pairIndex: 1, result: 'won', margin: '6&1' }] })).toEqual([
      ['pairs.0.margin', 'Pair 1: 6&1 is not a margin; write it as 3&2, 1 up, 2 holes or 19th'],
    ]);
    expect(fields({ ...round, pairs: [{ pairIndex: 11, result: 'won', margin: '2 up' }] })).toEqual([
      ['pairs.0.pairIndex', 'Pair must be a whole number from 1 to 10'],
    ]);
  });
});
