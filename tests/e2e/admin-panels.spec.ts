import { expect, test } from './support/test';
import { signInAndOpen, signInAsAdmin } from './support/sign-in';

// An administrator's panels never show an old message beside a new one.
test.describe.configure({ timeout: 120_000 });

test('a new attempt clears the last change’s banner, and the error summary goes once the fields are put right', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);

  // Courses: 'Course added' does not stay above the next form's errors.
  const club = `E2E ${testInfo.project.name} Banner Golf Club ${Date.now()}`;
  await page.goto('/admin/courses');
  await page.getByLabel('Club', { exact: true }).fill(club);
  await page.getByRole('button', { name: 'Add course' }).click();
  await expect(page.getByText(`Course added: ${club}`)).toBeVisible();
  await page.getByRole('button', { name: 'Add course' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Club is required' }).first()).toBeVisible();
  await expect(page.getByText(`Course added: ${club}`)).toHaveCount(0);
  await page.getByRole('button', { name: `Delete ${club}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText(`Course deleted: ${club}`)).toBeVisible();

  // Announcements: the summary of an empty Send goes once every field it lists is filled in.
  await page.goto('/admin/announcements');
  const send = page.getByRole('button', { name: /^Send/ });
  await send.click();
  const summary = page.locator('.error-summary');
  await expect(summary).toContainText('Subject is required');
  await page.getByLabel('Subject').fill('Summary check');
  await expect(summary).toContainText('Subject is required');
  await page.getByLabel('Message').fill('Nothing is sent by this check.');
  await page.getByLabel('Audience').selectOption({ label: 'All members' });
  await expect(summary).toHaveCount(0);
});

// This file runs at phone width only (playwright.config.ts): the menu folds there.
test('on a phone the chosen panel starts at the top of the screen, under the folded admin menu', async ({
  page,
}) => {
  await signInAndOpen(page, 'admin', '/admin/members');
  const heading = page.getByRole('heading', { level: 2, name: 'Members', exact: true });
  await expect(heading).toBeInViewport();
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu.locator('summary')).toHaveText('Admin menu: Members');
  await expect(menu.getByRole('link', { name: 'Courses' })).toBeHidden();
  await menu.locator('summary').click();
  await menu.getByRole('link', { name: 'Courses', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/courses$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Courses', exact: true })).toBeInViewport();
  await expect(menu.locator('summary')).toHaveText('Admin menu: Courses');
  await expect(menu.getByRole('link', { name: 'Members' })).toBeHidden();
});

test('a link at the top of a long list goes to its add form', async ({ page }) => {
  await signInAndOpen(page, 'admin', '/admin/courses');
  await page.getByRole('link', { name: 'Add a course' }).click();
  const heading = page.getByRole('heading', { name: 'Add a course' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test('a course saved from a second tab that opened it before another change is refused, and the change stays', async ({
  page,
}, testInfo) => {
  const club = `E2E ${testInfo.project.name} Two Tabs ${Date.now()}`;
  await signInAndOpen(page, 'admin', '/admin/courses');
  await page.getByLabel('Club', { exact: true }).fill(club);
  await page.getByRole('button', { name: 'Add course' }).click();
  await expect(page.getByText(`Course added: ${club}`)).toBeVisible();

  const other = await page.context().newPage();
  await other.goto('/admin/courses');
  await other.getByRole('button', { name: `Edit ${club}` }).click();
  await page.getByRole('button', { name: `Edit ${club}` }).click();
  await page.getByLabel('Club', { exact: true }).fill(`${club} (renamed)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Course updated: ${club} (renamed)`)).toBeVisible();

  await other.getByLabel('In the top 100 courses').check();
  await other.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByRole('alert').first()).toContainText('Someone else has changed this course');
  await other.close();
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(`${club} \\(renamed\\)`) })).toContainText('No');
  await page.getByRole('button', { name: `Delete ${club} (renamed)` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it' }).click();
});
