import { sql } from 'kysely';
import { addColumn, belongsTo, createIndex, createTableWithId, type MigrationDb } from './schema-steps';

/** The balances list's columns, in its order first (ledger.repository.ts, allBalances and balancesPage). */
const BALANCES_LIST_COLUMNS = [
  'balance_pence desc',
  'last_name',
  'first_name',
  'id',
  'approval',
  'email',
  'payment_reference',
  'charged_pence',
  'paid_pence',
] as const;

/**
 * The year's subscription as a charge (DESIGN.md 'Money', decision 0061). `subscription_charges`: one row per
 * member and year (never charged twice), `posted` when the rule charged it to every member (the daily job, an
 * approval) rather than made only to carry a payment recorded for a year the site did not charge. A subscription
 * recorded in Subscriptions is a payment against that charge: `subscriptions.payment_id` names it, and the row goes
 * with it. Each subscription recorded before is moved over as its charge and its payment, which leaves every
 * balance as it was. And the treasurer's balances list gets an index it is read from alone (the CSV of everyone).
 */
export function subscriptionChargesMigration(dialect: 'sqlite' | 'postgres') {
  async function up(db: MigrationDb) {
    await createTableWithId(db, dialect, 'subscription_charges')
      .addColumn('member_id', 'integer', belongsTo('members'))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('amount_pence', 'integer', (c) => c.notNull().check(sql`amount_pence >= 0`))
      .addColumn('posted', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('charged_on', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('subscription_charges_member_year_unique', ['member_id', 'year'])
      .execute();
    await createIndex(db, 'subscription_charges_year_idx', 'subscription_charges', ['year', 'amount_pence']);
    await addColumn(db, 'subscriptions', 'payment_id', 'integer', (c) =>
      c.references('payments.id').onDelete('cascade'),
    );
    await createIndex(db, 'subscriptions_payment_idx', 'subscriptions', ['payment_id']);

    // The treasurer's balances in their order (largest debt first, then by name) with every column the list and its
    // CSV show, so that all 100,000 are read off the index alone, not fetched row by row from the table.
    await db.schema.dropIndex('members_balance_idx').ifExists().execute();
    await createIndex(db, 'members_balances_list_idx', 'members', [...BALANCES_LIST_COLUMNS]);

    const recorded = await db
      .selectFrom('subscriptions')
      .select(['id', 'member_id', 'year', 'amount_pence', 'paid_on', 'method', 'created_at'])
      .orderBy('id')
      .execute();
    for (const s of recorded) {
      const amount = Number(s.amount_pence);
      if (amount < 0) continue;
      await db
        .insertInto('subscription_charges')
        .values({
          member_id: s.member_id,
          year: s.year,
          amount_pence: amount,
          posted: 0,
          charged_on: s.paid_on,
          created_at: s.created_at,
          updated_at: s.created_at,
        })
        .execute();
      if (amount === 0) continue; // waived: the charge of nothing is the record
      const payment = await db
        .insertInto('payments')
        .values({
          member_id: s.member_id,
          amount_pence: amount,
          paid_on: s.paid_on,
          method: s.method,
          note: `Subscription ${s.year}`,
          created_at: s.created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.updateTable('subscriptions').set({ payment_id: payment.id }).where('id', '=', s.id).execute();
      // Charged and paid alike: the balance stays as it was.
      await db
        .updateTable('members')
        .set((eb) => ({
          charged_pence: eb('charged_pence', '+', amount),
          paid_pence: eb('paid_pence', '+', amount),
        }))
        .where('id', '=', s.member_id)
        .execute();
    }
  }

  async function down(db: MigrationDb) {
    await db.schema.dropIndex('members_balances_list_idx').ifExists().execute();
    await createIndex(db, 'members_balance_idx', 'members', [
      'balance_pence desc',
      'last_name',
      'first_name',
    ]);
    const moved = await db
      .selectFrom('subscriptions')
      .select(['payment_id'])
      .where('payment_id', 'is not', null)
      .execute();
    await db.schema.dropIndex('subscriptions_payment_idx').ifExists().execute();
    await db.schema.alterTable('subscriptions').dropColumn('payment_id').execute();
    for (const { payment_id } of moved)
      await db.deleteFrom('payments').where('id', '=', payment_id).execute();
    await db.schema.dropTable('subscription_charges').ifExists().execute();
    await sql`update members set
      charged_pence = coalesce((select sum(c.amount_pence) from charges c where c.member_id = members.id and c.status <> 'cancelled'), 0),
      paid_pence = coalesce((select sum(p.amount_pence) from payments p where p.member_id = members.id), 0)`.execute(
      db,
    );
    await sql`update members set balance_pence = charged_pence - paid_pence`.execute(db);
  }
  return { up, down };
}
