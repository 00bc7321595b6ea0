// A rolling restart under a steady load: two server processes on one PostgreSQL behind Caddy, readers on
// the public pages at a steady rate, and WRITERS members each signing up for a fixture and withdrawing again in turn,
// a short pause between. Meanwhile each process in turn is stopped (SIGTERM, waited for) and started again (waited
// for until it answers), as docs/deploy/README.md's upgrade does. Then: every request answered (no failure), and
// every write acknowledged with a 200 found in the database (each member's list as his last answered write left it,
// and the audit log holding at least as many sign-ups and withdrawals as were answered).
import { auditedActs, readLists, type BenchSession } from './rush-data';
import { publicPaths, fixtureYear } from './rush';
import { postAsMember, seeded, sleep, startReaders, type ReadFigures, type Timed } from './rush-load';
import type { ServerProcess } from './server-process';

export const WRITERS = 40;
export const RESTART_PLACES = 20;
const READERS = 20;
const READS_PER_SECOND = 200;
/** Steady load before the first restart, between the restarts and after the second. */
const STEADY_MS = Number(process.env.RUSH_STEADY_SECONDS ?? 8) * 1000;

export interface Restart {
  port: number;
  /** SIGTERM to the process's exit, and its new start to its first answer, ms. */
  stopMs: number;
  startMs: number;
}

export interface RestartFigures {
  writes: { member: number; action: 'enter' | 'leave'; answer: Timed }[];
  reads: ReadFigures;
  seconds: number;
  restarts: Restart[];
  /** Answered writes not found in the database, with why. */
  lost: string[];
  acknowledged: number;
}

export async function measureRollingRestart(site: {
  base: string;
  dbUrl: string;
  sessions: BenchSession[];
  fixtureId: number;
  processes: ServerProcess[];
  /** Starts the process on `port` again; answers once it answers. */
  restart: (i: number) => Promise<ServerProcess>;
}): Promise<RestartFigures> {
  const random = seeded(Number(process.env.BENCH_SEED ?? 39));
  const writes: RestartFigures['writes'] = [];
  let running = true;
  const writer = async (session: BenchSession) => {
    let on = false;
    await sleep(random() * 500);
    while (running) {
      const action = on ? 'leave' : 'enter';
      const answer = await postAsMember(site.base, `/api/fixtures/${action}`, session, {
        fixtureId: site.fixtureId,
        userId: session.memberId,
      });
      writes.push({ member: session.memberId, action, answer });
      // A failed write leaves the member's state unknown: he asks the same again.
      if (answer.status === 200) on = !on;
      await sleep(50 + random() * 200);
    }
  };
  const readers = await startReaders({
    base: site.base,
    paths: publicPaths(fixtureYear()),
    connections: READERS,
    overallRate: READS_PER_SECOND,
  });
  const t0 = performance.now();
  const writing = Promise.all(site.sessions.map(writer));
  const restarts: Restart[] = [];
  await sleep(STEADY_MS);
  for (let i = 0; i < site.processes.length; i += 1) {
    const p = site.processes[i];
    const s0 = performance.now();
    await p.stop();
    const stopMs = performance.now() - s0;
    const again = await site.restart(i);
    restarts.push({ port: Number(new URL(again.base).port), stopMs, startMs: again.startMs });
    site.processes[i] = again;
    await sleep(STEADY_MS);
  }
  running = false;
  await writing;
  const seconds = (performance.now() - t0) / 1000;
  const reads = await readers.stop();

  // Every answered write is in the database.
  const lost: string[] = [];
  const rows = await readLists(site.dbUrl, site.fixtureId);
  const onList = new Set(rows.map((r) => r.member_id));
  const audited = await auditedActs(site.dbUrl, site.fixtureId);
  let acknowledged = 0;
  for (const s of site.sessions) {
    const mine = writes.filter((w) => w.member === s.memberId && w.answer.status === 200);
    acknowledged += mine.length;
    const last = mine[mine.length - 1];
    const failedAfter = writes.some(
      (w) =>
        w.member === s.memberId && w.answer.status !== 200 && (!last || w.answer.start > last.answer.start),
    );
    if (last && !failedAfter && (last.action === 'enter') !== onList.has(s.memberId))
      lost.push(`member ${s.memberId}: his last answered ${last.action} is not what the lists hold`);
    const counts = audited.get(s.memberId) ?? { enter: 0, leave: 0 };
    for (const action of ['enter', 'leave'] as const) {
      const answered = mine.filter((w) => w.action === action).length;
      if (counts[action] < answered)
        lost.push(`member ${s.memberId}: ${answered} ${action} answered, ${counts[action]} in the audit log`);
    }
  }
  return { writes, reads, seconds, restarts, lost, acknowledged };
}
