// Shared by the tests of the public fixture lists (tests/api/fixtures-list, fixtures-by-year, fixtures-latest).

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
