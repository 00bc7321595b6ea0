import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG 2.x A and AA violations axe-core finds in the page, one line each. axe is put in the page once per
 * document and asked for violations only: half the time of @axe-core/playwright's builder, which injects it into
 * every frame and gathers every passing check for each call (measured: 0.3–0.5 s against 0.5–1.1 s a page).
 * The site's pages have no frames of another origin; `exclude` leaves out what is checked on its own.
 */
export async function axeViolations(
  page: Page,
  options: { onlyRules?: string[]; exclude?: string } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, onlyRules, exclude }) => {
      type Violation = { id: string; help: string; nodes: { target: string[] }[] };
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> } }
      ).axe;
      const { violations } = await axe.run(exclude ? { exclude: [exclude] } : document, {
        runOnly: onlyRules ? { type: 'rule', values: onlyRules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      });
      return violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
    },
    { tags: WCAG_TAGS, onlyRules: options.onlyRules, exclude: options.exclude },
  );
}
