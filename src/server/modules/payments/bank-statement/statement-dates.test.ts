import { describe, expect, it } from 'vitest';
import { parseStatementDate } from './statement-dates';

describe('parseStatementDate', () => {
  it('reads the day first, as UK banks write it', () => {
    expect(parseStatementDate('05/03/2026')).toBe('2026-03-05'); // Barclays, Lloyds, NatWest, Monzo, Starling
    expect(parseStatementDate('5/3/2026')).toBe('2026-03-05');
    expect(parseStatementDate('05/03/26')).toBe('2026-03-05');
    expect(parseStatementDate('05-03-2026')).toBe('2026-03-05');
    expect(parseStatementDate('05.03.2026')).toBe('2026-03-05');
  });

  it('reads months written in words', () => {
    expect(parseStatementDate('05 Mar 2026')).toBe('2026-03-05'); // Nationwide
    expect(parseStatementDate('5 March 2026')).toBe('2026-03-05'); // NatWest's newer downloads
    expect(parseStatementDate('05-Mar-26')).toBe('2026-03-05');
    expect(parseStatementDate('1 Sept 2026')).toBe('2026-09-01');
    expect(parseStatementDate('1 sep 2026')).toBe('2026-09-01');
    expect(parseStatementDate('21st Nov 2013')).toBe('2013-11-21');
  });

  it('reads ISO dates, with a time after them or not', () => {
    expect(parseStatementDate('2026-03-05')).toBe('2026-03-05');
    expect(parseStatementDate('2026-03-05 17:43:35 +0000')).toBe('2026-03-05');
    expect(parseStatementDate('2026-03-05T10:00:00Z')).toBe('2026-03-05');
    expect(parseStatementDate('05/03/2026 09:12')).toBe('2026-03-05');
  });

  it('reads nothing else as a date', () => {
    for (const text of [
      '',
      'Date',
      '31/02/2026',
      '29/02/2026',
      '00/01/2026',
      '05/13/2026',
      '5 Marc 2026',
      '5 Smarch 2026',
      '1985',
      '12.4',
      '30.00',
      '20-00-00 12345678',
      '2026',
      '05/03',
    ]) {
      expect(parseStatementDate(text), text).toBeNull();
    }
    expect(parseStatementDate('29/02/2028')).toBe('2028-02-29');
  });
});
