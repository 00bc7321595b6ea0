// Section 3 of the bench's report: the first load of /home (with what it is made of, by package) and Lighthouse.
import { BUDGETS, verdict } from './budgets';
import type { PackageShare } from './bundle-report';
import type { FirstLoad } from './client-size';
import type { LighthouseResult } from './lighthouse';
import { budgetTable, kb, ms, pct, table } from './report';

export function printFirstLoad(firstLoad: FirstLoad, packages: PackageShare[]) {
  const j = firstLoad.js;
  const c = firstLoad.css;
  table(
    '3. Client: first load of /home (from dist/client-bench)',
    ['', 'files', 'raw', 'gzip -9', 'brotli -11', 'on the wire'],
    [
      ['JavaScript', j.files, kb(j.raw), kb(j.gzip), kb(j.brotli), kb(j.wire)],
      ['CSS', c.files, kb(c.raw), kb(c.gzip), kb(c.brotli), kb(c.wire)],
    ],
  );
  console.log(`  JS files: ${firstLoad.jsFiles.join(', ')}`);
  const alone = packages.reduce((sum, p) => sum + p.gzip, 0);
  table(
    '   The same JavaScript by package (minified; gzip of each package on its own, so the sum is a little above the files)',
    ['package', 'minified', 'gzip', 'share'],
    packages.map((p) => [p.name, kb(p.raw), kb(p.gzip), pct(p.gzip / alone)]),
  );
  budgetTable('   budgets', [
    {
      figure: 'first-load JS of /home, gzip',
      value: kb(j.gzip),
      budget: `≤ ${BUDGETS.homeJsGzipKb} KB`,
      verdict: verdict(j.gzip <= BUDGETS.homeJsGzipKb * 1024),
    },
    {
      figure: 'admin area loaded for a visitor',
      value: firstLoad.adminLoaded ? 'yes' : 'no',
      budget: 'no',
      verdict: verdict(!firstLoad.adminLoaded),
    },
  ]);
}

export function printLighthouse(lighthouse: LighthouseResult[]) {
  const L = BUDGETS.lighthouse;
  table(
    '   Lighthouse 12, mobile preset (the run with the median performance score of each page)',
    ['page', 'perf', 'perf, every run', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'budget', ''],
    lighthouse.map((r) => {
      const ok =
        r.performance >= L.performance &&
        r.lcpMs <= L.lcpMs &&
        r.accessibility >= L.accessibility &&
        r.bestPractices >= L.bestPractices &&
        r.seo >= L.seo;
      return [
        r.page,
        r.performance.toFixed(2),
        r.performanceRuns.map((p) => p.toFixed(2)).join(' '),
        r.accessibility.toFixed(2),
        r.bestPractices.toFixed(2),
        r.seo.toFixed(2),
        ms(r.lcpMs),
        ms(r.tbtMs),
        r.cls.toFixed(3),
        `≥ ${L.performance} / ${L.accessibility} / ${L.bestPractices} / ${L.seo}, LCP ≤ ${ms(L.lcpMs)}`,
        verdict(ok),
      ];
    }),
  );
  console.log('  The pages arrive rendered on the server and are hydrated by React 19 (decision 0009).');
  for (const r of lighthouse)
    if (r.failing.length) console.log(`  ${r.page} audits below 0.9: ${r.failing.join(', ')}`);
}
