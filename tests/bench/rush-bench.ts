// `npm run bench:rush`: sign-up day (decisions 0058 and 0064), on the production build of the server.
//   1. The opening rush on SQLite, one process.
//   2. The opening rush on PostgreSQL, two processes behind Caddy (docs/deploy/Caddyfile.two-processes).
//   3. A rolling restart of those two processes under a steady load of reads, sign-ups and withdrawals.
// RUSH_PARTS=sqlite,postgres,restart chooses the parts (all by default). RUSH_PORT (3600) is the first of seven
// ports used. RUSH_PG (postgres://postgres@127.0.0.1:55432) is the PostgreSQL server; the bench makes the database
// RUSH_PG_DATABASE (rush_bench) there, and drops it at the end. RUSH_MEMBERS, RUSH_PLACES, RUSH_SECONDS change the
// rush (600, 120, 60), RUSH_STEADY_SECONDS the steady load around each restart (8). Not run by CI.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUDGETS, verdict, type Line } from './budgets';
import { buildClientWithReport } from './bundle-report';
import { budgetTable, ms, table } from './report';
import { startCaddy } from './rush-balancer';
import { createPgDatabase, dropPgDatabase, prepareRushData } from './rush-data';
import { measureRush, MEMBERS, PLACES, READERS, RUSH_SECONDS, summarise, type RushFigures } from './rush';
import { measureRollingRestart, RESTART_PLACES, WRITERS, type RestartFigures } from './rolling-restart';
import { buildServer, startServer, type ServerProcess } from './server-process';

/** The issue's budget: the sign-up's p99 on PostgreSQL with two processes, ms. */
const SIGNUP_P99_MS = 250;
const PORT = Number(process.env.RUSH_PORT ?? 3600);
const PG = process.env.RUSH_PG ?? 'postgres://postgres@127.0.0.1:55432';
const PG_DATABASE = process.env.RUSH_PG_DATABASE ?? 'rush_bench';
const CLIENT_DIR = resolve('dist/client-bench');
const parts = new Set((process.env.RUSH_PARTS ?? 'sqlite,postgres,restart').split(','));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

const rushes: { label: string; figures: RushFigures }[] = [];
let restart: RestartFigures | undefined;
const loadAtStart = load();
const dir = mkdtempSync(join(tmpdir(), 'society-bench-rush-'));
const started: { stop: () => Promise<void> }[] = [];
const stopAll = async () => {
  for (const s of started.splice(0).reverse()) await s.stop();
};
const keep = <T extends { stop: () => Promise<void> }>(s: T) => (started.push(s), s);

try {
  if (!existsSync(join(CLIENT_DIR, 'index.html'))) {
    console.error('Building the client into dist/client-bench (the public pages read during the rush)…');
    await buildClientWithReport(CLIENT_DIR);
  }
  console.error('Building the server into dist/server-bench…');
  buildServer();
  const fixtures: [string, number][] = [['The Spring Meeting', PLACES]];

  if (parts.has('sqlite')) {
    const file = join(dir, 'rush.db');
    console.error(`SQLite: ${MEMBERS} members signed in, a fixture of ${PLACES} places…`);
    const data = await prepareRushData(file, { members: MEMBERS, fixtures });
    const server = keep(await startServer({ port: PORT, databaseFile: file, clientDir: CLIENT_DIR }));
    console.error(`SQLite, one process: the opening rush (${RUSH_SECONDS} s)…`);
    rushes.push({
      label: 'SQLite, one process',
      figures: await measureRush({ base: server.base, dbUrl: file, ...data, fixtureId: data.fixtureIds[0] }),
    });
    await stopAll();
  }

  const twoProcesses = async (first: number) => {
    const url = await createPgDatabase(PG, PG_DATABASE);
    return {
      url,
      start: (port: number) => startServer({ port, databaseFile: url, clientDir: CLIENT_DIR }),
      balance: (ports: number[]) => startCaddy(first, ports),
    };
  };

  if (parts.has('postgres')) {
    const pg = await twoProcesses(PORT + 1);
    console.error(`PostgreSQL: ${MEMBERS} members signed in, a fixture of ${PLACES} places…`);
    const data = await prepareRushData(pg.url, { members: MEMBERS, fixtures });
    const ports = [PORT + 2, PORT + 3];
    for (const port of ports) keep(await pg.start(port));
    const caddy = keep(await pg.balance(ports));
    console.error(`PostgreSQL, two processes behind Caddy: the opening rush (${RUSH_SECONDS} s)…`);
    rushes.push({
      label: 'PostgreSQL, two processes behind Caddy',
      figures: await measureRush({ base: caddy.base, dbUrl: pg.url, ...data, fixtureId: data.fixtureIds[0] }),
    });
    await stopAll();
  }

  if (parts.has('restart')) {
    const pg = await twoProcesses(PORT + 4);
    console.error(`PostgreSQL: ${WRITERS} members signed in, a fixture of ${RESTART_PLACES} places…`);
    const data = await prepareRushData(pg.url, {
      members: WRITERS,
      fixtures: [['The Autumn Meeting', RESTART_PLACES]],
    });
    const ports = [PORT + 5, PORT + 6];
    const processes: ServerProcess[] = [];
    for (const port of ports) processes.push(await pg.start(port));
    // Whichever processes are running at the end are stopped (the restarted ones replace the first two).
    keep({ stop: async () => void (await Promise.all(processes.map((p) => p.stop()))) });
    const caddy = keep(await pg.balance(ports));
    console.error('Rolling restart under a steady load…');
    restart = await measureRollingRestart({
      base: caddy.base,
      dbUrl: pg.url,
      sessions: data.sessions,
      fixtureId: data.fixtureIds[0],
      processes,
      restart: (i) => pg.start(ports[i]),
    });
    await stopAll();
  }
} finally {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
  if (parts.has('postgres') || parts.has('restart')) await dropPgDatabase(PG, PG_DATABASE);
}

// ---- report ----
console.log(
  `\nSign-up day (npm run bench:rush); load average ${loadAtStart} at the start, ${load()} at the end`,
);
for (const { label, figures } of rushes) {
  const s = summarise(figures);
  table(
    `The opening rush, ${label}: ${figures.signups.length} members press sign-up within ${RUSH_SECONDS} s for ${PLACES} places, ${READERS} connections reading the public pages`,
    ['', 'p50', 'p99', 'max', 'req/s', 'errors'],
    [
      [
        'sign-up',
        ms(s.signupP50),
        ms(s.signupP99),
        ms(s.signupMax),
        (figures.signups.length / figures.seconds).toFixed(1),
        s.failed,
      ],
      [
        'reads',
        ms(s.readP50),
        ms(s.readP99),
        ms(figures.reads.max),
        Math.round(s.readsPerSecond),
        s.readErrors,
      ],
      ['all', '', '', '', Math.round(s.requestsPerSecond), s.errors],
    ],
  );
  for (const [why, n] of s.failures) console.log(`  failed sign-ups: ${n} × ${why}`);
  for (const p of figures.check.problems.slice(0, 10)) console.log(`  lists: ${p}`);
  const postgres = label.startsWith('PostgreSQL');
  const lines: Line[] = [
    {
      figure: 'sign-up p99',
      value: ms(s.signupP99),
      budget: postgres ? `< ${SIGNUP_P99_MS} ms` : '-',
      verdict: postgres ? verdict(s.signupP99 < SIGNUP_P99_MS) : 'info',
    },
    {
      figure: 'reads p99',
      value: ms(s.readP99),
      budget: `< ${BUDGETS.p99Ms} ms`,
      verdict: verdict(s.readP99 < BUDGETS.p99Ms),
    },
    { figure: 'errors', value: String(s.errors), budget: '0', verdict: verdict(s.errors === 0) },
    {
      figure: 'places taken, waiting',
      value: `${figures.check.registered}, ${figures.check.waiting}`,
      budget: `${PLACES}, ${figures.signups.length - PLACES}`,
      verdict: verdict(
        figures.check.registered === PLACES && figures.check.waiting === figures.signups.length - PLACES,
      ),
    },
    {
      figure: 'lists in the order accepted (each member once, positions, ids)',
      value: `${figures.check.problems.length} problems`,
      budget: '0',
      verdict: verdict(figures.check.problems.length === 0),
    },
    {
      figure: 'answered before another pressed, yet behind him',
      value: String(figures.check.causalityBreaks),
      budget: '0',
      verdict: verdict(figures.check.causalityBreaks === 0),
    },
  ];
  budgetTable('   budgets', lines);
}
if (restart) {
  const r = restart;
  const failedWrites = r.writes.filter((w) => w.answer.status !== 200);
  const writeTimes = r.writes.map((w) => w.answer.ms).sort((a, b) => a - b);
  const readFailures = r.reads.non2xx + r.reads.errors + r.reads.timeouts;
  table(
    `Rolling restart: two processes behind Caddy, ${WRITERS} members signing up and withdrawing, reads at ${Math.round(r.reads.total / r.seconds)}/s, each process stopped (SIGTERM) and started again in turn`,
    ['process', 'SIGTERM to exit', 'start to first answer'],
    r.restarts.map((x) => [String(x.port), ms(x.stopMs), ms(x.startMs)]),
  );
  for (const w of failedWrites.slice(0, 10))
    console.log(
      `  failed write: ${w.action} ${w.answer.error ?? `${w.answer.status} ${w.answer.body.slice(0, 80)}`}`,
    );
  for (const l of r.lost.slice(0, 10)) console.log(`  lost: ${l}`);
  budgetTable('   budgets', [
    {
      figure: `failed requests (of ${r.writes.length} writes, ${r.reads.total} reads in ${r.seconds.toFixed(0)} s)`,
      value: `${failedWrites.length} writes, ${readFailures} reads`,
      budget: '0',
      verdict: verdict(failedWrites.length === 0 && readFailures === 0),
    },
    {
      figure: 'acknowledged writes not in the database',
      value: `${r.lost.length} of ${r.acknowledged}`,
      budget: '0',
      verdict: verdict(r.lost.length === 0),
    },
    {
      figure: 'write p99 (sign-up, withdrawal) across the restarts',
      value: ms(writeTimes[Math.ceil(0.99 * writeTimes.length) - 1] ?? NaN),
      budget: '-',
      verdict: 'info',
    },
  ]);
}
