// The journeys' scratch-team competitions, added through the site's own route as the administrator adds them.
import { request, type Page, type TestInfo } from '@playwright/test';
import { expect } from './test';
import { createJourneyMember, londonDate, startPhoneJourney } from './fixtures-support';
import { demoAccounts } from './helpers';
import { E2E_PORT } from './paths';
import { bearerToken } from './sign-in';

export type JourneyMember = Awaited<ReturnType<typeof createJourneyMember>>;

/** A competition journey's own: its run's tag, the competition's name (with the tag) and year (this one). */
export interface CompetitionJourney {
  tag: string;
  name: string;
  year: number;
  /**
   * Members of the journey's own, one for each 'First names Surname' given (in that order): the surname is
   * followed by the tag, and the address is made of the journey's prefix, the surname and the tag.
   */
  members: (...names: string[]) => Promise<JourneyMember[]>;
}

/**
 * Starts a competition journey at a phone's width: `title` is the competition's name before the tag, `prefix`
 * begins its members' addresses, `joinTag` goes between a surname and the tag (a space unless told).
 */
export async function startCompetitionJourney(
  page: Page,
  testInfo: TestInfo,
  title: string,
  prefix: string,
  joinTag = ' ',
): Promise<CompetitionJourney> {
  const tag = await startPhoneJourney(page, testInfo);
  const members = async (...names: string[]) => {
    const made: JourneyMember[] = [];
    for (const full of names) {
      const surname = full.slice(full.lastIndexOf(' ') + 1);
      const first = full.slice(0, full.lastIndexOf(' '));
      const address = `${prefix}-${surname.toLowerCase()}-${tag}`;
      made.push(await createJourneyMember(address, first, `${surname}${joinTag}${tag}`));
    }
    return made;
  };
  return { tag, name: `${title} ${tag}`, year: Number(londonDate(0).slice(0, 4)), members };
}

/** The XSRF token the signed-in page carries, for a call of the site's own routes. */
export const xsrfOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';

/**
 * A call of an administrator's route with the administrator's bearer token, from a request context of its own: the
 * journey's browser is neither signed in nor out by it, and no page is drawn to make it.
 */
async function asAdmin(path: string, data: unknown) {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  try {
    const { adminEmail, adminPassword } = demoAccounts();
    const token = await bearerToken(api, adminEmail, adminPassword);
    const res = await api.post(path, { headers: { authorization: `Bearer ${token}` }, data });
    return { status: res.status(), text: await res.text() };
  } finally {
    await api.dispose();
  }
}

/** The administrator adds the competition (one captain, anyone may play) through the site's route; its id. */
export async function addCompetitionAsAdmin(c: {
  name: string;
  year: number;
  captain: { email: string };
  pairs: number;
  reservesWanted: number;
  dates: { date: string; label: string }[];
}): Promise<number> {
  const { captain, ...fields } = c;
  const added = await asAdmin('/api/admin/competitions', {
    ...fields,
    captainEmailAddresses: [captain.email],
    eligibility: null,
  });
  expect(added.status, added.text).toBe(200);
  return (JSON.parse(added.text) as { id: number }).id;
}

/** Tidies up after a journey: the administrator deletes the competition. */
export async function deleteCompetitionAsAdmin(id: number) {
  expect((await asAdmin('/api/admin/competitions/delete', { id })).status).toBe(200);
}
