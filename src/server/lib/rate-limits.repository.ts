import { createHash } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * The counts behind every limit (decision 0052), in the database so that every server process counts together.
 * A limit's key (an address and an account, a session, a client address and a route) is stored as a SHA-256 hash.
 */
export const bucketOf = (limit: string, key: string) =>
  createHash('sha256').update(`${limit}\u0000${key}`).digest('base64url');

export interface Count {
  hits: number;
  /** When the window ends, in milliseconds since 1970. */
  windowEnds: number;
}

/**
 * Counts one hit in one statement (so two processes counting at once both count): a window that has ended starts
 * again with this hit.
 */
export async function countHit(db: Db, bucket: string, windowMs: number, atMs: number): Promise<Count> {
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, hits: 1, window_ends: atMs + windowMs })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when('rate_limits.window_ends', '<=', atMs)
          .then(1)
          .else(eb('rate_limits.hits', '+', 1))
          .end(),
        window_ends: eb
          .case()
          .when('rate_limits.window_ends', '<=', atMs)
          .then(atMs + windowMs)
          .else(eb.ref('rate_limits.window_ends'))
          .end(),
      })),
    )
    .returning(['hits', 'window_ends'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowEnds: Number(row.window_ends) };
}

/** The count as it stands, without counting; none when the window has ended. */
export async function readCount(db: Db, bucket: string, atMs: number): Promise<Count | undefined> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'window_ends'])
    .where('bucket', '=', bucket)
    .where('window_ends', '>', atMs)
    .executeTakeFirst();
  return row && { hits: Number(row.hits), windowEnds: Number(row.window_ends) };
}

export async function clearCount(db: Db, bucket: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
}

/** Forgets every count whose window has ended (the retention job); returns how many. */
export async function pruneCounts(db: Db, atMs: number): Promise<number> {
  const r = await db.deleteFrom('rate_limits').where('window_ends', '<=', atMs).executeTakeFirst();
  return Number(r.numDeletedRows);
}
