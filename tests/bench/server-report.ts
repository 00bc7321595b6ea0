// The server's part of the `npm run bench` report: sections 1, 2, 4 and 5, each figure beside its budget.
import { BUDGETS, verdict, type Line } from './budgets';
import { CONNECTIONS, DURATION } from './api-throughput';
import type { ThroughputRun } from './bench-routes';
import type { FirstRender } from './first-render';
import type { Check } from './http-checks';
import { budgetTable, ms, pct, table } from './report';
import { LARGE } from './scale-data';

const B = BUDGETS;

/** The server's figures other than the throughput runs, filled in as the parts run (NaN when a part did not). */
export interface ServerFigures {
  startMs: number;
  largeStartMs: number;
  idleMb: number;
  idleAfterMb: number;
  growSeconds: number;
}

export function printReportHeader() {
  console.log(
    `\nnpm run bench — ${new Date().toISOString()}, Node ${process.version}, SQLite, NODE_ENV=production, LOG_LEVEL=warn`,
  );
  console.log(
    `autocannon ${CONNECTIONS} connections, ${DURATION} s per route after 1 s warm-up; requests send Accept-Encoding: br, gzip`,
  );
}

/** 1. API throughput and latency on the demo data. */
export function printThroughput(small: ThroughputRun) {
  const floor = small.results[0].rps;
  table(
    '1. API throughput and latency (demo data)',
    [
      'route',
      'req/s',
      'p50 ms',
      'p99 ms',
      'bytes/req',
      'non-2xx',
      'vs /healthz',
      'server CPU/req',
      'first answer',
    ],
    small.results.map((r) => [
      r.route.name,
      Math.round(r.rps),
      r.p50,
      r.p99,
      Math.round(r.bytesPerRequest),
      r.non2xx + r.errors,
      pct(r.rps / floor),
      `${Math.round(r.cpuUs)} µs`,
      `${r.firstMs.toFixed(1)} ms`,
    ]),
  );
  const lines: Line[] = [];
  /** A route's throughput as a share of /healthz's, against the share its budget asks of it. */
  const throughput = (r: ThroughputRun['results'][number], share: number): Line => ({
    figure: `${r.route.name} throughput`,
    value: pct(r.rps / floor),
    budget: `≥ ${pct(share)} of /healthz`,
    verdict: verdict(r.rps / floor >= share),
  });
  for (const r of small.results.slice(1)) {
    if (r.route.wholeList) continue;
    if (r.route.renderedPage) lines.push(throughput(r, B.renderedPageShare));
    if (r.route.publicJson) lines.push(throughput(r, B.throughputShare));
    lines.push({
      figure: `${r.route.name} p99`,
      value: ms(r.p99),
      budget: `< ${B.p99Ms} ms`,
      verdict: verdict(r.p99 < B.p99Ms),
    });
    if (r.non2xx + r.errors > 0)
      lines.push({
        figure: `${r.route.name} failures`,
        value: String(r.non2xx + r.errors),
        budget: '0',
        verdict: 'MISS',
      });
  }
  budgetTable('   budgets', lines);
}

/** 2. Scale: the same routes on the large database. */
export function printScale(small: ThroughputRun, large: ThroughputRun, growSeconds: number) {
  table(
    `2. Scale: ${LARGE.members.toLocaleString('en-GB')} members, ${LARGE.fixtures.toLocaleString('en-GB')} fixtures over ${LARGE.years} years, ${LARGE.registrations.toLocaleString('en-GB')} registrations, ${LARGE.meetingResults.toLocaleString('en-GB')} meeting results (generated in ${growSeconds.toFixed(1)} s)`,
    [
      'route',
      'p99 small',
      'p99 large',
      'large/small',
      'CPU/req small',
      'CPU/req large',
      'req/s large',
      'bytes/req large',
      'first small',
      'first large',
      'budget',
      '',
    ],
    small.results.map((s, i) => {
      const l = large.results[i];
      // A p99 of 0-1 ms is below autocannon's 1 ms resolution: the ratio is taken from at least 1 ms.
      const ratio = l.p99 / Math.max(s.p99, 1);
      return [
        s.route.name,
        ms(s.p99),
        l.answered === 0 ? '> 10 s' : ms(l.p99),
        `${ratio.toFixed(2)}×`,
        `${Math.round(s.cpuUs)} µs`,
        `${Math.round(l.cpuUs)} µs`,
        Math.round(l.rps),
        Math.round(l.bytesPerRequest),
        `${s.firstMs.toFixed(1)} ms`,
        `${l.firstMs.toFixed(1)} ms`,
        s.route.wholeList ? 'none' : `≤ ${B.scaleRatio}×`,
        s.route.wholeList
          ? 'info'
          : l.answered === 0
            ? 'MISS (no answer)'
            : l.non2xx + l.errors > 0
              ? 'MISS (failures)'
              : verdict(ratio <= B.scaleRatio),
      ];
    }),
  );
  console.log(
    '  "first": the route\'s first answer after start, before anything is kept in memory for it (query, mapping and\n' +
      '  compression at this size, with the code not yet warm); the throughput runs then measure answers reused until\n' +
      '  the data changes, as the site serves them.\n' +
      '  The whole lists answer every fixture or result there has ever been (spec §7), so they grow with the data by\n' +
      '  definition; the screens ask for one year at a time (docs/decisions/0006-lists-by-year.md).',
  );
}

/** 5. Server rendering: the first render of a page after a change, on the demo data and the large database. */
export function printFirstRender(s: FirstRender, l: FirstRender | undefined) {
  budgetTable(`5. Server rendering: first render of ${s.path} after a change (${s.samples} changes, p99)`, [
    {
      figure: 'demo data, p99 (p50)',
      value: `${ms(s.p99)} (${ms(s.p50)})`,
      budget: `≤ ${ms(B.firstRenderP99Ms)}`,
      verdict: verdict(s.p99 <= B.firstRenderP99Ms),
    },
    ...(l
      ? [
          {
            figure: 'large database, p99 (p50)',
            value: `${ms(l.p99)} (${ms(l.p50)}), ${(l.p99 / s.p99).toFixed(2)}× the demo data`,
            budget: `≤ ${B.firstRenderScale}× the demo data`,
            verdict: verdict(l.p99 <= B.firstRenderScale * s.p99),
          },
        ]
      : []),
  ]);
}

/** 4. Server footprint: start time and memory. */
export function printFootprint(small: ThroughputRun, large: ThroughputRun | undefined, fig: ServerFigures) {
  budgetTable('4. Server footprint', [
    {
      figure: 'spawn to first answer (demo data)',
      value: ms(fig.startMs),
      budget: `≤ ${ms(B.startMs)}`,
      verdict: verdict(fig.startMs <= B.startMs),
    },
    ...(large
      ? [
          {
            figure: 'spawn to first answer (large data)',
            value: ms(fig.largeStartMs),
            budget: `≤ ${ms(B.startMs)}`,
            verdict: verdict(fig.largeStartMs <= B.startMs),
          },
        ]
      : []),
    {
      figure: 'RSS idle after start',
      value: `${fig.idleMb.toFixed(0)} MB`,
      budget: `≤ ${B.rssIdleMb} MB`,
      verdict: verdict(fig.idleMb <= B.rssIdleMb),
    },
    {
      figure: 'RSS peak under load (section 1)',
      value: `${small.peakMb.toFixed(0)} MB`,
      budget: '-',
      verdict: 'info',
    },
    {
      figure: 'RSS idle after load',
      value: `${fig.idleAfterMb.toFixed(0)} MB`,
      budget: '-',
      verdict: 'info',
    },
    ...(large
      ? [
          {
            figure: 'RSS peak under load (large data)',
            value: `${large.peakMb.toFixed(0)} MB`,
            budget: '-',
            verdict: 'info' as const,
          },
        ]
      : []),
  ]);
}

/** 5. Caching and compression rules. */
export function printCaching(checks: Check[] | undefined) {
  budgetTable(
    '5. Caching and compression',
    (checks ?? []).map((c) => ({ figure: c.name, value: c.detail, budget: 'yes', verdict: verdict(c.ok) })),
  );
}
