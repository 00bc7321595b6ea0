// Lighthouse 12, its default (mobile) configuration: simulated slow 4G and a 4x slower CPU, on the system Chromium.
// Each page is measured LIGHTHOUSE_RUNS times (3) and the run with the median performance score is reported, as
// Lighthouse's own guidance on variability advises; a run Lighthouse itself reports as broken (a runtime error such
// as NO_NAVSTART, whose scores read 0) is run again, at most twice per page.
//
// The members' screens are measured signed in: the bench signs in through the login form in the same Chromium that
// Lighthouse drives, then every run keeps the session (cookie and the client's record of it) but starts with an
// empty HTTP cache, as a member's first visit from an e-mail's link.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
// @ts-expect-error plain ES module without types
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/find-browser.mjs';

export interface LighthouseResult {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Failed audits of the four categories, for the report when a score misses. */
  failing: string[];
  /** Performance scores of every run of the page, lowest first. */
  performanceRuns: number[];
  /** Measured signed in as this member (the members' screens). */
  signedIn?: boolean;
  /** The requests the page made, and the bytes they brought (as sent: compressed), in the median run. */
  requests: number;
  bytes: number;
}

export interface SignInAs {
  email: string;
  password: string;
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * LIGHTHOUSE_ONLY=/myprofile,/membersearch measures only the pages whose address starts with one of these (/home is
 * kept, for the ratios): a trial run of the screens being worked on. Unset, every page is measured.
 */
const ONLY = (process.env.LIGHTHOUSE_ONLY ?? '').split(',').filter(Boolean);
const wanted = (page: string) =>
  ONLY.length === 0 || page === '/home' || ONLY.some((prefix) => page.startsWith(prefix));
const RETRIES = 2;

const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * Signs in through the login form in the Chromium on `port`, as a member does; returns a call that empties the
 * browser's HTTP cache (the session stays) and the page that stays open to hold the session.
 */
async function signInThroughTheForm(base: string, port: number, member: SignInAs) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/loginregister`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-app="ready"]');
  await page.type('#login-username', member.email);
  await page.type('#login-password', member.password);
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/home'),
    page.click('form[aria-label="Login"] button[type="submit"]'),
  ]);
  const cdp = await page.createCDPSession();
  return {
    page,
    clearCache: async () => {
      await cdp.send('Network.clearBrowserCache');
    },
    close: async () => {
      await page.close();
      await browser.disconnect();
    },
  };
}

/**
 * Lighthouse's mobile preset on each page, median of LIGHTHOUSE_RUNS. With `signIn`, the pages are measured signed
 * in through the login form; a page given as a function of the signed-in page (for an id the demo data holds) is
 * resolved first.
 */
export async function runLighthouse(
  base: string,
  pagesOrFinders: (string | ((signedIn: import('puppeteer-core').Page) => Promise<string>))[],
  signIn?: SignInAs,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium() as string | undefined,
    chromeFlags: FLAGS,
  });
  const out: LighthouseResult[] = [];
  const session = signIn ? await signInThroughTheForm(base, chrome.port, signIn) : undefined;
  const pages: string[] = [];
  for (const p of pagesOrFinders) pages.push(typeof p === 'string' ? p : await p(session!.page));
  try {
    for (const page of pages.filter(wanted)) {
      const runs: Omit<LighthouseResult, 'performanceRuns'>[] = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + RETRIES; attempt += 1) {
        await session?.clearCache();
        const runner = await lighthouse(base + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          // Signed in: Lighthouse would otherwise clear the site's cookies and storage, and with them the session.
          disableStorageReset: !!session,
        });
        if (!runner) throw new Error(`Lighthouse gave no result for ${page}`);
        if (runner.lhr.runtimeError) {
          process.stderr.write(
            `  ${page}: Lighthouse run failed (${runner.lhr.runtimeError.code}), running again\n`,
          );
          continue;
        }
        const { categories, audits } = runner.lhr;
        // LIGHTHOUSE_SAVE=dir keeps each run's report, to see where a page's time goes (bootup-time, long tasks).
        if (process.env.LIGHTHOUSE_SAVE)
          writeFileSync(
            join(process.env.LIGHTHOUSE_SAVE, `${page.replace(/\W+/g, '_')}-${runs.length}.json`),
            JSON.stringify(runner.lhr),
          );
        const failing = Object.values(categories)
          .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
          .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          .map((a) => `${a.id} (${a.score})`);
        runs.push({
          page,
          performance: categories.performance.score ?? 0,
          accessibility: categories.accessibility.score ?? 0,
          bestPractices: categories['best-practices'].score ?? 0,
          seo: categories.seo.score ?? 0,
          lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
          tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
          cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
          failing: [...new Set(failing)],
          requests:
            (audits['network-requests'].details as { items?: unknown[] } | undefined)?.items?.length ?? NaN,
          bytes: audits['total-byte-weight'].numericValue ?? NaN,
        });
      }
      if (runs.length === 0) throw new Error(`every Lighthouse run of ${page} failed`);
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      out.push({
        ...sorted[Math.floor((sorted.length - 1) / 2)],
        performanceRuns: sorted.map((r) => r.performance),
        signedIn: !!session,
      });
    }
  } finally {
    await session?.close();
    chrome.kill();
  }
  return out;
}
