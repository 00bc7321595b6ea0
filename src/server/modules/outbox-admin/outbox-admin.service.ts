import {
  OUTBOX_PAGE_SIZE,
  type MailStatus,
  type OutboxItem,
  type OutboxList,
  type OutboxResendResult,
} from '@shared/schemas/outbox-admin';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { formError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { findMail, listOutbox, requeueFailed } from './outbox-admin.repository';

type Row = NonNullable<Awaited<ReturnType<typeof findMail>>>;

const toItem = (r: Row): OutboxItem => ({
  id: r.id,
  to: r.to_address,
  subject: r.subject,
  status: r.status as MailStatus,
  attempts: r.attempts,
  lastError: r.last_error,
  createdAt: r.created_at,
  sentAt: r.sent_at,
  nextAttemptAt: r.next_attempt_at,
});

/** One page of the outbox, newest first, optionally of one status. */
export async function outboxPage(db: Db, status: MailStatus | undefined, page: number): Promise<OutboxList> {
  const { rows, total } = await listOutbox(db, status, page, OUTBOX_PAGE_SIZE);
  return { items: rows.map(toItem), total, page, pageSize: OUTBOX_PAGE_SIZE };
}

/**
 * Puts a failed message back in the queue, with its audit row; a message already sent, or still being tried,
 * is refused in words the administrator understands.
 */
export async function resendFailed(db: Db, actorId: number, id: number): Promise<OutboxResendResult> {
  await db.transaction().execute(async (trx) => {
    const mail = await findMail(trx, id);
    if (!mail) throw notFound('There is no message with that id');
    const now = nowIso();
    if (!(await requeueFailed(trx, id, now))) {
      throw formError(
        mail.status === 'sent'
          ? 'This message has already been sent'
          : 'This message is still being sent; only a failed message can be sent again',
      );
    }
    await recordAudit(
      trx,
      {
        actorId,
        action: 'mail.resend',
        entity: 'mail',
        entityId: id,
        before: { status: 'failed', attempts: mail.attempts, lastError: mail.last_error },
        after: { status: 'pending' },
      },
      now,
    );
  });
  const item = (await findMail(db, id))!;
  return { item: toItem(item), message: `The message to ${item.to_address} will be sent again` };
}
