import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { makeTestPdf } from '../helpers/pdf';
import {
  DEMO_MEMBER,
  expectNoAxeViolations,
  expectPdfInNewTab,
  screenshot,
  tabTo,
  useMenu,
} from './support/helpers';
import { openAdminPanel } from './support/admin-menu';
import { expectFitsTheWindow } from './support/screen-check';
import { signInAndOpen, signOut } from './support/sign-in';

// Admin journeys do several axe runs each; on a busy 2-core machine they need more than the default minute.
test.describe.configure({ timeout: 150_000 });

/**
 * The screen's table, with the columns given, and the row of the journey's own entry in it; the screen fits the
 * window, is photographed and has no axe violations.
 */
async function ourRow(page: Page, testInfo: TestInfo, description: string, columns: string[], name: string) {
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(columns);
  const row = table.getByRole('row', { name: new RegExp(description) });
  await expect(row).toBeVisible();
  await expectFitsTheWindow(page);
  await screenshot(page, testInfo, name);
  await expectNoAxeViolations(page);
  return { table, row };
}

test('add and delete a latest result by keyboard; the home page follows', async ({ page }, testInfo) => {
  const description = `E2E ${testInfo.project.name} Cyril Gray ${Date.now()}: won 3–2`;
  await signInAndOpen(page, 'admin', '/admin/add-latest-result');
  await expect(page.getByRole('heading', { name: 'Add Latest Result' })).toBeVisible();

  // Nothing typed: the rule of spec §5.
  const field = page.getByLabel('Description', { exact: true });
  await tabTo(page, field);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Description is required' })).toBeVisible();
  await field.focus();
  await page.keyboard.type(description);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Result Added')).toBeVisible();
  await expect(field).toHaveValue('');
  await screenshot(page, testInfo, 'admin-add-latest-result');
  await expectNoAxeViolations(page);

  await page.goto('/home');
  const latest = page.getByRole('region', { name: 'Latest Results' });
  // The other viewport's journey may add its own at the same moment: ours is among the newest.
  await expect(latest.getByRole('listitem').filter({ hasText: description })).toHaveCount(1);

  await page.goto('/admin/edit-latest-results');
  await expect(page.getByRole('heading', { name: 'Latest Results' })).toBeVisible();
  const columns = ['Description', 'Created On', 'Delete'];
  const { row } = await ourRow(page, testInfo, description, columns, 'admin-edit-latest-results');
  const del = row.getByRole('button', { name: /^Delete/ });
  await tabTo(page, del);
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);

  await page.goto('/home');
  await expect(
    page.getByRole('region', { name: 'Latest Results' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByText(description)).toHaveCount(0);
});

test('upload a publication as the administrator and open it as a member', async ({
  page,
  playwright,
}, testInfo) => {
  const description = `E2E Newsletter ${testInfo.project.name} ${Date.now()}`;
  const year = String(new Date().getFullYear() - 1);
  await signInAndOpen(page, 'admin', '/admin/publications');
  await expect(page.getByRole('heading', { name: 'Upload a publication' })).toBeVisible();

  // A file that is not a PDF is refused with a clear message, and nothing is added.
  await page.getByLabel('Description', { exact: true }).fill(description);
  await page.getByLabel('Year', { exact: true }).fill(year);
  await page.getByLabel('PDF file', { exact: true }).setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('this is not a PDF'),
  });
  await page.getByRole('button', { name: 'Upload publication' }).press('Enter');
  await expect(page.locator('#publication-file-error')).toContainText('The file must be a PDF document');
  await screenshot(page, testInfo, 'admin-publications-error');

  // Keyboard: focus the file field, choose a real PDF, Tab to the button and press Enter.
  await page.getByLabel('PDF file', { exact: true }).setInputFiles({
    name: 'newsletter.pdf',
    mimeType: 'application/pdf',
    buffer: await makeTestPdf(description),
  });
  await tabTo(page, page.getByRole('button', { name: 'Upload publication' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Publication added: ${description}`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(description) })).toBeVisible();
  await expectFitsTheWindow(page);
  await screenshot(page, testInfo, 'admin-publications');
  await expectNoAxeViolations(page);

  await signOut(page);
  await page.goto('/publications');
  await expect(page).toHaveURL(/\/loginregister\?next=%2Fpublications&why=login$/);

  await signInAndOpen(page, DEMO_MEMBER, '/publications');
  await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
  const decade = page.getByLabel('Decade', { exact: true });
  await expect(decade).toHaveValue(String(Math.floor(Number(year) / 10) * 10));
  const { table, row } = await ourRow(page, testInfo, description, ['Description', 'View'], 'publications');

  const view = row.getByRole('link', { name: /^View/ });
  await expect(view).toHaveAttribute('target', '_blank');
  const href = (await view.getAttribute('href'))!;
  await tabTo(page, view);
  expect(await expectPdfInNewTab(page, () => page.keyboard.press('Enter'))).toBe(href);
  const asMember = await page.request.get(href);
  expect(asMember.status()).toBe(200);
  expect(asMember.headers()['content-type']).toBe('application/pdf');

  // Signed out, the same address answers 401: the PDF cannot be fetched by URL.
  const stranger = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  expect((await stranger.get(href)).status()).toBe(401);
  await stranger.dispose();

  // The decade filter, by keyboard.
  const decades = await decade.locator('option').allTextContents();
  expect(decades[0]).toMatch(/^\d{4}s$/);
  await decade.focus();
  await page.keyboard.press('End');
  await expect(decade).toHaveValue(decades.at(-1)!.slice(0, 4));
  await expect(table.getByRole('row', { name: new RegExp(description) })).toHaveCount(0);
});

test('an administrator adds and deletes a course by keyboard, and a member is refused the panel', async ({
  page,
}, testInfo) => {
  // Courses: add one by keyboard, see it on the public page, then delete it.
  const club = `E2E ${testInfo.project.name} Golf Club ${Date.now()}`;
  await signInAndOpen(page, 'admin', '/admin/courses');
  await tabTo(page, page.getByLabel('Club', { exact: true }));
  await page.keyboard.type(club);
  await page.keyboard.press('Tab');
  await page.keyboard.type('www.e2e-golf.example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByLabel('In the top 100 courses')).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Course added: ${club}`)).toBeVisible();
  await useMenu(page, testInfo, 'Courses');
  await expect(page).toHaveURL(/:\d+\/courses$/);
  await expect(page.getByRole('row', { name: new RegExp(club) })).toContainText('Yes');
  await useMenu(page, testInfo, 'Admin');
  await openAdminPanel(page, 'Courses');
  await expect(page.getByRole('heading', { level: 2, name: 'Courses' })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${club}` }).press('Enter');
  // The one confirmation dialog: Cancel has the focus, so Enter alone never deletes.
  const dialog = page.getByRole('dialog', { name: `Delete ${club}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, delete it' }).press('Enter');
  await expect(page.getByText(`Course deleted: ${club}`)).toBeVisible();

  await signOut(page);
  await signInAndOpen(page, DEMO_MEMBER, '/admin/courses');
  await expect(page).toHaveURL(/\/loginregister\?next=%2Fadmin%2Fcourses&why=admin$/);
});
