import { LATEST_RESULTS_ON_HOME, type LatestResult } from '@shared/schemas/latest-results';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { recordAudit } from '../audit/audit.repository';
import { auditedDelete } from '../../lib/audited-changes';
import * as repo from './latest-results.repository';

const toItem = (r: { id: number; description: string; created_at: string }): LatestResult => ({
  id: r.id,
  description: r.description,
  createdDate: r.created_at,
});

/** The home page's panel: the newest ten. */
export async function listForHome(db: Db) {
  return (await repo.listLatest(db, LATEST_RESULTS_ON_HOME)).map(toItem);
}

export async function listForEdit(db: Db) {
  return (await repo.listLatest(db)).map(toItem);
}

export async function addLatestResult(db: Db, actorId: number, description: string): Promise<LatestResult> {
  return db.transaction().execute(async (trx) => {
    const createdAt = nowIso();
    const id = await repo.insertLatest(trx, description, createdAt);
    await recordAudit(
      trx,
      { actorId, action: 'add', entity: 'latest_result', entityId: id, after: { description } },
      createdAt,
    );
    return { id, description, createdDate: createdAt };
  });
}

export const deleteLatestResult = auditedDelete({
  entity: 'latest_result',
  missing: 'Latest result not found',
  find: repo.findLatest,
  remove: repo.deleteLatest,
});
