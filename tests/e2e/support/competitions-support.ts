// The journeys' scratch-team competitions, added through the site's own route as the administrator adds them.
import type { Page } from '@playwright/test';
import { expect } from './test';
import { signInAsAdmin, signOut } from './sign-in';

/** The XSRF token the signed-in page carries, for a call of the site's own routes. */
export const xsrfOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';

/** Signs in as the administrator, adds the competition (one captain, anyone may play), signs out; its id. */
export async function addCompetitionAsAdmin(
  page: Page,
  c: {
    name: string;
    year: number;
    pairs: number;
    reservesWanted: number;
    dates: { date: string; label: string }[];
    captainEmail: string;
  },
): Promise<number> {
  await signInAsAdmin(page);
  const { captainEmail, ...fields } = c;
  const added = await page.request.post('/api/admin/competitions', {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(page) },
    data: { ...fields, captainEmailAddresses: [captainEmail], eligibility: null },
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
