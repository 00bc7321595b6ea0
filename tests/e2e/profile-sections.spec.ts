// My Profile's sections on a phone (each with its own address, the chosen form at the top, unsaved changes asked
// about), and the secretary editing a member's details for him from the Members panel.
import { expect, test } from './support/test';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations, screenshot } from './support/helpers';
import { createJourneyMember, runTag, withDb } from './support/fixtures-support';
import { signInAs } from './support/sign-in';
import { signInAsNewMember } from './support/fixtures-support';
import { openAdminPanel, openProfileSection, unfoldSideMenu } from './support/admin-menu';

const WIDTHS = [320, 375, 1280];

/** Screenshots of the page at each width the review looked at, ending at the phone's 375 px. */
async function atEachWidth(page: Page, testInfo: TestInfo, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 812 });
    await screenshot(page, testInfo, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

test.describe('My Profile sections', () => {
  test('on a phone a chosen section opens at the top, has its own address, and unsaved edits are asked about', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAsNewMember(page, testInfo, 'Percy', 'Sections');

    // The spec's /myprofile opens Contact Details; on a phone the menu is one line naming it.
    await page.goto('/myprofile');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Details' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'My Profile' });
    await expect(menu.locator('summary')).toHaveText('My Profile menu: Contact Details');
    await expect(page.getByLabel('Mobile')).toBeInViewport();

    // Membership Details: its own address, and its form starts in view (it was below the fold).
    await openProfileSection(page, 'Membership Details');
    await expect(page).toHaveURL(/\/myprofile\/membership$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Membership Details' })).toBeFocused();
    await expect(page.getByLabel('Year Left')).toBeInViewport();
    await expect(menu.locator('summary')).toHaveText('My Profile menu: Membership Details');
    await atEachWidth(page, testInfo, 'profile-membership-section');
    await expectNoAxeViolations(page);

    // An e-mail or a bookmark opens a section by its address.
    await page.goto('/myprofile/preferences');
    await expect(page.getByRole('heading', { level: 2, name: 'E-mail Preferences' })).toBeVisible();
    await expect(page).toHaveTitle(/My Profile: E-mail Preferences/);
    await page.goto('/myprofile/no-such-section');
    await expect(page).toHaveURL(/\/myprofile$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Details' })).toBeVisible();

    // A changed address, then another section: asked first; Cancel keeps the typed address.
    await page.getByLabel('Address (first line)').fill('7 Unsaved Lane');
    await openProfileSectionExpectingQuestion(page, 'Privacy');
    const question = page.getByRole('dialog', { name: 'Leave Contact Details without saving?' });
    await expect(question).toBeVisible();
    await atEachWidth(page, testInfo, 'profile-unsaved-question');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/myprofile$/);
    await expect(page.getByLabel('Address (first line)')).toHaveValue('7 Unsaved Lane');

    // The browser's Back button (to E-mail Preferences) asks too; staying keeps the form and its address.
    await page.goBack();
    await expect(question).toBeVisible();
    await expect(page.getByLabel('Address (first line)')).toHaveValue('7 Unsaved Lane');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/myprofile$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Details' })).toBeVisible();
    await expect(page.getByLabel('Address (first line)')).toHaveValue('7 Unsaved Lane');

    // Leaving without saving: Privacy opens, and the address was not saved.
    await openProfileSectionExpectingQuestion(page, 'Privacy');
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/myprofile\/privacy$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Privacy' })).toBeVisible();
    await openProfileSection(page, 'Contact Details');
    await expect(page.getByLabel('Address (first line)')).toHaveValue('');

    // A saved form leaves without a question.
    await page.getByLabel('Address (first line)').fill('8 Saved Lane');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contact Details Updated')).toBeVisible();
    await openProfileSection(page, 'Privacy');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

/** Chooses a section from the menu when the page is expected to ask first (no heading to wait for). */
async function openProfileSectionExpectingQuestion(page: Page, label: string) {
  const menu = await unfoldSideMenu(page, 'My Profile');
  await menu.getByRole('link', { name: label, exact: true }).click();
}

test.describe('the secretary edits a member for him', () => {
  test('Edit details in the Members panel opens the member’s forms; the changes are saved and audited', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const tag = runTag(testInfo);
    const secretary = await createJourneyMember(`sec-${tag}`, 'Sally', `Secretary ${tag}`, true);
    const member = await createJourneyMember(tag, 'Phoned', `In ${tag}`);
    // Only an administrator: a member is sent to the login page, which names the admin area.
    await signInAs(page, member);
    await page.goto(`/admin/members/${member.id}/edit`);
    await expect(page).toHaveURL(/\/loginregister\?next=%2Fadmin%2Fmembers%2F\d+%2Fedit&why=admin$/);
    await page.context().clearCookies();
    await signInAs(page, secretary);

    await page.goto('/admin');
    await openAdminPanel(page, 'Members');
    await page.getByLabel('Name or email').fill(member.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: `Edit details of Phoned In ${tag}` })).toBeVisible();
    await atEachWidth(page, testInfo, 'admin-members-edit-link');
    await page.getByRole('link', { name: `Edit details of Phoned In ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/members/${member.id}/edit$`));
    await expect(
      page.getByRole('heading', { level: 2, name: `Edit details of Mr Phoned In ${tag}` }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' }).locator('summary')).toHaveText(
      'Admin menu: Members',
    );

    // Contact Details: a new e-mail address takes effect at once (no password: the secretary is not the member).
    const contact = page.getByRole('form', { name: 'Contact Details' });
    const newEmail = `moved-${tag}@journey.example`;
    await contact.getByLabel('Email').fill(newEmail);
    await contact.getByLabel('Address (first line)').fill('12 Phoned Road');
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(contact.getByText('Contact Details Updated')).toBeVisible();

    // Membership Details: the handicap.
    const membership = page.getByRole('form', { name: 'Membership Details' });
    await membership.getByLabel('Handicap').fill('14.2');
    await membership.getByRole('button', { name: 'Save' }).click();
    await expect(membership.getByText('Membership Details Updated')).toBeVisible();
    await atEachWidth(page, testInfo, 'admin-edit-member');
    await expectNoAxeViolations(page);

    const saved = await withDb((db) =>
      db.selectFrom('members').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow(),
    );
    expect(saved).toMatchObject({ email: newEmail, address_line1: '12 Phoned Road', handicap: 14.2 });
    const audit = await withDb((db) =>
      db
        .selectFrom('audit_log')
        .select(['action', 'actor_id'])
        .where('entity', '=', 'member')
        .where('entity_id', '=', String(member.id))
        .orderBy('id')
        .execute(),
    );
    expect(audit).toEqual([
      { action: 'member.contact.update', actor_id: secretary.id },
      { action: 'member.membership.update', actor_id: secretary.id },
    ]);

    // Back to the Members panel.
    await page.getByRole('link', { name: 'Back to Members' }).click();
    await expect(page).toHaveURL(/\/admin\/members$/);
  });
});
