import type { MigrationDb } from './schema-steps';

/**
 * Paying by card (DESIGN.md 'Money', decision 0056): each Stripe event that recorded a payment, by the event's id,
 * so that an event delivered twice (Stripe retries, or sends it again at the same moment) is recorded once. The
 * primary key is the guard: of two deliveries, one insert wins. No personal data: the payment row names the member.
 */
export function cardPaymentsMigration() {
  async function up(db: MigrationDb) {
    await db.schema
      .createTable('card_events')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('set null'))
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute();
  }
  async function down(db: MigrationDb) {
    await db.schema.dropTable('card_events').ifExists().execute();
  }
  return { up, down };
}
