import type { Db } from '../../db/database';

/** Who a card is for: a member by id, or a guest by name (matched in any case). */
export type CardPlayer =
  { memberId: number; guestName?: undefined } | { memberId?: undefined; guestName: string };

export const guestKey = (name: string) => name.trim().toLowerCase();

/** A fixture's cards as typed, with each member's name and year left (guests have neither). */
export function cardsOfFixture(db: Db, fixtureId: number) {
  return db
    .selectFrom('fixture_cards as c')
    .leftJoin('members as m', 'm.id', 'c.member_id')
    .select([
      'c.id',
      'c.member_id',
      'c.guest_name',
      'c.handicap_tenths',
      'c.holes',
      'c.updated_at',
      'm.first_name',
      'm.last_name',
      'm.year_left',
    ])
    .where('c.fixture_id', '=', fixtureId)
    .orderBy('c.id')
    .execute();
}
export type CardRow = Awaited<ReturnType<typeof cardsOfFixture>>[number];

export function findCard(db: Db, fixtureId: number, player: CardPlayer) {
  return db
    .selectFrom('fixture_cards')
    .select(['id', 'member_id', 'guest_name', 'handicap_tenths', 'holes'])
    .where('fixture_id', '=', fixtureId)
    .$if(player.memberId !== undefined, (qb) => qb.where('member_id', '=', player.memberId!))
    .$if(player.guestName !== undefined, (qb) => qb.where('guest_key', '=', guestKey(player.guestName!)))
    .executeTakeFirst();
}

export async function countCards(db: Db, fixtureId: number): Promise<number> {
  const row = await db
    .selectFrom('fixture_cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('fixture_id', '=', fixtureId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface CardValues {
  handicapTenths: number;
  holes: (number | null)[];
}

/** Writes a player's card: the existing one (`id`) is replaced, or a new one is made. */
export async function writeCard(
  db: Db,
  fixtureId: number,
  player: CardPlayer,
  existingId: number | undefined,
  card: CardValues,
  at: string,
) {
  const values = { handicap_tenths: card.handicapTenths, holes: JSON.stringify(card.holes), updated_at: at };
  if (existingId !== undefined) {
    await db
      .updateTable('fixture_cards')
      .set({ ...values, ...(player.guestName !== undefined && { guest_name: player.guestName.trim() }) })
      .where('id', '=', existingId)
      .execute();
    return;
  }
  await db
    .insertInto('fixture_cards')
    .values({
      fixture_id: fixtureId,
      member_id: player.memberId ?? null,
      guest_name: player.guestName?.trim() ?? null,
      guest_key: player.guestName === undefined ? null : guestKey(player.guestName),
      ...values,
      created_at: at,
    })
    .execute();
}

export async function deleteCard(db: Db, id: number) {
  await db.deleteFrom('fixture_cards').where('id', '=', id).execute();
}

/** An approved member's name and year left (a card is for a member of the society). */
export function findCardMember(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'first_name', 'last_name', 'year_left'])
    .where('id', '=', memberId)
    .where('approval', '=', 'approved')
    .executeTakeFirst();
}

/**
 * The fixture's players who may need a card: the members holding a place, each with their handicap, and the
 * guests they booked places for, with the host's name; in the order of the list.
 */
export async function entrantsOfFixture(db: Db, fixtureId: number) {
  const members = await db
    .selectFrom('fixture_registrations as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select(['m.id', 'm.first_name', 'm.last_name', 'm.handicap'])
    .where('r.fixture_id', '=', fixtureId)
    .where('r.list', '=', 'registered')
    .orderBy('r.position')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  const guests = await db
    .selectFrom('fixture_guests as g')
    .innerJoin('members as h', 'h.id', 'g.host_id')
    .select(['g.name', 'g.handicap', 'g.host_id', 'h.first_name', 'h.last_name'])
    .where('g.fixture_id', '=', fixtureId)
    .where('g.list', '=', 'registered')
    .orderBy('g.position')
    .orderBy('g.created_at')
    .orderBy('g.id')
    .execute();
  return { members, guests };
}
