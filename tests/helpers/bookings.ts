// Bookings with guests and dinners put straight into the tables (migration 0015), for the tests of what managers
// and the caterer see: a test of the Players screen need not go through the members' booking routes.
// registrationsInOrder reads a fixture's lists back, in order.
import type { Db } from '../../src/server/db/database';
import type { FixtureRegistrationsTable } from '../../src/server/db/types';

type List = 'registered' | 'waiting' | 'dinner';
/** A diner's dinner: the choice (null: none yet, or a dinner without choices) and a dietary note. */
export type DinnerSpec = { choice?: string | null; dietary?: string | null } | null;

export interface GuestSpec {
  name: string;
  handicap?: number | null;
  /** The guest's own list; their host's unless said (a guest may wait while the host plays). */
  list?: List;
  dinner?: DinnerSpec;
}

export interface BookingSpec {
  list?: List;
  dinner?: DinnerSpec;
  guests?: GuestSpec[];
  /** When the member booked; now unless said. */
  at?: string;
}

/**
 * A fixture's dinner and guests allowed, as `createFixture` overrides: `dinner_choices` is the menu's JSON (`[]` a
 * dinner without a choice).
 */
export const withDinner = (choices: string[], { dinnerOnly = false, guestsPerMember = 3 } = {}) => ({
  dinner_choices: JSON.stringify(choices),
  dinner_only: dinnerOnly ? 1 : 0,
  guests_per_member: guestsPerMember,
});

/** The next position on a list: one sequence per list across the members' and the guests' rows. */
async function nextPosition(db: Db, fixtureId: number, list: List) {
  const highest = async (table: 'fixture_registrations' | 'fixture_guests') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max('position').as('p'))
      .where('fixture_id', '=', fixtureId)
      .where('list', '=', list)
      .executeTakeFirst();
    return Number(row?.p ?? 0);
  };
  return Math.max(await highest('fixture_registrations'), await highest('fixture_guests')) + 1;
}

const dinnerColumns = (dinner: DinnerSpec | undefined, list: List) => ({
  dines: dinner || list === 'dinner' ? 1 : 0,
  dinner_choice: dinner?.choice ?? null,
  dietary: dinner?.dietary ?? null,
});

/** Puts a member on a fixture with their dinner and guests, each at the end of their list. */
export async function bookMember(db: Db, fixtureId: number, memberId: number, booking: BookingSpec = {}) {
  const list = booking.list ?? 'registered';
  const at = booking.at ?? new Date().toISOString();
  await db
    .insertInto('fixture_registrations')
    .values({
      fixture_id: fixtureId,
      member_id: memberId,
      list,
      position: await nextPosition(db, fixtureId, list),
      created_at: at,
      ...dinnerColumns(booking.dinner, list),
    })
    .execute();
  for (const g of booking.guests ?? []) {
    const guestList = g.list ?? list;
    await db
      .insertInto('fixture_guests')
      .values({
        fixture_id: fixtureId,
        host_id: memberId,
        name: g.name,
        handicap: g.handicap ?? null,
        list: guestList,
        position: await nextPosition(db, fixtureId, guestList),
        created_at: at,
        ...dinnerColumns(g.dinner, guestList),
      })
      .execute();
  }
}

/** A fixture's members' rows as stored, with the columns asked for, by list and then by position on it. */
export const registrationsInOrder = <C extends keyof FixtureRegistrationsTable & string>(
  db: Db,
  fixtureId: number,
  columns: readonly C[],
) =>
  db
    .selectFrom('fixture_registrations')
    .select(columns)
    .where('fixture_id', '=', fixtureId)
    .orderBy('list')
    .orderBy('position')
    .execute();
