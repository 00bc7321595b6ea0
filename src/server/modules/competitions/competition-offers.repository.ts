import type { Db } from '../../db/database';
import { setIfEmpty } from '../../db/rows';
import { reserveRows } from './competitions.repository';

/** Withdrawals and offers of a place (decision 0060): the queries of competition-offers.service.ts. */

export function placeOfMember(db: Db, competitionId: number, memberId: number) {
  return db
    .selectFrom('competition_places')
    .select(['id', 'pair_index', 'slot', 'member_id'])
    .where('competition_id', '=', competitionId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export function findPlace(db: Db, placeId: number) {
  return db
    .selectFrom('competition_places')
    .select(['id', 'competition_id', 'pair_index', 'slot', 'member_id'])
    .where('id', '=', placeId)
    .executeTakeFirst();
}
export type PlaceRow = NonNullable<Awaited<ReturnType<typeof findPlace>>>;

/** The other player of a place's pair, if any. */
export function partnerOf(db: Db, place: PlaceRow) {
  return db
    .selectFrom('competition_places')
    .select('member_id')
    .where('competition_id', '=', place.competition_id)
    .where('pair_index', '=', place.pair_index)
    .where('id', '<>', place.id)
    .executeTakeFirst();
}

/** Frees a place and records the withdrawal. */
export async function withdrawFromPlace(db: Db, competitionId: number, place: PlaceRow, at: string) {
  await db.updateTable('competition_places').set({ member_id: null }).where('id', '=', place.id).execute();
  await db
    .insertInto('competition_withdrawals')
    .values({
      competition_id: competitionId,
      member_id: place.member_id!,
      pair_index: place.pair_index,
      withdrawn_at: at,
    })
    .execute();
}

/** A reserve takes a free place: true only for the one whose UPDATE found it still empty (decision 0060). */
export const takePlace = (db: Db, placeId: number, memberId: number) =>
  setIfEmpty(db, 'competition_places', ['id', placeId], ['member_id', memberId]);

export function reserveOf(db: Db, competitionId: number, memberId: number) {
  return reserveRows(db)
    .where('competition_id', '=', competitionId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}
export type ReserveRow = NonNullable<Awaited<ReturnType<typeof reserveOf>>>;

/** The first reserve in order still waiting his turn (not offered, declined, lapsed or playing). */
export function firstWaitingReserve(db: Db, competitionId: number) {
  return reserveRows(db)
    .where('competition_id', '=', competitionId)
    .where('state', '=', 'waiting')
    .orderBy('reserve_order')
    .executeTakeFirst();
}

/** Reserves holding a live offer of this place (the one made last; none once it is answered). */
export function offeredFor(db: Db, placeId: number) {
  return reserveRows(db).where('offered_place_id', '=', placeId).where('state', '=', 'offered').execute();
}

export async function setReserveState(
  db: Db,
  id: number,
  state: 'waiting' | 'offered' | 'declined' | 'lapsed' | 'playing',
  offer?: { placeId: number | null; offeredAt: string | null; expiresAt: string | null },
) {
  await db
    .updateTable('competition_reserves')
    .set({
      state,
      ...(offer
        ? {
            offered_place_id: offer.placeId,
            offered_at: offer.offeredAt,
            offer_expires_at: offer.expiresAt,
          }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** The competitions with an offer past its time (the lapse job's work). */
export async function competitionsWithLapsedOffers(db: Db, now: string) {
  const rows = await db
    .selectFrom('competition_reserves')
    .select('competition_id')
    .distinct()
    .where('state', '=', 'offered')
    .where('offer_expires_at', '<=', now)
    .execute();
  return rows.map((r) => r.competition_id);
}

export function lapsedOffersOf(db: Db, competitionId: number, now: string) {
  return reserveRows(db)
    .where('competition_id', '=', competitionId)
    .where('state', '=', 'offered')
    .where('offer_expires_at', '<=', now)
    .orderBy('reserve_order')
    .execute();
}
