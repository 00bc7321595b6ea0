import { describe, expect, it } from 'vitest';
import { isEligible } from './prize-eligibility';
import { card, guest, level, member } from './worked-examples/cards';

describe('who may win a prize', () => {
  const ann = card(member(1, 'Ann', 1964), 18, level(5));
  const plus = card(member(2, 'Pip', 2020), -1.4, level(4));
  const gus = card(guest('Gus'), 10, level(5));
  const noYear = card(member(3, 'Old record', null), 12, level(5));

  it('every member for an open prize, but never a guest', () => {
    expect([ann, plus, noYear, gus].map((c) => isEligible({ kind: 'all' }, c))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('guests only for a guest prize', () => {
    expect([ann, gus].map((c) => isEligible({ kind: 'guests' }, c))).toEqual([false, true]);
  });

  it('a handicap band of the index on the card, both ends in: 0 to 18.0 takes 18.0; 18.1 to 54 does not', () => {
    expect(isEligible({ kind: 'handicap', from: 0, to: 18 }, ann)).toBe(true);
    expect(isEligible({ kind: 'handicap', from: 18.1, to: 54 }, ann)).toBe(false);
    expect(isEligible({ kind: 'handicap', from: 0, to: 18 }, plus)).toBe(false); // +1.4 is below 0
    expect(isEligible({ kind: 'handicap', from: -10, to: 12 }, plus)).toBe(true);
    expect(isEligible({ kind: 'handicap', from: 0, to: 54 }, gus)).toBe(false);
  });

  it('left school by a year: in that year or before; a member whose year is not known is not', () => {
    expect(isEligible({ kind: 'leftSchoolBy', year: 1964 }, ann)).toBe(true);
    expect(isEligible({ kind: 'leftSchoolBy', year: 1963 }, ann)).toBe(false);
    expect(isEligible({ kind: 'leftSchoolBy', year: 2030 }, noYear)).toBe(false);
  });
});
