import type { Db } from '../database';
import { teeToRow } from '../../modules/courses/tee-rows';
import { findScoring } from '../../modules/fixtures/scoring/fixture-scoring.repository';
import { writePublication } from '../../modules/fixtures/scoring/publish-results.service';
import { DEMO_ALLOWANCE, DEMO_CARD_GUESTS, DEMO_PRIZES, DEMO_SCORED, demoCards } from './demo-cards';
import { DEMO_TEES } from './demo-tees';

/**
 * Results from the cards in the demo (demo-cards.ts): every demo course's tees, and last year's Autumn Meeting
 * scored from a dozen cards and published, so that the fixture's result page shows its field, and the order of merit
 * and the roll of honour have a published meeting. Its players are on its list (the guests under the members who
 * brought them); the cards' prizes replace the rows the demo's results had typed for them.
 */
export async function seedDemoResultsFromCards(db: Db, today: string, nowIso: string) {
  const courses = await db.selectFrom('courses').select(['id', 'club']).execute();
  const tees = courses.flatMap((c) => (DEMO_TEES.get(c.club) ?? []).map((t, i) => teeToRow(c.id, i + 1, t)));
  if (tees.length) await db.insertInto('course_tees').values(tees).execute();

  const lastYear = Number(today.slice(0, 4)) - 1;
  const fixture = await db
    .selectFrom('fixtures')
    .select(['id', 'year', 'start_date'])
    .where('event', '=', DEMO_SCORED.event)
    .where('year', '=', lastYear)
    .executeTakeFirst();
  const course = courses.find((c) => c.club === DEMO_SCORED.club);
  if (!fixture || !course) return;
  await db
    .insertInto('fixture_scoring')
    .values({
      fixture_id: fixture.id,
      course_id: course.id,
      tee: DEMO_SCORED.tee,
      format: 'stableford',
      allowance_tenths: DEMO_ALLOWANCE * 10,
      prizes: JSON.stringify(DEMO_PRIZES),
      one_prize_each: 1,
      changed_at: nowIso,
      published_at: null,
      published_meeting: null,
      published_prizes: null,
    })
    .execute();

  const cards = demoCards();
  const emails = cards.flatMap((c) => (c.email ? [c.email] : []));
  const members = new Map(
    (await db.selectFrom('members').select(['id', 'email']).where('email', 'in', emails).execute()).map(
      (m) => [m.email, m.id],
    ),
  );
  const listed = new Set(
    (
      await db
        .selectFrom('fixture_registrations')
        .select('member_id')
        .where('fixture_id', '=', fixture.id)
        .execute()
    ).map((r) => r.member_id),
  );
  const booked = `${fixture.start_date}T09:00:00.000Z`;
  let position = listed.size;
  const newcomers = [...members.values()].filter((id) => !listed.has(id));
  if (newcomers.length)
    await db
      .insertInto('fixture_registrations')
      .values(
        newcomers.map((memberId) => ({
          fixture_id: fixture.id,
          member_id: memberId,
          list: 'registered' as const,
          position: (position += 1),
          created_at: booked,
        })),
      )
      .execute();
  await db
    .insertInto('fixture_guests')
    .values(
      DEMO_CARD_GUESTS.map((g) => ({
        fixture_id: fixture.id,
        host_id: members.get(g.host)!,
        name: g.name,
        handicap: g.handicap,
        list: 'registered' as const,
        position: (position += 1),
        dinner_choice: null,
        dietary: null,
        created_at: booked,
      })),
    )
    .execute();
  await db
    .insertInto('fixture_cards')
    .values(
      cards.map((c) => ({
        fixture_id: fixture.id,
        member_id: c.email ? members.get(c.email)! : null,
        guest_name: c.email ? null : c.player.name,
        guest_key: c.email ? null : c.player.name.toLowerCase(),
        handicap_tenths: Math.round(c.handicapIndex * 10),
        holes: JSON.stringify(c.holes),
        created_at: nowIso,
        updated_at: nowIso,
      })),
    )
    .execute();

  await db
    .deleteFrom('meeting_results')
    .where('year', '=', lastYear)
    .where('meeting_type', '=', DEMO_SCORED.meetingType)
    .where(
      'event',
      'in',
      DEMO_PRIZES.map((p) => p.event),
    )
    .where('fixture_id', 'is', null)
    .execute();
  await writePublication(db, fixture, (await findScoring(db, fixture.id))!, DEMO_SCORED.meetingType, nowIso);
}
