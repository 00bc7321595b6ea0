import type { Db } from '../../db/database';

/** The newest set-up address replaces every earlier one: only the address printed last works. */
export async function replaceSetupToken(
  db: Db,
  row: { tokenHash: string; createdAt: string; expiresAt: string },
) {
  await db.deleteFrom('setup_tokens').execute();
  await db
    .insertInto('setup_tokens')
    .values({
      token_hash: row.tokenHash,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The address is unused and within its hour. */
export async function isLiveSetupToken(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('setup_tokens')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses the address once: of two transactions using it at the same moment, one updates the row and the other finds
 * it used (SQLite: one writer at a time; PostgreSQL: the second waits on the row and reads it again).
 */
export async function useSetupToken(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const res = await db
    .updateTable('setup_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
