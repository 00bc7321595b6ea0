// Section 8, results from the cards: a 120-player field entered card by card, worked out and published (prize
// winners into the meeting results, the field kept, 120 e-mails queued), and the order of merit worked out afresh
// on the demo data and on the large database (40 years, six published fields of 120 a year). Each request is timed
// on its own, one at a time, as the results secretary makes them; the order of merit is asked for after a write
// through another connection, so that it is worked out each time rather than served from memory.
// `npx tsx tests/bench/results-cards-bench.ts` runs it alone; `npm run bench` runs it after the scale section
// (BENCH_SKIP=results leaves it out).
import { copyFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { signIn } from './api-throughput';
import { verdict, type Line } from './budgets';
import { budgetTable, ms, table } from './report';
import { demoFileWithMembers } from './demo-file';
import { timing, type Timing } from './latency';
import { growDatabase } from './scale-data';
import { startServer } from './server-process';

/** The budget: computing and publishing a 120-player field, p99 (ms). */
export const FIELD_P99_MS = 100;
const FIELD = 120;
const FIXTURES = Number(process.env.BENCH_RESULTS_FIXTURES ?? 12);
const SAMPLES = Number(process.env.BENCH_RESULTS_SAMPLES ?? 100);

/** The demo data and 120 more approved members to play, written straight into the file. */
const prepare = (file: string) =>
  demoFileWithMembers(file, FIELD, (i) => ({
    email: `player${i}@cards.example`,
    firstName: `Player${i}`,
    lastName: 'Bench',
    house: 'Kipling',
    yearLeft: 1950 + (i % 60),
    handicap: (i * 7) % 36,
  }));

/** Times each call of `send` (one at a time). */
async function timed(count: number, send: (i: number) => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    const res = await send(i);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`answered ${res.status}`);
  }
  return times;
}

/** The order of merit asked for after a write through another connection each time, so it is worked out afresh. */
async function meritAfresh(base: string, file: string, year: number) {
  const db = new SQLite(file);
  const touch = db.prepare(
    'update fixtures set comments = comments where id = (select min(id) from fixtures)',
  );
  try {
    const ask = () => {
      touch.run();
      return fetch(`${base}/api/orderofmerit?year=${year}`, { headers: { 'accept-encoding': 'br, gzip' } });
    };
    await timed(10, ask);
    return await timed(SAMPLES, ask);
  } finally {
    db.close();
  }
}

export interface ResultsFigures {
  timings: Timing[];
  meritSmall: Timing;
  meritLarge: Timing;
  mailsQueued: number;
}

export async function measureResultsFromCards(opts: {
  port: number;
  smallFile: string;
  largeFile: string;
  clientDir: string;
}): Promise<ResultsFigures> {
  const { demo, memberIds } = await prepare(opts.smallFile);
  copyFileSync(opts.smallFile, opts.largeFile);
  const server = await startServer({
    port: opts.port,
    databaseFile: opts.smallFile,
    clientDir: opts.clientDir,
  });
  const timings: Timing[] = [];
  // Last year's meetings: they have all been played, whatever day the bench runs.
  const year = new Date().getUTCFullYear() - 1;
  let meritSmall: Timing;
  try {
    const admin = await signIn(server.base, demo.adminEmail, demo.adminPassword);
    const post = (path: string, body: unknown) =>
      fetch(server.base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.auth_token}` },
        body: JSON.stringify(body),
      });
    const courses = (await (await fetch(`${server.base}/api/courses/list`)).json()) as {
      id: number;
      club: string;
    }[];
    const rye = courses.find((c) => c.club === 'Rye Golf Club')!;
    const scoring = {
      courseId: rye.id,
      tee: 'Yellow',
      format: 'stableford',
      allowancePercent: 95,
      prizes: [
        { event: 'Bench Stableford', eligible: { kind: 'all' }, places: 3 },
        { event: 'Bench Higher Handicaps', eligible: { kind: 'handicap', from: 18, to: 54 }, places: 2 },
        { event: 'Bench Veterans', eligible: { kind: 'leftSchoolBy', year: 1970 }, places: 1 },
        { event: 'Bench Guests', eligible: { kind: 'guests' }, places: 1 },
      ],
      onePrizeEach: true,
    };
    const fixtureIds: number[] = [];
    for (let f = 0; f < FIXTURES; f += 1) {
      const day = new Date(Date.UTC(year, 0, 2 + f)).toISOString().slice(0, 10);
      const res = await post('/api/fixtures/addfixture', {
        year,
        event: `Bench Meeting ${f + 1}`,
        startDate: day,
        endDate: day,
        location: 'Rye Golf Club',
        canRegister: false,
        scoring,
      });
      if (!res.ok) throw new Error(`fixture: ${res.status} ${await res.text()}`);
      fixtureIds.push(((await res.json()) as { id: number }).id);
    }
    // A card: net par or a bogey mostly, from the player's own numbers, so the field has ties to count back.
    const holes = (player: number, fixture: number) =>
      Array.from({ length: 18 }, (_, h) => 4 + ((player * 7 + h * 3 + fixture) % 4));
    const card = (fixtureId: number, p: number, f: number) => ({
      fixtureId,
      memberId: memberIds[p],
      handicapIndex: ((p * 7) % 36) + 0.4,
      holes: holes(p, f),
    });
    const entry: number[] = [];
    for (const [f, fixtureId] of fixtureIds.entries())
      entry.push(...(await timed(FIELD, (p) => post('/api/fixtures/scores', card(fixtureId, p, f)))));
    timings.push(timing(`enter a card (into fields of up to ${FIELD})`, entry));
    timings.push(
      timing(
        `GET /api/fixtures/scores/{id}: the ${FIELD}-player field worked out`,
        await timed(SAMPLES, () =>
          fetch(`${server.base}/api/fixtures/scores/${fixtureIds[0]}`, {
            headers: { authorization: `Bearer ${admin.auth_token}`, 'accept-encoding': 'br, gzip' },
          }),
        ),
      ),
    );
    timings.push(
      timing(
        `publish a ${FIELD}-player field the first time (${FIELD} e-mails queued)`,
        await timed(FIXTURES, (i) =>
          post('/api/fixtures/results/publish', { fixtureId: fixtureIds[i], meeting: 1 }),
        ),
      ),
    );
    // A card corrected, then published again: the players whose line changed are told.
    const again: number[] = [];
    for (const [f, fixtureId] of fixtureIds.entries()) {
      await post('/api/fixtures/scores', {
        ...card(fixtureId, 5, f),
        holes: holes(5, f).map((s) => Math.max(1, s - 1)),
      });
      again.push(...(await timed(1, () => post('/api/fixtures/results/publish', { fixtureId, meeting: 1 }))));
    }
    timings.push(timing('publish again after a corrected card', again));
    meritSmall = timing(
      'order of merit, worked out afresh (demo data)',
      await meritAfresh(server.base, opts.smallFile, year),
    );
  } finally {
    await server.stop();
  }

  console.error('Results from the cards: growing the large database…');
  growDatabase(opts.largeFile);
  const big = await startServer({
    port: opts.port + 1,
    databaseFile: opts.largeFile,
    clientDir: opts.clientDir,
  });
  try {
    const meritLarge = timing(
      'order of merit, worked out afresh (large database)',
      await meritAfresh(big.base, opts.largeFile, year),
    );
    return { timings, meritSmall, meritLarge, mailsQueued: FIXTURES * FIELD };
  } finally {
    await big.stop();
  }
}

export function reportResultsFromCards(f: ResultsFigures) {
  table(
    '8. Results from the cards: one request at a time, as the results secretary makes them',
    ['request', 'samples', 'p50', 'p99'],
    [...f.timings, f.meritSmall, f.meritLarge].map((t) => [t.name, t.samples, ms(t.p50), ms(t.p99)]),
  );
  const fieldWorst = Math.max(...f.timings.map((t) => t.p99));
  const ratio = f.meritLarge.p99 / Math.max(f.meritSmall.p99, 1);
  const lines: Line[] = [
    {
      figure: `computing and publishing a ${FIELD}-player field, worst p99`,
      value: ms(fieldWorst),
      budget: `< ${FIELD_P99_MS} ms`,
      verdict: verdict(fieldWorst < FIELD_P99_MS),
    },
    {
      figure: 'order of merit worked out afresh: p99 on the large database / on the demo data',
      value: `${ms(f.meritLarge.p99)} / ${ms(f.meritSmall.p99)} = ${ratio.toFixed(2)}×`,
      budget: '≤ 2×',
      verdict: verdict(ratio <= 2),
    },
    {
      figure: 'e-mails queued by the first publications',
      value: String(f.mailsQueued),
      budget: '-',
      verdict: 'info',
    },
  ];
  budgetTable('Results from the cards: budgets', lines);
}
