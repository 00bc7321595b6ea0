import { describe, expect } from 'vitest';
import { createFixture } from '../helpers/fixture-factory';
import { FIXTURE_LIST_KEYS as LIST_KEYS } from '../helpers/fixture-lists';
import { test } from '../helpers/harness';
import { publicJson } from '../helpers/public-json';

describe('one year at a time: GET /api/fixtures/listyears and ?year=', () => {
  test('lists the years with fixtures, ascending, with how many each has', async ({ db, visitor }) => {
    expect((await visitor.get('/api/fixtures/listyears')).json).toEqual([]);
    await createFixture(db, { start_date: '2031-09-01' });
    await createFixture(db, { start_date: '2031-03-01' });
    await createFixture(db, { start_date: '2029-05-01' });
    // Filed under 2029 although it starts in 2030: counted by the stored year.
    await createFixture(db, { start_date: '2030-01-04', year: 2029 });
    expect(await publicJson(visitor, '/api/Fixtures/ListYears')).toEqual([
      { year: 2029, count: 2 },
      { year: 2031, count: 2 },
    ]);
  });

  test('answers only the given year from the list routes, in the same order and shape', async ({
    db,
    visitor,
  }) => {
    const late = await createFixture(db, { start_date: '2031-09-01' });
    const early = await createFixture(db, { start_date: '2031-03-01' });
    await createFixture(db, { start_date: '2029-05-01' });
    const list = await visitor.get('/api/Fixtures/List?year=2031');
    expect(list.status).toBe(200);
    expect(list.json.map((f: { id: number }) => f.id)).toEqual([early, late]);
    for (const f of list.json) expect(Object.keys(f).sort()).toEqual(LIST_KEYS);
    const grouped = await visitor.get('/api/fixtures/listbyyear?year=2031');
    expect(grouped.json.map((g: { year: number }) => g.year)).toEqual([2031]);
    expect(grouped.json[0].fixtures.map((f: { id: number }) => f.id)).toEqual([early, late]);
    expect((await visitor.get('/api/Fixtures/List?year=2030')).json).toEqual([]);
    expect((await visitor.get('/api/fixtures/listbyyear?year=2030')).json).toEqual([]);
    // Without a year, the whole list, as spec §7 has it.
    expect((await visitor.get('/api/Fixtures/List')).json).toHaveLength(3);
  });

  test('keeps one answer per year: a change to one year shows at once in every list', async ({
    db,
    visitor,
  }) => {
    await createFixture(db, { start_date: '2031-03-01', event: 'Spring' });
    expect((await visitor.get('/api/Fixtures/List?year=2031')).json).toHaveLength(1);
    expect((await visitor.get('/api/Fixtures/List?year=2032')).json).toHaveLength(0);
    await createFixture(db, { start_date: '2032-03-01', event: 'Next spring' });
    expect((await visitor.get('/api/Fixtures/List?year=2032')).json).toHaveLength(1);
    expect((await visitor.get('/api/fixtures/listyears')).json).toEqual([
      { year: 2031, count: 1 },
      { year: 2032, count: 1 },
    ]);
  });

  test('refuses a year that is not one, saying which years may be asked for', async ({ visitor }) => {
    for (const bad of ['abc', '31', '20310', '1899', '2101', '', '2031.0', '-2031']) {
      for (const path of ['/api/Fixtures/List', '/api/fixtures/listbyyear']) {
        const res = await visitor.get(`${path}?year=${encodeURIComponent(bad)}`);
        expect(res.status, `${path}?year=${bad}`).toBe(400);
        expect(res.json).toEqual({ year: ['Choose a year from 1900 to 2100'] });
      }
    }
    const twice = await visitor.get('/api/Fixtures/List?year=2030&year=2031');
    expect(twice.status).toBe(400);
    expect(twice.json).toEqual({ year: ['Choose a year from 1900 to 2100'] });
  });
});

describe('GET /api/fixtures/listbyyear', () => {
  test('groups the fixtures by year, years ascending, each in start-date order', async ({ db, visitor }) => {
    const late = await createFixture(db, { start_date: '2031-09-01' });
    const early = await createFixture(db, { start_date: '2031-03-01' });
    const old = await createFixture(db, { start_date: '2029-05-01' });
    const groups = await publicJson(visitor, '/api/Fixtures/ListByYear');
    expect(groups.map((g: { year: number }) => g.year)).toEqual([2029, 2031]);
    expect(Object.keys(groups[0]).sort()).toEqual(['fixtures', 'year']);
    expect(groups[0].fixtures.map((f: { id: number }) => f.id)).toEqual([old]);
    expect(groups[1].fixtures.map((f: { id: number }) => f.id)).toEqual([early, late]);
    for (const g of groups) for (const f of g.fixtures) expect(Object.keys(f).sort()).toEqual(LIST_KEYS);
  });

  test('answers an empty list when there are no fixtures', async ({ visitor }) => {
    expect((await visitor.get('/api/fixtures/listbyyear')).json).toEqual([]);
  });
});
