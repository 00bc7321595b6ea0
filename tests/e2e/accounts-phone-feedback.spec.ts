// What a member on a small phone sees after each action on the account screens (tester's report at 375×667): the
// outcome is brought into view and takes the focus, and a field's 'required' message waits until it has been left.
import { expect, test } from './support/test';
import { linkFrom, waitForMail } from './support/helpers';
import { signInAsNewMember } from './support/fixtures-support';
import { openProfileSection } from './support/admin-menu';
import { uniqueEmail } from './support/accounts-support';
import { registration } from '../helpers/account-helpers';

const SMALL_PHONE = { width: 375, height: 667 };

test.describe('accounts on a small phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(SMALL_PHONE);
  });

  test('My Profile: a chosen section and a saved form are brought into view and take the focus', async ({
    page,
  }, testInfo) => {
    await signInAsNewMember(page, testInfo, 'Phoebe', 'Scroll');
    await page.goto('/myprofile');
    const menu = page.getByRole('navigation', { name: 'My Profile' });
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Details' })).toBeVisible();
    // Opening the screen leaves the focus where the page put it, not on the section.
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Details' })).not.toBeFocused();

    // Contact Details: Save, and the success banner at the top of the form is in view and focused.
    await page.getByRole('button', { name: 'Save' }).click();
    const contactSaved = page.getByText('Contact Details Updated');
    await expect(contactSaved).toBeInViewport();
    await expect(page.locator(':focus')).toContainText('Contact Details Updated');

    // Membership Details from the menu: its heading takes the focus and is in view.
    await openProfileSection(page, 'Membership Details');
    const membership = page.getByRole('heading', { level: 2, name: 'Membership Details' });
    await expect(membership).toBeFocused();
    await expect(membership).toBeInViewport();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Membership Details Updated')).toBeInViewport();
    await expect(page.locator(':focus')).toContainText('Membership Details Updated');

    // Change Password: below the fold on a phone before the fix (y≈793).
    await page.evaluate(() => window.scrollTo(0, 0));
    await openProfileSection(page, 'Change Password');
    const password = page.getByRole('heading', { level: 2, name: 'Change Password' });
    await expect(password).toBeFocused();
    await expect(password).toBeInViewport();
    await expect(page.getByLabel('Old Password')).toBeVisible();

    // On a desktop the side menu stays beside the section, both in view.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await openProfileSection(page, 'Privacy');
    const privacy = page.getByRole('heading', { level: 2, name: 'Privacy' });
    await expect(privacy).toBeFocused();
    await expect(privacy).toBeInViewport();
    await expect(menu).toBeInViewport();
    const [menuBox, headingBox] = [await menu.boundingBox(), await privacy.boundingBox()];
    expect(headingBox!.x).toBeGreaterThan(menuBox!.x + menuBox!.width - 1);
  });

  test('Password Reset: Confirm Password is not required while the member is still typing it', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('reset-typing', testInfo);
    const registered = await page.request.post('/api/account/register', {
      data: registration({
        firstName: 'Typing',
        lastName: 'Slowly',
        email,
        mobileNumber: '07700900445',
        house: 'Batten',
        yearLeft: '1970',
        handicap: '24',
        password: 'original-password',
        confirmPassword: 'original-password',
      }),
    });
    expect(registered.ok()).toBe(true);
    const sent = await page.request.post('/api/auth/sendresetemail', { data: { emailAddress: email } });
    expect(sent.ok()).toBe(true);
    await page.goto(linkFrom(await waitForMail(email, /Reset your/), '/passwordreset'));

    const update = page.getByRole('button', { name: 'Update' });
    const required = page.getByText('Confirm Password is required');
    await page.getByLabel('Password', { exact: true }).click();
    await page.keyboard.type('new-password-1');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Confirm Password')).toBeFocused();
    await expect(required).toHaveCount(0);
    await page.keyboard.type('new-pass');
    await expect(required).toHaveCount(0);
    await page.keyboard.type('word-1');
    await expect(required).toHaveCount(0);
    await expect(update).toBeEnabled();

    // Left empty, it says so; the mismatch message is the spec's.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    await expect(required.first()).toBeVisible();
    await expect(update).toBeDisabled();
    await page.getByLabel('Confirm Password').click();
    await page.keyboard.type('new-password-2');
    await page.keyboard.press('Tab');
    await expect(page.getByText('Password and Confirm Password Do Not Match').first()).toBeVisible();
    await expect(update).toBeDisabled();
  });

  test('Registration: the privacy notice is named with every other error on the first attempt', async ({
    page,
  }) => {
    await page.goto('/loginregister');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Register' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(11);
    await expect(
      summary.getByRole('link', { name: 'Please confirm you have read the privacy notice' }),
    ).toBeVisible();
    await summary.getByRole('link', { name: 'Please confirm you have read the privacy notice' }).click();
    await expect(page.getByLabel('I have read the privacy notice')).toBeFocused();
  });
});
