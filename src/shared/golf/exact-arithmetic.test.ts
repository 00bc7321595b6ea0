import { describe, expect, it } from 'vitest';
import { floorDiv, roundHalfUp, toTenths } from './exact-arithmetic';

describe('exact arithmetic for handicaps', () => {
  it('reads one-decimal values as whole tenths, without floating point slips', () => {
    expect(toTenths(14.2, 'Index')).toBe(142);
    expect(toTenths(0.1 + 0.2, 'Index')).toBe(3);
    expect(toTenths(-1.4, 'Index')).toBe(-14);
    expect(toTenths(72, 'Rating')).toBe(720);
    expect(() => toTenths(14.25, 'Index')).toThrow('at most one decimal place');
    expect(() => toTenths(Number.NaN, 'Index')).toThrow(RangeError);
  });

  it('divides whole numbers rounding down, also below zero', () => {
    expect(floorDiv(7, 2)).toBe(3);
    expect(floorDiv(-7, 2)).toBe(-4);
    expect(floorDiv(-6, 2)).toBe(-3);
    expect(floorDiv(0, 5)).toBe(0);
  });

  it('rounds to the nearest whole number with .5 upwards (towards zero for a plus handicap)', () => {
    expect(roundHalfUp(25, 10)).toBe(3); // 2.5 → 3
    expect(roundHalfUp(24, 10)).toBe(2); // 2.4 → 2
    expect(roundHalfUp(-25, 10)).toBe(-2); // +2.5 → +2 (Rule 5.1c: minus values round upward towards 0)
    expect(roundHalfUp(-26, 10)).toBe(-3); // +2.6 → +3
    expect(roundHalfUp(-4, 10)).toBe(0); // +0.4 → 0, never "-0"
    expect(Object.is(roundHalfUp(-4, 10), -0)).toBe(false);
  });
});
