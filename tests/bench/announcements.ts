// Section 6, announcements: the time to queue one announcement to 2,000 members (one transaction), and
// the site's p99 while the outbox sends them to a real SMTP server on loopback at its steady rate.
// Runs alone with `npm run bench:announcements`; `npm run bench` runs it last (BENCH_SKIP=announcements leaves it out).
import { Worker } from 'node:worker_threads';
import { measureRoute, signIn, type RouteResult } from './api-throughput';
import { BUDGETS, verdict, type Line } from './budgets';
import { budgetTable, ms, table } from './report';
import { demoFileWithMembers } from './demo-file';
import { startServer } from './server-process';

export const RECIPIENTS = 2_000;
const HOUSE = 'Trevelyan';
/** The sending rate of the run: the site's default (MAIL_PER_SECOND); BENCH_MAIL_PER_SECOND to try another. */
const MAIL_PER_SECOND = Number(process.env.BENCH_MAIL_PER_SECOND ?? 5);

/** The SMTP server in its own thread; `count()` is how many messages it has received. */
export async function startSinkThread() {
  const worker = new Worker(new URL('./smtp-sink-worker.mjs', import.meta.url));
  let received = 0;
  const port = await new Promise<number>((resolve) =>
    worker.on('message', (m: { port?: number; count?: number }) => {
      if (m.port) resolve(m.port);
      if (m.count) received = m.count;
    }),
  );
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => received,
    stop: () => worker.terminate(),
  };
}

export interface AnnouncementFigures {
  queueMs: number;
  recipients: number;
  before: RouteResult[];
  during: RouteResult[];
  sentDuring: number;
  seconds: number;
  /** Messages a second with the site idle. */
  idleRate: number;
}

/** Measures the section on its own server (database file `file`, port `port`). */
export async function measureAnnouncements(opts: {
  port: number;
  file: string;
  clientDir: string;
}): Promise<AnnouncementFigures> {
  // The demo data and 2,000 more approved members in one house.
  const { demo } = await demoFileWithMembers(opts.file, RECIPIENTS, (i) => ({
    email: `bench${i}@announce.example`,
    firstName: `Bench${i}`,
    lastName: 'Member',
    house: HOUSE,
    yearLeft: 1990,
  }));
  const sink = await startSinkThread();
  process.env.SMTP_URL = sink.url;
  process.env.MAIL_PER_SECOND = String(MAIL_PER_SECOND);
  const server = await startServer({ port: opts.port, databaseFile: opts.file, clientDir: opts.clientDir });
  try {
    const admin = await signIn(server.base, demo.adminEmail, demo.adminPassword);
    const routes = [
      { name: '/healthz', path: '/healthz' },
      { name: 'GET /api/fixtures/listyears', path: '/api/fixtures/listyears' },
      {
        name: 'GET /api/Fixtures/List?year={this year}',
        path: `/api/Fixtures/List?year=${new Date().getUTCFullYear()}`,
      },
    ];
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    const before: RouteResult[] = [];
    for (const r of routes) before.push(await measureRoute(server.base, server.child.pid!, r, '', seconds));

    const t0 = performance.now();
    const res = await fetch(`${server.base}/api/admin/announcements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.auth_token}` },
      body: JSON.stringify({
        subject: 'Bench announcement',
        body: 'The annual dinner is on Friday.\n\nDetails: https://example.org/dinner',
        audience: { kind: 'house', house: HOUSE },
      }),
    });
    const queueMs = performance.now() - t0;
    if (!res.ok) throw new Error(`announcement refused: ${res.status} ${await res.text()}`);
    const { recipients } = (await res.json()) as { recipients: number };

    // The outbox's own pace, with the site idle, then the site measured while it keeps sending.
    const idleStart = sink.count();
    await new Promise((r) => setTimeout(r, 5000));
    const idleRate = (sink.count() - idleStart) / 5;
    const sentBefore = sink.count();
    const during: RouteResult[] = [];
    for (const r of routes) during.push(await measureRoute(server.base, server.child.pid!, r, '', seconds));
    return { queueMs, recipients, before, during, sentDuring: sink.count() - sentBefore, seconds, idleRate };
  } finally {
    await server.stop();
    await sink.stop();
  }
}

export function reportAnnouncements(f: AnnouncementFigures) {
  table(
    `6. Announcements: one to ${f.recipients.toLocaleString('en-GB')} members, sent at ${MAIL_PER_SECOND} a second to an SMTP server on loopback`,
    ['route', 'p99 before', 'p99 while sending', 'req/s before', 'req/s while sending'],
    f.before.map((b, i) => [
      b.route.name,
      ms(b.p99),
      ms(f.during[i].p99),
      Math.round(b.rps),
      Math.round(f.during[i].rps),
    ]),
  );
  const worst = Math.max(...f.during.map((d) => d.p99));
  const lines: Line[] = [
    {
      figure: `time to queue ${f.recipients.toLocaleString('en-GB')} messages (one transaction)`,
      value: ms(f.queueMs),
      budget: `≤ ${ms(BUDGETS.announcementQueueMs)}`,
      verdict: verdict(f.queueMs <= BUDGETS.announcementQueueMs),
    },
    {
      figure: 'the site’s p99 while the outbox sends',
      value: ms(worst),
      budget: `< ${BUDGETS.p99Ms} ms`,
      verdict: verdict(worst < BUDGETS.p99Ms),
    },
    {
      figure: 'p99 while sending / p99 before, per route (the same machine’s noise in both)',
      value: f.during.map((d, i) => `${(d.p99 / Math.max(f.before[i].p99, 1)).toFixed(2)}×`).join(', '),
      budget: '-',
      verdict: 'info',
    },
    {
      figure: 'sending rate with the site idle',
      value: `${f.idleRate.toFixed(1)} a second`,
      budget: `${MAIL_PER_SECOND} a second`,
      verdict: verdict(f.idleRate >= MAIL_PER_SECOND * 0.8 && f.idleRate <= MAIL_PER_SECOND * 1.1),
    },
    {
      figure: 'messages delivered while the site was under load',
      value: `${f.sentDuring} in about ${f.seconds * f.during.length + 3 * f.during.length} s`,
      budget: '-',
      verdict: 'info',
    },
  ];
  budgetTable('   budgets', lines);
}
