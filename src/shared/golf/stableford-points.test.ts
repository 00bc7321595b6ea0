import { describe, expect, it } from 'vitest';
import { holePoints, stablefordPoints, sum } from './stableford-points';
import { strokesReceived } from './strokes-received';
import { whiteTee } from './worked-examples/tees';

// Stableford points (Rules of Golf, Rule 21.1b): 2 for net par, one more for each stroke better, one fewer for
// each stroke worse, 0 for two or more over or no score.

describe('Stableford points', () => {
  it('a hole by the table: par 4 with a stroke, taken in 3, 4, 5, 6, 7, or not finished', () => {
    expect([3, 4, 5, 6, 7].map((taken) => holePoints(4, 1, taken))).toEqual([4, 3, 2, 1, 0]);
    expect(holePoints(4, 1, null)).toBe(0);
    expect(holePoints(3, 0, 1)).toBe(4); // a hole in one at a par 3, no stroke: 2 under
    expect(holePoints(5, 3, 5)).toBe(5); // a 3-stroke hole for a high handicap, gross par: net 3 under
    expect(holePoints(4, -1, 4)).toBe(1); // plus handicap giving a stroke back: gross par is net bogey
  });

  it("never below 0: a 9 at a par 4 without a stroke (2 + 4 − 9 = −3), a plus handicap's 6 at a par 3", () => {
    expect(holePoints(4, 0, 9)).toBe(0);
    expect(holePoints(3, -1, 6)).toBe(0); // 2 + 3 − 1 − 6 = −2
    expect(holePoints(5, 4, 20)).toBe(0); // a 54 index's four strokes do not save a 20
  });

  it('a card off 14 at the Whites adds to 31: 15 out, 16 in (a no score on the 9th scores 0)', () => {
    const strokes = strokesReceived(14, whiteTee);
    // Hole:       1  2  3  4  5  6  7  8  9     10 11 12 13 14 15 16 17 18
    // Par:        4  4  3  5  4  4  3  4  5      4  3  5  4  4  4  3  5  4
    // Strokes:    1  1  0  1  1  1  0  1  1      1  0  1  1  1  1  0  1  1
    const taken = [5, 6, 3, 6, 4, 5, 4, 5, null, 5, 3, 7, 4, 6, 5, 4, 6, 5];
    const points = stablefordPoints(taken, whiteTee, strokes);
    expect(points).toEqual([2, 1, 2, 2, 3, 2, 1, 2, 0, 2, 2, 1, 3, 1, 2, 1, 2, 2]);
    expect(sum(points.slice(0, 9))).toBe(15);
    expect(sum(points.slice(9))).toBe(16);
    expect(sum(points)).toBe(31);
  });
});
