// A fixture's year follows its start date (decision 0021): in November the fixtures secretary enters next
// February's fixture, and it is listed under next year, not lost in this year's list.
import { expect, test } from './support/test';
import { screenshot } from './support/helpers';
import { runTag } from './support/fixtures-support';
import { signInAndOpen } from './support/sign-in';
import { openYear } from './support/fixtures-keyboard';

test('Add Fixture: the Year follows the Start Date as it is chosen, and a Year typed over it is refused', async ({
  page,
}, testInfo) => {
  const event = `Next February ${runTag(testInfo)}`;
  const next = new Date().getUTCFullYear() + 1;
  await signInAndOpen(page, 'admin', '/admin/add-fixture');
  const form = page.getByRole('form', { name: 'Add Fixture' });
  await form.getByLabel('Event').fill(event);
  await form.getByLabel('Start Date').fill(`${next}-02-14`);
  await expect(form.getByLabel('Year')).toHaveValue(String(next));
  await form.getByLabel('End Date').fill(`${next}-02-14`);

  // A Year typed over it is refused, naming the Start Date's year.
  await form.getByLabel('Year').fill(String(next - 1));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert').first()).toContainText(
    `Year must be the year of the Start Date (${next})`,
  );
  await screenshot(page, testInfo, 'add-fixture-year-mismatch');

  // Choosing the date again puts the Year right.
  await form.getByLabel('Start Date').fill(`${next}-02-15`);
  await expect(form.getByLabel('Year')).toHaveValue(String(next));
  await form.getByLabel('End Date').fill(`${next}-02-15`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Fixture Added')).toBeVisible();

  await page.goto('/fixtures');
  await openYear(page, next);
  await expect(page.getByRole('row').filter({ hasText: event })).toBeVisible();
});
