import { describe, expect, it } from 'vitest';
import { ordinal, placeText } from './ordinals';

describe('places in words', () => {
  it('writes ordinals as results sheets do', () => {
    expect([1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '14th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });

  it('marks a shared place with "="', () => {
    expect(placeText(2, true)).toBe('=2nd');
    expect(placeText(1, false)).toBe('1st');
  });
});
