import { describe, expect, it } from 'vitest';
import { sheetRound } from './team-sheet-round';

const dates = [
  { date: '2026-04-10', label: 'Second round' },
  { date: '2026-04-08', label: 'Practice' },
  { date: '2026-04-09', label: 'First round' },
];

describe('the round a team sheet is for', () => {
  it('is the next day of play from today, today included', () => {
    expect(sheetRound(dates, '2026-03-01')).toEqual({ date: '2026-04-08', label: 'Practice' });
    expect(sheetRound(dates, '2026-04-09')).toEqual({ date: '2026-04-09', label: 'First round' });
  });

  it('is the last day once every day has passed, and none without dates', () => {
    expect(sheetRound(dates, '2026-05-01')).toEqual({ date: '2026-04-10', label: 'Second round' });
    expect(sheetRound([], '2026-05-01')).toBeNull();
  });

  it('is the round the captain names, in any case, or none when there is no such round', () => {
    expect(sheetRound(dates, '2026-03-01', ' second ROUND ')).toEqual({
      date: '2026-04-10',
      label: 'Second round',
    });
    expect(sheetRound(dates, '2026-03-01', 'Final')).toBeNull();
    expect(sheetRound(dates, '2026-03-01', '')).toEqual({ date: '2026-04-08', label: 'Practice' });
  });
});
