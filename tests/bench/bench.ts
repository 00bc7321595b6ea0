// `npm run bench`: the site's performance figures, measured in one run, each printed with its budget.
//   1. API throughput and latency (autocannon, 50 connections, BENCH_SECONDS per route) as ratios to /healthz
//   2. Scale: the same routes on a database grown to 100,000 members, 10,000 fixtures, 200,000 registrations and
//      100,000 meeting results; p99 at small and large size
//   3. Client: first-load JS and CSS of /home (gzip, brotli), the JS by package; Lighthouse mobile on /home, /fixtures,
//      /results, /courses and /loginregister, and signed in through the login form on /home, /enterfixture/{id} (a
//      plain golf day, then a meeting with guests and a dinner), /myprofile and /membersearch (the screens e-mails
//      link to; BENCH_SKIP=lighthouse-member leaves them out)
//   4. Server footprint: RSS idle and under load; spawn to first answered request (migrations already applied),
//      of the built server (scripts/build-server.mjs into dist/server-bench) under plain node, as `npm start` runs it
//   plus the caching and compression rules (ETag/304, compressed JSON and assets, asset and HTML cache headers).
//   6. Announcements: time to queue one to 2,000 members, and p99 while the outbox sends (npm run bench:announcements)
//   7. Response cache memory: RSS growth after 10,000 requests for the whole fixture list with distinct query strings
//   8. Results from the cards: a 120-player field entered, worked out and published, and the order of merit worked
//      out afresh on the demo data and the large database (results-cards.ts; BENCH_SKIP=results leaves it out)
//   9. Bank statements: a 300-member year as eight banks download it, read and matched (no server; the share matched)
//  10. Money on the large database: the treasurer's balances and a 2,000-credit statement preview, p99 (npm run
//      bench:money runs 9 and 10 alone)
// BENCH_SECONDS shortens the runs; BENCH_SKIP=api,scale,lighthouse,lighthouse-member,client,announcements,cache,payments,money
// leaves parts out (for trial runs only; the client alone: BENCH_SKIP=api,scale,announcements,cache; section 7
// alone: BENCH_SKIP=api,scale,lighthouse,client,announcements). LIGHTHOUSE_ONLY=/myprofile,/membersearch measures
// only the pages starting so (and /home, for the ratios); the signed-in screens alone:
// BENCH_SKIP=api,scale,announcements,cache,lighthouse LIGHTHOUSE_ONLY=/enterfixture,/myprofile,/membersearch.
// The routes measured are in bench-routes.ts; the server's sections of the report in server-report.ts, the client's in
// client-report.ts.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { CONNECTIONS, DURATION } from './api-throughput';
import { throughput, type ThroughputRun } from './bench-routes';
import { buildClientWithReport, packagesOf, type BundleReport } from './bundle-report';
import { printFirstLoad, printLighthouse } from './client-report';
import { measureFirstLoad, type FirstLoad } from './client-size';
import { httpChecks, type Check } from './http-checks';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../src/server/db/seed/demo-members';
import { measureAnnouncements, reportAnnouncements } from './announcements';
import { measurePaymentMatching, reportPaymentMatching } from './payment-matching';
import { measureMoney, reportMoney } from './money';
import { measureFirstRender, type FirstRender } from './first-render';
import { measureCacheMemory, printCacheMemory, type CacheMemory } from './cache-memory';
import { growDatabase } from './scale-data';
import { measureResultsFromCards, reportResultsFromCards, type ResultsFigures } from './results-cards';
import { buildServer, startServer } from './server-process';
import {
  printCaching,
  printFirstRender,
  printFootprint,
  printReportHeader,
  printScale,
  printThroughput,
  type ServerFigures,
} from './server-report';

const PORT = Number(process.env.BENCH_PORT ?? 3950);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const CLIENT_DIR = resolve('dist/client-bench');
const LIGHTHOUSE_PAGES = ['/home', '/fixtures', '/results', '/courses', '/loginregister'];
/**
 * Where a member lands from an e-mail's link, measured signed in through the login form (and /home beside them). The
 * fixture page twice: a plain golf day (Sign Me Up alone) and a meeting with guests and a dinner, whose booking form
 * is a chunk of its own that only such a fixture's page loads (decision 0051).
 */
const MEMBER_PAGES = [
  '/home',
  async (page: import('puppeteer-core').Page) => `/enterfixture/${await openFixtureId(page, 'plain')}`,
  async (page: import('puppeteer-core').Page) => `/enterfixture/${await openFixtureId(page, 'booking')}`,
  '/myprofile',
  '/membersearch',
];

/**
 * A fixture open for registration in the demo data, this year's first (else next year's), from the fixture list as
 * the signed-in browser gets it: 'plain', one with nothing to choose; 'booking', one that allows guests or has a
 * dinner (the demo's meeting), which the member has not entered. (The page's script is a string: tsx would add
 * helpers to a function's text that the page does not have.)
 */
async function openFixtureId(
  page: import('puppeteer-core').Page,
  kind: 'plain' | 'booking',
): Promise<number> {
  const year = new Date().getUTCFullYear();
  const id = (await page.evaluate(`(async () => {
    const get = async (path) => (await fetch(path, { headers: { accept: 'application/json' } })).json();
    for (const year of [${year}, ${year + 1}]) {
      const found = [];
      const walk = (v) => {
        if (Array.isArray(v)) v.forEach(walk);
        else if (v && typeof v === 'object') {
          if (typeof v.id === 'number' && typeof v.canRegister === 'boolean') found.push(v);
          else Object.values(v).forEach(walk);
        }
      };
      walk(await get('/api/Fixtures/List?year=' + year));
      for (const f of found.filter((f) => f.canRegister && !f.isSignedUp)) {
        const full = await get('/api/Fixtures/Get/' + f.id);
        const choices = full.guestsPerMember > 0 || full.dinner !== null;
        if (choices === (${JSON.stringify(kind)} === 'booking')) return f.id;
      }
    }
  })()`)) as number | undefined;
  if (!id) throw new Error(`the demo data holds no open ${kind} fixture this year or next`);
  return id;
}
const t0 = performance.now();

async function seededDatabase(file: string) {
  const h = openDatabase(file);
  await migrateToLatest(h);
  await seedDemoData(h);
  await h.close();
}

const dir = mkdtempSync(join(tmpdir(), 'society-bench-'));
const smallDb = join(dir, 'small.db');
const largeDb = join(dir, 'large.db');
let small: ThroughputRun | undefined;
let large: ThroughputRun | undefined;
// Filled in as the parts run (a part that fails leaves its figures out of the report).
const fig: ServerFigures = {
  startMs: NaN,
  largeStartMs: NaN,
  idleMb: NaN,
  idleAfterMb: NaN,
  growSeconds: NaN,
};
let firstLoad: FirstLoad | undefined;
let bundle: BundleReport = new Map();
let lighthouse: LighthouseResult[] = [];
let checks: Check[] | undefined;
const firstRender: { small?: FirstRender; large?: FirstRender } = {};
let cacheMemory: CacheMemory | undefined;
let resultsFromCards: ResultsFigures | undefined;
const RENDERED_PAGE = '/fixtures';

try {
  if (!skip.has('client')) {
    console.error('Building the client into dist/client-bench…');
    bundle = await buildClientWithReport(CLIENT_DIR);
  }
  console.error('Building the server into dist/server-bench…');
  buildServer();
  await seededDatabase(smallDb);

  console.error('Small database (demo data): starting the server…');
  const server = await startServer({ port: PORT, databaseFile: smallDb, clientDir: CLIENT_DIR });
  try {
    fig.startMs = server.startMs;
    await new Promise((r) => setTimeout(r, 2000));
    fig.idleMb = server.rssMb();
    if (!skip.has('api')) {
      console.error(`Throughput, ${CONNECTIONS} connections, ${DURATION} s per route`);
      small = await throughput(server);
      await new Promise((r) => setTimeout(r, 2000));
      fig.idleAfterMb = server.rssMb();
      console.error(`First render of ${RENDERED_PAGE} after a change…`);
      firstRender.small = await measureFirstRender(server.base, RENDERED_PAGE, smallDb);
    }
    if (!skip.has('client')) {
      console.error('First load of /home…');
      firstLoad = await measureFirstLoad(server.base, '/home', CLIENT_DIR);
      checks = await httpChecks(server.base, firstLoad.jsFiles[0]);
    } else checks = await httpChecks(server.base, undefined);
    if (!skip.has('lighthouse') && !skip.has('client')) {
      console.error(`Lighthouse (mobile) on ${LIGHTHOUSE_PAGES.join(', ')}…`);
      lighthouse = await runLighthouse(server.base, LIGHTHOUSE_PAGES);
    }
    if (!skip.has('lighthouse-member') && !skip.has('client')) {
      console.error('Lighthouse (mobile), signed in through the login form, on the screens e-mails link to…');
      try {
        lighthouse.push(
          ...(await runLighthouse(server.base, MEMBER_PAGES, {
            email: DEMO_MEMBER_EMAIL,
            password: DEMO_MEMBER_PASSWORD,
          })),
        );
      } catch (err) {
        // The public pages' figures are still reported; the members' screens' row says why they are missing.
        console.error('Lighthouse signed in failed:', err);
        process.exitCode = 1;
      }
    }
  } finally {
    await server.stop();
  }

  if (!skip.has('scale')) {
    copyFileSync(smallDb, largeDb);
    console.error('Growing the large database…');
    fig.growSeconds = growDatabase(largeDb);
    const big = await startServer({ port: PORT + 1, databaseFile: largeDb, clientDir: CLIENT_DIR });
    try {
      fig.largeStartMs = big.startMs;
      console.error('Throughput on the large database');
      large = await throughput(big);
      firstRender.large = await measureFirstRender(big.base, RENDERED_PAGE, largeDb);
    } finally {
      await big.stop();
    }
  }

  if (!skip.has('results')) {
    console.error(
      'Results from the cards: a 120-player field entered and published, and the order of merit…',
    );
    resultsFromCards = await measureResultsFromCards({
      port: PORT + 4,
      smallFile: join(dir, 'results-small.db'),
      largeFile: join(dir, 'results-large.db'),
      clientDir: CLIENT_DIR,
    });
  }

  if (!skip.has('cache')) {
    console.error('Response cache: 10,000 distinct query strings for the whole fixture list…');
    cacheMemory = await measureCacheMemory({
      port: PORT + 3,
      seededFile: smallDb,
      file: join(dir, 'cache.db'),
      clientDir: CLIENT_DIR,
    });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// ---- report ----
printReportHeader();
if (small) printThroughput(small);
if (small && large) printScale(small, large, fig.growSeconds);
if (firstRender.small) printFirstRender(firstRender.small, firstRender.large);
if (firstLoad) printFirstLoad(firstLoad, packagesOf(bundle, firstLoad.jsFiles));
if (lighthouse.length) printLighthouse(lighthouse);
if (small) printFootprint(small, large, fig);
printCaching(checks);
if (cacheMemory) printCacheMemory(cacheMemory);
if (resultsFromCards) reportResultsFromCards(resultsFromCards);
// 6. Announcements, on a server and database of their own; `npm run bench:announcements` runs it alone.
if (!skip.has('announcements')) {
  const announceDir = mkdtempSync(join(tmpdir(), 'society-bench-announce-'));
  try {
    console.error('Announcements: queuing one to 2,000 members, then measuring while the outbox sends…');
    reportAnnouncements(
      await measureAnnouncements({
        port: PORT + 2,
        file: join(announceDir, 'announce.db'),
        clientDir: CLIENT_DIR,
      }),
    );
  } finally {
    rmSync(announceDir, { recursive: true, force: true });
  }
}
// 9. Bank statements read and matched, in this process (no server).
if (!skip.has('payments'))
  reportPaymentMatching(measurePaymentMatching(Number(process.env.BENCH_SEED ?? 2026)));
// 10. Money on a large database of its own, on a server of its own; `npm run bench:money` runs 9 and 10 alone.
if (!skip.has('money')) {
  const moneyDir = mkdtempSync(join(tmpdir(), 'society-bench-money-'));
  try {
    console.error('Money: growing the large database, then balances and a statement preview…');
    reportMoney(
      await measureMoney({ port: PORT + 6, file: join(moneyDir, 'money.db'), clientDir: CLIENT_DIR }),
    );
  } finally {
    rmSync(moneyDir, { recursive: true, force: true });
  }
}
console.log(`\nbench took ${((performance.now() - t0) / 1000).toFixed(0)} s`);
