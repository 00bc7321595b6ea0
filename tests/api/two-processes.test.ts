// The site run as two server processes on one database (decision 0052): what one process does, the other knows.
import { describe, expect } from 'vitest';
import { createMember } from '../helpers/factories';
import { login, reachLoginLimit, registration } from '../helpers/account-helpers';
import { harnessWith } from '../helpers/harness';
import { deliverWithoutBackoff } from '../helpers/outbox';
import { pageRendering } from '../helpers/client-dir';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';

// Sign-in is not limited per address here (the login limit per account is what is tested).
const test = harnessWith({ env: { LOGIN_RATE_LIMIT: '100000' } });

describe('two server processes on one database', () => {
  test('a login limit reached on one process holds on the other, and a success on either starts it again', async ({
    app,
    secondApp,
    db,
    clock,
  }) => {
    const m = await createMember(db);
    await reachLoginLimit(() => app.client(), secondApp.client(), m);
    expect((await login(app.client(), m.email, m.password)).status).toBe(429);
    clock.advance(15 * 60_000 + 1000);
    expect((await login(secondApp.client(), m.email, m.password)).status).toBe(200);
  });

  test('a route limit per client address counts the requests both processes answered', async ({
    app,
    secondApp,
  }) => {
    // An e-mail's button: 20 presses a minute from one address (a token that names no link still counts).
    const press = (base: typeof app) => base.client().post('/api/act', { token: 'x'.repeat(43) });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await press(app)).status);
    for (let i = 0; i < 10; i += 1) statuses.push((await press(secondApp)).status);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect((await press(secondApp)).status).toBe(429);
    expect((await press(app)).status).toBe(429);
  });
});

// The public pages rendered on the server, as in server-rendered-pages.test.ts.
const rendered = harnessWith({ env: { LOGIN_RATE_LIMIT: '100000' }, ...pageRendering() });

describe('what one process keeps in memory, the other changes', () => {
  rendered(
    "a course added through one process is in the other's next answer, the list and the rendered page",
    async ({ admin, secondApp }) => {
      const visitor = secondApp.client();
      const read = async () => {
        const list = await visitor.get('/api/courses/list');
        const page = await visitor.get('/courses');
        expect([list.status, page.status]).toEqual([200, 200]);
        return { clubs: (list.json as { club: string }[]).map((c) => c.club), page: page.text };
      };
      expect((await read()).clubs).toEqual([]);
      // Read again: the second process answers both from its memory now, on either database.
      const before = await read();
      expect(before.page).not.toContain('Walton Heath');
      expect(secondApp.app.responseCacheStats().entries).toBeGreaterThanOrEqual(2);

      const added = await admin.post('/api/courses/add', { club: 'Walton Heath', website: '' });
      expect(added.status).toBe(200);
      const after = await read();
      expect(after.clubs).toEqual(['Walton Heath']);
      expect(after.page).toContain('Walton Heath');
    },
  );

  rendered(
    'a session begun on one process is valid on the other, and ended on both by a logout on either',
    async ({ app, member, secondApp }) => {
      const same = member.at(secondApp.baseUrl);
      // Twice on each: the second time each process finds the session in its memory.
      for (let i = 0; i < 2; i += 1) {
        expect((await member.get('/api/auth/session')).status).toBe(200);
        expect((await same.get('/api/auth/session')).json.id).toBe(member.id);
      }
      // The logout's answer clears the browser's cookies: a copy of them kept, as a thief of the cookie would.
      const kept = app.client();
      kept.cookies = new Map(member.cookies);
      // A write with the session's XSRF token, answered by the other process.
      expect((await same.post('/api/auth/logout')).status).toBe(200);
      expect((await kept.get('/api/auth/session')).status).toBe(401);
      expect((await kept.at(secondApp.baseUrl).get('/api/auth/session')).status).toBe(401);
    },
  );
});

// Mail at once: the pace is not what these tests are about.
const onPostgres = !!process.env.TEST_DATABASE_URL;
const jobs = harnessWith({ env: { LOGIN_RATE_LIMIT: '100000', MAIL_PER_SECOND: '1000' } });

describe('scheduled work, with both processes running', () => {
  jobs('on a reminder day each player gets exactly one reminder', async ({ app, secondApp, db, mail }) => {
    const fixtureId = await createFixture(db, { start_date: dayFromToday(5), event: 'Spring Meeting' });
    const players = [];
    for (let i = 0; i < 6; i += 1) {
      const m = await createMember(db, { first_name: `Player${i}`, last_name: 'Golfer' });
      await db
        .insertInto('fixture_registrations')
        .values({ fixture_id: fixtureId, member_id: m.id, created_at: `2026-01-0${i + 1}T00:00:00.000Z` })
        .execute();
      players.push(m);
    }
    // Both processes look at once, as their timers would. (On SQLite the two apps of this test share one process,
    // whose two connections would wait on each other's write lock: there they take turns.)
    const both = async () =>
      onPostgres
        ? Promise.all([app.app.reminders.run(), secondApp.app.reminders.run()])
        : [await app.app.reminders.run(), await secondApp.app.reminders.run()];
    const queued = await both();
    expect(queued.reduce((a, b) => a + b, 0)).toBe(6);
    expect(await both()).toEqual([0, 0]);
    for (const p of players) await mail.waitFor({ to: p.email, subject: /^Reminder/ });
    await mail.settled();
    for (const p of players)
      expect(mail.to(p.email).filter((m) => /^Reminder/.test(m.subject ?? ''))).toHaveLength(1);
  });

  jobs(
    'mail queued while the SMTP server is down goes once each when it is back',
    async ({ app, secondApp, db, mail }) => {
      await mail.serverDown();
      const addresses: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        const email = `outage${i}@example.com`;
        addresses.push(email);
        // Half asked of each process.
        const res = await (i % 2 ? secondApp : app)
          .client()
          .post(
            '/api/account/register',
            registration({ email, firstName: 'Outage', lastName: `Member${i}` }),
          );
        expect(res.status).toBe(200);
      }
      const outbox = () => db.selectFrom('mail_outbox').select(['id', 'attempts']).execute();
      await expect
        .poll(async () => (await outbox()).some((m) => m.attempts > 0), { timeout: 30_000 })
        .toBe(true);
      const queued = (await outbox()).length;
      expect(queued).toBeGreaterThanOrEqual(8);

      await mail.serverUp();
      // Both processes are asked to look again at once.
      await deliverWithoutBackoff(db, mail, [app.app.mailer, secondApp.app.mailer], queued);
      await mail.settled();
      const keys = mail.messages.map((m) => `${JSON.stringify(m.to?.valueOf())}|${m.subject}|${m.text}`);
      expect(keys.length).toBe(queued);
      expect(new Set(keys).size).toBe(queued);
      for (const email of addresses) expect(mail.to(email)).toHaveLength(1);
    },
    120_000,
  );
});
