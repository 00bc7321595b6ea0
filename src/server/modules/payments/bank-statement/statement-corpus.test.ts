import { describe, expect, it } from 'vitest';
import { BANK_LAYOUTS, makeYear, writeStatement } from '../../../../../tests/bench/bank-statements';
import { measureLayout } from '../../../../../tests/bench/payment-matching';
import { readBankStatement, type ReadStatement } from './read-statement';

// The proof the bench reports (tests/bench/payment-matching.ts): a made-up 300-member year, with references typed
// wrong, names in capitals, payments for two members and refunds out, downloaded as eight banks write it.

const READ_AS = {
  Barclays: 'Barclays',
  Lloyds: 'Lloyds, Halifax, Bank of Scotland or TSB',
  NatWest: 'NatWest, RBS or Ulster Bank',
  Nationwide: 'Nationwide',
  Monzo: 'Monzo',
  Starling: 'Starling',
  HSBC: 'HSBC',
  Santander: 'Santander',
};

const read = (file: Uint8Array) => readBankStatement(file) as ReadStatement;

describe('a year of the society account, as each bank downloads it', () => {
  for (const seed of [2026, 7]) {
    const year = makeYear(seed);
    it(`matches at least 98 % of the credits carrying a reference, and none wrongly (year ${seed})`, () => {
      for (const layout of BANK_LAYOUTS) {
        const f = measureLayout(year, layout);
        expect(f.readAs, layout).toBe(READ_AS[layout]);
        expect(f.referenceLines, layout).toBeGreaterThan(700);
        expect(f.referenceMatched / f.referenceLines, layout).toBeGreaterThanOrEqual(0.98);
        expect(f.wrong, layout).toBe(0);
        // Every reference typed with one character wrong is still found; every payment for two is left to split.
        expect(f.oneWrongMatched, layout).toBe(f.oneWrong);
        expect(f.oneWrong, layout).toBeGreaterThan(20);
        expect(f.forTwoLeft, layout).toBe(f.forTwo);
        expect(f.forTwo, layout).toBeGreaterThan(5);
        expect(f.byNameAndAmount, layout).toBeGreaterThan(10);
      }
    });
  }

  it('gives two overlapping statements the same ids for the lines they share, so none is recorded twice', () => {
    const year = makeYear(2026);
    for (const layout of BANK_LAYOUTS) {
      const whole = read(writeStatement(year, layout)).lines.map((l) => l.lineId);
      const spring = read(writeStatement(year, layout, '2026-01-01', '2026-06-30')).lines.map(
        (l) => l.lineId,
      );
      const autumn = read(writeStatement(year, layout, '2026-04-01', '2026-12-31')).lines.map(
        (l) => l.lineId,
      );
      expect(new Set(whole).size, layout).toBe(whole.length);
      expect(new Set([...spring, ...autumn]), layout).toEqual(new Set(whole));
      expect(spring.filter((id) => autumn.includes(id)).length, layout).toBeGreaterThan(100);
    }
  });

  it('reads the same credits from every bank', () => {
    const year = makeYear(2026);
    const credits = (layout: (typeof BANK_LAYOUTS)[number]) =>
      read(writeStatement(year, layout))
        .lines.map((l) => `${l.date} ${l.amountPence}`)
        .sort();
    const written = year.lines
      .filter((l) => l.kind === 'credit')
      .map((l) => `${l.date} ${l.amountPence}`)
      .sort();
    for (const layout of BANK_LAYOUTS) expect(credits(layout), layout).toEqual(written);
  });
});
