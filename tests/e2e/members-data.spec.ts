import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { DEMO_MEMBER, expectNoAxeViolations, screenshot, waitForMail } from './support/helpers';
import { createJourneyMember, runTag } from './support/fixtures-support';
import { loginThroughApi, signInAndOpen, signInAs } from './support/sign-in';
import { openProfileSection as chooseProfileSection } from './support/admin-menu';

async function openProfileSection(page: Page, label: string) {
  await page.goto('/myprofile');
  await chooseProfileSection(page, label);
}

async function setEmailShown(page: Page, shown: boolean) {
  await openProfileSection(page, 'Privacy');
  await page.getByLabel('Show my e-mail address to other members').setChecked(shown);
  await page.getByRole('button', { name: 'Save privacy choices' }).click();
  await expect(page.getByText('Your privacy choices are saved')).toBeVisible();
}

test.describe("members' data", () => {
  test('the privacy notice is linked from the footer', async ({ page }, testInfo) => {
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(page.getByText(/never confirmed is deleted after 30 days/)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'privacy-notice');
  });

  test("a member hides their e-mail and another member's search shows it hidden", async ({
    browser,
  }, testInfo) => {
    // A member of this project's own, so the phone and desktop runs never change each other's choices.
    const tag = runTag(testInfo);
    const surname = `Private${tag.replace(/\W/g, '')}`;
    const member = await createJourneyMember(tag, 'Priya', surname);
    const memberPage = await (await browser.newContext()).newPage();
    await signInAs(memberPage, member);
    await setEmailShown(memberPage, false);
    await expectNoAxeViolations(memberPage);
    await screenshot(memberPage, testInfo, 'my-profile-privacy');

    const otherPage = await (await browser.newContext()).newPage();
    await signInAndOpen(otherPage, 'admin', '/membersearch');
    await otherPage.getByLabel('Last Name').fill(surname);
    await otherPage.getByRole('button', { name: 'Search' }).click();
    const row = otherPage.getByRole('row').filter({ hasText: surname });
    await expect(row).toContainText('Priya');
    await expect(row).not.toContainText(member.email);

    await setEmailShown(memberPage, true);
    await otherPage.reload();
    await otherPage.getByLabel('Last Name').fill(surname);
    await otherPage.getByRole('button', { name: 'Search' }).click();
    await expect(otherPage.getByRole('row').filter({ hasText: surname })).toContainText(member.email);
  });

  test('a member sees Download my data, Subscriptions and Delete my account', async ({ page }, testInfo) => {
    await signInAs(page, DEMO_MEMBER);
    await openProfileSection(page, 'Download my data');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const data = JSON.parse(readFileSync((await (await download).path())!, 'utf8'));
    expect(data.profile.email).toBe(DEMO_MEMBER.email);
    await openProfileSection(page, 'Subscriptions');
    await expectNoAxeViolations(page);
    await openProfileSection(page, 'Delete my account');
    const form = page.getByRole('form', { name: 'Delete my account' });
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('link', { name: 'Enter your password' })).toBeVisible();
    await page.getByLabel('Your password').fill('not-the-password');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('The password is not correct, so nothing was deleted')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'my-profile-delete');
  });

  test('a member deletes their own account: signed out, told by e-mail, and unable to log in again', async ({
    page,
    request,
  }, testInfo) => {
    const tag = runTag(testInfo);
    const member = await createJourneyMember(tag, 'Gone', `Member ${tag}`);
    await signInAs(page, member);
    await openProfileSection(page, 'Delete my account');
    const form = page.getByRole('form', { name: 'Delete my account' });
    await page.getByLabel('Your password').fill(DEMO_MEMBER.password);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).not.toHaveURL(/\/myprofile$/);
    await expect(page.getByText(/Signed in as/)).toHaveCount(0);
    const mail = await waitForMail(member.email, /deleted/i);
    expect(mail.text).toContain('your account');
    const login = await loginThroughApi(request, member.email, DEMO_MEMBER.password);
    expect(login.status()).toBe(400);
  });

  test('the treasurer records payments and exports the unpaid list', async ({ page }, testInfo) => {
    // A year of this project's own: the phone and desktop runs record and undo the same member's payment.
    const year = testInfo.project.name === 'phone' ? '2031' : '2032';
    await signInAndOpen(page, 'admin', '/admin/subscriptions');
    await expect(page.getByRole('heading', { level: 2, name: 'Subscriptions' })).toBeVisible();
    await page.getByLabel('Year').fill(year);
    // The default amount is the fee members are told on the register page.
    await expect(page.getByLabel('Amount (£)')).toHaveValue('30.00');
    await page.getByLabel('Method').selectOption('cheque');
    await page.getByRole('button', { name: /Record payment of Peter Holloway/ }).click();
    const item = page.getByRole('listitem').filter({ hasText: 'Peter Holloway' });
    await expect(item).toContainText('Paid £30.00');
    // The row's new button takes the focus, so a keyboard user carries on from the row.
    await expect(page.getByRole('button', { name: /Undo payment of Peter Holloway/ })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: `${year}:` })).toContainText('£30.00 received');
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'admin-subscriptions');

    await page.getByLabel('Show only members who have not paid').check();
    await expect(page.getByRole('listitem').filter({ hasText: 'Peter Holloway' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export unpaid (CSV)' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv).toContain('"Not paid"');
    expect(csv).not.toContain('Holloway');

    await page.getByLabel('Show only members who have not paid').uncheck();
    await page.getByRole('button', { name: /Undo payment of Peter Holloway/ }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Peter Holloway' })).toContainText('Not paid');
    await expect(page.getByRole('button', { name: /Record payment of Peter Holloway/ })).toBeFocused();
  });
});
