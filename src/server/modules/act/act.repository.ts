import type { Db } from '../../db/database';
import { claimOnce } from '../../db/rows';
import type { Action } from '@shared/schemas/act';

export interface NewActionToken {
  tokenHash: string;
  memberId: number;
  fixtureId: number;
  action: Action;
}

/** Stores the hashes of new links (one insert however many: an announcement makes one per recipient). */
export async function insertActionTokens(db: Db, rows: NewActionToken[], at: string) {
  // A few hundred rows at most per statement keeps PostgreSQL's and SQLite's parameter limits far away.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('action_tokens')
      .values(
        rows.slice(i, i + 500).map((r) => ({
          token_hash: r.tokenHash,
          member_id: r.memberId,
          fixture_id: r.fixtureId,
          action: r.action,
          created_at: at,
          used_at: null,
        })),
      )
      .execute();
  }
}

/** The link with this token hash, if any. */
export function findActionToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('action_tokens')
    .select(['id', 'member_id as memberId', 'fixture_id as fixtureId', 'action', 'used_at as usedAt'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses a link once: true only for the one caller that marks it, so two racing requests cannot both act. */
export const claimActionToken = (db: Db, id: number, at: string) => claimOnce(db, 'action_tokens', id, at);
