// Scratch teams' competitions (DESIGN.md 'Scratch teams'), at a phone's width: the administrator adds a competition
// with its dates, a captain's address and who may play, sees the form's checks, edits it; the captain then finds it
// on the members' Teams screen, gives his answer (three large choices, a date he cannot make, a note) and
// sees it there; the administrator deletes it. Each screen is looked at at 320, 375 and 1280 px, with axe.
import { expect, test } from './support/test';
import { checkAtEachWidth } from './support/screen-check';
import { startCompetitionJourney } from './support/competitions-support';
import { londonDate } from './support/fixtures-support';
import { signInAndOpen, signInAs, signOut } from './support/sign-in';

test('an administrator sets up a competition; its captain answers the poll on the site', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const { name, year, members } = await startCompetitionJourney(page, testInfo, 'Halford Hewitt', 'comp');
  const [captain] = await members('Charles Captain');
  const [practice, first] = [londonDate(30), londonDate(31)];

  await signInAndOpen(page, 'admin', '/admin/competitions');
  const panel = page.getByRole('region', { name: 'Competitions' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Competitions' })).toBeVisible();
  await expect(page).toHaveTitle(/^Admin: Competitions/);

  // The shared schema's checks: the summary takes the focus, each message on its field.
  await page.getByLabel('Pairs', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Add a date' }).click();
  await page.getByRole('button', { name: 'Add competition' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Name is required' })).toBeVisible();
  await expect(page.locator('#competition-pairs-error')).toContainText('from 1 to 10');
  await expect(page.locator('#competition-date-1-label-error')).toContainText('Label is required');
  await checkAtEachWidth(page, testInfo, 'admin-competitions-errors');

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Pairs', { exact: true }).fill('5');
  await page.getByLabel('Reserves wanted').fill('2');
  await page.getByLabel('Date 1', { exact: true }).fill(practice);
  await page.getByLabel('Label of date 1').fill('Practice');
  await page.getByRole('button', { name: 'Add a date' }).click();
  await page.getByLabel('Date 2', { exact: true }).fill(first);
  await page.getByLabel('Label of date 2').fill('First round');
  await page.getByLabel("Captains' e-mail addresses").fill(captain.email);
  await page.getByRole('button', { name: 'Add captain' }).click();
  await page.getByLabel('Left school by (optional)').fill('1995');
  await page.getByRole('button', { name: 'Add competition' }).click();
  await expect(page.getByText(`Competition added: ${name} ${year}`)).toBeVisible();
  const row = panel.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('5 pairs, 2 reserves');
  await expect(row).toContainText(captain.name);
  await expect(row).toContainText('Left school by 1995');
  await checkAtEachWidth(page, testInfo, 'admin-competitions');

  await row.getByRole('button', { name: `Edit ${name} ${year}` }).click();
  await expect(page.getByRole('heading', { name: `Edit competition: ${name} ${year}` })).toBeFocused();
  await expect(page.getByLabel('Label of date 2')).toHaveValue('First round');
  await page.getByLabel('Reserves wanted').fill('3');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Competition updated: ${name} ${year}`)).toBeVisible();
  await expect(row).toContainText('5 pairs, 3 reserves');

  // The captain, on the members' screen.
  await signOut(page);
  await signInAs(page, captain);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Teams', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  const card = page.getByRole('region', { name: `${name} ${year}` });
  await expect(card).toContainText('Not answered yet');
  await expect(card).toContainText('Left school by 1995');
  await expect(card.getByRole('link', { name: `Team screen of ${name} ${year}` })).toBeVisible();
  await checkAtEachWidth(page, testInfo, 'competitions');

  await card.getByRole('link', { name: `Give your answer for ${name} ${year}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Your answer: ${name} ${year}` })).toBeVisible();
  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page.locator('#answer-choice-error')).toContainText(
    'Choose available, reserve or unavailable',
  );
  await page.getByLabel(/^Reserve if short/).check();
  await page.getByLabel(/^Practice:/).check();
  await page.getByLabel('A note for the captain (optional)').fill('Back from Portugal on the Thursday');
  await checkAtEachWidth(page, testInfo, 'competition-answer');
  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page.getByText('Thank you: the captain has your answer')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the teams' }).first().click();
  await expect(card).toContainText('Reserve if short; not free on');
  await expect(card).toContainText('Back from Portugal on the Thursday');
  await expect(card.getByRole('link', { name: `Change your answer for ${name} ${year}` })).toBeVisible();

  // The administrator deletes it, after the one confirmation.
  await signOut(page);
  await signInAndOpen(page, 'admin', '/admin/competitions');
  await row.getByRole('button', { name: `Delete ${name} ${year}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText(`Competition deleted: ${name} ${year}`)).toBeVisible();
  await expect(row).toHaveCount(0);
});
