// The opening rush: MEMBERS members, each with a session of his own, press sign-up within RUSH_SECONDS on a
// fixture with PLACES places and a waiting list, at moments drawn at random (seeded) over that time, each from a
// connection of his own, while READERS connections read the public pages without a pause. Then the lists are read
// from the database: every member once, exactly PLACES places and the rest waiting, each list in the order the
// sign-ups were accepted (the rows' ids, given under the fixture's lock) and never against the order the members saw
// (a member answered before another pressed is ahead of him).
import { readLists, type BenchSession, type ListRow } from './rush-data';
import {
  postAsMember,
  quantile,
  seeded,
  sleep,
  startReaders,
  type ReadFigures,
  type Timed,
} from './rush-load';

export const MEMBERS = Number(process.env.RUSH_MEMBERS ?? 600);
export const PLACES = Number(process.env.RUSH_PLACES ?? 120);
export const RUSH_SECONDS = Number(process.env.RUSH_SECONDS ?? 60);
export const READERS = Number(process.env.RUSH_READERS ?? 50);

/** The public pages read meanwhile: the two rendered pages a visitor opens and the lists their screens call. */
export function publicPaths(year: number) {
  const paths = ['/home', '/fixtures', `/api/Fixtures/List?year=${year}`, '/api/Fixtures/GetLatest'];
  // RUSH_READ=api,pages: only the lists, or only the rendered pages (to see which costs what).
  const only = process.env.RUSH_READ;
  return only ? paths.filter((p) => p.startsWith('/api/') === (only === 'api')) : paths;
}

/** The year of the fixtures the data adds (a month from today), whose list the fixtures page shows. */
export const fixtureYear = () => new Date(Date.now() + 30 * 86_400_000).getUTCFullYear();

export interface RushFigures {
  signups: Timed[];
  reads: ReadFigures;
  /** From the first press to the last answer, s. */
  seconds: number;
  check: ListCheck;
}

export interface ListCheck {
  registered: number;
  waiting: number;
  /** Members on the lists more than once, or not at all, or on them without having pressed. */
  problems: string[];
  /** Pairs where a member answered before another pressed is behind him. */
  causalityBreaks: number;
}

export async function measureRush(site: {
  base: string;
  dbUrl: string;
  sessions: BenchSession[];
  fixtureId: number;
}): Promise<RushFigures> {
  const random = seeded(Number(process.env.BENCH_SEED ?? 39));
  const presses = site.sessions
    .map((session) => ({ session, at: random() * RUSH_SECONDS * 1000 }))
    .sort((a, b) => a.at - b.at);
  const readers =
    READERS > 0
      ? await startReaders({ base: site.base, paths: publicPaths(fixtureYear()), connections: READERS })
      : undefined;
  // The readers are on the pages before the sign-up opens.
  await sleep(2000);
  const t0 = performance.now();
  const signups = await Promise.all(
    presses.map(async ({ session, at }) => {
      await sleep(at - (performance.now() - t0));
      return postAsMember(site.base, '/api/fixtures/enter', session, {
        fixtureId: site.fixtureId,
        userId: session.memberId,
      });
    }),
  );
  const seconds = (Math.max(...signups.map((s) => s.end)) - t0) / 1000;
  const reads = readers ? await readers.stop() : noReads(seconds);
  const rows = await readLists(site.dbUrl, site.fixtureId);
  return {
    signups,
    reads,
    seconds,
    check: checkLists(
      rows,
      presses.map((p, i) => ({ memberId: p.session.memberId, answer: signups[i] })),
    ),
  };
}

const noReads = (seconds: number): ReadFigures => ({
  total: 0,
  seconds,
  p50: NaN,
  p99: NaN,
  max: NaN,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  statusCodes: {},
});

function checkLists(rows: ListRow[], pressed: { memberId: number; answer: Timed }[]): ListCheck {
  const problems: string[] = [];
  const registered = rows.filter((r) => r.list === 'registered');
  const waiting = rows.filter((r) => r.list === 'waiting');
  const pressedIds = new Set(pressed.map((p) => p.memberId));
  const seen = new Set<number>();
  for (const r of rows) {
    if (seen.has(r.member_id)) problems.push(`member ${r.member_id} is on the lists twice`);
    seen.add(r.member_id);
    if (!pressedIds.has(r.member_id)) problems.push(`member ${r.member_id} is on the lists without pressing`);
  }
  for (const id of pressedIds) if (!seen.has(id)) problems.push(`member ${id} pressed and is on no list`);
  for (const [name, list] of [
    ['places', registered],
    ['waiting list', waiting],
  ] as const) {
    list.forEach((r, i) => {
      if (r.position !== i + 1) problems.push(`the ${name} has position ${r.position} at ${i + 1}`);
      if (i > 0 && r.id < list[i - 1].id)
        problems.push(`the ${name} is not in the order accepted at ${i + 1}`);
    });
  }
  if (registered.length && waiting.length && Math.max(...registered.map((r) => r.id)) > waiting[0].id)
    problems.push('a member accepted later has a place while one accepted earlier waits');
  // Each member's place in the order accepted (places first, then the waiting list).
  const rank = new Map([...registered, ...waiting].map((r, i) => [r.member_id, i]));
  // Swept by the time each answer arrived: a member who pressed after another's answer must be behind him.
  const byEnd = [...pressed].sort((a, b) => a.answer.end - b.answer.end);
  const byStart = [...pressed].sort((a, b) => a.answer.start - b.answer.start);
  let breaks = 0;
  let highest = -1;
  let j = 0;
  for (const p of byStart) {
    while (j < byEnd.length && byEnd[j].answer.end < p.answer.start) {
      if (byEnd[j].answer.status === 200) highest = Math.max(highest, rank.get(byEnd[j].memberId) ?? -1);
      j += 1;
    }
    const mine = rank.get(p.memberId);
    if (mine !== undefined && mine < highest) breaks += 1;
  }
  return { registered: registered.length, waiting: waiting.length, problems, causalityBreaks: breaks };
}

export function summarise(f: RushFigures) {
  const ok = f.signups.filter((s) => s.status === 200);
  const times = f.signups.map((s) => s.ms).sort((a, b) => a - b);
  const failed = f.signups.length - ok.length;
  const failures = new Map<string, number>();
  for (const s of f.signups.filter((x) => x.status !== 200)) {
    const key = s.error ?? `${s.status} ${s.body.slice(0, 80)}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  }
  const readErrors = f.reads.non2xx + f.reads.errors + f.reads.timeouts;
  return {
    signupP50: quantile(times, 0.5),
    signupP99: quantile(times, 0.99),
    signupMax: times[times.length - 1],
    readP50: f.reads.p50,
    readP99: f.reads.p99,
    readsPerSecond: f.reads.total / f.reads.seconds,
    requestsPerSecond: (f.reads.total + f.signups.length) / f.reads.seconds,
    errors: failed + readErrors,
    failed,
    readErrors,
    failures,
  };
}
