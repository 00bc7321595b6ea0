// The public pages arrive rendered by React on the server, hydrate without a warning (support/test.ts
// fails a journey on any console error or React warning), and can be read and followed with JavaScript turned off.
import { test, expect } from './support/test';
import { DEMO_MEMBER, expectNoAxeViolations, isPhone, screenshot, tabTo } from './support/helpers';
import { expectFitsTheWindow } from './support/screen-check';
import { signInAs } from './support/sign-in';

const PAGES = [
  { path: '/home', heading: /Welcome to the/, name: 'home' },
  { path: '/fixtures', heading: /Fixtures/, name: 'fixtures' },
  { path: '/results', heading: /Meeting Results/, name: 'results' },
  { path: '/results?tab=other', heading: /Meeting Results/, name: 'results-other' },
  { path: '/foursomes', heading: /Scratch Foursomes|Golf Society/, name: 'foursomes' },
  { path: '/courses', heading: /Golf Courses/, name: 'courses' },
  { path: '/fixtureresult/5', heading: /Fixture Result/, name: 'fixture-result' },
  { path: '/orderofmerit', heading: /Order of Merit/, name: 'order-of-merit' },
  { path: '/rollofhonour', heading: /Roll of Honour/, name: 'roll-of-honour' },
];

test.describe('the first answer', () => {
  test('holds each public page, its data, its title and its preview', async ({ request }) => {
    for (const { path, heading } of PAGES) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>[^<]*(${heading.source})`));
      expect(html, path).toContain('<script type="application/json" id="page-data">');
      expect(html, path).toContain('<meta property="og:title"');
      expect(html, path).not.toContain('This site needs JavaScript');
    }
    const result = await (await request.get('/fixtureresult/5')).text();
    expect(result).toMatch(/<meta property="og:description" content="[^"]+ at [^"]+"/);
  });
});

test.describe('with JavaScript', () => {
  test('each public page hydrates and works', async ({ page }, testInfo) => {
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectFitsTheWindow(page);
    }
    // The page's code is fetched once the page has been painted (decision 0013), never before.
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => (r as PerformanceResourceTiming).initiatorType !== 'css' && r.name.endsWith('.js'));
      return { paint, firstScript: Math.min(...scripts.map((r) => r.startTime)), scripts: scripts.length };
    });
    expect(order.scripts).toBeGreaterThan(0);
    expect(order.firstScript).toBeGreaterThanOrEqual(order.paint!);
    // Hydrated: the tabs answer a click without a new page from the server.
    await page.goto('/results');
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents += 1;
    });
    await page.getByRole('tab', { name: 'Autumn Meeting' }).click();
    await expect(page).toHaveURL(/tab=autumn/);
    await expect(page.getByRole('tab', { name: 'Autumn Meeting' })).toHaveAttribute('aria-selected', 'true');
    expect(documents).toBe(0);
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('link', { name: 'Scratch Foursomes' })).toBeVisible();
    }
  });

  test("a signed-in member's parts appear after hydration", async ({ page }) => {
    await signInAs(page, DEMO_MEMBER);
    await page.goto('/fixtures');
    // The column's cells (a phone shows each row as a card, its header as the cell's label), among the fixtures to
    // come (this year's finished ones are folded).
    await expect(page.locator('td[data-label="Register?"]:visible').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page can be read, and the menu, tabs, years and choices followed', async ({ page }) => {
    // The bare address is the home page, as the server renders it.
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to the/ })).toBeVisible();
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meeting Results' }),
      ).toBeVisible();
    }
    const menu = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/home');
    await menu.getByRole('link', { name: 'Fixtures' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Fixtures/ })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    // Another year opens by its address.
    const closed = page.locator('.fixture-year__toggle[aria-expanded="false"]').first();
    const year = (await closed.innerText()).match(/\d{4}/)![0];
    await closed.click();
    await expect(page).toHaveURL(new RegExp(`year=${year}`));
    await expect(page.getByRole('table', { name: `Fixtures for ${year}` })).toBeVisible();

    await menu.getByRole('link', { name: 'Meeting Results' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meeting Results' })).toBeVisible();
    // Another year of the meeting, chosen in the dropdown and shown by the server.
    const years = await page.getByLabel('Year').locator('option').allInnerTexts();
    if (years.length > 1) {
      await page.getByLabel('Year').selectOption(years[1]);
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`Spring Meetings? ${years[1]}`) }),
      ).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Other Results' }).click();
    await expect(page).toHaveURL(/tab=other/);
    await expect(page.getByRole('tab', { name: 'Other Results' })).toHaveAttribute('aria-selected', 'true');

    await menu.getByRole('link', { name: 'Scratch Foursomes' }).click();
    await page.getByRole('button', { name: 'Show Results' }).click();
    await expect(page.getByLabel('Competition')).toBeVisible();

    // The roll of honour: a trophy opens to its winners, and the search by name is a plain form.
    await menu.getByRole('link', { name: 'Roll of Honour' }).click();
    const trophy = page.locator('.honour__trophy details').first();
    await trophy.getByText(/^All \d+ winners$/).click();
    await expect(trophy.getByRole('table')).toBeVisible();
    await page.getByLabel('Find a name').fill('sinclair');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/name=sinclair/);
    await expect(page.getByText('Wins of players whose name holds “sinclair”')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Harriet Sinclair' }).first()).toBeVisible();
    // The order of merit's other years are links (the demo's scored meeting was last year's Autumn Meeting), and a
    // member's counted meetings open under their name.
    await menu.getByRole('link', { name: 'Order of Merit' }).click();
    const lastYear = String(
      Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()),
      ) - 1,
    );
    // The page opens on the newest year with results: this year's once a journey has published a meeting.
    await expect(page.getByRole('heading', { level: 1, name: /^Order of Merit \d{4}$/ })).toBeVisible();
    const opened = await page.getByRole('heading', { level: 1 }).textContent();
    if (opened !== `Order of Merit ${lastYear}`) {
      await page
        .getByRole('navigation', { name: 'Other years' })
        .getByRole('link', { name: lastYear })
        .click();
      await expect(page).toHaveURL(new RegExp(`orderofmerit\\?year=${lastYear}`));
    }
    await page.getByText('Harriet Sinclair', { exact: true }).click();
    await expect(page.locator('details[open]').getByRole('link', { name: /Autumn Meeting/ })).toBeVisible();
  });

  test('the Register tab opens the registration form before any script has run', async ({ page }) => {
    await page.goto('/loginregister?next=%2Fmyprofile&why=login');
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/loginregister\?.*tab=register/);
    const address = new URL(page.url()).searchParams;
    expect([address.get('why'), address.get('next')]).toEqual(['login', '/myprofile']);
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('First Name')).toBeVisible();
    await expect(page.getByText('Please log in to see this page')).toBeVisible();
    await page.getByRole('tab', { name: 'Login' }).click();
    await expect(page.getByLabel('Email / UserName')).toBeVisible();
  });

  test('every results tab can be reached and followed by keyboard', async ({ page }) => {
    await page.goto('/results');
    // Without the script the arrow keys do nothing, so each tab is in the Tab order.
    await tabTo(page, page.getByRole('tab', { name: 'Knockout Meetings' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/tab=knockout/);
    await expect(page.getByRole('tab', { name: 'Knockout Meetings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Only the panel that is there is named by a tab.
    const controls = await page
      .locator('[aria-controls]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-controls')!));
    for (const id of controls) await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
  });
});

test.describe('before the scripts run', () => {
  test.use({ waitForApp: false });
  // The page as it arrives: the scripts answer empty, so what shows is the server's HTML alone.
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
  });

  test('every public page is accessible and fits the window', async ({ page }, testInfo) => {
    test.slow();
    for (const { path, heading, name } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectFitsTheWindow(page);
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `server-rendered-${name}`);
    }
  });
});
