import { roundHalfUp, toTenths } from './exact-arithmetic';
import type { CourseHandicap } from './types';

/** The recommended allowance for individual stroke play and Stableford (Rules of Handicapping, Appendix C). */
export const DEFAULT_ALLOWANCE_PERCENT = 95;

/**
 * Playing Handicap (Rule 6.2) = the unrounded Course Handicap × the handicap allowance, rounded to the nearest whole
 * number with .5 upwards. Worked exactly: the allowance in tenths of a per cent multiplies the Course Handicap's
 * numerator, so 9.5 is 9.5 and never 9.4999…. A plus handicap moves towards zero, the rounding included
 * (Appendix C).
 */
export function playingHandicap(
  course: CourseHandicap,
  allowancePercent = DEFAULT_ALLOWANCE_PERCENT,
): number {
  if (allowancePercent < 0 || allowancePercent > 100) {
    throw new RangeError(`The handicap allowance must be from 0 to 100 per cent, not ${allowancePercent}`);
  }
  const allowance = toTenths(allowancePercent, 'Handicap allowance');
  return roundHalfUp(course.exact.numerator * allowance, course.exact.denominator * 1000);
}
