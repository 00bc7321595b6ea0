// What a fixture's managers see of its players, and where members are told: the privacy notice and the Sign Up
// screen say that the managers see a player's e-mail address and mobile number; on the Players screen a member
// who chose not to be listed in Member Search is found only by their whole e-mail address.
import { setPrivacy } from '../../src/server/modules/member-data/member-data.repository';
import { expect, test } from './support/test';
import { expectNoAxeViolations, screenshot } from './support/helpers';
import {
  createJourneyFixture,
  createJourneyMember,
  journeyManager,
  withDb,
} from './support/fixtures-support';
import { signInAndOpen } from './support/sign-in';

test('the privacy notice says that a fixture’s managers see its players’ contact details', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(
    page.getByText(
      /When you enter a golf day, or its managers add you to it, the fixture’s managers see your e-mail address and mobile number, whatever you chose for Member Search\./,
    ),
  ).toBeVisible();
});

test('a member is told on Sign Up that the managers see their contact details; an unlisted member is found only by e-mail', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { tag, who, manager } = await journeyManager(testInfo);
  const member = await createJourneyMember(`${tag}-e`, 'Ed', `Entrant${who}`);
  const hidden = await createJourneyMember(`${tag}-u`, 'Una', `Unlisted${who}`);
  await withDb((db) => setPrivacy(db, hidden.id, false, false, new Date().toISOString()));
  const event = `Contact Day ${tag}`;
  const fixture = await createJourneyFixture(event, 25, manager.email, { places: 4 });

  await signInAndOpen(page, member, `/enterfixture/${fixture.id}`);
  const sentence =
    'If you enter, this fixture’s managers see your e-mail address and mobile number, so that they can reach you about it.';
  await expect(page.getByText(sentence)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'sign-up-managers-see-contact');
  // Once entered, the page says nothing more about it.
  await page.getByRole('button', { name: 'Sign Me Up' }).click();
  await expect(page.getByText('Thanks for registering')).toBeVisible();
  await expect(page.getByText(sentence)).toHaveCount(0);

  const other = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const mp = await other.newPage();
  await signInAndOpen(mp, manager, `/fixtureplayers/${fixture.id}`);
  await mp.getByLabel('Name', { exact: true }).fill(`Unlisted${who}`);
  await mp.getByRole('button', { name: 'Find' }).click();
  await expect(mp.getByText(/A member who is not listed in Member Search is found only by/)).toBeVisible();
  await mp.getByLabel('Name', { exact: true }).fill(hidden.email.toUpperCase());
  await mp.getByRole('button', { name: 'Find' }).click();
  await mp.getByRole('button', { name: `Add ${hidden.name}` }).click();
  await expect(mp.getByText(`${hidden.name} added to ${event}`)).toBeVisible();
  const row = mp.getByRole('region', { name: 'Playing' }).getByRole('row', { name: new RegExp(hidden.name) });
  await expect(row.getByRole('link', { name: '07700900999' })).toBeVisible();
  await screenshot(mp, testInfo, 'players-unlisted-added-by-email');
  await other.close();
});
