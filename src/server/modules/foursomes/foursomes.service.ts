import type { FoursomesMatchAdmin, FoursomesMatchValues } from '@shared/schemas/foursomes';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { auditedDelete } from '../../lib/audited-changes';
import * as repo from './foursomes.repository';

/** The administrator's list of the scratch foursomes matches (the public list has no ids). */
export const listMatchesForEdit = (db: Db): Promise<FoursomesMatchAdmin[]> => repo.listMatches(db);

export async function addMatch(db: Db, actorId: number, values: FoursomesMatchValues) {
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertMatch(trx, values);
    await recordAudit(
      trx,
      { actorId, action: 'add', entity: 'foursomes-match', entityId: id, after: values },
      nowIso(),
    );
    return { id, ...values };
  });
}

export async function updateMatch(db: Db, actorId: number, id: number, values: FoursomesMatchValues) {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findMatch(trx, id);
    if (!before) throw notFound('Match not found');
    await repo.updateMatch(trx, id, values);
    await recordAudit(
      trx,
      { actorId, action: 'update', entity: 'foursomes-match', entityId: id, before, after: values },
      nowIso(),
    );
    return { id, ...values };
  });
}

export const deleteMatch = auditedDelete({
  entity: 'foursomes-match',
  missing: 'Match not found',
  find: repo.findMatch,
  remove: repo.deleteMatch,
});
