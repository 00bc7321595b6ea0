// A member's link in an e-mail, opened signed out, and a session that ends mid-task (decision 0018): the login page
// says why and returns to the page asked for; a member who keeps using the site is not logged out; a form whose
// session ended keeps what was typed and asks for the login again.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  DEMO_MEMBER,
  demoAccounts,
  expectNoAxeViolations,
  linkFrom,
  screenshot,
  waitForMail,
} from './support/helpers';
import { createJourneyFixture, createJourneyMember, runTag, withDb } from './support/fixtures-support';
import { bearerToken, signOut, submitLoginForm } from './support/sign-in';
import { signInAsNewMember } from './support/fixtures-support';
import { registration } from '../helpers/account-helpers';

/** Signs up a member for a fixture through the API, as the member (bearer token, no browser session). */
async function signUpThroughApi(
  request: APIRequestContext,
  email: string,
  memberId: number,
  fixtureId: number,
) {
  const token = await bearerToken(request, email, DEMO_MEMBER.password);
  const enter = await request.post('/api/fixtures/enter', {
    headers: { Authorization: `Bearer ${token}` },
    data: { fixtureId, userId: memberId },
  });
  expect(enter.status(), await enter.text()).toBe(200);
}

const logInOnThePage = (page: Page, email: string) => submitLoginForm(page, email, DEMO_MEMBER.password);

/** The member's live session row's times, in epoch ms. */
const sessionRow = (memberId: number) =>
  withDb(async (db) => {
    const row = await db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { createdAt: Date.parse(row.created_at), expiresAt: Date.parse(row.expires_at) };
  });

test.describe('sessions and the way back to the page asked for', () => {
  test("an e-mail's link opened the next day: the login page says why, and the login lands on the linked page", async ({
    page,
    request,
  }, testInfo) => {
    const tag = runTag(testInfo);
    const member = await createJourneyMember(tag, 'Ernest', 'Linkfollow');
    const fixture = await createJourneyFixture(`Link Day ${tag}`, 20, 'manager@journey.example');
    await signUpThroughApi(request, member.email, member.id, fixture.id);
    const mail = await waitForMail(member.email, /You have a place/);
    expect(mail.text).toContain('See the fixture and who is playing');
    const link = linkFrom(mail, `/enterfixture/${fixture.id}`);
    expect(link).toBe(`/enterfixture/${fixture.id}`);

    // The next day: this browser has no session (and an old one it remembers has ended).
    await page.goto('/home');
    await page.evaluate(() => {
      localStorage.setItem('user_id', '1');
      localStorage.setItem('is-admin', 'false');
      localStorage.setItem('session_expires', String(Date.now() - 23 * 3_600_000));
    });
    await page.goto(link);
    await expect(page).toHaveURL(`/loginregister?next=${encodeURIComponent(link)}&why=login`);
    const why = page.getByRole('status').filter({ hasText: 'Please log in to see this page' });
    await expect(why).toBeVisible();
    await expect(why).toContainText('You will go straight back to it after logging in.');
    await expect(page.getByRole('heading', { name: 'Login or Register' })).toBeVisible();
    await screenshot(page, testInfo, 'session-login-from-email-link');
    await expectNoAxeViolations(page);
    // The narrowest phones: the reason and the form still fit.
    await page.setViewportSize({ width: 320, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await screenshot(page, testInfo, 'session-login-from-email-link-320');
    await page.setViewportSize({ width: 375, height: 812 });

    await logInOnThePage(page, member.email);
    await expect(page).toHaveURL(link);
    await expect(page.getByText(`Link Day ${tag}`).first()).toBeVisible();
    // The login page is gone from the history: Back does not show it again.
    expect(await page.evaluate(() => window.location.pathname)).toBe(link);
  });

  test("the secretary's 'Approve users' link, opened signed out, lands on the approvals after the login", async ({
    page,
    request,
  }, testInfo) => {
    const email = `${runTag(testInfo)}@applicant.example`;
    const register = await request.post('/api/account/register', {
      data: registration({ firstName: 'Percy', lastName: 'Applicant', email }),
    });
    expect(register.status(), await register.text()).toBe(200);
    await page.goto(linkFrom(await waitForMail(email, /confirm your e-mail/i), '/confirmemail'));
    await expect(page).toHaveURL(/\/emailconfirmed$/);
    // The notice to the secretary (ADMIN_NOTIFY_EMAIL), opened in a browser with no session.
    const notice = await waitForMail('secretary@society.example', /Percy Applicant/);
    const link = linkFrom(notice, '/admin/approve-users');
    await signOut(page);
    await page.goto(link);
    await expect(page).toHaveURL(`/loginregister?next=${encodeURIComponent(link)}&why=login`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Please log in to see this page' }),
    ).toBeVisible();
    const { adminEmail, adminPassword } = demoAccounts();
    await submitLoginForm(page, adminEmail, adminPassword);
    await expect(page).toHaveURL(link);
    await expect(page.getByRole('button', { name: 'Approve Percy Applicant' })).toBeVisible();
  });

  test('a login page asked to return to another site goes to /home instead', async ({ page }, testInfo) => {
    const member = await createJourneyMember(runTag(testInfo), 'Olive', 'Redirect');
    await page.goto('/loginregister?next=%2F%2Fevil.example%2Fenterfixture%2F1&why=login');
    await expect(
      page.getByRole('status').filter({ hasText: 'Please log in to see this page' }),
    ).toBeVisible();
    await logInOnThePage(page, member.email);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a member who keeps using the site is not logged out at the hour; an idle hour still ends it', async ({
    page,
  }, testInfo) => {
    await page.clock.install();
    const member = await signInAsNewMember(page, testInfo, 'Agnes', 'Busy');
    // Fifty-five minutes ago, as far as the server and the client know: the session ends in five minutes.
    const now = Date.now();
    const soon = now + 5 * 60_000;
    await withDb((db) =>
      db
        .updateTable('sessions')
        .set({
          created_at: new Date(now - 55 * 60_000).toISOString(),
          expires_at: new Date(soon).toISOString(),
        })
        .where('member_id', '=', member.id)
        .where('revoked_at', 'is', null)
        .execute(),
    );
    await page.evaluate((end) => localStorage.setItem('session_expires', String(end)), soon);
    await page.reload();

    // The member goes on using the site: each answer moves the session's end on, in the database and in the browser.
    await page.goto('/myprofile');
    await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
    await expect.poll(async () => (await sessionRow(member.id)).expiresAt).toBeGreaterThan(now + 59 * 60_000);
    const { expiresAt } = await sessionRow(member.id);
    await expect
      .poll(() => page.evaluate(() => Number(localStorage.getItem('session_expires'))))
      .toBe(expiresAt);

    // Past the old end, the member is still signed in, on the same page.
    await page.clock.fastForward('10:00');
    await expect(page).toHaveURL(/\/myprofile$/);
    await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBe(String(member.id));

    // An hour without using the site still ends the session: the login page says why and returns here.
    await page.clock.fastForward('51:00');
    await expect(page).toHaveURL(/\/loginregister\?next=%2Fmyprofile&why=expired$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
    await screenshot(page, testInfo, 'session-expired-login');
    // The browser's clock went on an hour and more without the server's: back to the real time for the new login.
    await page.clock.setSystemTime(new Date());
    await logInOnThePage(page, member.email);
    await expect(page).toHaveURL(/\/myprofile$/);
  });

  test('the session ends while My Profile has unsaved changes: they stay, a login is asked for, then they save', async ({
    page,
  }, testInfo) => {
    const member = await signInAsNewMember(page, testInfo, 'Walter', 'Draft');
    await page.goto('/myprofile');
    const address = page.getByLabel('Address (first line)');
    await address.fill('18 Hook Heath Road');
    // Overnight the session has ended on the server; the page is still open.
    await withDb((db) =>
      db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('member_id', '=', member.id)
        .execute(),
    );
    await page.getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('dialog', { name: 'Please log in again' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('What you typed is still on the page');
    await expect(page).toHaveURL(/\/myprofile$/);
    await expect(dialog.getByLabel('Email / UserName')).toBeVisible();
    await screenshot(page, testInfo, 'session-ended-with-unsaved-changes');
    await expectNoAxeViolations(page);

    // Escape closes the request: the form is there, with the typed address and a message saying it was not saved.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(address).toHaveValue('18 Hook Heath Road');
    await expect(page.getByText('Your session has ended, so this was not saved.')).toBeVisible();
    // Saving again asks again.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Email / UserName').fill(member.email);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/myprofile$/);
    await expect(address).toHaveValue('18 Hook Heath Road');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contact Details Updated')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Address (first line)')).toHaveValue('18 Hook Heath Road');
  });

  test("the hour's timer ends the session while a form has unsaved changes: the page stays and asks for a login", async ({
    page,
  }, testInfo) => {
    await page.clock.install();
    await signInAsNewMember(page, testInfo, 'Mabel', 'Timer');
    await page.goto('/myprofile');
    await page.getByLabel('Postcode').fill('GU22 0JH');
    await page.clock.fastForward('01:01:00');
    const dialog = page.getByRole('dialog', { name: 'Please log in again' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/myprofile$/);
    await expect(page.getByLabel('Postcode')).toHaveValue('GU22 0JH');
    // Leaving gives the changes up, for the login page that returns here.
    await dialog.getByRole('button', { name: 'Leave this page without saving' }).click();
    await expect(page).toHaveURL(/\/loginregister\?next=%2Fmyprofile&why=expired$/);
  });
});
