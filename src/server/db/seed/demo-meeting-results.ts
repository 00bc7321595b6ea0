import type { Insertable } from 'kysely';
import { MEETING_NAMES, type MeetingTypeId } from '@shared/constants';
import type { MeetingResultsTable } from '../types';
import type { DemoFixtureResult } from './demo-fixture-results';
import { distinctPlayerNames, pairName } from './demo-names';
import { pdfFileName, type DemoPdf } from './demo-pdfs';
import { pick, randomInt, seededRandom, type Random } from './demo-random';

export const FIRST_RESULTS_YEAR = 1995;

export type DemoMeetingResult = Omit<Insertable<MeetingResultsTable>, 'file_id'> & { pdf: DemoPdf | null };

type ScoreKind = 'gross' | 'points' | 'match';

interface MeetingEvent {
  event: string;
  score: ScoreKind;
  pairs?: boolean;
}

const gross = (event: string): MeetingEvent => ({ event, score: 'gross' });
const points = (event: string): MeetingEvent => ({ event, score: 'points' });
const match = (event: string, pairs?: true): MeetingEvent => ({ event, score: 'match', pairs });

const EVENTS: Record<MeetingTypeId, { month: number; events: [MeetingEvent, MeetingEvent] }> = {
  1: { month: 5, events: [gross('Spring Meeting – Scratch Prize'), points('Spring Meeting – Stableford')] },
  2: {
    month: 9,
    events: [gross('Autumn Meeting – Scratch Prize'), points('Autumn Meeting – Handicap Stableford')],
  },
  3: { month: 7, events: [match('Society Foursomes Trophy', true), match('Society Match Play Salver')] },
  4: {
    month: 6,
    events: [points('Seniors Meeting – Stableford'), points('Seniors Meeting – Over-70s Prize')],
  },
  5: { month: 10, events: [match('Knockout Cup – Final'), match('Knockout Plate – Final')] },
};

const MARGINS = ['1 up', '2 up', '2&1', '3&2', '4&3', '5&4', '19th hole'];

function scores(random: Random, kind: ScoreKind): [string, string, string] {
  if (kind === 'match') return [pick(random, MARGINS), pick(random, MARGINS), pick(random, MARGINS)];
  if (kind === 'gross') {
    const a = randomInt(random, 69, 76);
    const b = a + randomInt(random, 0, 2);
    const c = b + randomInt(random, 0, 2);
    return [String(a), String(b), String(c)];
  }
  const a = randomInt(random, 36, 43);
  const b = a - randomInt(random, 0, 2);
  const c = b - randomInt(random, 0, 2);
  return [`${a} pts`, `${b} pts`, `${c} pts`];
}

function placings(random: Random, pairs: boolean): [string, string, string] {
  if (pairs) {
    const names = new Set<string>();
    while (names.size < 3) names.add(pairName(random));
    return [...names] as [string, string, string];
  }
  return distinctPlayerNames(random, 3) as [string, string, string];
}

/**
 * One or two results a year for every meeting type from 1995 to last year, the same on every run.
 * Last year's first event of each type carries a PDF of the results sheet.
 */
export function demoMeetingResults(lastYear: number): DemoMeetingResult[] {
  const random = seededRandom(1995);
  const rows: DemoMeetingResult[] = [];
  for (const type of [1, 2, 3, 4, 5] as MeetingTypeId[]) {
    const { month, events } = EVENTS[type];
    for (let year = FIRST_RESULTS_YEAR; year <= lastYear; year += 1) {
      const count = random() < 0.6 ? 2 : 1;
      events.slice(0, count).forEach((e, i) => {
        const [first, second, third] = placings(random, e.pairs ?? false);
        const [s1, s2, s3] = scores(random, e.score);
        const withPdf = year === lastYear && i === 0;
        rows.push({
          meeting_type: type,
          year,
          event: e.event,
          first_place_name: first,
          first_place_score: s1,
          second_place_name: second,
          second_place_score: s2,
          third_place_name: third,
          third_place_score: s3,
          created_at: new Date(Date.UTC(year, month - 1, 20 + i, 17)).toISOString(),
          pdf: withPdf
            ? {
                fileName: pdfFileName(`${e.event} ${year}`),
                ownerKind: 'meeting_result',
                title: `${e.event} ${year}`,
                lines: [
                  MEETING_NAMES[type],
                  '',
                  `1st  ${first}  ${s1}`,
                  `2nd  ${second}  ${s2}`,
                  `3rd  ${third}  ${s3}`,
                ],
              }
            : null,
        });
      });
    }
  }
  return rows;
}

/** The meeting results event each demo golf day's placings belong to (its Stableford). */
const FIXTURE_EVENTS: Record<string, { type: MeetingTypeId; event: string }> = {
  'Spring Meeting': { type: 1, event: 'Spring Meeting – Stableford' },
  'Autumn Meeting': { type: 2, event: 'Autumn Meeting – Handicap Stableford' },
  'Seniors Meeting': { type: 4, event: 'Seniors Meeting – Stableford' },
};

/**
 * One demo society: a meeting played as a fixture has the same placings on the Meeting Results page as on its
 * fixture result (and so in Latest Results); the meeting's row is replaced, or added for a year not yet listed.
 */
export function withFixtureWinners(
  meetings: DemoMeetingResult[],
  fixtureResults: Pick<
    DemoFixtureResult,
    | 'event'
    | 'year'
    | 'date'
    | 'first_place_name'
    | 'first_place_score'
    | 'second_place_name'
    | 'second_place_score'
    | 'third_place_name'
    | 'third_place_score'
  >[],
): DemoMeetingResult[] {
  const rows = [...meetings];
  for (const r of fixtureResults) {
    const target = FIXTURE_EVENTS[r.event];
    if (!target) continue;
    const placings = {
      first_place_name: r.first_place_name,
      first_place_score: r.first_place_score,
      second_place_name: r.second_place_name,
      second_place_score: r.second_place_score,
      third_place_name: r.third_place_name,
      third_place_score: r.third_place_score,
    };
    const i = rows.findIndex((m) => m.year === r.year && m.event === target.event);
    if (i >= 0) rows[i] = { ...rows[i], ...placings };
    else
      rows.push({
        meeting_type: target.type,
        year: r.year,
        event: target.event,
        ...placings,
        created_at: new Date(`${r.date}T17:00:00Z`).toISOString(),
        pdf: null,
      });
  }
  return rows;
}
