import { describe, expect } from 'vitest';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { test } from '../helpers/harness';

describe('GET /api/Fixtures/GetLatest', () => {
  test('lists up to five fixtures still to come, soonest first, as {id, year, fixtureDate, event, signupLabel}', async ({
    db,
    visitor,
  }) => {
    await createFixture(db, { start_date: dayFromToday(-1), event: 'Yesterday' });
    await createFixture(db, {
      start_date: dayFromToday(-3),
      end_date: dayFromToday(0),
      event: 'Ends today',
    });
    for (const n of [30, 10, 20, 40, 50, 60]) {
      await createFixture(db, { start_date: dayFromToday(n), event: `In ${n} days` });
    }
    const res = await visitor.get('/api/fixtures/getlatest');
    expect(res.status).toBe(200);
    expect(res.json.map((f: { event: string }) => f.event)).toEqual([
      'Ends today',
      'In 10 days',
      'In 20 days',
      'In 30 days',
      'In 40 days',
    ]);
    for (const f of res.json)
      expect(Object.keys(f).sort()).toEqual(['event', 'fixtureDate', 'id', 'signupLabel', 'year']);
    expect(res.json[1].fixtureDate).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  });

  test('counts a fixture ending today in London as still to come, and yesterday as gone', async ({
    db,
    visitor,
    clock,
  }) => {
    const tenth = await createFixture(db, { start_date: '2030-06-10', event: 'Tenth' });
    clock.set('2030-06-10T22:59:00Z');
    expect((await visitor.get('/api/Fixtures/GetLatest')).json).toEqual([
      { id: tenth, year: 2030, fixtureDate: 'Mon 10 Jun 2030', event: 'Tenth', signupLabel: null },
    ]);
    clock.set('2030-06-10T23:00:30Z');
    expect((await visitor.get('/api/Fixtures/GetLatest')).json).toEqual([]);
  });
});
