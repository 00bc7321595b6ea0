import type { Insertable } from 'kysely';
import type { FixtureResultsTable } from '../types';
import { fixtureKey, type DemoFixture } from './demo-fixtures';
import { distinctPlayerNames } from './demo-names';
import { pdfFileName, type DemoPdf } from './demo-pdfs';
import { randomInt, seededRandom } from './demo-random';

export type DemoFixtureResult = Omit<Insertable<FixtureResultsTable>, 'fixture_id' | 'file_id'> & {
  fixtureKey: string;
  event: string;
  year: number;
  /** The fixture's last day, for ordering. */
  date: string;
  pdf: DemoPdf | null;
};

/** Last year's meetings (the Spring Meeting with a PDF of the full field), and this year's Spring Meeting once played. */
export function demoFixtureResults(
  fixtures: DemoFixture[],
  today: string,
  nowIso: string,
): DemoFixtureResult[] {
  const random = seededRandom(2024);
  const lastYear = Number(today.slice(0, 4)) - 1;
  const wanted = [
    { year: lastYear, event: 'Spring Meeting', withPdf: true },
    { year: lastYear, event: 'Seniors Meeting', withPdf: false },
    { year: lastYear, event: 'Autumn Meeting', withPdf: false },
    { year: lastYear + 1, event: 'Spring Meeting', withPdf: false },
  ];
  const results: DemoFixtureResult[] = [];
  for (const w of wanted) {
    const fixture = fixtures.find((f) => f.year === w.year && f.event === w.event);
    if (!fixture || fixture.end_date >= today) continue;
    const names = distinctPlayerNames(random, 8);
    const top = randomInt(random, 38, 42);
    const countback = w.event === 'Spring Meeting';
    const scores = [top, countback ? top : top - 1, top - 2];
    for (let i = 3; i < names.length; i += 1) scores.push(scores[i - 1] - randomInt(random, 0, 2));
    const field = names.map((name, i) => `${i + 1}.  ${name}  ${scores[i]} pts`);
    results.push({
      fixtureKey: fixtureKey(fixture),
      event: w.event,
      year: w.year,
      date: fixture.end_date,
      first_place_name: names[0],
      first_place_score: `${scores[0]} pts`,
      second_place_name: names[1],
      second_place_score: `${scores[1]} pts`,
      third_place_name: names[2],
      third_place_score: `${scores[2]} pts`,
      notes: countback ? 'Second place decided on countback (better back nine).' : null,
      updated_at: nowIso,
      pdf: w.withPdf
        ? {
            fileName: pdfFileName(`${w.event} ${w.year} results`),
            ownerKind: 'fixture_result',
            title: `${w.event} ${w.year} – Results`,
            lines: [
              `${fixture.location ?? ''}, ${fixture.start_date}`,
              '',
              'Stableford, full handicap allowance',
              '',
              ...field,
            ],
          }
        : null,
    });
  }
  return results;
}
