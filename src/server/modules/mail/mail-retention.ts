import type { Db } from '../../db/database';
import { now } from '../../lib/clock';
import { deleteSentBefore } from './outbox.repository';

/**
 * Deletes messages sent (or given up on) more than MAIL_RETENTION_DAYS ago: the outbox is a queue and a short
 * record of what went out, not an archive of members' mail. Safe with two processes (a plain delete). Answers how
 * many rows went.
 */
export function pruneSentMail(db: Db, retentionDays: number): Promise<number> {
  return deleteSentBefore(db, new Date(now().getTime() - retentionDays * 86_400_000).toISOString());
}
