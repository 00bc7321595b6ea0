import { describe, expect, it } from 'vitest';
import { formatPence, isPence, parsePence, sumPence } from './money';

describe('parsePence', () => {
  it('reads pounds as people type them', () => {
    expect(parsePence('25')).toBe(2500);
    expect(parsePence('25.5')).toBe(2550);
    expect(parsePence('25.05')).toBe(2505);
    expect(parsePence(' £25.50 ')).toBe(2550);
    expect(parsePence('.5')).toBe(50);
    expect(parsePence('0.01')).toBe(1);
    expect(parsePence('007.00')).toBe(700);
  });

  it('reads amounts as banks write them: pound signs, thousands separators, GBP', () => {
    expect(parsePence('£1,234.50')).toBe(123450);
    expect(parsePence('1,234,567.89')).toBe(123456789);
    expect(parsePence('1234.5')).toBe(123450);
    expect(parsePence('GBP 9.99')).toBe(999);
    expect(parsePence('9.99 GBP')).toBe(999);
    expect(parsePence('£\u00a012.00')).toBe(1200);
  });

  it('reads debits however the bank writes the sign', () => {
    expect(parsePence('-12.00')).toBe(-1200);
    expect(parsePence('(12.00)')).toBe(-1200);
    expect(parsePence('(£1,200.00)')).toBe(-120000);
    expect(parsePence('-£3')).toBe(-300);
    expect(parsePence('£-3')).toBe(-300);
    expect(parsePence('\u2212£3.00')).toBe(-300);
    expect(parsePence('3.00-')).toBe(-300);
    expect(parsePence('+3.00')).toBe(300);
  });

  it('reads nothing as a negative zero', () => {
    expect(Object.is(parsePence('-0.00'), 0)).toBe(true);
    expect(Object.is(parsePence('(0)'), 0)).toBe(true);
  });

  it('is exact where floating point is not: 0.1 + 0.2 pounds, and 1.15 pounds', () => {
    // 1.15 * 100 is 114.99999999999999 in floating point; the digits are read as digits.
    expect(parsePence('1.15')).toBe(115);
    expect(parsePence('0.29')).toBe(29);
    expect(sumPence([parsePence('0.10')!, parsePence('0.20')!])).toBe(30);
  });

  it('refuses what is not an amount', () => {
    for (const text of [
      '',
      ' ',
      'ten',
      '£',
      '.',
      '1.234',
      '1,23',
      '12,34.00',
      '1.2.3',
      '--3',
      '-£-3',
      '-3-',
      '(-3)',
      '(3',
      '1e3',
      'Infinity',
      '0x10',
      '12 34',
      '1234567890123',
    ]) {
      expect(parsePence(text), text).toBeNull();
    }
  });

  it('reads the largest amount it allows exactly', () => {
    expect(parsePence('999,999,999,999.99')).toBe(99_999_999_999_999);
    expect(isPence(parsePence('999999999999.99'))).toBe(true);
  });
});

describe('formatPence', () => {
  it('writes pounds with two places of pence and thousands separated', () => {
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(3000)).toBe('£30.00');
    expect(formatPence(123450)).toBe('£1,234.50');
    expect(formatPence(100000000)).toBe('£1,000,000.00');
  });

  it('puts a minus sign before the pound sign', () => {
    expect(formatPence(-300)).toBe('\u2212£3.00');
    expect(formatPence(-123456)).toBe('\u2212£1,234.56');
  });

  it('refuses what is not whole pence', () => {
    expect(() => formatPence(12.5)).toThrow(RangeError);
    expect(() => formatPence(Number.NaN)).toThrow(RangeError);
  });

  it('reads back what it writes', () => {
    for (const pence of [0, 1, 99, 100, 123456789, -1, -250000]) {
      expect(parsePence(formatPence(pence))).toBe(pence);
    }
  });
});

describe('sumPence', () => {
  it('adds whole pence', () => {
    expect(sumPence([3000, 4500, -1200])).toBe(6300);
    expect(sumPence([])).toBe(0);
  });

  it('refuses a fraction of a penny anywhere in the sum', () => {
    expect(() => sumPence([3000, 0.5])).toThrow(RangeError);
    expect(() => sumPence([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});
