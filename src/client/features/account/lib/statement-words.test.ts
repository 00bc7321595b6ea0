import { describe, expect, it } from 'vitest';
import { balanceWords, lineAmountText, lineKindWords, paymentDetailLines } from './statement-words';

describe("a member's statement in words", () => {
  it('says what is owed, what is in credit, or that nothing is owed', () => {
    expect(balanceWords(4200)).toBe('You owe £42.00');
    expect(balanceWords(123456)).toBe('You owe £1,234.56');
    expect(balanceWords(-500)).toBe('You are £5.00 in credit');
    expect(balanceWords(-1)).toBe('You are £0.01 in credit');
    expect(balanceWords(0)).toBe('Nothing owed');
  });

  it('names each kind of line, and signs the amounts that come off the balance', () => {
    expect(lineKindWords('charge')).toBe('Charge');
    expect(lineKindWords('payment')).toBe('Payment');
    expect(lineKindWords('credit')).toBe('Credit');
    expect(lineAmountText(4500)).toBe('£45.00');
    expect(lineAmountText(-4500)).toBe('\u2212£45.00');
  });

  it('refuses an amount that is not whole pence rather than showing a wrong figure', () => {
    expect(() => balanceWords(10.5)).toThrow(RangeError);
  });

  it("takes the society's bank details line by line, blank lines left out", () => {
    expect(paymentDetailLines('Old Boys Golf Society\n  Sort code 12-34-56 \n\nAccount 12345678')).toEqual([
      'Old Boys Golf Society',
      'Sort code 12-34-56',
      'Account 12345678',
    ]);
    expect(paymentDetailLines(null)).toEqual([]);
    expect(paymentDetailLines('')).toEqual([]);
  });
});
