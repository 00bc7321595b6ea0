import { describe, expect, it } from 'vitest';
import { courseHandicap } from './course-handicap';
import { blueTee, standardTee, whiteTee } from './worked-examples/tees';

// Course Handicap = Handicap Index × Slope Rating ÷ 113 + (Course Rating − Par) (Rules of Handicapping, Rule 6.1a),
// rounded to the nearest whole number with .5 upwards to be shown (Rule 6.1 Note). The White tee: Slope 125, Course
// Rating 71.2, par 72.

describe('Course Handicap', () => {
  it('a 14.2 index off the Whites: 14.2 × 125 ÷ 113 = 15.708, less 0.8 = 14.908, shown as 15', () => {
    const ch = courseHandicap(14.2, whiteTee);
    expect(ch.exact).toEqual({ numerator: 16846, denominator: 1130 });
    expect(ch.unrounded).toBeCloseTo(14.908, 3);
    expect(ch.rounded).toBe(15);
  });

  it('a 36.0 index off tees of Slope 140, Rating 72.4, par 70: 36 × 140 ÷ 113 = 44.602, plus 2.4 = 47.002 → 47', () => {
    const ch = courseHandicap(36, blueTee);
    expect(ch.unrounded).toBeCloseTo(47.002, 3);
    expect(ch.rounded).toBe(47);
  });

  it('a half rounds up: an 11.3 index off Slope 125, Rating 72.0, par 72 is 11.3 × 125 ÷ 113 = exactly 12.5 → 13', () => {
    const ch = courseHandicap(11.3, { ...whiteTee, courseRating: 72 });
    expect(ch.exact.numerator / ch.exact.denominator).toBe(12.5);
    expect(ch.rounded).toBe(13);
  });

  it('scratch off the Whites plays to the rating: 0 + (71.2 − 72) = -0.8, a plus 1', () => {
    expect(courseHandicap(0, whiteTee).rounded).toBe(-1);
  });

  it('a plus 1.4 index (stored -1.4) off Slope 130, Rating 73.1: -1.4 × 130 ÷ 113 = -1.611, plus 1.1 = -0.511 → +1', () => {
    const ch = courseHandicap(-1.4, { ...whiteTee, courseRating: 73.1, slope: 130 });
    expect(ch.exact).toEqual({ numerator: -577, denominator: 1130 });
    expect(ch.unrounded).toBeCloseTo(-0.511, 3);
    expect(ch.rounded).toBe(-1);
  });

  it('a plus half rounds upwards, towards zero: a plus 2.5 index at Slope 113, Rating = par is +2.5 → +2', () => {
    // Rule 5.1c rounds minus values "upward towards 0"; the same reading of ".5 upwards" applies here.
    expect(courseHandicap(-2.5, standardTee).rounded).toBe(-2);
    expect(courseHandicap(-2.6, standardTee).rounded).toBe(-3);
  });

  it('refuses an index with more than one decimal place, or a tee with wrong figures', () => {
    expect(() => courseHandicap(14.25, whiteTee)).toThrow('Handicap Index');
    expect(() => courseHandicap(14.2, { ...whiteTee, slope: 200 })).toThrow('Slope Rating');
  });
});
