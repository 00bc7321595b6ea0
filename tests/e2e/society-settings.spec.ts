// The society's settings (decision 0059) at a phone's width: the administrator renames the society, changes the
// membership fee text and adds a house; a visitor then sees the new name and fee on the login and register screen,
// and a newcomer registers in the new house. The settings screen is looked at at 320, 375 and 1280 px.
import { appReady, expect, test } from './support/test';
import { screenshot } from './support/helpers';
import { checkAtEachWidth } from './support/screen-check';
import { startPhoneJourney, withDb } from './support/fixtures-support';
import { sendRegisterForm, uniqueEmail } from './support/accounts-support';
import { signInAndOpen } from './support/sign-in';

test('the administrator renames the society, changes the fee text and adds a house; a visitor sees them', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = await startPhoneJourney(page, testInfo);
  const name = `Old Harrovian Golfing Society ${tag}`;
  const fee = `The subscription is 35 pounds a year (${tag}).`;
  const house = `Druries ${tag}`;

  await signInAndOpen(page, 'admin', '/admin/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  await checkAtEachWidth(page, testInfo, 'admin-settings');
  const original = {
    name: await page.getByLabel('Society name').inputValue(),
    fee: await page.getByLabel('Membership fee text').inputValue(),
    houses: await page.getByLabel('Houses').inputValue(),
  };

  try {
    await page.getByLabel('Society name').fill(name);
    await page.getByLabel('Membership fee text').fill(fee);
    await page.getByLabel('Houses').fill(`${original.houses.trimEnd()}\n${house}`);
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    // A visitor, in a browser of his own.
    const visitorContext = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 375, height: 812 },
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/loginregister');
    // The page is drawn on the server: the tabs work once its code has run.
    await appReady(visitor);
    await expect(visitor.getByRole('banner')).toContainText(name);
    await expect(visitor.getByText(fee)).toBeVisible();
    await visitor.getByRole('tab', { name: 'Register' }).click();
    await expect(visitor.getByLabel('House').locator('option', { hasText: house })).toHaveCount(1);
    await screenshot(visitor, testInfo, 'register-with-new-settings');
    // A newcomer chooses the new house, and is registered in it.
    const email = uniqueEmail(`house-${tag}`, testInfo);
    await sendRegisterForm(visitor, {
      firstName: 'Thomas',
      lastName: `Newcombe${tag}`,
      email,
      mobile: '07700 900456',
      yearLeft: '2001',
      handicap: '14',
      password: 'a-good-password',
      house,
    });
    await expect(visitor.getByText('Thank you for registering')).toBeVisible();
    const registered = await withDb((db) =>
      db.selectFrom('members').select('house').where('email', '=', email).executeTakeFirst(),
    );
    expect(registered?.house).toBe(house);
    await visitorContext.close();
  } finally {
    // The journeys share one database: the society's own words go back as they were.
    await page.goto('/admin/settings');
    await page.getByLabel('Society name').fill(original.name);
    await page.getByLabel('Membership fee text').fill(original.fee);
    await page.getByLabel('Houses').fill(original.houses);
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
  }
});
