import type { Db } from '../../db/database';
import { insertRow } from '../../db/rows';
import type { Booking, CancelReason, ChargePlace, StandingCharge } from '@shared/charge-rules';

/** What the charge rules need of a fixture: its places, withdraw-by date, fees and name; undefined when gone. */
export function findFixtureTerms(db: Db, fixtureId: number) {
  return db
    .selectFrom('fixtures')
    .select([
      'id',
      'event',
      'start_date',
      'end_date',
      'places',
      'withdraw_by',
      'member_fee_pence',
      'guest_fee_pence',
      'dinner_only_fee_pence',
    ])
    .where('id', '=', fixtureId)
    .executeTakeFirst();
}

/** Everybody on the fixture's lists: members, and guests under their hosts. */
export async function listBookings(db: Db, fixtureId: number): Promise<Booking[]> {
  const [members, guests] = await Promise.all([
    db
      .selectFrom('fixture_registrations')
      .select(['member_id', 'list'])
      .where('fixture_id', '=', fixtureId)
      .execute(),
    db
      .selectFrom('fixture_guests')
      .select(['id', 'host_id', 'name', 'list'])
      .where('fixture_id', '=', fixtureId)
      .execute(),
  ]);
  return [
    ...members.map((r) => ({ memberId: r.member_id, guestId: null, guestName: null, list: r.list })),
    ...guests.map((g) => ({ memberId: g.host_id, guestId: g.id, guestName: g.name, list: g.list })),
  ];
}

/** The fixture's charges of members still here (a deleted member's are gone with them). */
export async function listFixtureCharges(db: Db, fixtureId: number): Promise<StandingCharge[]> {
  const rows = await db
    .selectFrom('charges')
    .select(['id', 'member_id', 'guest_id', 'place', 'status', 'amount_pence', 'description', 'left_at'])
    .where('fixture_id', '=', fixtureId)
    .where('member_id', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    memberId: r.member_id!,
    guestId: r.guest_id,
    place: r.place,
    status: r.status,
    amountPence: Number(r.amount_pence),
    description: r.description,
    leftAt: r.left_at,
  }));
}

export function insertCharge(
  db: Db,
  c: {
    memberId: number;
    fixtureId: number;
    guestId: number | null;
    place: ChargePlace;
    amountPence: number;
    description: string;
    today: string;
    at: string;
  },
) {
  return insertRow(db, 'charges', {
    member_id: c.memberId,
    fixture_id: c.fixtureId,
    guest_id: c.guestId,
    place: c.place,
    description: c.description,
    amount_pence: c.amountPence,
    status: 'active',
    charged_on: c.today,
    created_at: c.at,
    updated_at: c.at,
  });
}

/** The place is held again, or its fee or words changed: the charge stands at this amount. */
export async function holdCharge(db: Db, id: number, amountPence: number, description: string, at: string) {
  await db
    .updateTable('charges')
    .set({ status: 'active', amount_pence: amountPence, description, left_at: null, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function keepCharge(db: Db, id: number, at: string) {
  await db
    .updateTable('charges')
    .set({ status: 'kept', left_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function cancelCharge(db: Db, id: number, reason: CancelReason, today: string, at: string) {
  await db
    .updateTable('charges')
    .set({ status: 'cancelled', cancelled_on: today, cancel_reason: reason, updated_at: at })
    .where('id', '=', id)
    .execute();
}
