import type { Db } from '../../../db/database';

/**
 * Claims a Stripe event for this delivery: true for the one delivery that inserted it. The primary key decides
 * between two deliveries at the same moment (PostgreSQL: the second insert waits for the first's transaction and
 * then does nothing; SQLite: one writer at a time), so an event is recorded once whatever the timing.
 */
export async function claimCardEvent(db: Db, eventId: string, at: string): Promise<boolean> {
  const r = await db
    .insertInto('card_events')
    .values({ event_id: eventId, payment_id: null, received_at: at })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The payment an event recorded. */
export async function setCardEventPayment(db: Db, eventId: string, paymentId: number) {
  await db
    .updateTable('card_events')
    .set({ payment_id: paymentId })
    .where('event_id', '=', eventId)
    .execute();
}
