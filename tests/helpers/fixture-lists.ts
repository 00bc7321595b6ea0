// Shared by the tests of the public fixture lists (tests/api/fixtures-list, fixtures-by-year, fixtures-latest).
import type { Db } from '../../src/server/db/database';
import { setClockOffsetForTests } from '../../src/server/lib/clock';

/** The fields of each fixture in the public lists (spec §3), sorted. */
export const FIXTURE_LIST_KEYS = [
  'canRegister',
  'comments',
  'endDate',
  'event',
  'fixtureDate',
  'id',
  'isPast',
  'isSignedUp',
  'location',
  'manager',
  'signupLabel',
  'startDate',
  'year',
].sort();

/** Moves the server's clock so that it reads the given instant. */
export function setNow(iso: string) {
  setClockOffsetForTests(Date.parse(iso) - Date.now());
}

/** Deletes every fixture, so that a test's lists hold only its own. */
export async function deleteAllFixtures(db: Db) {
  await db.deleteFrom('fixtures').execute();
}
