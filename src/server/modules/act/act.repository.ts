import type { Db } from '../../db/database';
import { claimOnce } from '../../db/rows';
import { inSlices } from '../../db/slices';
import type { Action } from '@shared/schemas/act';

export interface NewActionToken {
  tokenHash: string;
  memberId: number;
  fixtureId: number;
  action: Action;
}

/** Stores the hashes of new links (one insert however many: an announcement makes one per recipient). */
export async function insertActionTokens(db: Db, rows: NewActionToken[], at: string) {
  const values = rows.map((r) => ({
    token_hash: r.tokenHash,
    member_id: r.memberId,
    fixture_id: r.fixtureId,
    action: r.action,
    created_at: at,
    used_at: null,
  }));
  await inSlices(values, 500, (slice) => db.insertInto('action_tokens').values(slice).execute());
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
