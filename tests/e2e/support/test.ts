// The `test` every journey imports: Playwright's, with a watch on the browser's console. A journey fails on any
// console.error, any uncaught page error, and any warning from React or React Router (such as the data router's
// 'No `HydrateFallback` element'), whichever page of the journey logged it.
import { expect, test as base, type ConsoleMessage, type Page } from '@playwright/test';

/** The browser's own line for an answer the screen expects and handles (a wrong password, a missing fixture). */
const HANDLED_ANSWER = /^Failed to load resource: the server responded with a status of 4\d\d/;
const REACT_WARNING = /React|HydrateFallback|react\.dev|reactrouter\.com/i;
/** The browser's line for a request sent while a journey has taken the signal away on purpose (setOffline). */
const OFFLINE_ON_PURPOSE = /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;
/** The development e-mail previews sit in frames sandboxed without scripts on purpose. */
const SANDBOXED_PREVIEW =
  /^Blocked script execution in '[^']*\/dev\/mail[^']*' because the document's frame is sandboxed/;

export function isConsoleProblem(message: Pick<ConsoleMessage, 'type' | 'text'>): boolean {
  if (message.type() === 'error')
    return ![HANDLED_ANSWER, SANDBOXED_PREVIEW, OFFLINE_ON_PURPOSE].some((line) => line.test(message.text()));
  return message.type() === 'warning' && REACT_WARNING.test(message.text());
}

/** Waits until React has drawn or hydrated the page: for a page of a context a journey opens itself. */
export async function appReady(page: Page) {
  if ((await page.locator('#root').count()) > 0)
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

export const test = base.extend<{ consoleProblems: string[]; waitForApp: boolean }>({
  /**
   * Whether page.goto and page.reload wait until React has drawn or hydrated the page (src/client/main.tsx marks
   * <html data-app="ready">). A server-rendered page is readable before its code has even been fetched; a journey
   * that clicks at once would follow the server's links instead of the app's.
   */
  waitForApp: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForApp }, use) => {
    const ready = async () => {
      if (javaScriptEnabled && waitForApp) await appReady(page);
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await ready();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await ready();
      return response;
    };
    await use(page);
  },

  consoleProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('console', (m) => {
        if (isConsoleProblem(m)) problems.push(`console.${m.type()}: ${m.text()} (${m.location().url})`);
      });
      context.on('weberror', (e) => problems.push(`page error: ${e.error().message}`));
      await use(problems);
      expect(problems, 'console errors, page errors or React warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
