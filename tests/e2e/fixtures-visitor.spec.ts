import { expect, test } from './support/test';
import { expectNoAxeViolations, isPhone, screenshot } from './support/helpers';
import { press, yearButton } from './support/fixtures-keyboard';

test.describe('fixtures for a visitor', () => {
  test('years open one at a time by keyboard, Location sorts both ways, no Register? column', async ({
    page,
  }, testInfo) => {
    const year = new Date().getUTCFullYear();
    await page.goto('/fixtures');
    await expect(page.getByRole('heading', { level: 1, name: 'Fixtures By Year' })).toBeVisible();
    const current = yearButton(page, year);
    await expect(current).toHaveAttribute('aria-expanded', 'true');
    await expect(yearButton(page, year - 1)).toHaveAttribute('aria-expanded', 'false');
    const table = page.getByRole('table', { name: `Fixtures for ${year}` });
    await expect(table).toBeVisible();
    await expect(page.locator('[data-label="Register?"]')).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Register?' })).toHaveCount(0);
    // The column headers stay for screen readers, on a phone's cards too, and hide no button there.
    for (const name of ['Dates', 'Event', 'Location', 'Manager', 'Comments'])
      await expect(table.getByRole('columnheader', { name, exact: true })).toHaveCount(1);
    if (isPhone(testInfo)) await expect(table.locator('thead button')).toBeHidden();
    await screenshot(page, testInfo, 'fixtures-visitor');
    await expectNoAxeViolations(page);

    // Opening last year closes this year; opening it again closes it.
    await press(page, yearButton(page, year - 1));
    await expect(yearButton(page, year - 1)).toHaveAttribute('aria-expanded', 'true');
    await expect(current).toHaveAttribute('aria-expanded', 'false');
    await expect(table).toBeHidden();
    await press(page, yearButton(page, year - 1));
    await expect(yearButton(page, year - 1)).toHaveAttribute('aria-expanded', 'false');
    await press(page, current);

    // Location: ascending, then descending, announced through aria-sort (on a phone, where the rows are
    // cards without a header row, through a sort button of its own and a status message).
    const header = table.getByRole('columnheader', { name: /Location/ });
    const locations = () =>
      table
        .locator('tbody td[data-label="Location"]')
        .evaluateAll((tds) => tds.map((td) => td.textContent ?? ''));
    const byLocation = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' });
    if (isPhone(testInfo)) {
      await press(page, page.getByRole('button', { name: 'Sort by location, A to Z' }));
      await expect(page.getByRole('status').filter({ hasText: 'Sorted by location, A to Z' })).toBeVisible();
      const asc = await locations();
      expect(asc).toEqual([...asc].sort(byLocation));
      await press(page, page.getByRole('button', { name: 'Sort by location, Z to A' }));
      await expect(page.getByRole('status').filter({ hasText: 'Sorted by location, Z to A' })).toBeVisible();
      expect(await locations()).toEqual([...asc].reverse());
    } else {
      await expect(header).not.toHaveAttribute('aria-sort', /.+/);
      await press(page, header.getByRole('button', { name: /Location/ }));
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      const asc = await locations();
      expect(asc).toEqual([...asc].sort(byLocation));
      await press(page, header.getByRole('button', { name: /Location/ }));
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      expect(await locations()).toEqual([...asc].reverse());
    }
    await screenshot(page, testInfo, 'fixtures-visitor-sorted');
  });

  test('member screens send a visitor to /loginregister; the result page is public', async ({ page }) => {
    await page.goto('/leavefixture/1');
    await expect(page).toHaveURL(/\/loginregister\?next=%2Fleavefixture%2F1&why=login$/);
    await page.goto('/fixtureresult/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Fixture Result' })).toBeVisible();
    await expect(page.getByText('That fixture could not be found.')).toBeVisible();
  });
});
