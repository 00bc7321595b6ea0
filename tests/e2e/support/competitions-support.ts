// The journeys' scratch-team competitions, added through the site's own route as the administrator adds them.
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './test';
import { createJourneyMember, londonDate, startPhoneJourney } from './fixtures-support';
import { signInAsAdmin, signOut } from './sign-in';

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

/** Signs in as the administrator, adds the competition (one captain, anyone may play), signs out; its id. */
export async function addCompetitionAsAdmin(
  page: Page,
  c: {
    name: string;
    year: number;
    captain: { email: string };
    pairs: number;
    reservesWanted: number;
    dates: { date: string; label: string }[];
  },
): Promise<number> {
  await signInAsAdmin(page);
  const { captain, ...fields } = c;
  const added = await page.request.post('/api/admin/competitions', {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(page) },
    data: { ...fields, captainEmailAddresses: [captain.email], eligibility: null },
  });
  expect(added.status(), await added.text()).toBe(200);
  const { id } = (await added.json()) as { id: number };
  await signOut(page);
  return id;
}

/** Tidies up after a journey: the administrator deletes the competition (whoever the page was signed in as). */
export async function deleteCompetitionAsAdmin(page: Page, id: number) {
  await signOut(page);
  await signInAsAdmin(page);
  const gone = await page.request.post('/api/admin/competitions/delete', {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(page) },
    data: { id },
  });
  expect(gone.status()).toBe(200);
}
