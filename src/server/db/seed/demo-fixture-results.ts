import type { Insertable } from 'kysely';
import type { FixtureResultsTable } from '../types';
import { fixtureKey, type DemoFixture } from './demo-fixtures';
import { distinctPlayerNames } from './demo-names';
import { pdfFileName, type DemoPdf } from './demo-pdfs';
import { randomInt, seededRandom } from './demo-random';
import { DEMO_SCORED, demoCardPlacings } from './demo-cards';

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
    // The meeting scored from the cards (demo-cards.ts) has the placings they give.
    const fromCards = w.year === lastYear && w.event === DEMO_SCORED.event ? demoCardPlacings() : null;
    const place = (i: number) => ({
      name: fromCards ? fromCards[i].name : names[i],
      score: fromCards ? fromCards[i].score : `${scores[i]} pts`,
    });
    results.push({
      fixtureKey: fixtureKey(fixture),
      event: w.event,
      year: w.year,
      date: fixture.end_date,
      first_place_name: place(0).name,
      first_place_score: place(0).score,
      second_place_name: place(1).name,
      second_place_score: place(1).score,
      third_place_name: place(2).name,
      third_place_score: place(2).score,
      notes: fromCards
        ? 'Scored from the cards: the prizes and the whole field are below.'
        : countback
          ? 'Second place decided on countback (better back nine).'
          : null,
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
