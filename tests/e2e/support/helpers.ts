import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { axeViolations } from './axe';
import { ACCOUNTS_FILE, MAIL_DIR, SCREENSHOTS } from './paths';

/**
 * Runs axe (WCAG 2.x A and AA) on the page and expects no violations; `onlyRules` narrows it to some rules (the
 * same page again in dark colours needs only the contrast checked), `exclude` leaves out what is checked on its
 * own (the e-mail samples' frames).
 */
export async function expectNoAxeViolations(page: Page, onlyRules?: string[], exclude?: string) {
  expect(await axeViolations(page, { onlyRules, exclude }), 'accessibility violations').toEqual([]);
}

/**
 * Saves a full-page screenshot named after the screen and the viewport project, for a person to look at: CI has
 * no one to look, and leaves them out (SCREENSHOTS=1 takes them there too).
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.CI && process.env.SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${testInfo.project.name}.png`), fullPage: true });
}

/** A screen's loading line or spinner: none shows once the screen has its data. */
export const LOADING = '.spinner, [aria-busy="true"], p.loading';

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

export function demoAccounts(): { adminEmail: string; adminPassword: string } {
  return JSON.parse(readFileSync(ACCOUNTS_FILE, 'utf8'));
}

export const DEMO_MEMBER = { email: 'member@society.example', password: 'member-password' };

export interface ReceivedMail {
  to: { text: string };
  subject: string;
  text: string;
}

/** Waits for an e-mail to the address whose subject matches, as received by the test SMTP server. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const find = () => {
    for (const f of readdirSync(MAIL_DIR).sort().reverse()) {
      const mail = readMail(join(MAIL_DIR, f));
      if (mail?.to?.text?.toLowerCase().includes(to.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    return undefined;
  };
  mkdirSync(MAIL_DIR, { recursive: true });
  // Looked for again each time the test SMTP server writes a file into the folder, until the deadline.
  const written = watch(MAIL_DIR);
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No e-mail to ${to} matching ${subject}`);
      await nextWrite(written, left);
    }
  } finally {
    written.close();
  }
}

/** A mail file, or undefined while the test SMTP server is still writing it (its next write wakes the wait). */
function readMail(file: string): ReceivedMail | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ReceivedMail;
  } catch {
    return undefined;
  }
}

/** Resolves at the watcher's next event, or once `ms` have passed (the caller then gives up). */
function nextWrite(watcher: FSWatcher, ms: number) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      watcher.off('change', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    watcher.on('change', done);
  });
}

/** The first link in the mail's text containing the path, made relative so the test follows it on this server. */
export function linkFrom(mail: ReceivedMail, path: string): string {
  const m = mail.text.match(new RegExp(`https?://[^\\s]*${path}[^\\s]*`));
  if (!m) throw new Error(`No ${path} link in ${mail.text}`);
  const u = new URL(m[0]);
  return u.pathname + u.search;
}

/** Opens the menu on a phone (it is collapsed below 600 px), or its Results group, and follows a link in it. */
export async function useMenu(page: Page, testInfo: TestInfo, label: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: label, exact: true });
  if (isPhone(testInfo)) {
    // The menu closes itself after a page changes, a moment after the address does: open it until the link shows.
    const toggle = nav.getByRole('button', { name: 'Menu' });
    // The click is inside the retry too: the menu may close between the link showing and the click.
    await expect(async () => {
      if (!(await link.isVisible())) await toggle.click();
      await link.click({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    return;
  }
  // At desktop width the results pages open from the Results entry (decision 0057).
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'Results' }).click();
  await link.click();
}

/** Presses Tab until the target has the focus: proves it can be reached by keyboard. */
export async function tabTo(page: Page, target: Locator, max = 90) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target} with the Tab key`);
}

/**
 * Opens a PDF link (by `open`: a click or a key) and expects a new tab to ask for it: a browser without a PDF
 * viewer saves the file rather than showing it, so the tab's request is what every browser has in common.
 */
export async function expectPdfInNewTab(page: Page, open: () => Promise<void>): Promise<string> {
  const [popup, asked] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('request', (request) => /\/pdfs\/.+\.pdf$/.test(request.url())),
    open(),
  ]);
  expect(asked.frame().page()).toBe(popup);
  await popup.close();
  return new URL(asked.url()).pathname;
}
