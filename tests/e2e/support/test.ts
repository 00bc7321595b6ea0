// The `test` every journey imports: Playwright's, with a watch on the browser's console. A journey fails on any
// console.error, any uncaught page error, and any warning from React or React Router (such as the data router's
// 'No `HydrateFallback` element'), whichever page of the journey logged it.
import { expect, test as base, type ConsoleMessage } from '@playwright/test';

/** The browser's own line for an answer the screen expects and handles (a wrong password, a missing fixture). */
const HANDLED_ANSWER = /^Failed to load resource: the server responded with a status of 4\d\d/;
const REACT_WARNING = /React|HydrateFallback|react\.dev|reactrouter\.com/i;
/** The development e-mail previews sit in frames sandboxed without scripts on purpose. */
const SANDBOXED_PREVIEW =
  /^Blocked script execution in '[^']*\/dev\/mail[^']*' because the document's frame is sandboxed/;

export function isConsoleProblem(message: Pick<ConsoleMessage, 'type' | 'text'>): boolean {
  if (message.type() === 'error')
    return !HANDLED_ANSWER.test(message.text()) && !SANDBOXED_PREVIEW.test(message.text());
  return message.type() === 'warning' && REACT_WARNING.test(message.text());
}

export const test = base.extend<{ consoleProblems: string[] }>({
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
