// The fixture lists and the home page's Upcoming Fixtures say 'Full', 'Waiting list' (to the member on it),
// 'Opens 1 Mar' or 'Sign-up closed' beside the Register? action.
import { describe, expect } from 'vitest';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { test as harness } from '../helpers/harness';

/** A fixture of each kind; the member has its one place of the full one, the other member is waiting for it. */
const test = harness.extend('fixtures', { auto: true }, async ({ db, member, otherMember }) => {
  const full = await createFixture(db, { start_date: dayFromToday(10), event: 'Full One', places: 1 });
  await createFixture(db, { start_date: dayFromToday(60), event: 'Opens Later', signup_opens: '2099-03-01' });
  await createFixture(db, {
    start_date: dayFromToday(12),
    event: 'Closed Already',
    signup_closes: dayFromToday(-1),
  });
  await createFixture(db, { start_date: dayFromToday(11), event: 'Wide Open', places: 30 });
  for (const m of [member, otherMember])
    expect((await m.post('/api/fixtures/enter', { fixtureId: full, userId: m.id })).json).toBe(true);
});

const labels = (items: { event: string; signupLabel: string | null }[]) =>
  Object.fromEntries(items.map((f) => [f.event, f.signupLabel]));

describe('the word beside Register?', () => {
  const expected = {
    'Full One': 'Full',
    'Opens Later': 'Opens 1 Mar',
    'Closed Already': 'Sign-up closed',
    'Wide Open': null,
  };

  test('is the same for everyone on the public list, and for the member with a place', async ({
    visitor,
    member,
  }) => {
    expect(labels((await visitor.get('/api/Fixtures/List')).json)).toEqual(expected);
    const own = await member.get(`/api/fixtures/listforuser/${member.id}`);
    expect(own.status).toBe(200);
    expect(labels(own.json)).toEqual(expected);
  });

  test('tells the member on the waiting list so', async ({ otherMember }) => {
    const own = await otherMember.get(`/api/fixtures/listforuser/${otherMember.id}`);
    expect(labels(own.json)).toEqual({ ...expected, 'Full One': 'Waiting list' });
  });

  test('shows on the home page’s Upcoming Fixtures', async ({ visitor }) => {
    const latest = labels((await visitor.get('/api/Fixtures/GetLatest')).json);
    expect(latest).toEqual(expected);
  });
});
