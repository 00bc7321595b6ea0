import { formatFixtureDate } from '@shared/dates';
import type { AvailabilityAnswer, CompetitionDate, CompetitionStatus } from '@shared/schemas/competitions';

/** Where a competition stands, as members read it. */
export const STATUS_WORDS: Record<CompetitionStatus, string> = {
  polling: 'Asking who is available',
  selected: 'Team being picked',
  published: 'Team chosen',
  finished: 'Finished',
};

/** A member's answer to the poll, as the captain's screen and the member's own screen say it. */
export const ANSWER_WORDS: Record<AvailabilityAnswer, string> = {
  available: 'Available',
  reserve: 'Reserve if short',
  unavailable: 'Unavailable',
};

/** 'Sat 10 May 2025' */
export const dayText = (date: string) => formatFixtureDate(date);

/** 'Practice: Thu 2 Apr 2026; First round: Fri 3 Apr 2026' */
export const datesText = (dates: CompetitionDate[]) =>
  dates.map((d) => `${d.label}: ${dayText(d.date)}`).join('; ');

/** 'Pair 2', 'Reserve 1' */
export const pairName = (index: number) => `Pair ${index + 1}`;
