import { expect, test } from './support/test';
import { DEMO_MEMBER, expectNoAxeViolations, screenshot } from './support/helpers';
import { signInAs } from './support/sign-in';
import { uniqueEmail } from './support/accounts-support';
import { tabTo } from './support/helpers';

test.describe('accounts', () => {
  test('a login that fails says so and stays on the page', async ({ page }, testInfo) => {
    await page.goto('/loginregister');
    const login = page.getByRole('button', { name: 'Login' });
    await expect(login).toBeEnabled();
    await login.click();
    // The one form's error summary names what is missing, and each field says it too.
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Email / UserName is required' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Password is required' })).toBeVisible();
    await expect(page.locator('#login-username-error')).toContainText('Email / UserName is required');
    await expect(page.locator('#login-password-error')).toContainText('Password is required');
    await tabTo(page, page.getByLabel('Email / UserName'));
    await page.keyboard.type(uniqueEmail('nobody', testInfo));
    await expect(page.locator('#login-username-error')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await page.keyboard.type('wrong-password');
    await expect(login).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Oops! Invalid login attempt, please try again');
    await expect(page).toHaveURL(/\/loginregister$/);
    await expect(login).toBeEnabled();
    await screenshot(page, testInfo, 'accounts-login-failed');
    await expectNoAxeViolations(page);
  });

  test('a reload keeps the member signed in; after an hour the session ends on /loginregister', async ({
    page,
  }) => {
    await page.clock.install();
    await signInAs(page, DEMO_MEMBER);
    const nav = page.getByRole('navigation', { name: 'Account' });
    await page.reload();
    await expect(page.locator('#main')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user_id'))).not.toBeNull();
    await expect(nav.getByRole('link', { name: 'Logout', includeHidden: true })).toHaveCount(1);
    await page.goto('/myprofile');
    await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
    await page.clock.fastForward('59:00');
    await expect(page).toHaveURL(/\/myprofile$/);
    await page.clock.fastForward('01:05');
    // The login page says why, and brings the member back to My Profile after the login.
    await expect(page).toHaveURL(/\/loginregister\?next=%2Fmyprofile&why=expired$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBeNull();
  });
});
