import type { Db } from '../database';
import { daysAgo } from './demo-dates';

/** The menu of the demo meeting's dinner. */
export const DEMO_DINNER_CHOICES = ['Roast sirloin of beef', 'Pan-fried sea bass', 'Wild mushroom risotto'];
const [BEEF, BASS, RISOTTO] = DEMO_DINNER_CHOICES;

type List = 'registered' | 'dinner';
interface DemoBooking {
  list: List;
  dinner: { choice: string; dietary?: string } | null;
  guests: { name: string; handicap: number | null; dinner: { choice: string; dietary?: string } | null }[];
}

/** Six bookings: golfers with and without guests, diners of every kind, dietary notes and one dinner-only booking. */
const BOOKINGS: DemoBooking[] = [
  {
    list: 'registered',
    dinner: { choice: BEEF },
    guests: [{ name: 'Tim Hardy', handicap: 14.2, dinner: { choice: BEEF } }],
  },
  {
    list: 'registered',
    dinner: { choice: BASS, dietary: 'No dairy' },
    guests: [
      { name: 'Sophie Marsh', handicap: 22.5, dinner: { choice: RISOTTO, dietary: 'Vegetarian; no eggs' } },
      { name: 'George Bell', handicap: 9.8, dinner: { choice: BEEF } },
    ],
  },
  { list: 'registered', dinner: { choice: RISOTTO, dietary: 'Coeliac: no gluten' }, guests: [] },
  { list: 'registered', dinner: null, guests: [{ name: 'Rupert Crane', handicap: 6.1, dinner: null }] },
  {
    list: 'dinner',
    dinner: { choice: BASS },
    guests: [{ name: 'Margaret Fraser', handicap: null, dinner: { choice: BEEF, dietary: 'Nut allergy' } }],
  },
  { list: 'registered', dinner: { choice: BEEF }, guests: [] },
];

/**
 * Who made each booking above: approved demo members whom no journey suspends or changes (the journeys that
 * suspend a demo member use Charles Wainwright and Edward Lambert), so every journey finds the meeting as seeded.
 */
const BOOKERS = [
  'simon.pemberton@example.com',
  'harriet.sinclair@example.com',
  'james.fairweather@example.com',
  'geoff.radcliffe@example.com',
  'nick.cavendish@example.com',
  'oliver.kingsley@example.com',
];

/**
 * Guests and the dinner in the demo: the first spring or autumn meeting to come that has no one on it yet (so
 * that it is none of the golf days' fixtures) allows two guests a member, has a dinner with three choices and
 * dinner-only places, and fees; six members have booked, with guests, dinner choices, dietary notes and a
 * dinner-only booking. The demo member is left off, free to book it with a guest.
 */
export async function seedDemoGuestsAndDinner(db: Db, today: string, now: Date) {
  const meeting = await db
    .selectFrom('fixtures as f')
    .select(['f.id'])
    .where('f.event', 'in', ['Spring Meeting', 'Autumn Meeting'])
    .where('f.start_date', '>', today)
    .where('f.can_register', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('fixture_registrations as r').select('r.id').whereRef('r.fixture_id', '=', 'f.id'),
        ),
      ),
    )
    .orderBy('f.start_date')
    .orderBy('f.id')
    .executeTakeFirst();
  if (!meeting) return;
  const members = await db
    .selectFrom('members')
    .select(['id', 'email'])
    .where('email', 'in', BOOKERS)
    .where('approval', '=', 'approved')
    .execute();
  const idOf = new Map(members.map((m) => [m.email, m.id]));
  if (idOf.size < BOOKERS.length) return;

  await db
    .updateTable('fixtures')
    .set({
      places: 24,
      guests_per_member: 2,
      dinner_choices: JSON.stringify(DEMO_DINNER_CHOICES),
      dinner_only: 1,
      member_fee_pence: 8500,
      guest_fee_pence: 9500,
      dinner_only_fee_pence: 4500,
    })
    .where('id', '=', meeting.id)
    .execute();

  // One sequence of positions per list across the members and their guests, in the order they booked.
  const next: Record<List, number> = { registered: 0, dinner: 0 };
  const dinnerColumns = (dinner: DemoBooking['dinner']) => ({
    dines: dinner ? 1 : 0,
    dinner_choice: dinner?.choice ?? null,
    dietary: dinner?.dietary ?? null,
  });
  for (const [i, b] of BOOKINGS.entries()) {
    const at = daysAgo(now, 12 - i);
    const hostId = idOf.get(BOOKERS[i]!)!;
    await db
      .insertInto('fixture_registrations')
      .values({
        fixture_id: meeting.id,
        member_id: hostId,
        list: b.list,
        position: (next[b.list] += 1),
        created_at: at,
        ...dinnerColumns(b.dinner),
      })
      .execute();
    for (const g of b.guests) {
      await db
        .insertInto('fixture_guests')
        .values({
          fixture_id: meeting.id,
          host_id: hostId,
          name: g.name,
          handicap: g.handicap,
          list: b.list,
          position: (next[b.list] += 1),
          created_at: at,
          ...dinnerColumns(g.dinner),
        })
        .execute();
    }
  }
}
