// The administrator keeps the scratch foursomes matches from an admin panel (DESIGN.md 'Fixed
// details'): add with the form's checks, edit, delete through the one confirmation dialog; the public list follows.
import { expect, test } from './support/test';
import { DEMO_MEMBER, expectNoAxeViolations, screenshot } from './support/helpers';
import { runTag } from './support/fixtures-support';
import { signInAndOpen, signInAs } from './support/sign-in';

test('an administrator adds, edits and deletes a scratch foursomes match', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const tag = runTag(testInfo);
  const event = `Halford Hewitt ${tag}`;
  await signInAndOpen(page, 'admin', '/admin/scratch-foursomes');
  const panel = page.getByRole('region', { name: 'Scratch Foursomes' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Scratch Foursomes' })).toBeVisible();
  await expect(page).toHaveTitle(/^Admin: Scratch Foursomes/);

  // The form's checks come from the shared schema: a summary that takes the focus, each message on its field.
  await page.getByLabel('Year').fill('1850');
  await page.getByRole('button', { name: 'Add match' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Event is required' })).toBeVisible();
  await expect(page.locator('#foursomes-year-error')).toContainText('Enter a year between 1900 and 2100');
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'admin-foursomes-errors');

  await page.getByLabel('Year').fill('2016');
  await page.getByLabel('Event').fill(event);
  await page.getByLabel('Opponent (optional)').fill('Old Wykehamists');
  await page.getByLabel('Result (optional)').fill('Won 3–0');
  await page.getByRole('button', { name: 'Add match' }).press('Enter');
  await expect(page.getByText(`Match added: 2016 ${event}`)).toBeVisible();
  const row = panel.getByRole('row', { name: new RegExp(event) });
  await expect(row).toContainText('Old Wykehamists');

  await row.getByRole('button', { name: `Edit 2016 ${event}` }).click();
  await expect(page.getByRole('heading', { name: `Edit match: 2016 ${event}` })).toBeFocused();
  await page.getByLabel('Result (optional)').fill('Lost in the final');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Match updated: 2016 ${event}`)).toBeVisible();
  await expect(row).toContainText('Lost in the final');
  const listed = await (await page.request.get('/api/foursomes/list')).json();
  expect(listed).toContainEqual(expect.objectContaining({ year: 2016, event, result: 'Lost in the final' }));
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'admin-foursomes');

  await row.getByRole('button', { name: `Delete 2016 ${event}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete 2016 ${event}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete 2016 ${event}` }).click();
  await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText(`Match deleted: 2016 ${event}`)).toBeVisible();
  await expect(row).toHaveCount(0);
  const after = await (await page.request.get('/api/foursomes/list')).json();
  expect(after).not.toContainEqual(expect.objectContaining({ event }));
});

test('a member is sent from the foursomes panel to /loginregister', async ({ page }) => {
  await signInAs(page, DEMO_MEMBER);
  await page.goto('/admin/scratch-foursomes');
  await expect(page).toHaveURL(/\/loginregister\?next=%2Fadmin%2Fscratch-foursomes&why=admin$/);
});
