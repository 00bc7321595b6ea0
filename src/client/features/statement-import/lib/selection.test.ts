import { describe, expect, it } from 'vitest';
import type { PreviewLine } from '@shared/schemas/money';
import { chosenLines, firstChoices, statementTotals } from './selection';

const line = (id: string, amountPence: number, extra: Partial<PreviewLine> = {}): PreviewLine => ({
  lineId: id.padEnd(32, '0'),
  date: '2026-03-05',
  description: `PAYMENT ${id}`,
  amountPence,
  match: null,
  alreadyImported: false,
  note: null,
  ...extra,
});

const smith = { memberId: 7, name: 'John Smith', reason: 'reference' as const };

describe('the chosen lines of a statement', () => {
  const lines = [
    line('a', 4500, { match: smith }),
    line('b', 3250, { match: { ...smith, memberId: 8, reason: 'name and amount' } }),
    line('c', 1000),
    line('d', 6000, { match: smith, alreadyImported: true }),
  ];

  it('ticks every matched line not imported before, and adds the pence exactly', () => {
    const choices = firstChoices(lines);
    expect(Object.keys(choices)).toEqual([lines[0].lineId, lines[1].lineId]);
    expect(statementTotals(lines, choices)).toEqual({
      lines: 4,
      alreadyImported: 1,
      matched: 2,
      toRecord: 2,
      toRecordPence: 7750,
    });
  });

  it('records a line given a member by hand, and leaves out an unticked one', () => {
    const choices = {
      ...firstChoices(lines),
      [lines[1].lineId]: {
        memberId: 8,
        name: 'Jim Brown',
        reason: 'name and amount' as const,
        include: false,
      },
      [lines[2].lineId]: { memberId: 9, name: 'Ann Lee', reason: 'chosen' as const, include: true },
    };
    expect(chosenLines(lines, choices)).toEqual([
      { lineId: lines[0].lineId, memberId: 7 },
      { lineId: lines[2].lineId, memberId: 9 },
    ]);
    expect(statementTotals(lines, choices)).toMatchObject({ matched: 3, toRecord: 2, toRecordPence: 5500 });
  });

  it('never records a line imported before, even when ticked', () => {
    const choices = { [lines[3].lineId]: { ...smith, include: true } };
    expect(chosenLines(lines, choices)).toEqual([]);
  });
});
