import { describe, expect, it } from 'vitest';
import { courseHandicap } from './course-handicap';
import { playingHandicap } from './playing-handicap';
import { blueTee, standardTee, whiteTee } from './worked-examples/tees';

// Playing Handicap = the unrounded Course Handicap × the allowance, rounded to the nearest whole number with .5
// upwards (Rules of Handicapping, Rule 6.2); 95% is the recommended allowance for individual stroke play and
// Stableford (Appendix C).

describe('Playing Handicap', () => {
  it('a 14.2 index off the Whites: 14.908 × 95% = 14.16 → 14', () => {
    expect(playingHandicap(courseHandicap(14.2, whiteTee))).toBe(14);
  });

  it('a 36.0 index off the Blues: 47.002 × 95% = 44.65 → 45', () => {
    expect(playingHandicap(courseHandicap(36, blueTee), 95)).toBe(45);
  });

  it('the highest index, 54.0, off the Whites: 54 × 125 ÷ 113 = 59.735, less 0.8 = 58.935 (59); × 95% = 55.99 → 56', () => {
    const ch = courseHandicap(54, whiteTee);
    expect(ch.rounded).toBe(59);
    expect(playingHandicap(ch)).toBe(56);
  });

  it('uses the unrounded Course Handicap: 11.3 off Slope 125 is 12.5 (shown 13); 12.5 × 95% = 11.875 → 12', () => {
    const ch = courseHandicap(11.3, { ...whiteTee, courseRating: 72 });
    expect(ch.rounded).toBe(13);
    expect(playingHandicap(ch)).toBe(12); // 13 × 95% would be 12.35 → 12 too; 85% tells them apart:
    expect(playingHandicap(ch, 85)).toBe(11); // 12.5 × 85% = 10.625 → 11 (13 × 85% = 11.05 → 11)
    expect(playingHandicap(ch, 75)).toBe(9); // 12.5 × 75% = 9.375 → 9 (13 × 75% = 9.75 → 10)
  });

  it('an exact half goes up where floating point would round it down', () => {
    // 7.9 index, Slope 113, Rating 73.1, par 71: 7.9 + 2.1 = 10.0; × 95% = 9.5 → 10. In floating point
    // (7.9 × 113 ÷ 113 + (73.1 − 71)) × 0.95 is 9.4999…, which Math.round makes 9.
    const tee = {
      ...standardTee,
      par: [...standardTee.par.slice(0, 8), 4, ...standardTee.par.slice(9)],
      courseRating: 73.1,
    };
    expect(Math.round(((7.9 * 113) / 113 + (73.1 - 71)) * 0.95)).toBe(9);
    expect(playingHandicap(courseHandicap(7.9, tee))).toBe(10);
  });

  it('a plus handicap moves towards zero: plus 1.4 off Slope 130, Rating 73.1 is +0.511 × 95% = +0.485 → 0', () => {
    expect(playingHandicap(courseHandicap(-1.4, { ...whiteTee, courseRating: 73.1, slope: 130 }))).toBe(0);
  });

  it('a plus 3.0 index at Slope 113, Rating = par: +3 × 95% = +2.85 → +3; at 50% exactly +1.5 → +1', () => {
    expect(playingHandicap(courseHandicap(-3, standardTee))).toBe(-3);
    expect(playingHandicap(courseHandicap(-3, standardTee), 50)).toBe(-1);
  });

  it('takes an allowance with one decimal place, and refuses one outside 0 to 100', () => {
    expect(playingHandicap(courseHandicap(20, standardTee), 37.5)).toBe(8); // 20 × 37.5% = 7.5 → 8
    expect(playingHandicap(courseHandicap(20, standardTee), 0)).toBe(0);
    expect(() => playingHandicap(courseHandicap(20, standardTee), 101)).toThrow('0 to 100');
    expect(() => playingHandicap(courseHandicap(20, standardTee), 95.25)).toThrow('one decimal place');
  });
});
