import { describe, expect, it } from 'vitest';
import { rankCards } from './rank-cards';
import { scoreText } from './score-text';
import { member, nines } from './worked-examples/cards';
import { medalCard, pointsCard, scored } from './worked-examples/field';

// A Stableford field, points by hole (a scratch player off the standard tee, so the points are as written):
//   Alan  38 = out 18, back 20                      → 1st on countback (back nine 20 against Bill's 19)
//   Bill  38 = out 19, back 19                      → 2nd on countback
//   Colin 36 = out 18, back 18 (2 on every hole)    → =3rd: level with David on every countback step
//   David 36 = out 18, back 18 (same back nine)     → =3rd
//   Ed    36 = out 19, back 17                      → 5th on countback (back nine 17 against 18)
//   Fred  30 = out 15, back 15                      → 6th
const twos = [2, 2, 2, 2, 2, 2, 2, 2, 2];
const field = [
  pointsCard(member(6, 'Fred'), nines([1, 1, 1, 2, 2, 2, 2, 2, 2], [1, 1, 1, 2, 2, 2, 2, 2, 2])),
  pointsCard(member(4, 'David'), nines([3, 1, 2, 2, 2, 2, 2, 2, 2], twos)),
  pointsCard(member(2, 'Bill'), nines([3, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 3])),
  pointsCard(member(5, 'Ed'), nines([3, 2, 2, 2, 2, 2, 2, 2, 2], [1, 2, 2, 2, 2, 2, 2, 2, 2])),
  pointsCard(member(1, 'Alan'), nines(twos, [2, 2, 2, 2, 2, 2, 2, 3, 3])),
  pointsCard(member(3, 'Colin'), nines(twos, twos)),
].map((c) => scored(c, 'stableford'));

describe('placing a Stableford field', () => {
  const ranked = rankCards(field);
  const rows = ranked.map((r) => [r.positionText, r.card.player.name, scoreText(r)]);

  it('places by points, then countback; a tie after countback shares the place', () => {
    expect(rows).toEqual([
      ['1st', 'Alan', '38 pts (c/b)'],
      ['2nd', 'Bill', '38 pts (c/b)'],
      ['=3rd', 'Colin', '36 pts (c/b)'],
      ['=3rd', 'David', '36 pts (c/b)'],
      ['5th', 'Ed', '36 pts (c/b)'],
      ['6th', 'Fred', '30 pts'],
    ]);
    expect(ranked.map((r) => r.position)).toEqual([1, 2, 3, 3, 5, 6]);
    expect(ranked.map((r) => r.tied)).toEqual([false, false, true, true, false, false]);
  });

  it('a tie on points that countback cannot settle is not "(c/b)"', () => {
    const [colin, david] = rankCards(field.filter((s) => ['Colin', 'David'].includes(s.card.player.name)));
    expect([colin.positionText, scoreText(colin)]).toEqual(['=1st', '36 pts']);
    expect([david.positionText, scoreText(david)]).toEqual(['=1st', '36 pts']);
  });

  it('gives the same places whatever order the cards come in', () => {
    expect(rankCards([...field].reverse()).map((r) => r.card.player.name)).toEqual(
      ranked.map((r) => r.card.player.name),
    );
  });

  it('an empty field has no places', () => {
    expect(rankCards([])).toEqual([]);
  });
});

describe('placing a medal field', () => {
  // A off 14, gross 84; B off 12, gross 82: both net 70, B wins on the last six (see the countback tests).
  // C off 20, gross 88: net 68, first. N: no score on the 18th, a no return.
  const medal = [
    medalCard(member(4, 'N'), 10, [...Array(17).fill(4), null]),
    medalCard(member(1, 'A'), 14, nines([5, 5, 5, 5, 5, 5, 5, 5, 4], [4, 4, 5, 5, 5, 5, 4, 4, 4])),
    medalCard(member(3, 'C'), 20, Array(16).fill(5).concat([4, 4])),
    medalCard(member(2, 'B'), 12, nines([5, 5, 5, 5, 5, 5, 5, 4, 4], [4, 4, 5, 4, 4, 5, 4, 5, 4])),
  ].map((c) => scored(c, 'medal'));

  it('lowest net first, countback for ties, no returns last without a place', () => {
    const ranked = rankCards(medal);
    expect(ranked.map((r) => [r.positionText, r.card.player.name, scoreText(r)])).toEqual([
      ['1st', 'C', 'net 68'],
      ['2nd', 'B', 'net 70 (c/b)'],
      ['3rd', 'A', 'net 70 (c/b)'],
      ['NR', 'N', 'NR'],
    ]);
    expect(ranked[3].position).toBeNull();
  });
});

describe('score text', () => {
  it('writes one point as "1 pt"', () => {
    const one = rankCards([scored(pointsCard(member(1, 'Z'), [1, ...Array(17).fill(0)]), 'stableford')]);
    expect(scoreText(one[0])).toBe('1 pt');
  });
});
