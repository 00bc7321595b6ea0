import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClockOffsetForTests } from '../../src/server/lib/clock';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';

let t: TestApp;

const LIST_KEYS = [
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
function setNow(iso: string) {
  setClockOffsetForTests(Date.parse(iso) - Date.now());
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => setClockOffsetForTests(0));

async function clear() {
  await t.db.deleteFrom('fixtures').execute();
}

describe('GET /api/Fixtures/List', () => {
  it('answers an empty list when there are no fixtures', async () => {
    await clear();
    const res = await t.client().get('/api/Fixtures/List');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  it('lists every fixture with the fields of spec §3, by year, start date and id', async () => {
    await clear();
    const c = await createFixture(t.db, { start_date: '2031-05-02', event: 'C' });
    const a = await createFixture(t.db, {
      start_date: '2030-07-09',
      end_date: '2030-07-10',
      event: 'A',
      location: 'Rye',
      manager: 'Hugh',
      comments: 'Jacket and tie',
      manager_email_addresses: 'secret@example.com',
    });
    const b1 = await createFixture(t.db, { start_date: '2030-08-01', event: 'B1' });
    const b2 = await createFixture(t.db, { start_date: '2030-08-01', event: 'B2' });
    // Filed under 2030 although it starts in January 2031: year groups by the stored year.
    const d = await createFixture(t.db, { start_date: '2031-01-05', year: 2030, event: 'D' });

    const res = await t.client().get('/api/fixtures/list');
    expect(res.status).toBe(200);
    expect(res.json.map((f: { id: number }) => f.id)).toEqual([a, b1, b2, d, c]);
    for (const f of res.json) expect(Object.keys(f).sort()).toEqual(LIST_KEYS);
    expect(res.json[0]).toEqual({
      id: a,
      fixtureDate: 'Tue 9 – Wed 10 Jul 2030',
      event: 'A',
      location: 'Rye',
      manager: 'Hugh',
      comments: 'Jacket and tie',
      isPast: false,
      isSignedUp: false,
      canRegister: true,
      startDate: '2030-07-09',
      endDate: '2030-07-10',
      year: 2030,
      signupLabel: null,
    });
    expect(res.text).not.toContain('secret@example.com');
  });

  it('judges isPast on the last day in London, and a past fixture cannot be registered for', async () => {
    await clear();
    const summer = await createFixture(t.db, { start_date: '2030-06-09', end_date: '2030-06-10' });
    const winter = await createFixture(t.db, { start_date: '2030-01-10' });
    const closed = await createFixture(t.db, { start_date: '2030-12-01', can_register: 0 });
    const byId = async () => {
      const res = await t.client().get('/api/Fixtures/List');
      return new Map(res.json.map((f: { id: number }) => [f.id, f])) as Map<
        number,
        { isPast: boolean; canRegister: boolean }
      >;
    };

    // 22:59 UTC on 10 June is 23:59 in London (BST): the last day is still today.
    setNow('2030-06-10T22:59:00Z');
    expect((await byId()).get(summer)).toMatchObject({ isPast: false, canRegister: true });
    // 23:00:30 UTC is 00:00:30 on 11 June in London: the fixture is over, though still 10 June in UTC.
    setNow('2030-06-10T23:00:30Z');
    expect((await byId()).get(summer)).toMatchObject({ isPast: true, canRegister: false });

    // In winter London is on GMT: the day ends at midnight UTC.
    setNow('2030-01-10T23:59:00Z');
    expect((await byId()).get(winter)).toMatchObject({ isPast: false, canRegister: true });
    setNow('2030-01-11T00:00:30Z');
    expect((await byId()).get(winter)).toMatchObject({ isPast: true, canRegister: false });

    // A fixture not open for registration never offers it.
    expect((await byId()).get(closed)).toMatchObject({ isPast: false, canRegister: false });
  });

  it('answers with Cache-Control and an ETag, and 304 when nothing has changed', async () => {
    await clear();
    await createFixture(t.db, { start_date: dayFromToday(10) });
    const first = await t.client().get('/api/Fixtures/List');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toContain('no-cache');
    const again = await t.client().get('/api/Fixtures/List', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    await createFixture(t.db, { start_date: dayFromToday(20) });
    const changed = await t.client().get('/api/Fixtures/List', { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});

describe('one year at a time: GET /api/fixtures/listyears and ?year=', () => {
  it('lists the years with fixtures, ascending, with how many each has', async () => {
    await clear();
    expect((await t.client().get('/api/fixtures/listyears')).json).toEqual([]);
    await createFixture(t.db, { start_date: '2031-09-01' });
    await createFixture(t.db, { start_date: '2031-03-01' });
    await createFixture(t.db, { start_date: '2029-05-01' });
    // Filed under 2029 although it starts in 2030: counted by the stored year.
    await createFixture(t.db, { start_date: '2030-01-04', year: 2029 });
    const res = await t.client().get('/api/Fixtures/ListYears');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    expect(res.json).toEqual([
      { year: 2029, count: 2 },
      { year: 2031, count: 2 },
    ]);
  });

  it('answers only the given year from the list routes, in the same order and shape', async () => {
    await clear();
    const late = await createFixture(t.db, { start_date: '2031-09-01' });
    const early = await createFixture(t.db, { start_date: '2031-03-01' });
    await createFixture(t.db, { start_date: '2029-05-01' });
    const list = await t.client().get('/api/Fixtures/List?year=2031');
    expect(list.status).toBe(200);
    expect(list.json.map((f: { id: number }) => f.id)).toEqual([early, late]);
    for (const f of list.json) expect(Object.keys(f).sort()).toEqual(LIST_KEYS);
    const grouped = await t.client().get('/api/fixtures/listbyyear?year=2031');
    expect(grouped.json.map((g: { year: number }) => g.year)).toEqual([2031]);
    expect(grouped.json[0].fixtures.map((f: { id: number }) => f.id)).toEqual([early, late]);
    expect((await t.client().get('/api/Fixtures/List?year=2030')).json).toEqual([]);
    expect((await t.client().get('/api/fixtures/listbyyear?year=2030')).json).toEqual([]);
    // Without a year, the whole list, as spec §7 has it.
    expect((await t.client().get('/api/Fixtures/List')).json).toHaveLength(3);
  });

  it('keeps one answer per year: a change to one year shows at once in every list', async () => {
    await clear();
    await createFixture(t.db, { start_date: '2031-03-01', event: 'Spring' });
    expect((await t.client().get('/api/Fixtures/List?year=2031')).json).toHaveLength(1);
    expect((await t.client().get('/api/Fixtures/List?year=2032')).json).toHaveLength(0);
    await createFixture(t.db, { start_date: '2032-03-01', event: 'Next spring' });
    expect((await t.client().get('/api/Fixtures/List?year=2032')).json).toHaveLength(1);
    expect((await t.client().get('/api/fixtures/listyears')).json).toEqual([
      { year: 2031, count: 1 },
      { year: 2032, count: 1 },
    ]);
  });

  it('refuses a year that is not one, saying which years may be asked for', async () => {
    for (const bad of ['abc', '31', '20310', '1899', '2101', '', '2031.0', '-2031']) {
      for (const path of ['/api/Fixtures/List', '/api/fixtures/listbyyear']) {
        const res = await t.client().get(`${path}?year=${encodeURIComponent(bad)}`);
        expect(res.status, `${path}?year=${bad}`).toBe(400);
        expect(res.json).toEqual({ year: ['Choose a year from 1900 to 2100'] });
      }
    }
    const twice = await t.client().get('/api/Fixtures/List?year=2030&year=2031');
    expect(twice.status).toBe(400);
    expect(twice.json).toEqual({ year: ['Choose a year from 1900 to 2100'] });
  });
});

describe('GET /api/fixtures/listbyyear', () => {
  it('groups the fixtures by year, years ascending, each in start-date order', async () => {
    await clear();
    const late = await createFixture(t.db, { start_date: '2031-09-01' });
    const early = await createFixture(t.db, { start_date: '2031-03-01' });
    const old = await createFixture(t.db, { start_date: '2029-05-01' });
    const res = await t.client().get('/api/Fixtures/ListByYear');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    expect(res.json.map((g: { year: number }) => g.year)).toEqual([2029, 2031]);
    expect(Object.keys(res.json[0]).sort()).toEqual(['fixtures', 'year']);
    expect(res.json[0].fixtures.map((f: { id: number }) => f.id)).toEqual([old]);
    expect(res.json[1].fixtures.map((f: { id: number }) => f.id)).toEqual([early, late]);
    for (const g of res.json) for (const f of g.fixtures) expect(Object.keys(f).sort()).toEqual(LIST_KEYS);
  });

  it('answers an empty list when there are no fixtures', async () => {
    await clear();
    expect((await t.client().get('/api/fixtures/listbyyear')).json).toEqual([]);
  });
});

describe('GET /api/Fixtures/GetLatest', () => {
  it('lists up to five fixtures still to come, soonest first, as {fixtureDate, event, signupLabel}', async () => {
    await clear();
    await createFixture(t.db, { start_date: dayFromToday(-1), event: 'Yesterday' });
    await createFixture(t.db, {
      start_date: dayFromToday(-3),
      end_date: dayFromToday(0),
      event: 'Ends today',
    });
    for (const n of [30, 10, 20, 40, 50, 60]) {
      await createFixture(t.db, { start_date: dayFromToday(n), event: `In ${n} days` });
    }
    const res = await t.client().get('/api/fixtures/getlatest');
    expect(res.status).toBe(200);
    expect(res.json.map((f: { event: string }) => f.event)).toEqual([
      'Ends today',
      'In 10 days',
      'In 20 days',
      'In 30 days',
      'In 40 days',
    ]);
    for (const f of res.json) expect(Object.keys(f).sort()).toEqual(['event', 'fixtureDate', 'signupLabel']);
    expect(res.json[1].fixtureDate).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  });

  it('counts a fixture ending today in London as still to come, and yesterday as gone', async () => {
    await clear();
    await createFixture(t.db, { start_date: '2030-06-10', event: 'Tenth' });
    setNow('2030-06-10T22:59:00Z');
    expect((await t.client().get('/api/Fixtures/GetLatest')).json).toEqual([
      { fixtureDate: 'Mon 10 Jun 2030', event: 'Tenth', signupLabel: null },
    ]);
    setNow('2030-06-10T23:00:30Z');
    expect((await t.client().get('/api/Fixtures/GetLatest')).json).toEqual([]);
  });
});

describe('GET /api/fixtures/result/{fixtureId}', () => {
  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', '0', '-1', 'abc', '1e3', '99999999999999999999', "1' OR '1'='1"]) {
      const res = await t.client().get(`/api/fixtures/result/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect(res.json).toEqual({ '': ['Fixture not found'] });
    }
  });

  it('answers the fixture with a null result when none has been posted', async () => {
    const id = await createFixture(t.db, {
      start_date: '2020-05-01',
      event: 'Spring Meeting',
      location: 'Rye',
    });
    const res = await t.client().get(`/api/fixtures/result/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      fixture: {
        id,
        event: 'Spring Meeting',
        location: 'Rye',
        fixtureDate: 'Fri 1 May 2020',
        manager: expect.any(String),
        year: 2020,
        isPast: true,
      },
      result: null,
    });
  });

  it('answers the placings, notes and PDF file name when recorded', async () => {
    const id = await createFixture(t.db, { start_date: '2020-06-01' });
    const file = await t.db
      .insertInto('files')
      .values({
        file_name: 'results-2020-abc123.pdf',
        owner_kind: 'fixture_result',
        content_type: 'application/pdf',
        size_bytes: 9,
        content: Buffer.from('%PDF-1.4\n'),
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('fixture_results')
      .values({
        fixture_id: id,
        first_place_name: 'A Winner',
        first_place_score: '40 pts',
        second_place_name: 'B Second',
        second_place_score: null,
        third_place_name: null,
        third_place_score: null,
        notes: 'Countback',
        file_id: file.id,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const res = await t.client().get(`/api/fixtures/result/${id}`);
    expect(res.json.result).toEqual({
      placings: [
        { place: 1, name: 'A Winner', score: '40 pts' },
        { place: 2, name: 'B Second', score: null },
      ],
      notes: 'Countback',
      fileName: 'results-2020-abc123.pdf',
    });
    const pdf = await t.client().get('/pdfs/results-2020-abc123.pdf');
    expect(pdf.status).toBe(200);
  });
});
