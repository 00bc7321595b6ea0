// A competition's team screen for its captain (DESIGN.md 'Scratch teams'), at a phone's width: two members answer
// on the site, the captain opens the team screen from the members' Teams screen, sends the poll after the one
// confirmation, a third member answers from the poll's e-mail without signing in, the captain reads every eligible member's answer, handicap and year left, sorts the list, and sees who has
// not answered. The screen is looked at at 320, 375 and 1280 px, with axe.
import { expect, test } from './support/test';
import { DEMO_MEMBER, linkFrom, waitForMail } from './support/helpers';
import { checkAtEachWidth } from './support/screen-check';
import {
  addCompetitionAsAdmin,
  deleteCompetitionAsAdmin,
  startCompetitionJourney,
} from './support/competitions-support';
import { londonDate } from './support/fixtures-support';
import { bearerToken, signInAndOpen, signOut } from './support/sign-in';

test('the captain polls the members and reads their answers on the team screen', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(150_000);
  const { name, year, members } = await startCompetitionJourney(page, testInfo, 'Grafton Morrish', 'cap');
  const [captain, able] = await members('Charles Captain', 'Arthur Able');
  const [busy, mailed] = await members('Bernard Busy', 'Cecil Mailed');

  // The administrator sets the competition up through the site's own route.
  const dates = [{ date: londonDate(40), label: 'Qualifier' }];
  const id = await addCompetitionAsAdmin({ name, year, captain, pairs: 3, reservesWanted: 1, dates });

  // Two members answer on the site (as the answer screen sends it).
  for (const [member, answer] of [
    [able, 'available'],
    [busy, 'unavailable'],
  ] as const) {
    // One login per request context (a second login in one would be a browser's, refused without its token).
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const token = await bearerToken(request, member.email, DEMO_MEMBER.password);
    const res = await request.post('/api/competitions/availability', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        competitionId: id,
        answer,
        unavailableDates: [],
        note: answer === 'unavailable' ? 'Away' : null,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    await request.dispose();
  }

  await signInAndOpen(page, captain, '/competitions');
  await page.getByRole('link', { name: `Team screen of ${name} ${year}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Team: ${name} ${year}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Who is available' })).toBeVisible();
  await expect(page.getByText(/1 available, 0 reserve if short, 1 unavailable/)).toBeVisible();

  await page.getByRole('button', { name: 'Send the poll' }).click();
  const dialog = page.getByRole('dialog', { name: `Send the poll for ${name} ${year}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Poll sent: \d+ e-mails$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remind the \d+ who have not answered$/ })).toBeVisible();

  // A member answers from the poll's e-mail, without signing in: the first of its three buttons.
  const poll = await waitForMail(mailed.email, new RegExp(`Are you available for the ${name} ${year}\\?`));
  await signOut(page);
  await page.goto(linkFrom(poll, '/act/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Available to play' })).toBeVisible();
  await page.getByRole('button', { name: "I'm available" }).click();
  await expect(page.getByText(`The captain of the ${name} ${year} has your answer.`)).toBeVisible();
  await signInAndOpen(page, captain, `/competitions/${id}/captain`);

  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(able.name) })).toContainText('Available');
  await expect(table.getByRole('row', { name: new RegExp(mailed.name) })).toContainText('Available');
  await expect(table.getByRole('row', { name: new RegExp(busy.name) })).toContainText('Unavailable');
  await expect(table.getByRole('row', { name: new RegExp(busy.name) })).toContainText('Away');
  // By answer, the available come first; by name, the list is alphabetical.
  await expect(table.locator('tbody tr').first()).toContainText('Available');
  await page.getByLabel('Sort by').selectOption('name');
  const names = await table.locator('tbody tr td:first-child').allInnerTexts();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
  await page.getByLabel('Sort by').selectOption('answer');
  // Narrowed to those he may pick from, the unavailable leave the list; everyone again for the look at each width.
  await page.getByLabel('Show', { exact: true }).selectOption('pickable');
  await expect(table.getByRole('row', { name: new RegExp(busy.name) })).toHaveCount(0);
  await expect(table.getByRole('row', { name: new RegExp(able.name) })).toContainText('Available');
  await page.getByLabel('Show', { exact: true }).selectOption('all');
  await expect(table.getByRole('row', { name: new RegExp(busy.name) })).toContainText('Unavailable');
  await checkAtEachWidth(page, testInfo, 'competition-captain');

  // Tidy: the administrator deletes the competition.
  await deleteCompetitionAsAdmin(id);
});
