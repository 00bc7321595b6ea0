import { sql, type Kysely } from 'kysely';
import { makePaymentReference, randomReferencePart } from '@shared/payment-reference';

/**
 * Money (DESIGN.md 'Money', decisions 0046 and 0049). Every member gains a permanent payment reference (those
 * already here get theirs now; a new member's is given as the row is made) and their account's running totals
 * (charges standing, payments, and the balance, charged less paid). The ledger: `charges` made by the rules
 * of src/shared/charge-rules.ts for places on fixtures with fees (kept when the member or the fixture goes: a
 * deleted member's are removed by the account deletion, a deleted fixture's keep their words and lose the link);
 * `payments` recorded by the treasurer or imported from a bank statement; and `bank_lines`, the statement lines
 * previewed, each once by its stable id, marked when imported so that no line is ever recorded twice.
 */
export function moneyMigration(dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const id = pg ? sql`serial` : sql`integer`;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function up(db: Kysely<any>) {
    await db.schema.alterTable('members').addColumn('payment_reference', 'text').execute();
    await db.schema
      .createIndex('members_payment_reference_unique')
      .on('members')
      .column('payment_reference')
      .unique()
      .execute();
    // Each member's account, kept in step with their charges and payments in the same transactions, so that the
    // treasurer's list of 100,000 balances is read from an index, not summed on every request.
    for (const column of ['charged_pence', 'paid_pence', 'balance_pence']) {
      await db.schema
        .alterTable('members')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    // In the order of the treasurer's list (largest debt first, then by name), so a page is read straight off it.
    await db.schema
      .createIndex('members_balance_idx')
      .on('members')
      .columns(['balance_pence desc', 'last_name', 'first_name'])
      .execute();
    const members = await db.selectFrom('members').select('id').orderBy('id').execute();
    for (const { id: memberId } of members) {
      await db
        .updateTable('members')
        .set({ payment_reference: makePaymentReference(memberId, randomReferencePart()) })
        .where('id', '=', memberId)
        .execute();
    }

    await db.schema
      .createTable('charges')
      .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
      .addColumn('fixture_id', 'integer', (c) => c.references('fixtures.id').onDelete('set null'))
      .addColumn('guest_id', 'integer')
      .addColumn('place', 'text', (c) => c.notNull().check(sql`place in ('golf','dinner')`))
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('amount_pence', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active','kept','cancelled')`))
      .addColumn('charged_on', 'text', (c) => c.notNull())
      .addColumn('left_at', 'text')
      .addColumn('cancelled_on', 'text')
      .addColumn('cancel_reason', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('charges_member_idx').on('charges').column('member_id').execute();
    await db.schema.createIndex('charges_fixture_idx').on('charges').column('fixture_id').execute();

    await db.schema
      .createTable('bank_lines')
      .addColumn('line_id', 'text', (c) => c.primaryKey())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('amount_pence', 'integer', (c) => c.notNull())
      .addColumn('seen_at', 'text', (c) => c.notNull())
      .addColumn('imported_at', 'text')
      .execute();

    await db.schema
      .createTable('payments')
      .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
      .addColumn('amount_pence', 'integer', (c) => c.notNull().check(sql`amount_pence > 0`))
      .addColumn('paid_on', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('line_id', 'text', (c) => c.references('bank_lines.line_id'))
      .addColumn('recorded_by', 'integer', (c) => c.references('members.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payments_member_idx').on('payments').column('member_id').execute();
    // One payment per statement line: a line is never recorded twice, by two imports or two treasurers at once.
    await db.schema.createIndex('payments_line_unique').on('payments').column('line_id').unique().execute();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function down(db: Kysely<any>) {
    await db.schema.dropTable('payments').ifExists().execute();
    await db.schema.dropTable('bank_lines').ifExists().execute();
    await db.schema.dropTable('charges').ifExists().execute();
    await db.schema.dropIndex('members_payment_reference_unique').ifExists().execute();
    await db.schema.dropIndex('members_balance_idx').ifExists().execute();
    for (const column of ['payment_reference', 'charged_pence', 'paid_pence', 'balance_pence']) {
      await db.schema.alterTable('members').dropColumn(column).execute();
    }
  }
  return { up, down };
}
