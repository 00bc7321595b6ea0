import { describe, expect, it } from 'vitest';
import { grossScore, netScore } from './medal-score';
import { nines } from './worked-examples/cards';

// Medal (stroke play): net = gross − Playing Handicap; a hole without a score makes the card a no return.

describe('medal scores', () => {
  const card = nines([5, 6, 3, 6, 4, 5, 4, 5, 6], [5, 3, 7, 4, 6, 5, 4, 6, 5]); // out 44, in 45

  it('gross 89 off 14 is net 75', () => {
    expect(grossScore(card)).toBe(89);
    expect(netScore(card, 14)).toBe(75);
  });

  it('a plus 2 adds two strokes: gross 70 is net 72', () => {
    expect(netScore(nines([4, 4, 3, 5, 4, 4, 3, 4, 4], [4, 3, 5, 4, 4, 3, 3, 5, 4]), -2)).toBe(72);
  });

  it('any hole without a score is a no return', () => {
    const noScore: (number | null)[] = [...card];
    noScore[8] = null;
    expect(grossScore(noScore)).toBeNull();
    expect(netScore(noScore, 14)).toBeNull();
  });
});
