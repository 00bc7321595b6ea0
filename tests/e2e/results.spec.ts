import { expect, test } from './support/test';
import {
  expectNoAxeViolations,
  expectPdfInNewTab,
  isPhone,
  screenshot,
  tabTo,
  useMenu,
} from './support/helpers';

// The journeys share one database full of demo data: the pages' empty states (no courses, a meeting without
// results, a competition without results, a result without its PDF) are read from the server-rendered page on a
// database of their own (tests/api/server-rendered-pages.test.ts), drawn by the same components.

test.describe('meeting results', () => {
  test('tabs, decade and year by keyboard, hide and show, stacked cards on a phone', async ({
    page,
  }, testInfo) => {
    await page.goto('/home');
    await useMenu(page, testInfo, 'Meeting Results');
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meeting Results' })).toBeVisible();

    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText([
      'Spring Meeting',
      'Autumn Meeting',
      'Seniors Meeting',
      'Society Matches',
      'Knockout Meetings',
      'Other Results',
    ]);
    const spring = page.getByRole('tab', { name: 'Spring Meeting' });
    await expect(spring).toHaveAttribute('aria-selected', 'true');
    // Once the script runs, one tab is in the Tab order (the arrows move between them), and only the selected
    // tab names the one panel there is.
    await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    await expect(page.locator('[role="tab"][aria-controls]')).toHaveCount(1);
    await expect(page.locator(`[id="${await spring.getAttribute('aria-controls')}"]`)).toHaveRole('tabpanel');

    // On load: the newest decade and its first (newest) year, expanded.
    const decade = page.getByLabel('Decade');
    const year = page.getByLabel('Year');
    // The choosers appear with the results; read their options only once they are there.
    await expect(decade).toBeVisible();
    const decades = await decade.locator('option').allTextContents();
    expect(decades[0]).toMatch(/^\d{4}s$/);
    expect(decades).toContain('1990s');
    await expect(decade).toHaveValue(decades[0].slice(0, 4));
    const years = await year.locator('option').allTextContents();
    await expect(year).toHaveValue(years[0]);
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    for (const h of ['Event', 'First Place', 'Second Place', 'Third Place']) {
      await expect(table.getByRole('columnheader', { name: h, exact: true })).toHaveCount(1);
    }
    await expect(table.getByRole('columnheader', { name: 'Score', exact: true })).toHaveCount(3);
    await expect(table.locator('tbody tr').first()).toContainText('Spring Meeting');
    await screenshot(page, testInfo, 'results-spring');
    await expectNoAxeViolations(page);

    // Hide results / Show results.
    const toggle = page.getByRole('button', { name: 'Hide results' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(table).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show results' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.keyboard.press('Enter');
    await expect(table).toBeVisible();

    // Changing decade by keyboard selects and expands that decade's first year.
    await decade.focus();
    await page.keyboard.press('End');
    await expect(decade).toHaveValue('1990');
    await expect(year).toHaveValue('1999');
    await expect(table).toBeVisible();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await year.focus();
    await page.keyboard.press('End');
    await expect(year).toHaveValue('1995');
    await expect(page.getByRole('heading', { name: 'Spring Meetings 1995' })).toBeVisible();

    if (isPhone(testInfo)) {
      // Stacked cards: the header row is hidden and each cell carries its label.
      await expect(table.locator('thead')).toHaveCSS('position', 'absolute');
      await expect(table.locator('tbody tr').first()).toHaveCSS('display', 'block');
    } else {
      await expect(table.locator('tbody tr').first()).toHaveCSS('display', 'table-row');
    }
    await screenshot(page, testInfo, 'results-spring-1995');

    // Tabs by keyboard: arrows, Home and End; one tab stop.
    await tabTo(page, page.getByRole('tab', { selected: true }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Autumn Meeting' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Autumn Meeting' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('Autumn');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Other Results' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(spring).toHaveAttribute('aria-selected', 'true');
    // Two presses at once: the second moves on from the first, before its page is drawn.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Knockout Meetings' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Knockout Meetings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
    await expect(page).toHaveURL(/tab=knockout/);
    await screenshot(page, testInfo, 'results-knockout');
    await expectNoAxeViolations(page);
  });
});

test.describe('other results', () => {
  test('competition dropdown, Description and Results, View opens the PDF in a new window', async ({
    page,
  }, testInfo) => {
    await page.goto('/results');
    const otherTab = page.getByRole('tab', { name: 'Other Results' });
    await otherTab.click();
    const competition = page.getByLabel('Competition');
    // The dropdown appears with the results; read its options only once it is there.
    await expect(competition).toBeVisible();
    const names = await competition.locator('option').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    await expect(competition.locator('option:checked')).toHaveText(names[0]);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Description', 'Results']);
    await screenshot(page, testInfo, 'results-other');
    await expectNoAxeViolations(page);

    // Keyboard: choose the second competition.
    await competition.focus();
    await page.keyboard.press('ArrowDown');
    await expect(competition.locator('option:checked')).toHaveText(names[1]);
    const view = table.getByRole('link', { name: /^View/ }).first();
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('href', /^\/pdfs\/.+\.pdf$/);
    const pdf = await expectPdfInNewTab(page, () => view.click());
    const res = await page.request.get(pdf);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
  });
});

test.describe('scratch foursomes', () => {
  test('heading, text, and Show Results / Hide Results by keyboard', async ({ page }, testInfo) => {
    await page.goto('/home');
    await useMenu(page, testInfo, 'Scratch Foursomes');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Scratch Foursomes up to 2017');
    await expect(page.getByText('single-figure handicap')).toBeVisible();
    await expect(page.getByText(/over-55s, the over-65s\s+and the over-75s/)).toBeVisible();
    const show = page.getByRole('button', { name: 'Show Results' });
    await tabTo(page, show);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Hide Results' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Competition')).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await screenshot(page, testInfo, 'foursomes-open');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Competition')).toBeHidden();
  });
});

test.describe('courses', () => {
  test('a visitor reaches the page by address; the table has Club, Website (new tab) and Top 100', async ({
    page,
  }, testInfo) => {
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'The Golf Courses We Play' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }),
    ).toHaveCount(0);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Club', 'Website', 'Top 100']);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(15);
    const link = rows.first().getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(table).toContainText('Yes');
    if (isPhone(testInfo)) await expect(rows.first()).toHaveCSS('display', 'block');
    await screenshot(page, testInfo, 'courses');
    await expectNoAxeViolations(page);
  });
});

test.describe('home', () => {
  test('image, Upcoming Fixtures, welcome with its links, Latest Results, footer year', async ({
    page,
  }, testInfo) => {
    await page.goto('/home');
    await expect(page.locator('img.home__image')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming Fixtures' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'courses we play' })).toHaveAttribute('href', '/courses');
    await expect(main.getByRole('link', { name: 'fixture list' })).toHaveAttribute('href', '/fixtures');
    const latest = page.getByRole('region', { name: 'Latest Results' });
    await expect(latest.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await screenshot(page, testInfo, 'home');
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'courses we play' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });
});
