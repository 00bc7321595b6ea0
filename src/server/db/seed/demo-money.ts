import type { Db } from '../database';
import { settleFixtureCharges } from '../../modules/payments/charges.service';
import { recomputeAccounts } from '../../modules/payments/ledger.repository';

/**
 * Money in the demo: every fixture with fees charges its bookings by the rules (src/shared/charge-rules.ts), and
 * half of those charged have paid by bank transfer, so the treasurer's balances show debts and settled accounts.
 */
export async function seedDemoMoney(db: Db, today: string, nowIso: string) {
  const fixtures = await db.selectFrom('fixtures').select('id').orderBy('id').execute();
  for (const { id } of fixtures) await settleFixtureCharges(db, id);
  const owing = await db
    .selectFrom('charges')
    .select(['member_id', (eb) => eb.fn.sum<number>('amount_pence').as('total')])
    .where('status', '=', 'active')
    .where('member_id', 'is not', null)
    .groupBy('member_id')
    .orderBy('member_id')
    .execute();
  for (const [i, o] of owing.entries()) {
    if (i % 2 === 1) continue;
    await db
      .insertInto('payments')
      .values({
        member_id: o.member_id,
        amount_pence: Number(o.total),
        paid_on: today,
        method: 'bank transfer',
        note: '',
        created_at: nowIso,
      })
      .execute();
  }
  await recomputeAccounts(db);
}
