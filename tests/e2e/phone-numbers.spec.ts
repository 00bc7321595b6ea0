// Mobile numbers as people write them, at phone width (decision 0020): registration takes '07700 900 123' and a
// number abroad ('+852 9123 4567'), and My Profile saves and shows them, the UK number the UK way.
import { expect, test } from './support/test';
import { expectNoAxeViolations, linkFrom, screenshot, waitForMail } from './support/helpers';
import { signInAsNewMember } from './support/fixtures-support';
import { sendRegisterForm, uniqueEmail } from './support/accounts-support';

test.describe('mobile numbers as people write them', () => {
  for (const [tag, written] of [
    ['uk', '07700 900 123'],
    ['abroad', '+852 9123 4567'],
  ] as const) {
    test(`registers with the mobile ${written}, then confirms from the e-mail`, async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail(`mobile-${tag}`, testInfo);
      await page.goto('/loginregister');
      await page.getByRole('tab', { name: 'Register' }).click();
      await expect(page.getByLabel('Mobile')).toHaveAttribute('type', 'tel');
      await expect(page.getByText('For example 07700 900123, or from abroad +852 9123 4567')).toBeVisible();
      await sendRegisterForm(page, {
        firstName: 'Wing',
        lastName: `Chan${tag}`,
        email,
        mobile: written,
        yearLeft: '1988',
        handicap: '9',
        password: 'a-good-password',
      });
      await expect(page.getByText('Thank you for registering')).toBeVisible();
      await expect(page.getByText('Please enter a valid mobile number')).toHaveCount(0);
      await screenshot(page, testInfo, `phone-numbers-registered-${tag}`);

      const mail = await waitForMail(email, /confirm your e-mail/i);
      await page.goto(linkFrom(mail, '/confirmemail'));
      await expect(page.getByText(/Thank you for confirming your email address/)).toBeVisible();
    });
  }

  test('My Profile saves a mobile with spaces and one abroad, and shows each as people read it', async ({
    page,
  }, testInfo) => {
    await signInAsNewMember(page, testInfo, 'Aidan', 'Walsh');
    await page.goto('/myprofile');
    const mobile = page.getByLabel('Mobile');
    const save = async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Contact Details Updated')).toBeVisible();
    };

    await mobile.fill('07700 900108');
    await save();
    await page.reload();
    await expect(mobile).toHaveValue('07700 900108');

    await mobile.fill('+852 9123 4567');
    await save();
    await page.reload();
    await expect(mobile).toHaveValue('+852 9123 4567');
    await screenshot(page, testInfo, 'phone-numbers-profile-abroad');
    await expectNoAxeViolations(page);

    // A wrong number keeps the spec's message.
    await mobile.fill('07700 900');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a valid mobile number').first()).toBeVisible();
  });
});
