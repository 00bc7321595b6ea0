// Another society's look (decision 0059): the administrator gives the site another society's name and short name,
// crest (an SVG) and colours; the home page shows them at once, from its first paint, and the settings screen
// with them is photographed at 375 and 1280 px. Everything goes back as it was afterwards.
import { expect, test } from './support/test';
import { screenshot } from './support/helpers';
import { checkAtEachWidth } from './support/screen-check';
import { runTag, withDb } from './support/fixtures-support';
import { signInAndOpen } from './support/sign-in';

/** A crest of another school: a maroon shield with a blue chevron and three gold roundels. */
const CREST = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 120">
  <path d="M5 5 H95 V60 C95 90 70 108 50 117 C30 108 5 90 5 60 Z" fill="#6b1d2a" stroke="#1f5fa8" stroke-width="5"/>
  <path d="M12 78 L50 40 L88 78 L88 92 L50 54 L12 92 Z" fill="#1f5fa8"/>
  <circle cx="28" cy="26" r="9" fill="#e2b33c"/>
  <circle cx="72" cy="26" r="9" fill="#e2b33c"/>
  <circle cx="50" cy="96" r="8" fill="#e2b33c"/>
</svg>`;

test("another society's name, crest and colours on the home page and the settings screen", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = runTag(testInfo);
  const name = `Old Wellingtonian Golfing Society ${tag}`;
  const short = 'OWGS';
  const colours = { primary: '#6b1d2a', accent: '#1f5fa8' };

  await signInAndOpen(page, 'admin', '/admin/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const original = {
    name: await field('Society name').inputValue(),
    short: await field('Short name').inputValue(),
    primary: await field('Main colour').inputValue(),
    accent: await field('Accent colour').inputValue(),
  };

  try {
    await page
      .getByLabel('New crest')
      .setInputFiles({ name: 'crest.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(CREST) });
    await page.getByRole('button', { name: 'Upload the crest' }).click();
    await expect(page.getByText('Crest saved')).toBeVisible();
    await field('Society name').fill(name);
    await field('Short name').fill(short);
    await field('Main colour').fill(colours.primary);
    await field('Accent colour').fill(colours.accent);
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    // The page the administrator is on takes the new colours at once.
    await expect(page.locator('header.header')).toHaveCSS('background-color', 'rgb(107, 29, 42)');
    await checkAtEachWidth(page, testInfo, 'settings-another-society');

    // The home page as a visitor's browser first paints it, before its script runs: name, crest and colours.
    const firstPaint = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      javaScriptEnabled: false,
    });
    const home = await firstPaint.newPage();
    await home.goto('/home');
    await expect(home.locator('header.header')).toHaveCSS('background-color', 'rgb(107, 29, 42)');
    await firstPaint.close();

    await page.goto('/home');
    const header = page.getByRole('banner');
    await expect(header).toContainText(testInfo.project.name === 'phone' ? short : name);
    await expect(header.locator('img.header__crest')).toHaveAttribute('src', /^\/api\/settings\/crest\?v=/);
    expect(
      await header.locator('img.header__crest').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page.locator('footer')).toContainText(name);
    await expect(page).toHaveTitle(`Home – ${name}`);
    await checkAtEachWidth(page, testInfo, 'home-another-society');
    await screenshot(page, testInfo, 'home-another-society');
  } finally {
    // The journeys share one database: the society's own name, colours and crest go back as they were.
    await page.goto('/admin/settings');
    await field('Society name').fill(original.name);
    await field('Short name').fill(original.short);
    await field('Main colour').fill(original.primary);
    await field('Accent colour').fill(original.accent);
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    // No route takes the crest away (the settings screen only replaces it): the site's own comes back in the row.
    await withDb((db) =>
      db.updateTable('society_settings').set({ crest_type: null, crest_content: null }).execute(),
    );
  }
});
