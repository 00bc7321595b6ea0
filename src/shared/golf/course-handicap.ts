import { roundHalfUp, toTenths } from './exact-arithmetic';
import { checkedTee, coursePar } from './tee-problems';
import type { CourseHandicap, Tee } from './types';

/**
 * Course Handicap (Rules of Handicapping, Rule 6.1a) = Handicap Index × Slope Rating ÷ 113 + (Course Rating − Par).
 * The index and the rating are taken in tenths, so the exact value is
 * (index in tenths × slope + 113 × (rating in tenths − 10 × par)) ÷ 1130; it is rounded to the nearest whole number
 * with .5 upwards for showing, and kept unrounded for the Playing Handicap (Rule 6.1 Note). The index is in the
 * stored form: a plus handicap is negative, and so is a plus Course Handicap.
 */
export function courseHandicap(handicapIndex: number, tee: Tee): CourseHandicap {
  checkedTee(tee);
  const index = toTenths(handicapIndex, 'Handicap Index');
  const rating = toTenths(tee.courseRating, 'Course Rating');
  const numerator = index * tee.slope + 113 * (rating - 10 * coursePar(tee));
  const denominator = 1130;
  return {
    exact: { numerator, denominator },
    unrounded: numerator / denominator,
    rounded: roundHalfUp(numerator, denominator),
  };
}
