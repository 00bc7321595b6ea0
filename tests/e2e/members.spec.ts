import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { DEMO_MEMBER, expectNoAxeViolations, isPhone, screenshot } from './support/helpers';
import { signInAndOpen } from './support/sign-in';

/** Types into each labelled field in turn by keyboard (Tab between them), then presses Enter to search. */
async function searchByKeyboard(page: Page, values: Partial<Record<string, string>>) {
  const labels = ['First Name', 'Last Name', 'Year Left', 'House', 'Handicap', 'Club', 'County'];
  await page.getByLabel('First Name').focus();
  for (const label of labels) {
    await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    if (values[label]) await page.keyboard.type(values[label]!);
    if (label !== 'County') await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
}

test.describe('member search', () => {
  test('a visitor is sent to /loginregister', async ({ page }) => {
    await page.goto('/membersearch');
    await expect(page).toHaveURL(/\/loginregister\?next=%2Fmembersearch&why=login$/);
  });

  test('a member searches with one and with several criteria, by keyboard', async ({ page }, testInfo) => {
    await signInAndOpen(page, DEMO_MEMBER, '/membersearch');
    await expect(page.getByRole('heading', { level: 1, name: 'Member Search' })).toBeVisible();
    await expect(page.getByText('Enter Search Criteria and click Search')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'member-search-empty');

    // Nothing entered.
    await searchByKeyboard(page, {});
    await expect(page.getByText('Please enter some search criteria')).toBeVisible();
    await expect(page).toHaveTitle(/^Error: Member Search/);

    // One criterion, any case, part of the name.
    await searchByKeyboard(page, { 'Last Name': 'HOLL' });
    const results = page.getByRole('table');
    await expect(results.getByRole('caption')).toHaveText('1 member found');
    const row = results.getByRole('row').filter({ hasText: 'Holloway' });
    for (const text of ['Peter', 'member@society.example', 'Kipling', 'Woking', '14.2', 'Surrey'])
      await expect(row).toContainText(text);
    if (isPhone(testInfo)) {
      await expect(results.locator('thead')).not.toBeInViewport();
      await expect(row.locator('td[data-label="Email"]')).toBeVisible();
    } else {
      await expect(results.getByRole('columnheader', { name: 'School House' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'member-search-one');

    // Several criteria: all must match.
    await searchByKeyboard(page, { 'First Name': 'jam', County: 'sussex' });
    await expect(results.getByRole('caption')).toHaveText('1 member found');
    await expect(results.getByRole('row').filter({ hasText: 'Fairweather' })).toContainText('West Sussex');
    await searchByKeyboard(page, { County: 'surrey' });
    await expect(results.getByRole('caption')).toHaveText(/\d+ members found/);
    await expect(results.getByRole('row').filter({ hasText: 'Holloway' })).toHaveCount(1);
    await expect(results.getByRole('row').filter({ hasText: 'Fairweather' })).toHaveCount(0);
    await screenshot(page, testInfo, 'member-search-several');

    await searchByKeyboard(page, { 'First Name': 'james', County: 'kent' });
    await expect(page.getByText('No results', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
