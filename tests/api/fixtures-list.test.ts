import { describe, expect } from 'vitest';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { FIXTURE_LIST_KEYS as LIST_KEYS } from '../helpers/fixture-lists';
import { test } from '../helpers/harness';

describe('GET /api/Fixtures/List', () => {
  test('answers an empty list when there are no fixtures', async ({ visitor }) => {
    const res = await visitor.get('/api/Fixtures/List');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  test('lists every fixture with the fields of spec §3, by year, start date and id', async ({
    db,
    visitor,
  }) => {
    const c = await createFixture(db, { start_date: '2031-05-02', event: 'C' });
    const a = await createFixture(db, {
      start_date: '2030-07-09',
      end_date: '2030-07-10',
      event: 'A',
      location: 'Rye',
      manager: 'Hugh',
      comments: 'Jacket and tie',
      manager_email_addresses: 'secret@example.com',
    });
    const b1 = await createFixture(db, { start_date: '2030-08-01', event: 'B1' });
    const b2 = await createFixture(db, { start_date: '2030-08-01', event: 'B2' });
    // Filed under 2030 although it starts in January 2031: year groups by the stored year.
    const d = await createFixture(db, { start_date: '2031-01-05', year: 2030, event: 'D' });

    const res = await visitor.get('/api/fixtures/list');
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

  test('judges isPast on the last day in London, and a past fixture cannot be registered for', async ({
    db,
    visitor,
    clock,
  }) => {
    const summer = await createFixture(db, { start_date: '2030-06-09', end_date: '2030-06-10' });
    const winter = await createFixture(db, { start_date: '2030-01-10' });
    const closed = await createFixture(db, { start_date: '2030-12-01', can_register: 0 });
    const byId = async () => {
      const res = await visitor.get('/api/Fixtures/List');
      return new Map(res.json.map((f: { id: number }) => [f.id, f])) as Map<
        number,
        { isPast: boolean; canRegister: boolean }
      >;
    };

    // 22:59 UTC on 10 June is 23:59 in London (BST): the last day is still today.
    clock.set('2030-06-10T22:59:00Z');
    expect((await byId()).get(summer)).toMatchObject({ isPast: false, canRegister: true });
    // 23:00:30 UTC is 00:00:30 on 11 June in London: the fixture is over, though still 10 June in UTC.
    clock.set('2030-06-10T23:00:30Z');
    expect((await byId()).get(summer)).toMatchObject({ isPast: true, canRegister: false });

    // In winter London is on GMT: the day ends at midnight UTC.
    clock.set('2030-01-10T23:59:00Z');
    expect((await byId()).get(winter)).toMatchObject({ isPast: false, canRegister: true });
    clock.set('2030-01-11T00:00:30Z');
    expect((await byId()).get(winter)).toMatchObject({ isPast: true, canRegister: false });

    // A fixture not open for registration never offers it.
    expect((await byId()).get(closed)).toMatchObject({ isPast: false, canRegister: false });
  });

  test('answers with Cache-Control and an ETag, and 304 when nothing has changed', async ({
    db,
    visitor,
  }) => {
    await createFixture(db, { start_date: dayFromToday(10) });
    const first = await visitor.get('/api/Fixtures/List');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toContain('no-cache');
    const again = await visitor.get('/api/Fixtures/List', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    await createFixture(db, { start_date: dayFromToday(20) });
    const changed = await visitor.get('/api/Fixtures/List', { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});
