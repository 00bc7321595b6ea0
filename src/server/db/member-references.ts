import type { Insertable } from 'kysely';
import { makePaymentReference, randomReferencePart } from '@shared/payment-reference';
import type { Db } from './database';
import { insertRow } from './rows';
import type { MembersTable } from './types';

/**
 * Every member's permanent payment reference (decision 0046): made from the member's id, so it is given as soon as
 * the row has one. THE way a member row is made: registration, import, members without e-mail, `admin:create` and
 * the demo data all go through here, so that nobody is without a reference.
 */

/** Gives the member a reference if they have none yet; answers the one they have. */
export async function givePaymentReference(db: Db, memberId: number): Promise<string> {
  await db
    .updateTable('members')
    .set({ payment_reference: makePaymentReference(memberId, randomReferencePart()) })
    .where('id', '=', memberId)
    .where('payment_reference', 'is', null)
    .execute();
  const row = await db
    .selectFrom('members')
    .select('payment_reference')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.payment_reference!;
}

/** Inserts a member and gives them their reference; answers the new id. */
export async function insertMemberRow(db: Db, values: Insertable<MembersTable>): Promise<number> {
  const id = await insertRow(db, 'members', values);
  await givePaymentReference(db, id);
  return id;
}

/** What an administrator gives of a member they add, whatever the form or file it comes from. */
interface AddedMember {
  email: string;
  title: string | null;
  firstName: string;
  lastName: string;
  house: string | null;
  yearLeft: number | null;
  handicap: number | null;
}

/**
 * Inserts a member an administrator adds (an import, a member without e-mail): approved by them at `now`, with no
 * password yet and not an administrator; `more` is the rest of the row. Answers the new id.
 */
export function insertAddedMember(
  db: Db,
  m: AddedMember,
  now: string,
  more: Partial<Insertable<MembersTable>>,
): Promise<number> {
  return insertMemberRow(db, {
    ...more,
    email: m.email,
    password_hash: null,
    title: m.title,
    first_name: m.firstName,
    last_name: m.lastName,
    house: m.house,
    year_left: m.yearLeft,
    handicap: m.handicap,
    approval: 'approved',
    is_admin: 0,
    created_at: now,
    approved_at: now,
    updated_at: now,
  });
}

/** Gives a reference to every member still without one (members made in bulk, such as the demo data). */
export async function giveMissingPaymentReferences(db: Db): Promise<number> {
  const rows = await db.selectFrom('members').select('id').where('payment_reference', 'is', null).execute();
  for (const { id } of rows) await givePaymentReference(db, id);
  return rows.length;
}
