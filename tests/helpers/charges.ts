import type { Db } from '../../src/server/db/database';
import { adjustAccount } from '../../src/server/modules/payments/ledger.repository';

/** A charge standing against a member, as the charge rules write one, with the member's totals moved by it. */
export async function chargeMember(
  db: Db,
  memberId: number,
  amountPence: number,
  description = 'Spring Meeting',
) {
  const at = new Date().toISOString();
  await db
    .insertInto('charges')
    .values({
      member_id: memberId,
      fixture_id: null,
      guest_id: null,
      place: 'golf',
      description,
      amount_pence: amountPence,
      status: 'active',
      charged_on: at.slice(0, 10),
      created_at: at,
      updated_at: at,
    })
    .execute();
  await adjustAccount(db, memberId, { charged: amountPence });
}
