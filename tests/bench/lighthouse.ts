// Lighthouse 12, its default (mobile) configuration: simulated slow 4G and a 4x slower CPU, on the system Chromium.
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
}

const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export async function runLighthouse(base: string, pages: string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium() as string | undefined,
    chromeFlags: FLAGS,
  });
  const out: LighthouseResult[] = [];
  try {
    for (const page of pages) {
      const runner = await lighthouse(base + page, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!runner) throw new Error(`Lighthouse gave no result for ${page}`);
      const { categories, audits } = runner.lhr;
      const failing = Object.values(categories)
        .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
        .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => `${a.id} (${a.score})`);
      out.push({
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
  } finally {
    chrome.kill();
  }
  return out;
}
