import type { Db } from '../../db/database';
import { redactMailAbout } from '../mail/outbox.repository';

/**
 * Removes every piece of personal data held about one member, inside the caller's transaction. THE one place
 * that knows where a member's data lives: a feature that adds a table holding a member's data (team choices,
 * calendar feeds, preferences...) adds its delete here, before the member row goes.
 *
 * Kept: results (names as typed are the society's history) and the audit log's record of what happened, with
 * the member's details taken out of it.
 */
export async function deleteMemberData(trx: Db, memberId: number, email: string) {
  await trx.deleteFrom('sessions').where('member_id', '=', memberId).execute();
  await trx.deleteFrom('email_tokens').where('member_id', '=', memberId).execute();
  await trx.deleteFrom('fixture_registrations').where('member_id', '=', memberId).execute();
  await trx.deleteFrom('subscriptions').where('member_id', '=', memberId).execute();
  // Money: what they owed goes with them; what they paid stays in the society's books without a name (the note and
  // the bank's words, which name the payer, are blanked).
  await trx.deleteFrom('charges').where('member_id', '=', memberId).execute();
  await trx.deleteFrom('subscription_charges').where('member_id', '=', memberId).execute();
  await trx
    .updateTable('bank_lines')
    .set({ description: '' })
    .where('line_id', 'in', (eb) =>
      eb
        .selectFrom('payments')
        .select('line_id')
        .where('member_id', '=', memberId)
        .where('line_id', 'is not', null),
    )
    .execute();
  await trx
    .updateTable('payments')
    .set({ member_id: null, note: '' })
    .where('member_id', '=', memberId)
    .execute();
  await trx.updateTable('payments').set({ recorded_by: null }).where('recorded_by', '=', memberId).execute();
  // Other features' tables holding a member's data are deleted here (team choices live on the registrations).
  await trx.deleteFrom('calendar_feeds').where('member_id', '=', memberId).execute();
  await trx.deleteFrom('member_preferences').where('member_id', '=', memberId).execute();
  await trx.deleteFrom('reminders_sent').where('member_id', '=', memberId).execute();
  await trx.deleteFrom('action_tokens').where('member_id', '=', memberId).execute();
  // Their cards go; a published field keeps the line as published, with the name, but no longer the member.
  await trx.deleteFrom('fixture_cards').where('member_id', '=', memberId).execute();
  await trx
    .updateTable('fixture_result_field')
    .set({ member_id: null, told: null })
    .where('member_id', '=', memberId)
    .execute();
  await trx.updateTable('announcements').set({ author_id: null }).where('author_id', '=', memberId).execute();
  await trx.deleteFrom('mail_outbox').where('to_address', '=', email).execute();
  await redactMailAbout(trx, memberId);
  // The audit log keeps what was done and when; the before/after details about the member are removed.
  await trx
    .updateTable('audit_log')
    .set({ before_json: null, after_json: null })
    .where('entity', '=', 'member')
    .where('entity_id', '=', String(memberId))
    .execute();
  await trx.updateTable('audit_log').set({ actor_id: null }).where('actor_id', '=', memberId).execute();
  const r = await trx.deleteFrom('members').where('id', '=', memberId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Registrations whose e-mail was never confirmed, made before `cutoff` (still waiting for approval). */
export function listExpiredUnconfirmed(db: Db, cutoffIso: string, limit: number) {
  return db
    .selectFrom('members')
    .select(['id', 'email'])
    .where('email_confirmed_at', 'is', null)
    .where('approval', '=', 'pending')
    .where('created_at', '<', cutoffIso)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims one such registration for deletion inside the caller's transaction: undefined when another process
 * took it or it was confirmed meanwhile. A write as the transaction's first statement takes the write lock at
 * once (SQLite: no read-then-write lock upgrade for two processes to collide on; PostgreSQL: the row lock, and
 * a second process waiting on it finds the row gone).
 */
export function claimExpiredUnconfirmed(trx: Db, id: number, cutoffIso: string) {
  return trx
    .updateTable('members')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .where('email_confirmed_at', 'is', null)
    .where('approval', '=', 'pending')
    .where('created_at', '<', cutoffIso)
    .returning(['id', 'email'])
    .executeTakeFirst();
}

export function countAdmins(db: Db) {
  return db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_admin', '=', 1)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}
