import type { AvailabilityRow } from '@shared/schemas/competitions';

export const SORTS = [
  { value: 'answer', label: 'Answer (available first)' },
  { value: 'name', label: 'Name' },
  { value: 'handicap', label: 'Handicap (lowest first)' },
  { value: 'yearLeft', label: 'Year left (most recent first)' },
] as const;
export type SortKey = (typeof SORTS)[number]['value'];

/** Available, then reserve if short, then not answered, then unavailable: the order a captain picks from. */
const ANSWER_ORDER = { available: 0, reserve: 1, none: 2, unavailable: 3 } as const;
export const answerRank = (r: Pick<AvailabilityRow, 'answer'>) => ANSWER_ORDER[r.answer ?? 'none'];

const byName = (a: AvailabilityRow, b: AvailabilityRow) => a.name.localeCompare(b.name, 'en-GB');
/** A missing figure goes last whichever way the list is sorted. */
const byNumber = (x: number | null, y: number | null, descending = false) =>
  x === null ? (y === null ? 0 : 1) : y === null ? -1 : descending ? y - x : x - y;

/**
 * The captain's list sorted: by answer (then handicap, then name), by name, by handicap (lowest first, then
 * answer) or by the year they left (most recent first, then name). Members without a handicap or year go last.
 */
export function sortRows(rows: readonly AvailabilityRow[], key: SortKey): AvailabilityRow[] {
  const compare: Record<SortKey, (a: AvailabilityRow, b: AvailabilityRow) => number> = {
    answer: (a, b) => answerRank(a) - answerRank(b) || byNumber(a.handicap, b.handicap) || byName(a, b),
    name: byName,
    handicap: (a, b) => byNumber(a.handicap, b.handicap) || answerRank(a) - answerRank(b) || byName(a, b),
    yearLeft: (a, b) => byNumber(a.yearLeft, b.yearLeft, true) || byName(a, b),
  };
  return [...rows].sort(compare[key]);
}

/** How many gave each answer, and how many have not answered. */
export function answerCounts(rows: readonly AvailabilityRow[]) {
  const count = (answer: AvailabilityRow['answer']) => rows.filter((r) => r.answer === answer).length;
  return {
    available: count('available'),
    reserve: count('reserve'),
    unavailable: count('unavailable'),
    none: count(null),
  };
}

export const SHOWS = [
  { value: 'all', label: 'Everyone' },
  { value: 'pickable', label: 'Available or reserve if short' },
  { value: 'none', label: 'Not answered' },
  { value: 'unavailable', label: 'Unavailable' },
] as const;
export type ShowKey = (typeof SHOWS)[number]['value'];

/**
 * The rows the captain chose to see: a society's whole eligible list is a long page on a phone, and a captain
 * picking the team reads the available, or chases those who have not answered.
 */
export function showRows(rows: readonly AvailabilityRow[], show: ShowKey): AvailabilityRow[] {
  const keep: Record<ShowKey, (r: AvailabilityRow) => boolean> = {
    all: () => true,
    pickable: (r) => r.answer === 'available' || r.answer === 'reserve',
    none: (r) => r.answer === null,
    unavailable: (r) => r.answer === 'unavailable',
  };
  return rows.filter(keep[show]);
}
