import { sql } from 'kysely';
import type { Db, Dialect } from '../db/database';

/**
 * Runs a scheduled job's pass (the outbox sender, reminders, retention) in one server process at a time
 * (decision 0052). PostgreSQL: a session advisory lock named after the job, tried on a connection of its own and
 * let go when the pass ends (or when that connection is lost); a process that does not get it skips this pass,
 * as the other is doing the work. SQLite: one process, so the pass simply runs.
 * Resolves with the pass's result, or `skipped` when another process holds the job.
 */
export async function runOnceAcrossProcesses<T, S>(
  db: Db,
  dialect: Dialect,
  job: string,
  skipped: S,
  work: () => Promise<T>,
): Promise<T | S> {
  if (dialect !== 'postgres') return work();
  const name = `society-site job: ${job}`;
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      got: boolean;
    }>`select pg_try_advisory_lock(hashtext(${name})) as got`.execute(conn);
    if (!rows[0]?.got) return skipped;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(conn);
    }
  });
}
