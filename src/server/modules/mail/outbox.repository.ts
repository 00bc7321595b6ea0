import { isNoEmailAddress } from '@shared/no-email';
import type { Db } from '../../db/database';
import { inSlices } from '../../db/slices';

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
  /** The body holds a link that signs in, resets or confirms: blanked once sent (message builders set it). */
  blankWhenSent?: boolean;
  /** The member a message to someone else is about (a notice to the secretary or a manager). */
  aboutMemberId?: number;
}

/** What a sent message's body becomes when it held a live link (the subject, recipient and status stay). */
export const BLANKED_BODY = 'The text of this message was removed once it was sent: it held a personal link.';
/** What a message about a member becomes when that member deletes their account. */
export const REDACTED_SUBJECT = 'A message about a member who has since deleted their account';

/** A message's row in the outbox, due at once. */
export const outboxRow = (mail: OutgoingMail, nowIso: string) => ({
  to_address: mail.to,
  subject: mail.subject,
  text_body: mail.text,
  html_body: mail.html ?? null,
  headers_json: mail.headers ? JSON.stringify(mail.headers) : null,
  attachments_json: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
  announcement_id: mail.announcementId ?? null,
  // An unsubscribe link works without signing in, like the account links.
  blank_when_sent: mail.blankWhenSent || mail.headers?.['List-Unsubscribe'] ? 1 : 0,
  about_member_id: mail.aboutMemberId ?? null,
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
  // A member without e-mail (decision 0042) is skipped silently: the outbox never holds a message to nobody.
  if (isNoEmailAddress(mail.to)) return;
  await db.insertInto('mail_outbox').values(outboxRow(mail, nowIso)).execute();
  noteQueued();
}

/** Queues many messages in a few multi-row inserts (an announcement); call inside one transaction. */
export async function enqueueMany(db: Db, all: OutgoingMail[], nowIso: string, chunk = 200) {
  const mails = all.filter((m) => !isNoEmailAddress(m.to));
  await inSlices(mails, chunk, (slice) =>
    db
      .insertInto('mail_outbox')
      .values(slice.map((m) => outboxRow(m, nowIso)))
      .execute(),
  );
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

/** Marks a message sent; a body that held a live link is blanked in the same statement, never kept after sending. */
export async function markSent(db: Db, id: number, nowIso: string) {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sent',
      sent_at: nowIso,
      locked_until: null,
      attempts: eb('attempts', '+', 1),
      text_body: eb.case().when('blank_when_sent', '=', 1).then(BLANKED_BODY).else(eb.ref('text_body')).end(),
      html_body: eb.case().when('blank_when_sent', '=', 1).then(null).else(eb.ref('html_body')).end(),
      headers_json: eb.case().when('blank_when_sent', '=', 1).then(null).else(eb.ref('headers_json')).end(),
      attachments_json: eb
        .case()
        .when('blank_when_sent', '=', 1)
        .then(null)
        .else(eb.ref('attachments_json'))
        .end(),
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * A member has deleted their account: messages about them to others are removed if not yet sent, and otherwise
 * kept as a record that something was sent, without the member's name, address or details.
 */
export async function redactMailAbout(trx: Db, memberId: number) {
  await trx
    .deleteFrom('mail_outbox')
    .where('about_member_id', '=', memberId)
    .where('status', 'in', ['pending', 'sending'])
    .execute();
  await trx
    .updateTable('mail_outbox')
    .set({
      subject: REDACTED_SUBJECT,
      text_body: '',
      html_body: null,
      headers_json: null,
      attachments_json: null,
      last_error: null,
      about_member_id: null,
    })
    .where('about_member_id', '=', memberId)
    .execute();
}

/** Deletes messages sent (or given up on) before `cutoffIso`; answers how many. */
export async function deleteSentBefore(db: Db, cutoffIso: string): Promise<number> {
  const r = await db
    .deleteFrom('mail_outbox')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'sent'), eb('sent_at', '<', cutoffIso)]),
        eb.and([eb('status', '=', 'failed'), eb('created_at', '<', cutoffIso)]),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
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
