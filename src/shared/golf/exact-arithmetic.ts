// Whole-number arithmetic for the sums where rounding matters. Handicap indexes and course ratings have one decimal
// place, so they are worked in tenths (integers) and every quotient is kept as numerator and denominator: 0.1 + 0.2
// never meets a rounding rule.

/** A value with at most one decimal place, as a whole number of tenths (14.2 → 142, -1.4 → -14). */
export function toTenths(value: number, what: string): number {
  const tenths = Math.round(value * 10);
  if (!Number.isFinite(value) || Math.abs(value * 10 - tenths) > 1e-6) {
    throw new RangeError(`${what} must be a number with at most one decimal place, not ${value}`);
  }
  return tenths;
}

/** ⌊n ÷ d⌋ for whole numbers, d > 0, exact (the division's floating point answer is only a first guess). */
export function floorDiv(n: number, d: number): number {
  let q = Math.floor(n / d);
  while (q * d > n) q -= 1;
  while ((q + 1) * d <= n) q += 1;
  return q;
}

/**
 * n ÷ d rounded to the nearest whole number with .5 upwards, d > 0. Upwards is towards the larger number, so for a
 * plus handicap (stored negative) a half rounds towards zero: -2.5 → -2, i.e. +2.5 → +2 (the Rules of Handicapping
 * round minus values "upward towards 0", Rule 5.1c).
 */
export function roundHalfUp(n: number, d: number): number {
  return floorDiv(2 * n + d, 2 * d) + 0;
}
