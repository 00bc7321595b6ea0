import { expect, test } from './support/test';
import { demoAccounts, expectNoAxeViolations, isPhone, screenshot } from './support/helpers';
import { signIn } from './support/sign-in';

test.describe('site shell', () => {
  test('the empty path opens the home page with header, menu and footer', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('img', { name: '' }).or(header.locator('img.header__crest'))).toBeVisible();
    await expect(header.getByText('Old Boys Golf Society')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));

    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    if (isPhone(testInfo)) {
      await expect(toggle).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Fixtures' })).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // Escape closes it from a link inside, and the focus returns to the button.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    } else {
      await expect(toggle).toBeHidden();
    }
    for (const label of ['Home', 'Fixtures', 'Scratch Foursomes', 'Login/Register']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    // The results pages: links of the menu on a phone; at desktop width they open from Results (decision 0057),
    // which Escape closes again.
    const results = nav.getByRole('button', { name: 'Results' });
    if (isPhone(testInfo)) await expect(results).toBeHidden();
    else {
      await expect(nav.getByRole('link', { name: 'Order of Merit' })).toBeHidden();
      await results.click();
      await expect(results).toHaveAttribute('aria-expanded', 'true');
    }
    for (const label of ['Meeting Results', 'Order of Merit', 'Roll of Honour']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    if (!isPhone(testInfo)) {
      await screenshot(page, testInfo, 'shell-results-menu');
      await expectNoAxeViolations(page);
      await nav.getByRole('link', { name: 'Meeting Results' }).focus();
      await page.keyboard.press('Escape');
      await expect(results).toHaveAttribute('aria-expanded', 'false');
      await expect(results).toBeFocused();
      await expect(nav.getByRole('link', { name: 'Order of Merit' })).toBeHidden();
      await results.click();
      await nav.getByRole('link', { name: 'Roll of Honour' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Roll of Honour' })).toBeVisible();
      await expect(results).toHaveAttribute('aria-expanded', 'false');
      await expect(results).toHaveClass(/active/);
      await page.goto('/home');
    }
    for (const label of ['Courses', 'Member Search', 'My Profile', 'Publications', 'Logout', 'Admin']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
    await screenshot(page, testInfo, 'shell-home');
    await expectNoAxeViolations(page);
  });

  test("an unknown path answers 404 with 'Page not found' and the way home; a deep link loads the app", async ({
    page,
  }, testInfo) => {
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found – /);
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await screenshot(page, testInfo, 'not-found');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const res = await page.goto('/fixtures');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a signed-in admin sees the menu on one row at desktop width and who is signed in, beside My Profile and Logout', async ({
    page,
  }, testInfo) => {
    const { adminEmail, adminPassword } = demoAccounts();
    await signIn(page, adminEmail, adminPassword);
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account).toContainText('Signed in as Richard Ashworth');
    await expect(account.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Logout' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (!isPhone(testInfo)) {
      await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
      const tops = await nav
        .locator('.nav__list > li > .nav__link')
        .evaluateAll((links) => links.map((l) => Math.round(l.getBoundingClientRect().top)));
      // The results pages under one entry, an administrator's menu keeps to one row (decision 0057).
      expect(new Set(tops).size, `menu rows (link tops ${tops.join(', ')})`).toBe(1);
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(width).toBeLessThanOrEqual(0);
    // On a phone the welcome comes before Upcoming Fixtures.
    const welcome = page.getByRole('heading', { level: 1 });
    const upcoming = page.getByRole('heading', { name: 'Upcoming Fixtures' });
    // A box is read only from what is drawn: wait for both first.
    await expect(welcome).toBeVisible();
    await expect(upcoming).toBeVisible();
    const [welcomeTop, upcomingTop] = [(await welcome.boundingBox())!.y, (await upcoming.boundingBox())!.y];
    if (isPhone(testInfo)) expect(welcomeTop).toBeLessThan(upcomingTop);
    await screenshot(page, testInfo, 'shell-signed-in');
    await expectNoAxeViolations(page);
  });

  test('member and admin screens send a visitor to /loginregister', async ({ page }) => {
    for (const path of ['/membersearch', '/publications', '/admin', '/editfixture/3', '/enterfixture/1']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/loginregister?next=${encodeURIComponent(path)}&why=login`);
    }
  });
});
