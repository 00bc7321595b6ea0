import { noteQueued } from '../mail/outbox.repository';
import type { Db } from '../../db/database';
import { pageWithTotal } from '../../db/rows';
import type { MailStatus } from '@shared/schemas/outbox-admin';

const COLUMNS = [
  'id',
  'to_address',
  'subject',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'sent_at',
  'next_attempt_at',
] as const;

/** One page of the outbox, newest first; never the bodies (they can hold sign-in links). */
export async function listOutbox(db: Db, status: MailStatus | undefined, page: number, pageSize: number) {
  let base = db.selectFrom('mail_outbox');
  if (status) base = base.where('status', '=', status);
  return pageWithTotal(base, (q) => q.select(COLUMNS).orderBy('id', 'desc'), page, pageSize);
}

export function findMail(db: Db, id: number) {
  return db.selectFrom('mail_outbox').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** A failed message goes back in the queue with a fresh set of attempts; false if it is no longer failed. */
export async function requeueFailed(db: Db, id: number, nowIso: string): Promise<boolean> {
  const res = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: nowIso, locked_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  const requeued = Number(res.numUpdatedRows) === 1;
  if (requeued) noteQueued();
  return requeued;
}
