// The first run in production (decision 0063), at a phone's width: on a site with no administrator, the secretary
// opens the set-up address, becomes the first administrator (after a first try with the fields left empty), fills
// in the society's settings, goes on to the admin area; the address then answers 404. Each step's screen is
// looked at at 320, 375 and 1280 px, with axe.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from './support/test';
import { ARTIFACTS } from './support/paths';
import { checkAtEachWidth } from './support/screen-check';

let server: ChildProcess | undefined;
let site: { baseUrl: string; token: string };

// A site of its own: the journeys' shared one has its administrators already.
test.beforeAll(async () => {
  mkdirSync(join(ARTIFACTS, 'db'), { recursive: true });
  server = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/e2e/support/setup-server.ts', join(ARTIFACTS, 'db', 'first-run.db')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: server!.stdout! }).once('line', resolve);
    server!.once('exit', (code) => reject(new Error(`the first-run server ended (${code})`)));
  });
  site = JSON.parse(firstLine);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('the secretary sets the site up at the printed address, and the address then answers 404', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const setupUrl = `${site.baseUrl}/setup/${site.token}`;
  await page.goto(setupUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up the site' })).toBeVisible();
  await checkAtEachWidth(page, testInfo, 'setup-administrator');

  // Nothing typed: the fields say what they need, as registration's do.
  await page.getByRole('button', { name: 'Create the administrator' }).click();
  const summary = page.locator('.error-summary');
  await expect(summary).toContainText('First Name is required');
  await expect(summary).toContainText('Password is required');
  await checkAtEachWidth(page, testInfo, 'setup-administrator-errors');

  await page.getByLabel('First Name').fill('Hugh');
  await page.getByLabel('Last Name').fill('Fortescue');
  await page.getByLabel('Email').fill('secretary@oldfortescuans.org.uk');
  await page.getByLabel('Password', { exact: true }).fill('fairway-bunker-7');
  await page.getByLabel('Confirm Password').fill('fairway-bunker-7');
  await page.getByRole('button', { name: 'Create the administrator' }).click();
  await expect(page.getByText('You are the administrator, and signed in')).toBeVisible();

  // The society's settings, on the administrator's own settings screen.
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  await page.getByLabel('Society name').fill('Old Fortescuans Golfing Society');
  await page.getByLabel('Short name').fill('OFGS');
  await page.getByLabel('Contact address').fill('secretary@oldfortescuans.org.uk');
  await page.getByLabel('Subscription (£)').fill('45.00');
  await page
    .getByLabel('Bank details for payments')
    .fill('Old Fortescuans Golfing Society\nSort code 20-00-00\nAccount number 12345678');
  await page.getByRole('button', { name: 'Save the settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Old Fortescuans Golfing Society');
  await checkAtEachWidth(page, testInfo, 'setup-settings');

  // On to the admin area, signed in as the new administrator.
  await page.getByRole('link', { name: 'Approve Users' }).click();
  await expect(page).toHaveURL(/\/approveusers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();

  // The address has done its work.
  const again = await page.goto(setupUrl);
  expect(again?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Set-up address not in use' })).toBeVisible();
  await expect(page.getByText('The site is already set up')).toBeVisible();
});
