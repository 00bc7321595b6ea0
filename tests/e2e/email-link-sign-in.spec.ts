// Sign in by e-mail link at phone width (decision 0041): the login screen's 'E-mail me a link to sign in', the
// e-mail read from the real SMTP sink, /signin/{token} with its one button, the page asked for, and a new password
// chosen in My Profile without the old one.
import { expect, test } from './support/test';
import { expectNoAxeViolations, linkFrom, screenshot, waitForMail } from './support/helpers';
import { openProfileSection } from './support/admin-menu';
import { createJourneyMember, runTag } from './support/fixtures-support';

test('a member who forgot the password signs in by e-mail link, then chooses a new password', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = runTag(testInfo);
  const member = await createJourneyMember(tag, 'Linda', `Link${tag.replace(/\W/g, '')}`);

  // From a members' page: the login page remembers it, and so does the link.
  await page.goto('/loginregister?next=%2Fmembersearch&why=login');
  const send = page.getByRole('button', { name: 'E-mail me a link to sign in' });
  await expect(send).toBeEnabled();
  await send.click();
  // Nothing typed yet: the form points to the address field.
  await expect(page.getByText('Type your email address above').first()).toBeVisible();
  await page.getByLabel('Email / UserName').fill(member.email);
  await send.click();
  await expect(page.getByText(`If ${member.email} belongs to a member`)).toBeVisible();
  await screenshot(page, testInfo, 'email-link-sent');
  await expectNoAxeViolations(page);

  const mail = await waitForMail(member.email, /Your link to sign in/);
  expect(mail.text).toContain('Sign me in');
  const link = linkFrom(mail, '/signin/');
  expect(link).toMatch(/^\/signin\/[\w-]{43}\?next=%2Fmembersearch$/);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await screenshot(page, testInfo, 'email-link-page');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(page).toHaveURL(/\/membersearch$/);

  // A new password without the old one, in the session's first 15 minutes.
  await page.goto('/myprofile');
  await openProfileSection(page, 'Change Password');
  await expect(page.getByText('You signed in with a link from your e-mail')).toBeVisible();
  await expect(page.getByLabel('Old Password')).toHaveCount(0);
  await page.getByLabel('New Password', { exact: true }).fill('lindas-new-password');
  await page.getByLabel('Confirm New Password').fill('lindas-new-password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Updated Successfully')).toBeVisible();
  await screenshot(page, testInfo, 'email-link-new-password');
  await expectNoAxeViolations(page);

  // The link works once.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(page.getByText('This link cannot sign you in')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the login page' })).toBeVisible();
  await expectNoAxeViolations(page);

  // And the new password signs in.
  const res = await page.request.post('/api/auth/login', {
    data: { username: member.email, password: 'lindas-new-password' },
  });
  expect(res.status()).toBe(200);
});
