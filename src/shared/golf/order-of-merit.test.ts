import { describe, expect, it } from 'vitest';
import { meritField, orderOfMerit, type MeritFixture, type MeritRules } from './order-of-merit';
import { rankCards } from './rank-cards';
import { guest, member, nines } from './worked-examples/cards';
import { pointsCard, scored } from './worked-examples/field';

// Points 10, 8, 6, 5, 4, 3, 2, 1 for 1st to 8th; best 2 results count; 2 events needed to be placed.
//   Spring (11): Alan 1st, Bill 2nd, Colin =3rd, David =3rd, Ed 5th
//   Summer (12): Bill 1st, Alan 2nd, Ed 3rd, Colin 4th
//   Autumn (13): Colin 1st, Ed 2nd, Alan 3rd, Frank 4th
// Alan 10 + 8 (+6 not counted) = 18; Bill 8 + 10 = 18; Colin 6 (=3rd earns 3rd's points) + 10 (+5) = 16;
// Ed 6 + 8 (+4) = 14; David 6 from one event and Frank 5 from one event are not placed.
const entry = (memberId: number, name: string, position: number | null) => ({ memberId, name, position });
const fixtures: MeritFixture[] = [
  {
    fixtureId: 11,
    field: [
      entry(1, 'Alan', 1),
      entry(2, 'Bill', 2),
      entry(3, 'Colin', 3),
      entry(4, 'David', 3),
      entry(5, 'Ed', 5),
    ],
  },
  {
    fixtureId: 12,
    field: [entry(2, 'Bill', 1), entry(1, 'Alan', 2), entry(5, 'Ed', 3), entry(3, 'Colin', 4)],
  },
  {
    fixtureId: 13,
    field: [entry(3, 'Colin', 1), entry(5, 'Ed', 2), entry(1, 'Alan', 3), entry(6, 'Frank', 4)],
  },
];
const rules: MeritRules = { points: [10, 8, 6, 5, 4, 3, 2, 1], bestOf: 2, minEvents: 2, paidUpOnly: false };
const everyone = new Set([1, 2, 3, 4, 5, 6]);

const table = (rows: ReturnType<typeof orderOfMerit>) =>
  rows.map((r) => `${r.positionText || '-'} ${r.name} ${r.points} (${r.events})`);

describe('order of merit', () => {
  it('best two results count; level on points share the place; one event is not enough to be placed', () => {
    const rows = orderOfMerit(fixtures, rules, everyone);
    expect(table(rows)).toEqual([
      '=1st Alan 18 (3)',
      '=1st Bill 18 (2)',
      '3rd Colin 16 (3)',
      '4th Ed 14 (3)',
      '- David 6 (1)',
      '- Frank 5 (1)',
    ]);
    expect(rows.map((r) => r.position)).toEqual([1, 1, 3, 4, null, null]);
    expect(rows[2].counted).toEqual([
      { fixtureId: 11, points: 6 },
      { fixtureId: 13, points: 10 },
    ]);
  });

  it('paid-up members only: the others are left out and those below them move up', () => {
    // Without Bill: Spring Alan 1st, Colin and David =2nd, Ed 4th; Summer Alan 1st, Ed 2nd, Colin 3rd.
    // Alan 10 + 10 = 20; Colin 8 + 10 = 18; Ed 8 + 8 = 16 (Summer and Autumn; Spring's 5 not counted).
    const rows = orderOfMerit(fixtures, { ...rules, paidUpOnly: true }, new Set([1, 3, 4, 5, 6]));
    expect(table(rows)).toEqual([
      '1st Alan 20 (3)',
      '2nd Colin 18 (3)',
      '3rd Ed 16 (3)',
      '- David 8 (1)',
      '- Frank 5 (1)',
    ]);
    expect(orderOfMerit(fixtures, rules, new Set())).toHaveLength(6); // the set matters only with paidUpOnly
  });

  it('every result counts when bestOf is null; places beyond the table score 0', () => {
    const rows = orderOfMerit(
      fixtures,
      { points: [3, 2, 1], bestOf: null, minEvents: 1, paidUpOnly: false },
      everyone,
    );
    expect(table(rows)).toEqual([
      '1st Alan 6 (3)', // 3 + 2 + 1
      '2nd Bill 5 (2)', // 2 + 3
      '3rd Colin 4 (3)', // 1 (=3rd) + 0 (4th) + 3
      '4th Ed 3 (3)', // 0 + 1 + 2
      '5th David 1 (1)',
      '6th Frank 0 (1)',
    ]);
  });

  it('on equal points the earlier fixture is the one counted', () => {
    const same: MeritFixture[] = [11, 12, 13].map((fixtureId) => ({
      fixtureId,
      field: [entry(1, 'Alan', 1)],
    }));
    const [alan] = orderOfMerit(same, { ...rules, minEvents: 1 }, everyone);
    expect(alan.counted).toEqual([
      { fixtureId: 11, points: 10 },
      { fixtureId: 12, points: 10 },
    ]);
  });

  it('a no return is an event played with no points', () => {
    const nr: MeritFixture[] = [{ fixtureId: 11, field: [entry(1, 'Alan', null), entry(2, 'Bill', 1)] }];
    expect(table(orderOfMerit(nr, { ...rules, minEvents: 1 }, everyone))).toEqual([
      '1st Bill 10 (1)',
      '2nd Alan 0 (1)',
    ]);
  });

  it("takes a fixture's members from its placed field: a guest who wins pushes no member down", () => {
    const twos = [2, 2, 2, 2, 2, 2, 2, 2, 2];
    const ranked = rankCards(
      [
        pointsCard(guest('Gary'), nines([3, 3, 2, 2, 2, 2, 2, 2, 2], twos)),
        pointsCard(member(1, 'Alan'), nines(twos, twos)),
        pointsCard(member(2, 'Bill'), nines([1, 2, 2, 2, 2, 2, 2, 2, 2], twos)),
      ].map((c) => scored(c, 'stableford')),
    );
    const field = meritField(ranked);
    expect(field).toEqual([entry(1, 'Alan', 2), entry(2, 'Bill', 3)]);
    expect(table(orderOfMerit([{ fixtureId: 11, field }], { ...rules, minEvents: 1 }, everyone))).toEqual([
      '1st Alan 10 (1)',
      '2nd Bill 8 (1)',
    ]);
  });
});
