import { expect, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from './axe';
import { screenshot } from './helpers';

/** How far the page or its main area is wider than the window (0 when it fits), and the buttons with a word broken across lines. */
export async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    // The page wider than the window, or the main area scrolling sideways because something in it is too wide.
    const overflow = Math.max(
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
      main ? main.scrollWidth - main.clientWidth : 0,
    );
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

/** Neither the page nor its main area is wider than the window: nothing scrolls sideways. */
export async function expectFitsTheWindow(page: Page) {
  const { overflow } = await layoutProblems(page);
  expect(overflow, `how far ${page.url()} is wider than the window`).toBe(0);
}

/**
 * Looks at the screen as it is now, once it has loaded: what sticks out sideways, a word a button breaks, and what
 * axe finds, as lines naming the screen (empty when all is well); it is photographed for a person to look at.
 */
export async function screenProblems(page: Page, testInfo: TestInfo, name: string): Promise<string[]> {
  await expect(page.locator('.spinner, [aria-busy="true"], p.loading')).toHaveCount(0);
  const { overflow, broken } = await layoutProblems(page);
  const problems = [
    ...(overflow > 0 ? [`${name}: the page is ${overflow}px wider than the window`] : []),
    ...broken.map((b) => `${name}: a word is broken in the button ${b}`),
    ...(await axeViolations(page)).map((v) => `${name}: ${v}`),
  ];
  await screenshot(page, testInfo, name);
  return problems;
}
