// Public lists are answered again from memory until the data changes (src/server/plugins/response-cache.ts): every way the
// data can change must show at once, and ETag / 304 must keep working on both paths.
import { describe, expect } from 'vitest';
import SQLite from 'better-sqlite3';
import { createAdmin, createMember, signInAs } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { test } from '../helpers/harness';

const clubs = (json: { club: string }[]) => json.map((c) => c.club);

describe('public list answers reused until the data changes', () => {
  test('shows a row written through the application database at once', async ({ app: t }) => {
    const c = t.client();
    const before = await c.get('/api/courses/list');
    expect(before.status).toBe(200);
    await t.db.insertInto('courses').values({ club: 'Aardvark Links', website: null, top100: 0 }).execute();
    const after = await c.get('/api/courses/list');
    expect(clubs(after.json)).toContain('Aardvark Links');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  test('shows a change made through an administrator route at once', async ({ app: t }) => {
    const c = t.client();
    await c.get('/api/LatestResults/List');
    const admin = await createAdmin(t.db);
    await signInAs(c, t.db, admin.id);
    const added = await c.post('/api/latestresults/add', { description: 'Spring Meeting won by A. Cached' });
    expect(added.status).toBeLessThan(300);
    const list = await t.client().get('/api/LatestResults/List');
    expect(JSON.stringify(list.json)).toContain('A. Cached');
  });

  test.skipIf(!!process.env.TEST_DATABASE_URL)(
    'shows a change committed by another connection to the same SQLite file at once',
    async ({ app: t }) => {
      await t.client().get('/api/courses/list');
      const other = new SQLite(t.database.url);
      other
        .prepare("insert into courses (club, website, top100) values ('Other Connection GC', null, 0)")
        .run();
      other.close();
      const after = await t.client().get('/api/courses/list');
      expect(clubs(after.json)).toContain('Other Connection GC');
    },
  );

  test('answers 304 to a matching If-None-Match, from memory as on the first answer', async ({ app: t }) => {
    const c = t.client();
    const first = await c.get('/api/courses/list');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const second = await c.get('/api/courses/list');
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-type')).toContain('application/json');
    // Under 1 KB, an answer kept in memory goes out as it is, as @fastify/compress leaves small answers.
    // A list no test here fills (the courses may have grown past 1 KB in another test).
    const smallPath = '/api/Results/ListResultsForMeeting/3';
    const plainSmall = await c.get(smallPath);
    const small = await c.get(smallPath, { 'accept-encoding': 'br, gzip' });
    expect(Buffer.byteLength(small.text)).toBeLessThan(1024);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.text).toBe(plainSmall.text);
    const again = await c.get('/api/courses/list', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  test('sends a large answer compressed (br, gzip or none, as asked) with the same content each time', async ({
    app: t,
  }) => {
    await t.db
      .insertInto('courses')
      .values(
        Array.from({ length: 40 }, (_, i) => ({ club: `Compression Club ${i}`, website: null, top100: 0 })),
      )
      .execute();
    const plain = await t.client().get('/api/courses/list', { 'accept-encoding': 'identity' });
    expect(plain.text.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      for (let i = 0; i < 2; i += 1) {
        const res = await t.client().get('/api/courses/list', { 'accept-encoding': encoding });
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(res.text).toBe(plain.text);
      }
    }
    const refused = await t.client().get('/api/courses/list', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers.get('content-encoding')).toBe('gzip');
    const none = await t.client().get('/api/courses/list', { 'accept-encoding': 'identity' });
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(none.text).toBe(plain.text);
  });

  test('does not reuse an answer for another URL, and starts afresh when the day changes in London', async ({
    app: t,
    clock,
  }) => {
    const one = await t.client().get('/api/Results/ListResultsForMeeting/1');
    const two = await t.client().get('/api/Results/ListResultsForMeeting/2');
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    await t.db
      .insertInto('fixtures')
      .values({
        year: 2030,
        event: 'Clock Test Match',
        start_date: '2030-06-01',
        end_date: null,
        can_register: 1,
        created_at: '2030-01-01T00:00:00Z',
        updated_at: '2030-01-01T00:00:00Z',
      })
      .execute();
    const item = (json: { event: string; isPast: boolean }[]) =>
      json.find((f) => f.event === 'Clock Test Match')!;
    expect(item((await t.client().get('/api/Fixtures/List')).json).isPast).toBe(false);
    // Nothing is written, only the day moves on: the fixture is now past.
    clock.set('2030-06-03T12:00:00Z');
    expect(item((await t.client().get('/api/Fixtures/List')).json).isPast).toBe(true);
  });
});

describe('the kept answers are bounded', () => {
  test('keeps one answer for a list however many unknown query parameters are added', async ({ app: t }) => {
    await t.client().get('/api/Fixtures/List');
    const before = t.app.responseCacheStats().entries;
    const c = t.client();
    for (let i = 0; i < 300; i += 1) {
      const res = await c.get(`/api/Fixtures/List?n=${i}&utm_source=x${i}`);
      expect(res.status).toBe(200);
    }
    expect(t.app.responseCacheStats().entries).toBeLessThanOrEqual(before + 1);
    // A known parameter still makes its own answer, the same however it is written.
    const year = await c.get('/api/Results/ListResultsForMeeting/1?year=2024');
    const again = await c.get('/api/Results/ListResultsForMeeting/1?n=1&year=2024');
    expect(again.headers.get('etag')).toBe(year.headers.get('etag'));
  });
});

describe('304 Not Modified', () => {
  for (const path of ['/api/courses/list', '/api/Fixtures/List', '/sitemap.xml']) {
    test(`${path}: no body headers, the ETag and Vary of the 200, on the first answer and from memory`, async ({
      app: t,
    }) => {
      // A write first, so the next answer is made afresh (the first path) and then served from memory.
      await t.db
        .insertInto('courses')
        .values({ club: `Fresh ${path}`, website: null, top100: 0 })
        .execute();
      const c = t.client();
      const first = await c.get(path, { 'accept-encoding': 'br, gzip' });
      const etag = first.headers.get('etag')!;
      expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
      for (const inm of [etag, `"x", ${etag}`, etag.replace(/^W\//, ''), '*']) {
        const res = await c.get(path, { 'if-none-match': inm, 'accept-encoding': 'br, gzip' });
        expect(res.status, `If-None-Match: ${inm}`).toBe(304);
        expect(res.text).toBe('');
        expect(res.headers.get('content-type')).toBeNull();
        expect(res.headers.get('content-length')).toBeNull();
        expect(res.headers.get('content-encoding')).toBeNull();
        expect(res.headers.get('etag')).toBe(etag);
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(res.headers.get('cache-control')).toBe('public, no-cache');
      }
      expect((await c.get(path, { 'if-none-match': 'W/"other"' })).status).toBe(200);
    });
  }

  test('gives the 304 straight after a change, when the answer is made afresh', async ({ app: t }) => {
    const c = t.client();
    const first = await c.get('/api/LatestResults/List');
    await t.db
      .insertInto('latest_results')
      .values({ description: 'Afresh GC', created_at: new Date().toISOString() })
      .execute();
    const changed = await c.get('/api/LatestResults/List', { 'if-none-match': first.headers.get('etag')! });
    expect(changed.status).toBe(200);
    await t.db
      .insertInto('latest_results')
      .values({ description: 'Afresh Two GC', created_at: new Date().toISOString() })
      .execute();
    const etag = (await c.get('/api/LatestResults/List')).headers.get('etag')!;
    await t.db
      .insertInto('latest_results')
      .values({ description: 'Afresh Three GC', created_at: new Date().toISOString() })
      .execute();
    const stale = await c.get('/api/LatestResults/List', { 'if-none-match': '*' });
    expect(stale.status).toBe(304);
    expect(stale.headers.get('content-type')).toBeNull();
    expect(stale.headers.get('etag')).not.toBe(etag);
  });
});

describe("a member's own answers reused for that member only", () => {
  test("never serves one member's fixture list to another, and shows a sign-up at once", async ({
    app: t,
  }) => {
    const owner = await createMember(t.db);
    const other = await createMember(t.db);
    const admin = await createAdmin(t.db);
    const fixtureId = await createFixture(t.db, { start_date: dayFromToday(45) });
    const [mine, theirs, admins] = [t.client(), t.client(), t.client()];
    await signInAs(mine, t.db, owner.id);
    await signInAs(theirs, t.db, other.id);
    await signInAs(admins, t.db, admin.id);
    const path = `/api/fixtures/listforuser/${owner.id}`;

    const first = await mine.get(path);
    const again = await mine.get(path);
    expect(first.status).toBe(200);
    expect(again.text).toBe(first.text);
    for (const res of [first, again]) {
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('etag')).toBeNull();
    }
    // The owner's answer is kept, but another member asking for it is still refused, each time.
    for (let i = 0; i < 2; i += 1) expect((await theirs.get(path)).status).toBe(403);
    expect((await t.client().get(path)).status).toBe(401);
    expect((await admins.get(path)).text).toBe(first.text);

    const entered = await mine.post('/api/fixtures/enter', { fixtureId, userId: owner.id });
    expect(entered.status).toBe(200);
    const after = await mine.get(path);
    const row = after.json.find((f: { id: number }) => f.id === fixtureId);
    expect(row.isSignedUp).toBe(true);
  });

  test('keeps member search private and shows a newly approved member at once', async ({ app: t }) => {
    const searcher = await createMember(t.db);
    const c = t.client();
    await signInAs(c, t.db, searcher.id);
    const path = '/api/members/search?lastName=Zanzibar';
    const before = await c.get(path);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    expect(before.json.total).toBe(0);
    await createMember(t.db, { last_name: 'Zanzibar' });
    const after = await c.get(path);
    expect(after.json.total).toBe(1);
    expect(after.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('signed-in sessions found again from memory until the data changes', () => {
  // PostgreSQL keeps nothing in memory: every request queries.
  test.skipIf(!!process.env.TEST_DATABASE_URL)(
    'ends a session revoked by another connection to the same SQLite file at once',
    async ({ app: t }) => {
      const m = await createMember(t.db);
      const c = t.client();
      const s = await signInAs(c, t.db, m.id);
      for (let i = 0; i < 2; i += 1) expect((await c.get('/api/auth/session')).status).toBe(200);
      const other = new SQLite(t.database.url);
      other
        .prepare("update sessions set revoked_at = '2026-01-01T00:00:00.000Z' where id = ?")
        .run(s.sessionId);
      other.close();
      expect((await c.get('/api/auth/session')).status).toBe(401);
    },
  );

  test('gives a member made administrator the administrators’ routes at once, and takes them away at once', async ({
    app: t,
  }) => {
    const m = await createMember(t.db);
    const c = t.client();
    await signInAs(c, t.db, m.id);
    for (let i = 0; i < 2; i += 1) expect((await c.get('/api/admin/members')).status).toBe(403);
    await t.db.updateTable('members').set({ is_admin: 1 }).where('id', '=', m.id).execute();
    expect((await c.get('/api/admin/members')).status).toBe(200);
    await t.db.updateTable('members').set({ is_admin: 0 }).where('id', '=', m.id).execute();
    expect((await c.get('/api/admin/members')).status).toBe(403);
  });

  test('never answers one member’s token with another member’s session', async ({ app: t }) => {
    const [a, b] = [await createMember(t.db), await createMember(t.db)];
    const [ca, cb] = [t.client(), t.client()];
    await signInAs(ca, t.db, a.id);
    await signInAs(cb, t.db, b.id);
    for (let i = 0; i < 2; i += 1) {
      expect((await ca.get('/api/auth/session')).json.id).toBe(a.id);
      expect((await cb.get('/api/auth/session')).json.id).toBe(b.id);
    }
  });
});
