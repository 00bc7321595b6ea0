import { describe, expect, it } from 'vitest';
import { allocatePrizes } from './allocate-prizes';
import { guest, member, nines } from './worked-examples/cards';
import { medalCard, pointsCard, scored } from './worked-examples/field';
import type { Prize } from './types';

// A Stableford day. Points by hole are written out; index and year left in brackets.
//   Gary  40 (guest, 8.0)               2s, with 3s on holes 1-4
//   Alan  38 (12.0, left 1970)          out 18, back 20 → beats Bill on the back nine
//   Bill  38 (22.4, left 1985)          out 19, back 19
//   Colin 36 (18.0, left 1962)          2 on every hole
//   David 35 (25.0, left 1990)          a 1 on the 1st
//   Ed    33 (9.0, left 1958)           1s on holes 1-3
const twos = [2, 2, 2, 2, 2, 2, 2, 2, 2];
const field = [
  pointsCard(guest('Gary'), nines([3, 3, 3, 3, 2, 2, 2, 2, 2], twos), 8),
  pointsCard(member(1, 'Alan', 1970), nines(twos, [2, 2, 2, 2, 2, 2, 2, 3, 3]), 12),
  pointsCard(member(2, 'Bill', 1985), nines([3, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 3]), 22.4),
  pointsCard(member(3, 'Colin', 1962), nines(twos, twos), 18),
  pointsCard(member(4, 'David', 1990), nines([1, 2, 2, 2, 2, 2, 2, 2, 2], twos), 25),
  pointsCard(member(5, 'Ed', 1958), nines([1, 1, 1, 2, 2, 2, 2, 2, 2], twos), 9),
].map((c) => scored(c, 'stableford'));

const prizes: Prize[] = [
  { event: 'Stableford', eligible: { kind: 'all' }, places: 3 },
  { event: 'Veterans (left by 1965)', eligible: { kind: 'leftSchoolBy', year: 1965 }, places: 1 },
  { event: 'Handicap 18.1 to 54', eligible: { kind: 'handicap', from: 18.1, to: 54 }, places: 1 },
  { event: 'Guests', eligible: { kind: 'guests' }, places: 1 },
];

const table = (awards: ReturnType<typeof allocatePrizes>) =>
  awards.map((a) => [
    a.prize.event,
    a.winners.map((w) => `${w.positionText} ${w.card.player.name} ${w.scoreText}`),
  ]);

describe('prizes', () => {
  it('checks the field: the totals are as written', () => {
    expect(field.map((s) => s.total)).toEqual([40, 38, 38, 36, 35, 33]);
  });

  it('one prize each: a player takes the first listed prize they win and drops out of the later ones', () => {
    expect(table(allocatePrizes(field, prizes, true))).toEqual([
      ['Stableford', ['1st Alan 38 pts (c/b)', '2nd Bill 38 pts (c/b)', '3rd Colin 36 pts']],
      ['Veterans (left by 1965)', ['1st Ed 33 pts']],
      ['Handicap 18.1 to 54', ['1st David 35 pts']],
      ['Guests', ['1st Gary 40 pts']],
    ]);
  });

  it('prizes open to all: the same player may win several; the countback mark speaks of each prize field', () => {
    expect(table(allocatePrizes(field, prizes, false))).toEqual([
      ['Stableford', ['1st Alan 38 pts (c/b)', '2nd Bill 38 pts (c/b)', '3rd Colin 36 pts']],
      ['Veterans (left by 1965)', ['1st Colin 36 pts']],
      ['Handicap 18.1 to 54', ['1st Bill 38 pts']], // Alan (12.0) is not in this field: no countback here
      ['Guests', ['1st Gary 40 pts']],
    ]);
  });

  it('players level after countback share the last place, and both are out of later prizes', () => {
    const tied = [
      pointsCard(member(6, 'Hugh', 1980), nines(twos, twos)),
      pointsCard(member(7, 'Ian', 1980), nines([1, 3, 2, 2, 2, 2, 2, 2, 2], twos)),
      pointsCard(member(8, 'Jim', 1980), nines(twos, [2, 2, 2, 2, 2, 2, 2, 2, 1])),
    ].map((c) => scored(c, 'stableford'));
    const awards = allocatePrizes(
      tied,
      [
        { event: 'Winner', eligible: { kind: 'all' }, places: 1 },
        { event: 'Runner-up prize', eligible: { kind: 'all' }, places: 1 },
      ],
      true,
    );
    expect(table(awards)).toEqual([
      ['Winner', ['=1st Hugh 36 pts', '=1st Ian 36 pts']],
      ['Runner-up prize', ['1st Jim 35 pts']],
    ]);
  });

  it('a prize nobody is eligible for has no winners; a medal no return wins nothing', () => {
    const medal = [scored(medalCard(member(9, 'Ken'), 10, [...Array(17).fill(4), null]), 'medal')];
    expect(
      allocatePrizes(
        field,
        [{ event: 'Veterans', eligible: { kind: 'leftSchoolBy', year: 1950 }, places: 3 }],
        true,
      )[0].winners,
    ).toEqual([]);
    expect(allocatePrizes(medal, [prizes[0]], true)[0].winners).toEqual([]);
  });
});
