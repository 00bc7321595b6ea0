import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { loggerOptions } from '../../src/server/app';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { test } from '../helpers/harness';
import { parseEvents, wellFormedLines } from '../helpers/ical';

const register = (db: Db, fixtureId: number, id: number) =>
  db
    .insertInto('fixture_registrations')
    .values({ fixture_id: fixtureId, member_id: id, created_at: new Date().toISOString() })
    .execute();

describe('GET /calendar/fixtures/{id}.ics', () => {
  test('is one all-day event on the fixture’s London days, escaped and folded, read back by ical.js', async ({
    db,
    visitor,
    otherMember,
  }) => {
    const id = await createFixture(db, {
      start_date: '2027-03-27',
      end_date: '2027-03-28',
      event: 'Spring Meeting; day one, day two',
      location: 'Royal St George’s, Sandwich',
      manager: 'A. Manager',
      comments: `Bring waterproofs\nand ${'a long comment '.repeat(12)}`,
    });
    await register(db, id, otherMember.id);
    const res = await visitor.get(`/calendar/fixtures/${id}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('content-disposition')).toContain(`fixture-${id}.ics`);
    expect(wellFormedLines(res.text)).toBe(true);
    const [e] = parseEvents(res.text);
    expect(e).toMatchObject({
      uid: `fixture-${id}@localhost`,
      summary: 'Spring Meeting; day one, day two',
      location: 'Royal St George’s, Sandwich',
      start: '2027-03-27',
      startIsDate: true,
      end: '2027-03-29',
      sequence: 0,
      status: 'CONFIRMED',
      url: `http://localhost:3000/enterfixture/${id}`,
    });
    expect(e.description).toContain('Manager: A. Manager');
    expect(e.description).toContain('Bring waterproofs\nand a long comment');
    expect(res.text).not.toContain(otherMember.lastName);
    expect(res.text).toContain('DTSTART;VALUE=DATE:20270327');
  });

  test('moves SEQUENCE and LAST-MODIFIED on every edit, keeping the UID', async ({
    db,
    visitor,
    admin,
    clock,
  }) => {
    const id = await createFixture(db, { start_date: '2027-05-01', event: 'May Day' });
    const before = parseEvents((await visitor.get(`/calendar/fixtures/${id}.ics`)).text)[0];
    // LAST-MODIFIED counts whole seconds: the edits come two seconds later by the server's clock.
    clock.advance(2_000);
    for (const event of ['May Day Meeting', 'May Day Meeting (moved)']) {
      const res = await admin.post('/api/fixtures/updatefixture', {
        id,
        year: 2027,
        event,
        startDate: '2027-05-02',
        endDate: '2027-05-02',
        canRegister: true,
      });
      expect(res.status).toBe(200);
    }
    const after = parseEvents((await visitor.get(`/calendar/fixtures/${id}.ics`)).text)[0];
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(2);
    expect(after.lastModified > before.lastModified).toBe(true);
    expect(after).toMatchObject({
      summary: 'May Day Meeting (moved)',
      start: '2027-05-02',
      end: '2027-05-03',
    });
  });

  test('answers 404 for an unknown or malformed id, never 500', async ({ visitor }) => {
    for (const id of ['999999', 'abc', '-1', '1e309', '0']) {
      expect((await visitor.get(`/calendar/fixtures/${id}.ics`)).status, id).toBe(404);
    }
  });
});

describe('GET /calendar/fixtures.ics', () => {
  test('lists fixtures from a year ago onwards, keeps a deleted one 30 days as cancelled, names no player', async ({
    db,
    visitor,
    admin,
    otherMember,
  }) => {
    const old = await createFixture(db, { start_date: dayFromToday(-400), event: 'Long Ago' });
    const recent = await createFixture(db, { start_date: dayFromToday(-100), event: 'Last Season' });
    const gone = await createFixture(db, { start_date: dayFromToday(40), event: 'Called Off' });
    await register(db, gone, otherMember.id);
    await register(db, recent, otherMember.id);
    const beforeDelete = parseEvents((await visitor.get('/calendar/fixtures.ics')).text);
    const goneSeq = beforeDelete.find((e) => e.uid === `fixture-${gone}@localhost`)!.sequence;
    expect((await admin.delete(`/api/fixtures/deletefixture/${gone}`)).status).toBe(200);

    const res = await visitor.get('/calendar/fixtures.ics');
    expect(res.status).toBe(200);
    expect(wellFormedLines(res.text)).toBe(true);
    const events = parseEvents(res.text);
    const uids = events.map((e) => e.uid);
    expect(uids).not.toContain(`fixture-${old}@localhost`);
    expect(uids).toContain(`fixture-${recent}@localhost`);
    const cancelled = events.find((e) => e.uid === `fixture-${gone}@localhost`)!;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBe(goneSeq + 1);
    expect(res.text).not.toContain(otherMember.firstName);
    expect(res.text).not.toContain(otherMember.lastName);
    expect(res.text).not.toMatch(/@example\.com/);
    // The single download still says it is cancelled.
    const single = parseEvents((await visitor.get(`/calendar/fixtures/${gone}.ics`)).text)[0];
    expect(single.status).toBe('CANCELLED');

    // 31 days later the tombstone is gone from the feed.
    await db
      .updateTable('fixture_tombstones')
      .set({ deleted_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('fixture_id', '=', gone)
      .execute();
    const later = parseEvents((await visitor.get('/calendar/fixtures.ics')).text);
    expect(later.map((e) => e.uid)).not.toContain(`fixture-${gone}@localhost`);
    expect((await visitor.get(`/calendar/fixtures/${gone}.ics`)).status).toBe(404);
  });
});

describe('validators: a calendar that polls downloads a feed again only when it has changed', () => {
  test('answers 304 to the ETag of each feed, and 200 with a new one after an edit', async ({
    db,
    visitor,
    admin,
    member,
  }) => {
    const id = await createFixture(db, { start_date: dayFromToday(33), event: 'Polled Day' });
    await register(db, id, member.id);
    const feedPath = new URL((await member.get('/api/calendar/feed')).json.url).pathname;
    for (const path of ['/calendar/fixtures.ics', `/calendar/fixtures/${id}.ics`, feedPath]) {
      const first = await visitor.get(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag, path).toMatch(/^W\/"/);
      for (const inm of [etag, etag.replace(/^W\//, ''), '*']) {
        const again = await visitor.get(path, { 'if-none-match': inm, 'accept-encoding': 'br, gzip' });
        expect(again.status, `${path} If-None-Match: ${inm}`).toBe(304);
        expect(again.text).toBe('');
        expect(again.headers.get('content-type')).toBeNull();
        expect(again.headers.get('content-length')).toBeNull();
        expect(again.headers.get('etag')).toBe(etag);
        expect(again.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
      }
    }
    const before = await visitor.get(`/calendar/fixtures/${id}.ics`);
    const edited = await admin.post('/api/fixtures/updatefixture', {
      id,
      year: Number(dayFromToday(34).slice(0, 4)),
      event: 'Polled Day, moved',
      startDate: dayFromToday(34),
      endDate: dayFromToday(34),
      canRegister: true,
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    for (const path of ['/calendar/fixtures.ics', `/calendar/fixtures/${id}.ics`, feedPath]) {
      const after = await visitor.get(path, { 'if-none-match': before.headers.get('etag')! });
      expect(after.status, path).toBe(200);
      expect(after.text).toContain('moved');
    }
  });
});

describe('member feed: GET /api/calendar/feed, POST /api/calendar/feed/rotate, GET /calendar/member/{token}.ics', () => {
  test('gives a long secret address listing only the member’s fixtures; a new address retires the old', async ({
    db,
    visitor,
    member,
    otherMember,
  }) => {
    const mine = await createFixture(db, { start_date: dayFromToday(20), event: 'My Golf Day' });
    const notMine = await createFixture(db, { start_date: dayFromToday(21), event: 'Not Mine' });
    await register(db, mine, member.id);
    await register(db, notMine, otherMember.id);

    const first = await member.get('/api/calendar/feed');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    const url = new URL(first.json.url);
    expect(url.pathname).toMatch(/^\/calendar\/member\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await member.get('/api/calendar/feed')).json.url).toBe(first.json.url);
    // Only a hash is stored.
    const token = url.pathname.split('/').pop()!.replace('.ics', '');
    const stored = await db.selectFrom('calendar_feeds').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const feed = await visitor.get(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('cache-control')).toContain('no-store');
    expect(wellFormedLines(feed.text)).toBe(true);
    const events = parseEvents(feed.text);
    expect(events.map((e) => e.summary)).toEqual(['My Golf Day']);
    expect(events[0].description).toContain('You are registered');

    const rotated = await member.post('/api/calendar/feed/rotate');
    expect(rotated.status).toBe(200);
    expect(rotated.json.url).not.toBe(first.json.url);
    expect((await visitor.get(url.pathname)).status).toBe(404);
    expect((await visitor.get(new URL(rotated.json.url).pathname)).status).toBe(200);
    expect((await member.get('/api/calendar/feed')).json.url).toBe(rotated.json.url);
  });

  test('answers 404, never 500, for wrong, short, long or odd tokens (400 for a control character)', async ({
    visitor,
  }) => {
    for (const token of ['x', 'A'.repeat(43), 'A'.repeat(200), '..%2F..', 'a.b', '😀']) {
      const res = await visitor.get(`/calendar/member/${token}.ics`);
      expect(res.status, token).toBe(404);
    }
    expect((await visitor.get('/calendar/member/%00.ics')).status).toBe(400);
  });

  test('never writes a feed token to the request log', () => {
    const serializers = (loggerOptions('info') as { serializers: { req: (r: object) => { url: string } } })
      .serializers;
    const token = 'A'.repeat(43);
    expect(serializers.req({ method: 'GET', url: `/calendar/member/${token}.ics?x=1` }).url).toBe(
      '/calendar/member/[redacted]',
    );
    expect(serializers.req({ method: 'GET', url: '/calendar/fixtures/12.ics' }).url).toBe(
      '/calendar/fixtures/12.ics',
    );
  });

  test('is for members only', async ({ visitor }) => {
    expect((await visitor.get('/api/calendar/feed')).status).toBe(401);
    expect((await visitor.post('/api/calendar/feed/rotate')).status).toBe(401);
  });
});
