import { describe, expect, it } from 'vitest';
import { strokesOnHole, strokesReceived } from './strokes-received';
import { whiteTee } from './worked-examples/tees';

// Strokes go to holes by the card's stroke index (Rules of Handicapping, Appendix E); a plus handicap gives them
// back beginning at stroke index 18 (Appendix C: +2 gives back on 18 and 17). White tee stroke indexes, holes 1-18:
// 7 3 17 1 11 5 15 13 9 | 8 16 2 10 4 12 18 6 14.

describe('strokes received by stroke index', () => {
  it('14: one stroke on stroke indexes 1 to 14, none on 15 to 18 (holes 3, 7, 11 and 16)', () => {
    expect(strokesReceived(14, whiteTee)).toEqual([1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1]);
  });

  it('18: one on every hole; 0: none', () => {
    expect(strokesReceived(18, whiteTee)).toEqual(Array(18).fill(1));
    expect(strokesReceived(0, whiteTee)).toEqual(Array(18).fill(0));
  });

  it('20: one on every hole and a second on stroke indexes 1 and 2 (holes 4 and 12)', () => {
    const strokes = strokesReceived(20, whiteTee);
    expect(strokes[3]).toBe(2);
    expect(strokes[11]).toBe(2);
    expect(strokes.reduce((a, b) => a + b, 0)).toBe(20);
    expect(strokes.filter((s) => s === 1)).toHaveLength(16);
  });

  it('40: two on every hole and a third on stroke indexes 1 to 4; 54: three everywhere', () => {
    expect([1, 4, 5, 18].map((si) => strokesOnHole(40, si))).toEqual([3, 3, 2, 2]);
    expect(strokesReceived(40, whiteTee).reduce((a, b) => a + b, 0)).toBe(40);
    expect(strokesReceived(54, whiteTee)).toEqual(Array(18).fill(3));
  });

  it('56 (a 54.0 index off the Whites at 95%): three on every hole and a fourth on stroke indexes 1 and 2', () => {
    const strokes = strokesReceived(56, whiteTee);
    expect([strokes[3], strokes[11]]).toEqual([4, 4]); // holes 4 and 12
    expect(strokes.filter((s) => s === 3)).toHaveLength(16);
  });

  it('plus 2: gives a stroke back on stroke indexes 18 and 17 (holes 16 and 3), nothing elsewhere', () => {
    expect(strokesReceived(-2, whiteTee)).toEqual([0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0]);
  });

  it('plus 20 (beyond any index, but the rule is the same): one back everywhere, two on 18 and 17', () => {
    expect([18, 17, 16, 1].map((si) => strokesOnHole(-20, si))).toEqual([-2, -2, -1, -1]);
  });
});
