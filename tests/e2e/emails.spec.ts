import { readdirSync } from 'node:fs';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, screenshot } from './support/helpers';

// Each message's HTML as a mail program shows it: on a phone (375 px) and in a desktop mail program's reading pane
// (600 px, the layout's width). The widths are the message's own, so each message is opened once, by the phone
// project only (playwright.config.ts), and checked at both. The message pages forbid scripts; axe is injected by
// the browser's tools.
test.use({ bypassCSP: true });

/** Every message type, one file each in mail/messages/, each with a sample of the same name (mail-samples.ts). */
const MESSAGES = readdirSync('src/server/modules/mail/messages')
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''));
/** Every message type has a sample (mail-samples.ts; a unit test keeps them one per file). */
const MESSAGE_TYPES = MESSAGES.length;

const WIDTHS = [375, 600];

async function expectFitsAndReadable(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(innerWidth);
  // One button; a reminder's two answers or a poll's three, each as large.
  const buttons = await page.locator('a.button').all();
  expect(buttons.length).toBeGreaterThanOrEqual(1);
  expect(buttons.length).toBeLessThanOrEqual(3);
  for (const button of buttons) {
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeLessThanOrEqual(scrollWidth);
  }
  const bodySize = await page
    .locator('p.text')
    .first()
    .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
  expect(bodySize).toBeGreaterThanOrEqual(16);
  // The crest is inline, and has loaded.
  expect(await page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(100);
}

test.describe('e-mails as mail programs show them', () => {
  for (const name of MESSAGES) {
    test(`${name}: fits at 375 and 600 px, big button, no accessibility problems, light and dark`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(`/dev/mail-samples/${name}/html`);
      // Each button (a reminder has two answers) has its address written out too (for mail programs that block
      // buttons).
      const buttons = page.locator('a.button');
      expect(await buttons.count()).toBeGreaterThan(0);
      for (const button of await buttons.all()) {
        const link = await button.getAttribute('href');
        expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
        await expect(page.locator('a.link', { hasText: link! }).first()).toHaveAttribute('href', link!);
      }
      await expectNoAxeViolations(page);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await expectFitsAndReadable(page);
          await screenshot(page, testInfo, `email-${name}-${width}${colorScheme === 'dark' ? '-dark' : ''}`);
        }
      }
      // Dark colours change nothing but the colours: the structure was checked in light, the contrast is checked
      // again.
      await expectNoAxeViolations(page, ['color-contrast']);
    });
  }

  test('the samples page shows every message, HTML in a frame beside its text', async ({
    page,
  }, testInfo) => {
    await page.goto('/dev/mail-samples');
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail samples' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(MESSAGE_TYPES);
    const frames = page.locator('iframe[sandbox=""]');
    await expect(frames).toHaveCount(MESSAGE_TYPES);
    const first = page.frameLocator('iframe').first();
    await expect(first.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
    await expect(page.locator('pre').first()).toContainText('Confirm my e-mail address:');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // Each frame's message was checked on its own above.
    await expectNoAxeViolations(page, undefined, 'iframe');
    await screenshot(page, testInfo, 'email-samples');
  });
});
