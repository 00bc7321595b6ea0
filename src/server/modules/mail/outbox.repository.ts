import type { Db } from '../../db/database';

/** A file sent with a message (a calendar event); text content only. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers kept with the row (List-Unsubscribe and List-Unsubscribe-Post), whatever the layout. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  announcementId?: number;
}

const toRow = (mail: OutgoingMail, nowIso: string) => ({
  to_address: mail.to,
  subject: mail.subject,
  text_body: mail.text,
  html_body: mail.html ?? null,
  headers_json: mail.headers ? JSON.stringify(mail.headers) : null,
  attachments_json: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
  announcement_id: mail.announcementId ?? null,
  status: 'pending',
  attempts: 0,
  next_attempt_at: nowIso,
  created_at: nowIso,
});

let queued = 0;
/**
 * How many messages this process has queued (or queued again) so far. The outbox plugin compares it after every
 * request and wakes the mail worker when it grew: services and routes never start the mailer themselves.
 */
export const queuedSoFar = () => queued;
/** Counts messages made due outside enqueueMail (an administrator's retry of a failed one). */
export const noteQueued = (count = 1) => {
  queued += count;
};

/**
 * Queues a message; call inside the same transaction as the change it reports. Messages are built with
 * composeMail (mail/layout/compose-mail.ts), which answers { subject, text, html }: enqueueMail(trx, { to, ...message }, now).
 */
export async function enqueueMail(db: Db, mail: OutgoingMail, nowIso: string) {
  await db.insertInto('mail_outbox').values(toRow(mail, nowIso)).execute();
  noteQueued();
}

/** Queues many messages in a few multi-row inserts (an announcement); call inside one transaction. */
export async function enqueueMany(db: Db, mails: OutgoingMail[], nowIso: string, chunk = 200) {
  for (let i = 0; i < mails.length; i += chunk) {
    await db
      .insertInto('mail_outbox')
      .values(mails.slice(i, i + chunk).map((m) => toRow(m, nowIso)))
      .execute();
  }
  noteQueued(mails.length);
}

export function listDue(db: Db, nowIso: string, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowIso)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', nowIso)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Claims one message for sending; false when another worker has it. */
export async function claim(db: Db, id: number, nowIso: string, lockUntilIso: string): Promise<boolean> {
  const res = await db
    .updateTable('mail_outbox')
    .set({ status: 'sending', locked_until: lockUntilIso })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', nowIso)]),
      ]),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function markSent(db: Db, id: number, nowIso: string) {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sent', sent_at: nowIso, locked_until: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markFailedAttempt(
  db: Db,
  id: number,
  error: string,
  nextAttemptIso: string,
  giveUp: boolean,
) {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: giveUp ? 'failed' : 'pending',
      last_error: error.slice(0, 500),
      next_attempt_at: nextAttemptIso,
      locked_until: null,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

export function listRecent(db: Db, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'to_address',
      'subject',
      'text_body',
      'html_body',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One message's HTML body (the development mailbox shows it in a frame). */
export function findHtml(db: Db, id: number) {
  return db.selectFrom('mail_outbox').select(['html_body']).where('id', '=', id).executeTakeFirst();
}
