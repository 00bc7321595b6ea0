import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { demoAccounts, screenshot } from './support/helpers';
import { signIn } from './support/sign-in';
import { createJourneyFixture, createJourneyMember, runTag } from './support/fixtures-support';

/** How far the page is wider than the window (0 when it fits), and the buttons with a word broken across lines. */
async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const broken: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('main button, main a.button, main [role="tab"]');
    for (const el of controls) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          // A word on one line has one box per line it sits on; two tops mean it was split.
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) broken.push(`${el.textContent?.trim()} ('${m[0]}')`);
        }
      }
    }
    return { overflow, broken };
  });
}

test('every admin panel fits the window, and no button breaks a word', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  // Wide data of its own, so the check never depends on what other journeys happened to leave behind.
  const tag = runTag(testInfo);
  const long = `WorplesdonSunningdaleWaltonHeathFoursomesAndTheRestOfSurrey${tag.replace(/\W/g, '')}`;
  await createJourneyMember(`${tag}-a-rather-long-address-for-a-member`, 'Bartholomew-Maximilian', long);
  await createJourneyFixture(`Event ${long}`, 20, `secretary-${tag}@a-long-domain-name.example`, {
    location: long,
  });
  const { adminEmail, adminPassword } = demoAccounts();
  await signIn(page, adminEmail, adminPassword);
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu.getByRole('link').first()).toBeAttached();
  const links = await menu
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, label: a.textContent!.trim() })));
  expect(links.length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const { href, label } of links) {
    await page.goto(href);
    const panel = page.getByRole('region', { name: label });
    await expect(panel.getByRole('heading').first()).toBeVisible();
    await expect(page.locator('.spinner, [aria-busy="true"]')).toHaveCount(0);
    const { overflow, broken } = await layoutProblems(page);
    if (overflow > 0) problems.push(`${label}: the page is ${overflow}px wider than the window`);
    for (const b of broken) problems.push(`${label}: a word is broken in the button ${b}`);
    await screenshot(page, testInfo, `admin-${href.split('/').pop()}`);
  }
  expect(problems).toEqual([]);
});
