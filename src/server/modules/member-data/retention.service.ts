import type { Db } from '../../db/database';
import { now, nowIso } from '../../lib/clock';
import { recordAudit } from '../audit/audit.repository';
import {
  claimExpiredUnconfirmed,
  deleteMemberData,
  listExpiredUnconfirmed,
} from './account-delete.repository';

const BATCH = 100;

/**
 * Deletes registrations never confirmed within the retention days. Safe with two server processes on one
 * database: each registration is claimed by a write and re-checked in its own transaction, so a row the other
 * process took, or one confirmed meanwhile, is skipped. Answers how many this process deleted.
 */
export async function deleteExpiredRegistrations(db: Db, retentionDays: number): Promise<number> {
  const cutoff = new Date(now().getTime() - retentionDays * 86_400_000).toISOString();
  let deleted = 0;
  for (;;) {
    const batch = await listExpiredUnconfirmed(db, cutoff, BATCH);
    let inBatch = 0;
    for (const candidate of batch) {
      const done = await db.transaction().execute(async (trx) => {
        const m = await claimExpiredUnconfirmed(trx, candidate.id, cutoff);
        if (!m) return false;
        if (!(await deleteMemberData(trx, m.id, m.email))) return false;
        await recordAudit(
          trx,
          {
            actorId: null,
            action: 'member.expire',
            entity: 'member',
            entityId: m.id,
            after: { reason: 'never confirmed' },
          },
          nowIso(),
        );
        return true;
      });
      if (done) inBatch += 1;
    }
    deleted += inBatch;
    if (batch.length < BATCH || inBatch === 0) return deleted;
  }
}
