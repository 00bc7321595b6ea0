import { expect, test } from './support/test';
import { expectNoAxeViolations, screenshot } from './support/helpers';

test.describe('accounts', () => {
  test('a confirmation link that does not work leads to /emailnotconfirmed with Contact Us', async ({
    page,
  }, testInfo) => {
    await page.goto('/confirmemail?email=someone%40example.com&token=not-a-real-token');
    await expect(page).toHaveURL(/\/emailnotconfirmed$/);
    await expect(
      page.getByText(
        'Unfortunately your email address could not be verified. Please contact the administrator',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      'mailto:secretary@society.example',
    );
    await screenshot(page, testInfo, 'accounts-email-not-confirmed');
    await expectNoAxeViolations(page);
  });
});
