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
    [
      'page',
      'perf',
      'perf, every run',
      'a11y',
      'best pr.',
      'SEO',
      'LCP',
      'TBT',
      'CLS',
      'requests',
      'KB',
      'budget',
      '',
    ],
    lighthouse.map((r) => {
      // A member's screen is not for search engines: its SEO score is shown, not budgeted.
      const ok =
        r.performance >= L.performance &&
        r.lcpMs <= L.lcpMs &&
        r.accessibility >= L.accessibility &&
        r.bestPractices >= L.bestPractices &&
        (r.signedIn || r.seo >= L.seo);
      return [
        r.signedIn ? `${r.page} (member)` : r.page,
        r.performance.toFixed(2),
        r.performanceRuns.map((p) => p.toFixed(2)).join(' '),
        r.accessibility.toFixed(2),
        r.bestPractices.toFixed(2),
        r.seo.toFixed(2),
        ms(r.lcpMs),
        ms(r.tbtMs),
        r.cls.toFixed(3),
        String(r.requests),
        (r.bytes / 1024).toFixed(0),
        `≥ ${L.performance} / ${L.accessibility} / ${L.bestPractices} / ${L.seo}, LCP ≤ ${ms(L.lcpMs)}`,
        verdict(ok),
      ];
    }),
  );
  console.log(
    '  The public pages and /loginregister arrive rendered on the server and are hydrated by React 19 (decision 0009);',
  );
  console.log(
    "  '(member)': signed in through the login form, each run with an empty HTTP cache (decision 0029).",
  );
  // The machine is shared: the LCP of each screen against /home's measured in the same run is the figure to read.
  for (const group of [false, true]) {
    const rows = lighthouse.filter((r) => !!r.signedIn === group);
    const home = rows.find((r) => r.page === '/home');
    if (!home) continue;
    const ratios = rows
      .filter((r) => r !== home)
      .map((r) => `${r.page} ${(r.lcpMs / home.lcpMs).toFixed(2)}×`)
      .join(', ');
    if (ratios) console.log(`  LCP against /home${group ? ' (member)' : ''} in this run: ${ratios}`);
  }
  for (const r of lighthouse)
    if (r.failing.length) console.log(`  ${r.page} audits below 0.9: ${r.failing.join(', ')}`);
}
