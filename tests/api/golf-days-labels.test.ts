// Issue 19: the fixture lists and the home page's Upcoming Fixtures say 'Full', 'Waiting list' (to the member on
// it), 'Opens 1 Mar' or 'Sign-up closed' beside the Register? action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createMember, signInAs } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import type { TestClient } from '../helpers/http-client';

let t: TestApp;
const clients: TestClient[] = [];
const ids: Record<string, number> = {};
const memberIds: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  for (let i = 0; i < 2; i += 1) {
    const m = await createMember(t.db);
    const c = t.client();
    await signInAs(c, t.db, m.id);
    clients.push(c);
    memberIds.push(m.id);
  }
  ids.full = await createFixture(t.db, { start_date: dayFromToday(10), event: 'Full One', places: 1 });
  ids.later = await createFixture(t.db, {
    start_date: dayFromToday(60),
    event: 'Opens Later',
    signup_opens: '2099-03-01',
  });
  ids.closed = await createFixture(t.db, {
    start_date: dayFromToday(12),
    event: 'Closed Already',
    signup_closes: dayFromToday(-1),
  });
  ids.open = await createFixture(t.db, { start_date: dayFromToday(11), event: 'Wide Open', places: 30 });
  expect(
    (await clients[0].post('/api/fixtures/enter', { fixtureId: ids.full, userId: memberIds[0] })).json,
  ).toBe(true);
  expect(
    (await clients[1].post('/api/fixtures/enter', { fixtureId: ids.full, userId: memberIds[1] })).json,
  ).toBe(true);
});
afterAll(() => t.close());

const labels = (items: { event: string; signupLabel: string | null }[]) =>
  Object.fromEntries(items.map((f) => [f.event, f.signupLabel]));

describe('the word beside Register?', () => {
  const expected = {
    'Full One': 'Full',
    'Opens Later': 'Opens 1 Mar',
    'Closed Already': 'Sign-up closed',
    'Wide Open': null,
  };

  it('is the same for everyone on the public list, and for the member with a place', async () => {
    expect(labels((await t.client().get('/api/Fixtures/List')).json)).toEqual(expected);
    const own = await clients[0].get(`/api/fixtures/listforuser/${memberIds[0]}`);
    expect(own.status).toBe(200);
    expect(labels(own.json)).toEqual(expected);
  });

  it('tells the member on the waiting list so', async () => {
    const own = await clients[1].get(`/api/fixtures/listforuser/${memberIds[1]}`);
    expect(labels(own.json)).toEqual({ ...expected, 'Full One': 'Waiting list' });
  });

  it('shows on the home page’s Upcoming Fixtures', async () => {
    const latest = labels((await t.client().get('/api/Fixtures/GetLatest')).json);
    expect(latest).toEqual(expected);
  });
});
