import type { Db } from '../database';
import { DEMO_MEMBER_EMAIL } from './demo-members';

/**
 * Golf days in the demo: the third open fixture to come is full with two on its waiting list, and the first
 * has a published match team (selected and reserves), so a new user sees both at once.
 */
export async function seedDemoGolfDays(db: Db, today: string, nowIso: string) {
  const coming = await db
    .selectFrom('fixtures')
    .select(['id'])
    .where('start_date', '>=', today)
    .where('can_register', '=', 1)
    .orderBy('start_date')
    .orderBy('id')
    .limit(3)
    .execute();
  if (coming.length < 3) return;
  const entries = (fixtureId: number) =>
    db
      .selectFrom('fixture_registrations')
      .select(['member_id'])
      .where('fixture_id', '=', fixtureId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  const full = coming[2].id;
  const onFull = await entries(full);
  await db.updateTable('fixtures').set({ places: onFull.length }).where('id', '=', full).execute();
  for (const [i, r] of onFull.entries()) {
    await db
      .updateTable('fixture_registrations')
      .set({ position: i + 1 })
      .where('fixture_id', '=', full)
      .where('member_id', '=', r.member_id)
      .execute();
  }
  const waiting = await db
    .selectFrom('members')
    .select(['id'])
    .where('approval', '=', 'approved')
    .where('is_admin', '=', 0)
    .where('email', '!=', DEMO_MEMBER_EMAIL)
    .where('id', 'not in', onFull.length ? onFull.map((r) => r.member_id) : [0])
    .orderBy('id')
    .limit(2)
    .execute();
  for (const [i, m] of waiting.entries()) {
    await db
      .insertInto('fixture_registrations')
      .values({ fixture_id: full, member_id: m.id, list: 'waiting', position: i + 1, created_at: nowIso })
      .execute();
  }

  const match = coming[0].id;
  const onMatch = await entries(match);
  for (const [i, r] of onMatch.entries()) {
    await db
      .updateTable('fixture_registrations')
      .set({ position: i + 1, team: i < 4 ? 'selected' : i === 4 ? 'reserve' : null })
      .where('fixture_id', '=', match)
      .where('member_id', '=', r.member_id)
      .execute();
  }
  await db
    .updateTable('fixtures')
    .set({ team_published_at: nowIso, places: Math.max(onMatch.length, 12) })
    .where('id', '=', match)
    .execute();
}
