import { expect, test } from './support/test';
import { expectNoAxeViolations, linkFrom, screenshot, waitForMail } from './support/helpers';
import { retype, uniqueEmail } from './support/accounts-support';
import { keyboardLogin } from './support/sign-in';
import { tabTo } from './support/helpers';
import { registration } from '../helpers/account-helpers';

test.describe('accounts', () => {
  test('forgot and reset password, by keyboard; the link works once', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('reset', testInfo);
    const res = await page.request.post('/api/account/register', {
      data: registration({
        title: 'Dr',
        firstName: 'Reset',
        lastName: 'Tester',
        email,
        mobileNumber: '07700900444',
        house: 'Batten',
        yearLeft: '1975',
        handicap: '20',
        password: 'original-password',
        confirmPassword: 'original-password',
      }),
    });
    expect(res.ok()).toBe(true);

    await page.goto('/loginregister');
    await tabTo(page, page.getByRole('link', { name: 'I Forgot My Password' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/forgotpassword$/);
    await expect(
      page.getByRole('heading', {
        name: 'Please Enter Your Email Address To Receive A Password Reset Email',
      }),
    ).toBeVisible();
    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type('not-an-address');
    await expect(send).toBeDisabled();
    await retype(page, email);
    await expect(send).toBeEnabled();
    await screenshot(page, testInfo, 'accounts-forgot');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Please check your email and follow the link to reset your password'),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);

    const mail = await waitForMail(email, /Reset your/);
    const link = linkFrom(mail, '/passwordreset');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Change Your Password' })).toBeVisible();
    const update = page.getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type('reset-password-1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('reset-password-2');
    await page.keyboard.press('Tab');
    await expect(page.getByText('Password and Confirm Password Do Not Match').first()).toBeVisible();
    await expect(update).toBeDisabled();
    await screenshot(page, testInfo, 'accounts-reset-mismatch');
    await expectNoAxeViolations(page);
    await page.getByLabel('Confirm Password').focus();
    await retype(page, 'reset-password-1');
    await expect(update).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your password has been updated')).toBeVisible();
    await expect(update).toHaveCount(0);
    await screenshot(page, testInfo, 'accounts-reset-done');
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('link', { name: 'click here to login' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/loginregister$/);

    // The link works once.
    await page.goto(link);
    await expect(page.getByText(/expired or has already been used/)).toBeVisible();

    // The new password is right, and the account still waits for approval (the reset confirmed the address).
    await keyboardLogin(page, email, 'reset-password-1');
    await expect(page.getByText(/Oops! Your membership has not been approved yet/)).toBeVisible();
  });
});
