import type { FoursomesMatchAdmin, FoursomesMatchValues } from '@shared/schemas/foursomes';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { recordAudit } from '../audit/audit.repository';
import { auditedDelete, auditedEdit } from '../../lib/audited-changes';
import * as repo from './foursomes.repository';

/** The administrator's list of the scratch foursomes matches (the public list has no ids). */
export const listMatchesForEdit = async (db: Db): Promise<FoursomesMatchAdmin[]> =>
  (await repo.listMatches(db)).map(({ updated_at, ...m }) => ({ ...m, updatedAt: updated_at }));

export async function addMatch(db: Db, actorId: number, values: FoursomesMatchValues) {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const id = await repo.insertMatch(trx, values, now);
    await recordAudit(
      trx,
      { actorId, action: 'add', entity: 'foursomes-match', entityId: id, after: values },
      now,
    );
    return { id, ...values, updatedAt: now };
  });
}

export const updateMatch = auditedEdit({
  entity: 'foursomes-match',
  thing: 'match',
  missing: 'Match not found',
  find: repo.findMatch,
  write: (db, id, values: FoursomesMatchValues, now, seen) => repo.updateMatch(db, id, values, now, seen),
  answer: (_db, id, values, stamp) => ({ id, ...values, updatedAt: stamp }),
});

export const deleteMatch = auditedDelete({
  entity: 'foursomes-match',
  missing: 'Match not found',
  find: repo.findMatch,
  remove: repo.deleteMatch,
});
