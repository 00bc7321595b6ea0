// A member without e-mail at phone width (decision 0042): the administrator adds him from the Members panel, then
// enters him for a golf day from the Players screen.
import { expect, test } from './support/test';
import { expectNoAxeViolations, screenshot } from './support/helpers';
import { createJourneyFixture, runTag } from './support/fixtures-support';
import { signInAsAdmin } from './support/sign-in';

test('an administrator adds a member without e-mail and enters him for a golf day', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = runTag(testInfo);
  const last = `Offline${tag.replace(/\W/g, '')}`;
  const event = `Spring Foursomes ${tag}`;
  const fixture = await createJourneyFixture(event, 25, `captain-${tag}@journey.example`);
  await signInAsAdmin(page);

  await page.goto('/admin/members');
  await page.getByRole('link', { name: 'Add a member without e-mail' }).click();
  const form = page.getByRole('form', { name: 'Add a member without e-mail' });
  await form.getByRole('button', { name: 'Add the member' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await screenshot(page, testInfo, 'offline-member-errors');
  await expectNoAxeViolations(page);
  await form.getByLabel('Title').selectOption('Capt');
  await form.getByLabel('First Name').fill('Arthur');
  await form.getByLabel('Last Name').fill(last);
  await form.getByLabel('Mobile (optional)').fill('07700 900456');
  await form.getByLabel('House').selectOption('Kipling');
  await form.getByLabel('Year Left').fill('1958');
  await form.getByLabel('Handicap').fill('18.4');
  await form.getByRole('button', { name: 'Add the member' }).click();
  await expect(page.getByText(`Arthur ${last} has been added as a member without e-mail`)).toBeVisible();
  await screenshot(page, testInfo, 'offline-member-added');
  await expectNoAxeViolations(page);

  // In the list like anyone, with 'No e-mail' said in words.
  await page.getByLabel('Name or email').fill(last);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(last) });
  await expect(row).toContainText('No e-mail');
  await expect(row).toContainText('Approved');

  // The Players screen's add-on-behalf finds him by name.
  await page.goto(`/fixtureplayers/${fixture.id}`);
  await page.getByLabel('Name', { exact: true }).fill(last);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `Add Arthur ${last}` }).click();
  await expect(page.getByText(`Arthur ${last} added to ${event}`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Playing' }).getByRole('row', { name: new RegExp(last) }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'offline-member-entered');
  await expectNoAxeViolations(page);
});
