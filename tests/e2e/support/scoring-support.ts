// Results from the cards for the journeys that need them already in place (the screens' tour): a course with the
// worked examples' White tees, a fixture played yesterday and scored from them, its players, their cards, and the
// publication, all through the site's own routes as the administrator (a bearer token, as the spec's clients
// authenticate), so nothing here can drift from what the screens send.
import { expect, type APIRequestContext } from '@playwright/test';
import { whiteTee } from '../../../src/shared/golf/worked-examples/tees';
import { createJourneyFixture, createJourneyMember } from './fixtures-support';
import { demoAccounts } from './helpers';
import { registerForFixture } from './informed-support';
import { bearerToken } from './sign-in';

export { whiteTee };

/** A POST as the administrator; its answer's JSON. */
async function adminPost(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return res.json();
}

/** The demo administrator's bearer token. */
export function adminToken(request: APIRequestContext) {
  const { adminEmail, adminPassword } = demoAccounts();
  return bearerToken(request, adminEmail, adminPassword);
}

/** A course of its own with the White tees (par 72, Course Rating 71.2, Slope 125); answers its id. */
export async function courseWithWhiteTees(request: APIRequestContext, token: string, club: string) {
  const course = await adminPost(request, token, '/api/courses/add', { club, website: '', top100: false });
  await adminPost(request, token, '/api/admin/courses/tees', {
    courseId: course.id,
    tees: [{ ...whiteTee, par: [...whiteTee.par], strokeIndex: [...whiteTee.strokeIndex] }],
  });
  return course.id as number;
}

/** Each hole's strokes: par on every hole, `over` more on the holes listed (1-based). */
export const cardOf = (over: Record<number, number> = {}) =>
  whiteTee.par.map((par, i) => String(par + (over[i + 1] ?? 0)));

/**
 * A Spring Meeting played yesterday on a course of its own, scored Stableford from the White tees at 95 % with
 * one prize, its players (journey members, handicap 12) on the list, `cards` of them entered, and published when
 * asked. Answers the fixture, the players and the prize's name.
 */
export async function scoredFixture(
  request: APIRequestContext,
  tag: string,
  {
    players = 3,
    cards = players,
    publish = false,
    managerEmail = '',
  }: { players?: number; cards?: number; publish?: boolean; managerEmail?: string } = {},
) {
  const token = await adminToken(request);
  // Short words (a tag of 18 characters would be a word no real name has, too long for a phone's column).
  const who = tag.replace(/\W/g, '').slice(-6);
  const courseId = await courseWithWhiteTees(request, token, `Scored Heath ${who}`);
  const fixture = await createJourneyFixture(
    `Spring Meeting ${who}`,
    -1,
    managerEmail || `captain-${tag}@journey.example`,
  );
  const members = [];
  for (const first of ['Alan', 'Basil', 'Cedric', 'Denis', 'Edgar'].slice(0, players)) {
    const m = await createJourneyMember(`${tag}-${first.toLowerCase()}`, first, `Carder${who}`);
    await registerForFixture(fixture.id, m.id);
    members.push(m);
  }
  const prize = `Spring Cup ${who}`;
  const edit = await request.get(`/api/Fixtures/GetForEdit/${fixture.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const current = await edit.json();
  await adminPost(request, token, '/api/fixtures/updatefixture', {
    ...current,
    scoring: {
      courseId,
      tee: 'White',
      format: 'stableford',
      allowancePercent: 95,
      prizes: [{ event: prize, eligible: { kind: 'all' }, places: 3 }],
      onePrizeEach: true,
    },
  });
  for (const [i, m] of members.slice(0, cards).entries())
    await adminPost(request, token, '/api/fixtures/scores', {
      fixtureId: fixture.id,
      memberId: m.id,
      handicapIndex: 12,
      holes: cardOf({ 1: i, 5: i, 9: 1 }).map(Number),
    });
  if (publish)
    await adminPost(request, token, '/api/fixtures/results/publish', {
      fixtureId: fixture.id,
      meeting: 'Spring Meetings',
    });
  return { fixture, members, prize, courseId };
}
