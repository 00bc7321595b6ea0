import { expect, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from './axe';
import { expectNoAxeViolations, isPhone, LOADING, screenshot } from './helpers';

/**
 * How far the page or its main area is wider than the window (0 when it fits); an admin panel wider than its frame
 * (its table would scroll sideways inside it, hiding buttons); the buttons with a word broken across lines; and
 * the table cells and cards (a list's items, a description's values) with a word of up to 20 characters broken. A
 * break after a hyphen or a slash is a line break, not a broken word. A longer word (a web address, a name typed
 * without spaces) may break anywhere (components/long-words.tsx).
 */
export async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    // The page wider than the window, or the main area scrolling sideways because something in it is too wide.
    const overflow = Math.max(
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
      main ? main.scrollWidth - main.clientWidth : 0,
    );
    const lineTop = (node: Text, from: number, to: number) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, to);
      // A word on one line has one box per line it sits on; two tops mean it was split.
      return [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
    };
    /** The words of `el` split across lines, each with whether the split came after a hyphen or a slash. */
    const splitWords = (el: HTMLElement) => {
      const found: { word: string; atHyphen: boolean }[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (const m of (node.textContent ?? '').matchAll(/\S+/g)) {
          if (new Set(lineTop(node, m.index, m.index + m[0].length)).size < 2) continue;
          const first = lineTop(node, m.index, m.index + 1)[0];
          let i = 1;
          while (i < m[0].length && lineTop(node, m.index + i, m.index + i + 1)[0] === first) i += 1;
          found.push({ word: m[0], atHyphen: /[-/–—]/.test(m[0][i - 1]) });
        }
      }
      return found;
    };
    const broken: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main button, main a.button, main [role="tab"]'))
      for (const { word, atHyphen } of splitWords(el))
        // A word longer than 20 characters (a long surname) may break where nothing else would fit.
        if (!atHyphen && word.length <= 20)
          broken.push(`a word is broken in the button ${el.textContent?.trim()} ('${word}')`);
    // A card's own words: a cell (a phone's card), an item of a list, a value of a description list.
    for (const el of document.querySelectorAll<HTMLElement>('main td, main li, main dd'))
      for (const { word, atHyphen } of splitWords(el))
        if (word.length <= 20 && !atHyphen) {
          const where = el.dataset.label ? `the cell ${el.dataset.label}` : `a ${el.localName}`;
          const line = `a word is broken in ${where} ('${word}')`;
          if (!broken.includes(line)) broken.push(line);
        }
    // An admin panel scrolls sideways in its own frame when something in it is too wide: a button out of sight.
    for (const panel of document.querySelectorAll<HTMLElement>('.admin-area__panel')) {
      const wider = panel.scrollWidth - panel.clientWidth;
      if (wider <= 1) continue;
      // Named by what sticks out furthest (the innermost of equals), for the person who reads the failure.
      let culprit = panel;
      let right = 0;
      for (const el of panel.querySelectorAll<HTMLElement>('*')) {
        const r = el.getBoundingClientRect().right;
        if (r >= right) [culprit, right] = [el, r];
      }
      const what = `${culprit.localName}${culprit.className ? `.${String(culprit.className).split(' ').join('.')}` : ''}`;
      broken.push(
        `the admin panel is ${wider}px wider than its frame (${what} '${culprit.textContent?.trim().slice(0, 30)}')`,
      );
    }
    // A button's label wider than the button spills out of it.
    for (const el of document.querySelectorAll<HTMLElement>('main button, main a.button'))
      if (el.scrollWidth > el.clientWidth + 1)
        broken.push(`the label of the button ${el.textContent?.trim()} is wider than the button`);
    // A phone's card: each cell is a grid of its label (::before) and its value; a value that is more than one
    // box (text beside an element) would put a box under the label.
    for (const td of document.querySelectorAll<HTMLElement>('main td')) {
      const style = getComputedStyle(td);
      const label = getComputedStyle(td, '::before').content;
      // A cell without a label (a row's buttons) takes the card's width on purpose.
      // (Below 420 px the label is above its value: one column.)
      if (style.display !== 'grid' || label === 'none' || label === '""') continue;
      if (style.gridTemplateColumns.split(' ').length < 2) continue;
      const labelWidth = parseFloat(style.gridTemplateColumns.split(' ')[0]);
      const valueStart = td.getBoundingClientRect().left + parseFloat(style.paddingLeft) + labelWidth;
      const stray = [...td.children].some((child) => {
        const box = child.getBoundingClientRect();
        // (A visually hidden label is a 1-pixel box.)
        return box.width > 1 && box.left < valueStart - 1;
      });
      if (stray) broken.push(`part of the cell ${td.dataset.label ?? ''}'s value sits under its label`);
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
  await expect(page.locator(LOADING)).toHaveCount(0);
  const problems = await layoutLines(page, name);
  // axe looks at each screen once, in the phone's tour (decision 0069): its rules do not change with the width,
  // and the desktop's own menu is checked by the shell journey at 1280 px.
  if (isPhone(testInfo)) problems.push(...(await axeViolations(page)).map((v) => `${name}: ${v}`));
  await screenshot(page, testInfo, name);
  // The phone's tour looks at each screen at 320 px too (a small phone, or 400 % zoom of a 1280 px window): its
  // layout only, in the same visit, which costs a resize rather than a third run of the tour.
  if (isPhone(testInfo)) {
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: NARROW, height: size.height });
    problems.push(...(await layoutLines(page, `${name} at ${NARROW}px`)));
    await screenshot(page, testInfo, `${name}-${NARROW}`);
    await page.setViewportSize(size);
  }
  return problems;
}

/**
 * The screen at 320, 375 and 1280 px in turn: nothing wider than the window, no word broken, photographed at each;
 * axe's rules kept at 375 px (they do not change with the width; decision 0069). Ends at the phone's 375 px.
 */
export async function checkAtEachWidth(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [NARROW, 375, 1280]) {
    await page.setViewportSize({ width, height: 812 });
    const { overflow, broken } = await layoutProblems(page);
    expect(overflow, `how far ${name} at ${width}px is wider than the window`).toBe(0);
    expect(broken, `${name} at ${width}px`).toEqual([]);
    if (width === 375) await expectNoAxeViolations(page);
    await screenshot(page, testInfo, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

/** The narrowest width the site is laid out for: 400 % zoom of a 1280 px window (WCAG 1.4.10). */
const NARROW = 320;

async function layoutLines(page: Page, name: string) {
  const { overflow, broken } = await layoutProblems(page);
  return [
    ...(overflow > 0 ? [`${name}: the page is ${overflow}px wider than the window`] : []),
    ...broken.map((b) => `${name}: ${b}`),
  ];
}
