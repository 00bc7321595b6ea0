import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccounts, expectNoAxeViolations, linkFrom, screenshot, waitForMail } from './support/helpers';
import { expectFitsTheWindow } from './support/screen-check';
import { bearerToken, signIn } from './support/sign-in';

/** A new approved member made through the API as a visitor and the administrator would (register, confirm, approve). */
async function newMember(request: APIRequestContext, email: string, password: string) {
  const reg = await request.post('/api/account/register', {
    data: {
      title: 'Mr',
      firstName: 'Moving',
      lastName: 'Member',
      email,
      mobileNumber: '07700900111',
      house: 'Kipling',
      yearLeft: '1985',
      handicap: '12',
      password,
      confirmPassword: password,
    },
  });
  expect(reg.status()).toBe(200);
  const link = new URL(
    linkFrom(await waitForMail(email, /confirm your e-mail address/i), '/confirmemail'),
    'http://x',
  );
  const confirm = { email: link.searchParams.get('email'), token: link.searchParams.get('token') };
  expect(await (await request.post('/api/account/confirmemail', { data: confirm })).json()).toBe(1);
  const admin = demoAccounts();
  const token = await bearerToken(request, admin.adminEmail, admin.adminPassword);
  const pending = await (
    await request.get('/api/Admin/ListUnApprovedUsers', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const id = pending.find((m: { email: string }) => m.email === email).id;
  const approved = await request.post('/api/admin/approveuser', {
    data: { id, isApproved: true },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(approved.status()).toBe(200);
}

/**
 * A new member (newMember) at `<from>.<project>.<time>@example.com`, signed in on My Profile; the address he is to
 * move to, `<to>.<project>.<time>@example.com`.
 */
async function onMyProfile(
  page: Page,
  request: APIRequestContext,
  [from, to]: [string, string],
  password: string,
) {
  const tag = `${test.info().project.name}.${Date.now()}`;
  const email = `${from}.${tag}@example.com`;
  await newMember(request, email, password);
  await signIn(page, email, password);
  await page.goto('/myprofile');
  return { email, newEmail: `${to}.${tag}@example.com` };
}

test('a new e-mail address takes effect from the link sent to it; My Profile says so', async ({
  page,
  request,
}, testInfo) => {
  const addresses: [string, string] = ['moving', 'moved.to.a.rather.long.address'];
  const { email, newEmail } = await onMyProfile(page, request, addresses, 'moving-password');
  const emailField = page.getByLabel('Email', { exact: true });
  await expect(emailField).toHaveValue(email);
  await emailField.fill(newEmail);
  // A new address needs the current password: the field appears with the new address.
  const form = page.getByRole('form', { name: 'Contact Details' });
  const current = form.getByLabel('Current Password');
  await expect(current).toBeVisible();
  await form.getByRole('button').first().click();
  await expect(
    form.getByText('Please enter your current password to change your email address').first(),
  ).toBeVisible();
  await current.fill('not-the-password');
  await form.getByRole('button').first().click();
  await expect(form.getByText('Your current password is not correct').first()).toBeVisible();
  await screenshot(page, testInfo, 'email-change-wrong-password');
  await current.fill('moving-password');
  await form.getByRole('button').first().click();
  await expect(page.getByText('Contact Details Updated')).toBeVisible();
  await expect(current).toBeHidden();
  await expect(page.getByText(`We have sent a link to ${newEmail}.`, { exact: false })).toBeVisible();
  await expect(emailField).toHaveValue(email);
  // The long address wraps: the page is never wider than the screen.
  await expectFitsTheWindow(page);
  await screenshot(page, testInfo, 'email-change-requested');
  await expectNoAxeViolations(page);
  await waitForMail(email, /e-mail address is changing/);

  const mail = await waitForMail(newEmail, /Confirm your new/);
  await page.goto(linkFrom(mail, '/confirmemailchange'));
  await expect(page.getByRole('heading', { name: 'Email Address Changed', level: 1 })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  await screenshot(page, testInfo, 'email-change-confirmed');
  await expectNoAxeViolations(page);

  // The link works once.
  await page.goto(linkFrom(mail, '/confirmemailchange'));
  await expect(page.getByRole('heading', { name: 'Email Address Not Changed', level: 1 })).toBeVisible();
  await screenshot(page, testInfo, 'email-change-not-changed');
  await expectNoAxeViolations(page);
});

test("the old address's 'This was not me' undoes a change, signs out everywhere and asks for a new password", async ({
  page,
  request,
}, testInfo) => {
  const { email, newEmail } = await onMyProfile(page, request, ['kept', 'taken.over'], 'keeping-password');
  const form = page.getByRole('form', { name: 'Contact Details' });
  await form.getByLabel('Email', { exact: true }).fill(newEmail);
  await form.getByLabel('Current Password').fill('keeping-password');
  await form.getByRole('button').first().click();
  await expect(page.getByText('Contact Details Updated')).toBeVisible();
  const notice = await waitForMail(email, /e-mail address is changing/);

  // Opening the link changes nothing (mail scanners open links); its one button does.
  await page.goto(linkFrom(notice, '/cancelemailchange'));
  await expect(
    page.getByRole('heading', { name: 'Cancel the Email Address Change', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectFitsTheWindow(page);
  await screenshot(page, testInfo, 'email-change-cancel');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel the change' }).click();
  await expect(page.getByRole('heading', { name: 'Email Address Change Cancelled', level: 1 })).toBeVisible();
  await screenshot(page, testInfo, 'email-change-cancelled');
  await expectNoAxeViolations(page);
  await waitForMail(email, /Reset your password/);

  // Signed out here too, in the browser and on the server.
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
  await page.goto('/myprofile');
  await expect(page).not.toHaveURL(/\/myprofile/);

  // The link works once.
  await page.goto(linkFrom(notice, '/cancelemailchange'));
  await page.getByRole('button', { name: 'Cancel the change' }).click();
  await expect(page.getByText('This link has expired or has already been used')).toBeVisible();
});
