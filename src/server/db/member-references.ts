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

/** Gives a reference to every member still without one (members made in bulk, such as the demo data). */
export async function giveMissingPaymentReferences(db: Db): Promise<number> {
  const rows = await db.selectFrom('members').select('id').where('payment_reference', 'is', null).execute();
  for (const { id } of rows) await givePaymentReference(db, id);
  return rows.length;
}
