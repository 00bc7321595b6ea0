import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_MEMBER, demoAccounts, expectNoAxeViolations, screenshot, waitForMail } from './support/helpers';
import { INVALID_LOGIN } from '../../src/shared/schemas/accounts';
import { loginThroughApi, signInAndOpen, signInAs } from './support/sign-in';
import { createJourneyMember, runTag } from './support/fixtures-support';

const HEADER = 'First Name,Last Name,Email,Year Left,House,Handicap,Mobile';

function csvFile(dir: string, name: string, lines: string[]) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  writeFileSync(file, `${[HEADER, ...lines].join('\n')}\n`);
  return file;
}

/** Presses a button by keyboard: focus it, then Enter. */
async function press(page: Page, name: string | RegExp) {
  const button = page.getByRole('button', { name }).first();
  await button.focus();
  await page.keyboard.press('Enter');
}

test.describe('admin member tools', () => {
  test('a member is sent from the admin panels to /loginregister', async ({ page }) => {
    await signInAs(page, DEMO_MEMBER);
    for (const panel of ['members', 'import-members', 'outbox', 'audit-log']) {
      await page.goto(`/admin/${panel}`);
      await expect(page).toHaveURL(/\/loginregister\?next=%2Fadmin%2F[a-z-]+&why=admin$/);
    }
  });

  test('an admin imports a CSV with one bad row, fixes it, and imports', async ({ page }, testInfo) => {
    const tag = `${testInfo.project.name}-${Date.now()}`;
    const first = `ann.${tag}@example.com`;
    const second = `bob.${tag}@example.com`;
    const dir = testInfo.outputPath('csv');
    const bad = csvFile(dir, 'bad.csv', [
      `Ann,Import,${first},1990,Kipling,12,07700900201`,
      `Bob,Import,not-an-email,1991,Batten,8,07700900202`,
    ]);
    const good = csvFile(dir, 'good.csv', [
      `Ann,Import,${first},1990,Kipling,12,07700900201`,
      `Bob,Import,${second},1991,Batten,8,07700900202`,
    ]);

    await signInAndOpen(page, 'admin', '/admin/import-members');
    await expect(page.getByRole('heading', { name: 'Import Members' })).toBeVisible();
    await expect(page.locator('nav[aria-label="Admin"] a[aria-current="page"]')).toHaveText('Import Members');

    await page.getByLabel('CSV file').setInputFiles(bad);
    await press(page, 'Check file');
    await expect(page.getByText('1 row has a problem')).toBeVisible();
    const badRow = page.getByRole('row').filter({ hasText: 'not-an-email' });
    await expect(badRow).toContainText('Email: Please enter a valid email address');
    await expect(page.getByRole('button', { name: /^Import/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'admin-import-problems');

    await page.getByLabel('CSV file').setInputFiles(good);
    await press(page, 'Check file');
    await expect(page.getByText('The file is ready to import')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'admin-import-ready');
    await press(page, 'Import 2 members');
    await expect(
      page.getByText('2 members were imported and sent an invitation to set a password'),
    ).toBeVisible();

    const mail = await waitForMail(second, /set your password/i);
    expect(mail.text).toContain('/passwordreset?email=');

    // The new members are listed, awaiting confirmation of their address until they set a password.
    await page.goto('/admin/members');
    await page.getByLabel('Name or email').focus();
    await page.keyboard.type(tag);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table').getByRole('caption')).toHaveText('2 members');
    await expect(page.getByRole('row').filter({ hasText: first })).toContainText('Awaiting confirmation');
  });

  test('an admin suspends and reinstates a member, by keyboard, and sees it in the audit log', async ({
    page,
  }, testInfo) => {
    const who = testInfo.project.name === 'phone' ? 'Charles Wainwright' : 'Edward Lambert';
    await signInAndOpen(page, 'admin', '/admin/members');
    await expect(page.getByRole('heading', { name: 'Members', level: 2 })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'admin-members');

    await page.getByLabel('Name or email').focus();
    await page.keyboard.type(who);
    await page.keyboard.press('Enter');
    const row = page.getByRole('row').filter({ hasText: who });
    await expect(page.getByRole('table').getByRole('caption')).toHaveText('1 member');
    await expect(row).toContainText('Approved');

    await press(page, `Suspend ${who}`);
    const dialog = page.getByRole('dialog', { name: `Suspend ${who}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'admin-members-suspend-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Approved');

    await press(page, `Suspend ${who}`);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Yes, suspend' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${who} has been suspended and logged out`)).toBeVisible();
    await expect(row).toContainText('Suspended');
    await screenshot(page, testInfo, 'admin-members-suspended');

    await press(page, `Reinstate ${who}`);
    await expect(page.getByText(`${who} has been reinstated`)).toBeVisible();
    await expect(row).toContainText('Approved');

    const history = row.getByRole('link', { name: `History of ${who}` });
    await history.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/audit-log\?memberId=\d+/);
    await expect(page.getByText(`Showing only changes made by or to ${who}`)).toBeVisible();
    const log = page.getByRole('table');
    await expect(log.getByRole('row').nth(1)).toContainText('Member reinstated');
    // The change in words: the field and its values, never a database column or an id.
    await expect(log.getByRole('row').nth(1)).toContainText('Status: suspended → approved');
    await expect(log.getByRole('row').nth(2)).toContainText('Member suspended');
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'admin-audit-log');

    await page.goto('/admin/outbox');
    await expect(page.getByRole('heading', { name: 'Outbox', level: 2 })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'admin-outbox');
  });

  test('an admin deletes a member’s account with their own password; the member can no longer log in', async ({
    page,
    request,
  }, testInfo) => {
    const tag = runTag(testInfo);
    const member = await createJourneyMember(tag, 'Leaving', `Member ${tag}`);
    // The member's own browser (a fresh one): their password logs in before the deletion, and not after.
    const memberLogin = () => loginThroughApi(request, member.email, DEMO_MEMBER.password);
    expect((await memberLogin()).status()).toBe(200);
    await signInAndOpen(page, 'admin', '/admin/members');
    await page.getByLabel('Name or email').fill(member.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('table').getByRole('caption')).toHaveText('1 member');

    await press(page, `Delete account of ${member.name}`);
    const dialog = page.getByRole('dialog', { name: `Delete ${member.name}'s account?` });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'admin-members-delete-dialog');
    await dialog.getByLabel('Your password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Yes, delete the account' }).click();
    await expect(dialog.locator('#delete-member-password-error')).toContainText('password');
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Your password').fill(demoAccounts().adminPassword);
    await dialog.getByRole('button', { name: 'Yes, delete the account' }).click();
    await expect(page.getByText(`The account of ${member.name} has been deleted`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No members match')).toBeVisible();
    const mail = await waitForMail(member.email, /deleted/i);
    expect(mail.text).toContain('An administrator');

    const refused = await memberLogin();
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(INVALID_LOGIN);
  });
});

test('an administrator who removes their own rights is warned it is them, then leaves the Admin area', async ({
  page,
}, testInfo) => {
  const tag = runTag(testInfo);
  const me = await createJourneyMember(tag, 'Stepping', `Down ${tag}`, true);
  await signInAs(page, me);
  await page.goto('/admin/members');
  await page.getByLabel('Name or email').fill(me.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table').getByRole('caption')).toHaveText('1 member');
  await page.getByRole('button', { name: `Remove admin ${me.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove yourself as an administrator?' });
  await expect(dialog).toContainText('you will be taken to the home page');
  await dialog.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to the/ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
});
