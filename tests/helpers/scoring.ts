// Shared by the tests of results from the cards (tests/api/course-tees, fixture-scoring, fixture-scores,
// results-publish, order-of-merit, roll-of-honour): courses with tees, fixtures with scoring, and cards.
import type { Tee } from '../../src/shared/golf/types';
import { standardTee, whiteTee } from '../../src/shared/golf/worked-examples/tees';
import type { ScoringInput } from '../../src/shared/schemas/fixture-scoring';
import { dayFromToday } from './fixture-factory';
import type { TestClient } from './http-client';

export { standardTee, whiteTee };

/** A tee as the Courses admin sends it. */
export const teeBody = (t: Tee) => ({ ...t, par: [...t.par], strokeIndex: [...t.strokeIndex] });

/** A course with tees, saved by the administrator; answers its id. */
export async function courseWithTees(
  admin: TestClient,
  club = 'Walton Heath',
  tees: Tee[] = [whiteTee, standardTee],
) {
  const course = await admin.post('/api/courses/add', { club, website: '', top100: false });
  if (course.status !== 200) throw new Error(`course: ${course.status} ${course.text}`);
  const saved = await admin.post('/api/admin/courses/tees', {
    courseId: course.json.id,
    tees: tees.map(teeBody),
  });
  if (saved.status !== 200) throw new Error(`tees: ${saved.status} ${saved.text}`);
  return course.json.id as number;
}

/** Scored off the standard tee at 100%: the Playing Handicap is the index, and par is 36 points off scratch. */
export const plainScoring = (courseId: number, more: Partial<ScoringInput> = {}): ScoringInput => ({
  courseId,
  tee: 'Standard',
  format: 'stableford',
  allowancePercent: 100,
  prizes: [{ event: 'Spring Meeting – Stableford', eligible: { kind: 'all' }, places: 3 }],
  onePrizeEach: true,
  ...more,
});

/** A fixture as Add Fixture sends it, `days` from today (played two days ago unless told), with its scoring. */
type FixtureOptions = { days?: number; managers?: string; event?: string };

export function fixtureBody(
  scoring: ScoringInput | null,
  { days = -2, managers = '', event = 'Spring Meeting' }: FixtureOptions = {},
) {
  const date = dayFromToday(days);
  return {
    year: Number(date.slice(0, 4)),
    event,
    startDate: date,
    endDate: date,
    location: 'Walton Heath',
    manager: 'Richard Ashworth',
    managerEmailAddresses: managers,
    canRegister: false,
    comments: '',
    scoring,
  };
}

/** The year of a fixture played `days` from today (two days ago unless told), as fixtureBody dates it. */
export const playedYear = (days = -2) => Number(dayFromToday(days).slice(0, 4));

/** Adds a scored fixture as the administrator; answers its id. */
export async function scoredFixture(
  admin: TestClient,
  scoring: ScoringInput | null,
  options: FixtureOptions = {},
) {
  const res = await admin.post('/api/fixtures/addfixture', fixtureBody(scoring, options));
  if (res.status !== 200) throw new Error(`fixture: ${res.status} ${res.text}`);
  return res.json.id as number;
}

/**
 * A course with tees and a fixture scored plainly on it (`scoring` changes the scoring, `club` names the course,
 * the rest goes to fixtureBody); answers both ids.
 */
export async function plainScoredFixture(
  admin: TestClient,
  { club, scoring, ...options }: { club?: string; scoring?: Partial<ScoringInput> } & FixtureOptions = {},
) {
  const courseId = await courseWithTees(admin, club);
  const fixtureId = await scoredFixture(admin, plainScoring(courseId, scoring), options);
  return { courseId, fixtureId };
}

/**
 * Strokes on the standard tee for a scratch player (index 0, 100%) who scores these Stableford points on each
 * hole: strokes = par + 2 − points. `points(36)` is a level-par round; `points(38, {18: 3})` puts the extra
 * points on the holes named (hole number → points there).
 */
export function holesFor(points: number[]): number[] {
  return points.map((p, i) => standardTee.par[i] + 2 - p);
}
/** 2 points on every hole, then `extra` points more, one each on holes 18, 17, … (a better last nine). */
export const roundOf = (total: number) => {
  const points = Array<number>(18).fill(2);
  let left = total - 36;
  for (let h = 17; left !== 0; h = (h + 17) % 18) {
    points[h] += Math.sign(left);
    left -= Math.sign(left);
  }
  return holesFor(points);
};

/** One card as the card-entry screen sends it. */
export const cardBody = (
  fixtureId: number,
  player: { memberId: number } | { guestName: string },
  holes: (number | null)[],
  handicapIndex: number | string = 0,
) => ({ fixtureId, ...player, handicapIndex, holes });

/** Types one card in as the card-entry screen does; answers the response. */
export const enterCard = (
  client: TestClient,
  fixtureId: number,
  player: { memberId: number } | { guestName: string },
  holes: (number | null)[],
  handicapIndex: number | string = 0,
) => client.post('/api/fixtures/scores', cardBody(fixtureId, player, holes, handicapIndex));
