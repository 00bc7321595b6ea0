import { expect, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from './axe';
import { screenshot } from './helpers';

/**
 * How far the page or its main area is wider than the window (0 when it fits); the buttons with a word broken
 * across lines; and the table cells with a word of up to 20 characters broken. A break after a hyphen or a slash
 * is a line break, not a broken word. A longer word (a web address, a name typed without spaces) may break
 * anywhere (components/long-words.tsx), and so may an e-mail address in a phone's card, whose value column is
 * narrower than many addresses.
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
        if (!atHyphen) broken.push(`a word is broken in the button ${el.textContent?.trim()} ('${word}')`);
    for (const el of document.querySelectorAll<HTMLElement>('main td'))
      for (const { word, atHyphen } of splitWords(el))
        if (word.length <= 20 && !atHyphen && !word.includes('@'))
          broken.push(`a word is broken in the cell ${el.dataset.label ?? ''} ('${word}')`);
    // A phone's card: each cell is a grid of its label (::before) and its value; a value that is more than one
    // box (text beside an element) would put a box under the label.
    for (const td of document.querySelectorAll<HTMLElement>('main td')) {
      const style = getComputedStyle(td);
      const label = getComputedStyle(td, '::before').content;
      // A cell without a label (a row's buttons) takes the card's width on purpose.
      if (style.display !== 'grid' || label === 'none' || label === '""') continue;
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
  await expect(page.locator('.spinner, [aria-busy="true"], p.loading')).toHaveCount(0);
  const { overflow, broken } = await layoutProblems(page);
  const problems = [
    ...(overflow > 0 ? [`${name}: the page is ${overflow}px wider than the window`] : []),
    ...broken.map((b) => `${name}: ${b}`),
    ...(await axeViolations(page)).map((v) => `${name}: ${v}`),
  ];
  await screenshot(page, testInfo, name);
  return problems;
}
