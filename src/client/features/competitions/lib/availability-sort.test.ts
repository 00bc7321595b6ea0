import { describe, expect, it } from 'vitest';
import type { AvailabilityRow } from '@shared/schemas/competitions';
import { answerCounts, showRows, sortRows } from './availability-sort';

const row = (
  name: string,
  answer: AvailabilityRow['answer'],
  handicap: number | null,
  yearLeft: number | null,
): AvailabilityRow => ({
  memberId: name.length,
  name,
  sheetName: name,
  answer,
  answeredAt: null,
  unavailableDates: [],
  note: null,
  handicap,
  yearLeft,
  lastScores: [],
  asked: true,
  noEmail: false,
});

const rows = [
  row('Dennis Unavailable', 'unavailable', 1.2, 1970),
  row('Adam Available', 'available', 8, 1985),
  row('Bertie Silent', null, 2, null),
  row('Cyril Reserve', 'reserve', null, 1990),
  row('Alan Available', 'available', 3.4, 1985),
];
const names = (list: AvailabilityRow[]) => list.map((r) => r.name.split(' ')[0]);

describe("the captain's availability list", () => {
  it('by answer: available (lowest handicap first), reserve, not answered, unavailable', () => {
    expect(names(sortRows(rows, 'answer'))).toEqual(['Alan', 'Adam', 'Cyril', 'Bertie', 'Dennis']);
  });
  it('by name, by handicap (none last) and by year left (most recent first, none last)', () => {
    expect(names(sortRows(rows, 'name'))).toEqual(['Adam', 'Alan', 'Bertie', 'Cyril', 'Dennis']);
    expect(names(sortRows(rows, 'handicap'))).toEqual(['Dennis', 'Bertie', 'Alan', 'Adam', 'Cyril']);
    expect(names(sortRows(rows, 'yearLeft'))).toEqual(['Cyril', 'Adam', 'Alan', 'Dennis', 'Bertie']);
  });
  it('counts each answer and those who have not answered', () => {
    expect(answerCounts(rows)).toEqual({ available: 2, reserve: 1, unavailable: 1, none: 1 });
  });
  it('shows everyone, those the captain may pick, those who have not answered, or the unavailable', () => {
    expect(names(showRows(rows, 'all'))).toEqual(['Dennis', 'Adam', 'Bertie', 'Cyril', 'Alan']);
    expect(names(showRows(rows, 'pickable'))).toEqual(['Adam', 'Cyril', 'Alan']);
    expect(names(showRows(rows, 'none'))).toEqual(['Bertie']);
    expect(names(showRows(rows, 'unavailable'))).toEqual(['Dennis']);
  });
});
