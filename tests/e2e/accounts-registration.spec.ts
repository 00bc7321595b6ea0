import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations, linkFrom, screenshot, waitForMail } from './support/helpers';
import { keyboardLogin, signInAndOpen } from './support/sign-in';
import { retype, uniqueEmail } from './support/accounts-support';
import { tabTo } from './support/helpers';
import { DEFAULT_HOUSES, DEFAULT_TITLES } from '../../src/shared/schemas/settings';

/** Chooses a section of My Profile by keyboard: on a phone the menu is unfolded first (Enter on its one line). */
async function chooseByKeyboard(page: Page, label: string) {
  const menu = page.getByRole('navigation', { name: 'My Profile' });
  const fold = menu.locator('summary');
  if (await fold.isVisible()) {
    await tabTo(page, fold);
    await page.keyboard.press('Enter');
  }
  await tabTo(page, menu.getByRole('link', { name: label, exact: true }));
  await page.keyboard.press('Enter');
}

/** Types the values into the focused field and the fields after it, moving on with Tab. */
async function typeInTurn(page: Page, ...values: string[]) {
  for (const [i, value] of values.entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
}

/**
 * By keyboard, a field of the open form is given a value the form refuses and the form sent: its message shows;
 * then the field is put right (the form not yet sent again).
 */
async function refusedThenPutRight(
  page: Page,
  label: string,
  refused: string,
  message: string,
  right: string,
) {
  await tabTo(page, page.getByLabel(label));
  await retype(page, refused);
  await page.keyboard.press('Enter');
  await expect(page.getByText(message)).toBeVisible();
  await page.getByLabel(label).focus();
  await retype(page, right);
}

test.describe('accounts', () => {
  test('register, confirm from the e-mail, approval, login, profile, change password, logout: by keyboard', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('journey', testInfo);
    const first = `Ann${testInfo.project.name === 'phone' ? 'Phone' : 'Desk'}`;
    const last = `Keyboard${Date.now() % 100000}`;

    // Login/Register: Login is the default; the fee panel shows.
    await page.goto('/loginregister');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Membership costs £30 per year')).toBeVisible();
    await expect(page.getByRole('link', { name: 'I Forgot My Password' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    // Login looks and acts as the primary action while the form is empty: pressed, it names what is missing.
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCSS('opacity', '1');
    // axe: the visitor screens' tour (screens.spec.ts) checks this form, and the Register form's errors below.
    await screenshot(page, testInfo, 'accounts-login');

    // Register tab by keyboard (arrow keys between tabs).
    await tabTo(page, page.getByRole('tab', { name: 'Login' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(page.getByLabel('Title').locator('option').first()).toHaveText('Please select a title');
    await expect(page.getByLabel('House')).toHaveValue('');
    // The society's titles and houses (Admin → Settings), after the prompt; a journey may add a house meanwhile.
    await expect(page.getByLabel('Title').locator('option')).toHaveCount(DEFAULT_TITLES.length + 1);
    expect(await page.getByLabel('House').locator('option').count()).toBeGreaterThan(DEFAULT_HOUSES.length);
    // No messages before a submit attempt; all of them after one.
    await expect(page.getByText('First Name is required')).toHaveCount(0);
    await tabTo(page, page.getByRole('button', { name: 'Register' }));
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    for (const message of [
      'Please select a title',
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Mobile is required',
      'Please choose a house',
      'Year left is required',
      'Handicap is required',
      'Password is required',
      'Confirm Password is required',
    ]) {
      await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle(/^Error: /);
    await screenshot(page, testInfo, 'accounts-register-errors');

    // The summary's links move focus to the field.
    await summary.getByRole('link', { name: 'Please select a title' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Title')).toBeFocused();
    await page.keyboard.type('Mr');
    await expect(page.getByLabel('Title')).toHaveValue('Mr');
    await page.keyboard.press('Tab');
    await page.keyboard.type(first);
    await page.keyboard.press('Tab');
    await page.keyboard.type(last);
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('07700 900');
    await tabTo(page, page.getByLabel('House'));
    await page.keyboard.press('k');
    await expect(page.getByLabel('House')).toHaveValue('Kipling');
    await page.keyboard.press('Tab');
    await typeInTurn(page, '1920', '60', 'pass', 'differ');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please enter a valid mobile number').first()).toBeVisible();
    await expect(
      page.getByText(`Enter a year between 1930 and ${new Date().getFullYear()}`).first(),
    ).toBeVisible();
    await expect(
      page.getByText('Enter a handicap index from +10.0 to 54.0, such as 10.2 or +1.4').first(),
    ).toBeVisible();
    await expect(
      page.getByText('Password must be 8 characters long, we need another 4 characters').first(),
    ).toBeVisible();
    await expect(
      page.getByText('Confirm Password must be 8 characters long, we need another 2 characters').first(),
    ).toBeVisible();

    await page.getByLabel('Mobile').focus();
    await retype(page, '07700900555');
    await page.getByLabel('Year Left').focus();
    await retype(page, '1984');
    await page.keyboard.press('Tab');
    await retype(page, '18');
    await page.keyboard.press('Tab');
    await retype(page, 'first-password');
    await page.keyboard.press('Tab');
    await retype(page, 'first-passwork');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Confirm Password does not match password').first()).toBeVisible();
    await expect(page.getByText('Thank you for registering')).toHaveCount(0);
    await page.getByLabel('Confirm Password').focus();
    await retype(page, 'first-password');
    // The privacy notice's link, then its tick box, accepted with the space bar.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('I have read the privacy notice')).toBeFocused();
    await page.keyboard.press('Space');
    await page.getByLabel('Confirm Password').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Thank you for registering')).toBeVisible();
    // The thank-you has the focus (it was left on the page's body, so a screen reader said nothing).
    await expect(page.locator(':focus')).toContainText('Thank you for registering');
    await expect(page.getByText(/click the confirmation link/)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByLabel('Email / UserName')).toHaveCount(0);
    await screenshot(page, testInfo, 'accounts-registered');
    await expectNoAxeViolations(page);

    // Confirm from the e-mail.
    const mail = await waitForMail(email, /confirm your e-mail/i);
    await page.goto(linkFrom(mail, '/confirmemail'));
    await expect(page).toHaveURL(/\/emailconfirmed$/);
    await expect(page.getByText(/Thank you for confirming your email address/)).toBeVisible();
    // axe: the visitor screens' tour checks Email Address Confirmed.
    await screenshot(page, testInfo, 'accounts-email-confirmed');
    // The e-mail reopened the next day: the link says the address is confirmed, not that it could not be.
    await page.goto(linkFrom(mail, '/confirmemail'));
    await expect(page).toHaveURL(/\/emailconfirmed$/);

    // Not yet approved: the correct password says so.
    await keyboardLogin(page, email, 'first-password');
    await expect(page.getByText(/Oops! Your membership has not been approved yet/)).toBeVisible();

    // The administrator approves in the Approve Users panel.
    await signInAndOpen(page, 'admin', '/admin');
    await expect(page.getByRole('heading', { name: 'Members Awaiting Approval' })).toBeVisible();
    const approve = page.getByRole('button', { name: `Approve ${first} ${last}` });
    await expect(approve).toBeVisible();
    await tabTo(page, approve, 200);
    await page.keyboard.press('Enter');
    const approved = page.getByRole('button', { name: `Approved ${first} ${last}` });
    await expect(approved).toHaveText('Approved');
    await expect(approved).toHaveAttribute('aria-disabled', 'true');
    await expect(approved).toBeFocused();
    await screenshot(page, testInfo, 'accounts-approve-users');
    await expectNoAxeViolations(page);
    await waitForMail(email, /membership is approved/);
    await page.goto('/logout');
    await tabTo(page, page.getByRole('button', { name: 'Yes' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/loginregister$/);

    // The member logs in.
    await keyboardLogin(page, email, 'first-password');
    await expect(page).toHaveURL(/\/home$/);

    // My Profile: Contact Details first.
    await page.goto('/myprofile');
    await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact Details', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await screenshot(page, testInfo, 'accounts-profile-contact');
    await expectNoAxeViolations(page);
    await refusedThenPutRight(page, 'Mobile', '', 'Please complete your contact details', '07700900777');
    await tabTo(page, page.getByLabel('Address (first line)'));
    await page.keyboard.type('1 Fairway Close');
    await page.keyboard.press('Tab');
    await page.keyboard.type('GU22 0LB');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Contact Details Updated')).toBeVisible();

    // Membership Details.
    await chooseByKeyboard(page, 'Membership Details');
    await expect(page.getByRole('heading', { name: 'Membership Details', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Year Left')).toHaveValue('1984');
    await expect(page.getByLabel('School House')).toHaveValue('Kipling');
    await expect(page.getByLabel('School House').locator('option').first()).toHaveText(
      'Please choose a house',
    );
    await refusedThenPutRight(page, 'Year Left', '1901', 'Please complete all fields', '1983');
    await tabTo(page, page.getByLabel('Club Memberships'));
    await page.keyboard.type('Woking');
    await page.keyboard.press('Tab');
    await retype(page, '16.4');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Membership Details Updated')).toBeVisible();
    await screenshot(page, testInfo, 'accounts-profile-membership');
    await expectNoAxeViolations(page);

    // Change Password: a wrong old password, then the right one.
    await chooseByKeyboard(page, 'Change Password');
    await expect(page.getByRole('heading', { name: 'Change Password', level: 2 })).toBeVisible();
    await tabTo(page, page.getByLabel('Old Password'));
    await typeInTurn(page, 'not-my-password', 'second-password', 'second-password');
    await page.keyboard.press('Enter');
    await expect(page.getByText('There was an error updating your password')).toBeVisible();
    await expect(page.getByText('Your Old Password is not correct')).toBeVisible();
    await page.getByLabel('Old Password').focus();
    await retype(page, 'first-password');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Password Updated Successfully')).toBeVisible();
    await screenshot(page, testInfo, 'accounts-profile-password');
    await expectNoAxeViolations(page);

    // Logout: Cancel goes home; Yes lands on /loginregister with local state cleared.
    await page.goto('/logout');
    await expect(page.getByText('Are you sure you want to logout?')).toBeVisible();
    // axe: the member screens' tour checks the logout question.
    await screenshot(page, testInfo, 'accounts-logout');
    await tabTo(page, page.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/logout');
    await tabTo(page, page.getByRole('button', { name: 'Yes' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/loginregister$/);
    expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('is-admin'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    // My Profile without a stored user id goes home.
    await page.goto('/myprofile');
    await expect(page).toHaveURL(/\/home$/);
    // The new password works.
    await keyboardLogin(page, email, 'second-password');
    await expect(page).toHaveURL(/\/home$/);
  });
});
