// Lighthouse 12, its default (mobile) configuration: simulated slow 4G and a 4x slower CPU, on the system Chromium.
// Each page is measured LIGHTHOUSE_RUNS times (3) and the run with the median performance score is reported, as
// Lighthouse's own guidance on variability advises; a run Lighthouse itself reports as broken (a runtime error such
// as NO_NAVSTART, whose scores read 0) is run again, at most twice per page.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
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
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const RETRIES = 2;

const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export async function runLighthouse(base: string, pages: string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium() as string | undefined,
    chromeFlags: FLAGS,
  });
  const out: LighthouseResult[] = [];
  try {
    for (const page of pages) {
      const runs: Omit<LighthouseResult, 'performanceRuns'>[] = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + RETRIES; attempt += 1) {
        const runner = await lighthouse(base + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        if (!runner) throw new Error(`Lighthouse gave no result for ${page}`);
        if (runner.lhr.runtimeError) {
          process.stderr.write(
            `  ${page}: Lighthouse run failed (${runner.lhr.runtimeError.code}), running again\n`,
          );
          continue;
        }
        const { categories, audits } = runner.lhr;
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
        });
      }
      if (runs.length === 0) throw new Error(`every Lighthouse run of ${page} failed`);
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      out.push({
        ...sorted[Math.floor((sorted.length - 1) / 2)],
        performanceRuns: sorted.map((r) => r.performance),
      });
    }
  } finally {
    chrome.kill();
  }
  return out;
}
