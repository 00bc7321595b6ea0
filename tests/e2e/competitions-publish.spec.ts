// A captain publishes his side and prints its team sheet (DESIGN.md 'Scratch teams', decision 0066): he gives his
// initials in Contact Details, the team saved, Publish after the one confirmation, the team as published, then the
// team sheet, a page of its own printed on A4 (looked at as the printer sees it too). Each screen is looked at at
// 320, 375 and 1280 px, with axe.
import { expect, test } from './support/test';
import { DEMO_MEMBER, screenshot } from './support/helpers';
import { checkAtEachWidth } from './support/screen-check';
import { londonDate } from './support/fixtures-support';
import {
  addCompetitionAsAdmin,
  deleteCompetitionAsAdmin,
  startCompetitionJourney,
} from './support/competitions-support';
import { bearerToken, signInAndOpen } from './support/sign-in';

test('the captain publishes the team and opens its printable team sheet', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(150_000);
  // The surnames run into the tag: Captain<tag>.
  const { tag, name, year, members } = await startCompetitionJourney(page, testInfo, 'Cyril Gray', 'pub', '');
  const [captain, partner] = await members('Charles George Captain', 'Peter Adam Partner');
  const [reserve] = await members('Rupert Reserve');

  const dates = [
    { date: londonDate(30), label: 'First round' },
    { date: londonDate(31), label: 'Second round' },
  ];
  const id = await addCompetitionAsAdmin({ name, year, captain, pairs: 1, reservesWanted: 1, dates });

  // The captain gives his initials as the sheet is to write them.
  await signInAndOpen(page, captain, '/myprofile');
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Details' })).toBeVisible();
  await expect(page.getByText('As on a team sheet, for example J. R. H.')).toBeVisible();
  await page.getByLabel('Initials (optional)').fill('cgh');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact Details Updated')).toBeVisible();
  await expect(page.getByLabel('Initials (optional)')).toHaveValue('C. G. H.');

  // The team saved (the builder has its own journey), as the captain's screen sends it.
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const token = await bearerToken(request, captain.email, DEMO_MEMBER.password);
  const saved = await request.post(`/api/competitions/${id}/team`, {
    headers: { authorization: `Bearer ${token}` },
    data: { pairs: [[captain.id, partner.id]], reserves: [reserve.id] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await request.dispose();

  await page.goto(`/competitions/${id}/captain`);
  await expect(page.getByRole('heading', { level: 1, name: `Team: ${name} ${year}` })).toBeVisible();
  await expect(page.getByText('The team has not been published')).toBeVisible();
  await page.getByRole('button', { name: 'Publish the team' }).click();
  const dialog = page.getByRole('dialog', { name: `Publish the team for ${name} ${year}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Yes, publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Team published: 3 e-mails sent' })).toBeVisible();
  const published = page.getByRole('region', { name: 'The team as published' });
  await expect(published).toContainText(`C. G. H. Captain${tag} & P. A. Partner${tag}`);
  await expect(published).toContainText(`Reserve 1 R. Reserve${tag}`);
  await checkAtEachWidth(page, testInfo, 'competition-captain-published');

  // The team sheet: a page of its own, in the organisers' form.
  await page.getByRole('link', { name: 'Team sheet' }).click();
  await expect(page).toHaveURL(new RegExp(`/competitions/${id}/teamsheet$`));
  await expect(page.getByRole('heading', { level: 1, name: `${name} ${year}` })).toBeVisible();
  await expect(page.getByText(/^First round: /)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`^1 C\\. G\\. H\\. Captain${tag}`) });
  await expect(row).toContainText(`C. G. H. Captain${tag} & P. A. Partner${tag}`);
  await checkAtEachWidth(page, testInfo, 'team-sheet');
  await page.getByRole('link', { name: 'Second round' }).click();
  await expect(page.getByText(/^Second round: /)).toBeVisible();

  // As the printer sees it: one A4 sheet, without the way back and the other rounds.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Team sheet' })).toBeHidden();
  await screenshot(page, testInfo, 'team-sheet-print');
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });

  // The partner telephones the captain: the captain withdraws him, and the reserve is offered the place.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/competitions/${id}/captain`);
  await page.getByRole('button', { name: `Withdraw Peter Adam Partner${tag}` }).click();
  await page
    .getByRole('dialog', { name: `Withdraw Peter Adam Partner${tag} from pair 1?` })
    .getByRole('button', { name: 'Yes, withdraw him' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'has withdrawn' })).toBeVisible();
  await expect(published).toContainText(`a place open, offered to R. Reserve${tag}`);
  await expect(published).toContainText(`Withdrawn: P. A. Partner${tag}`);
  await checkAtEachWidth(page, testInfo, 'competition-captain-withdrawn');

  // Tidy: the administrator deletes the competition.
  await deleteCompetitionAsAdmin(id);
});
