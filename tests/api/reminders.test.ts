import { describe, expect } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { openDatabase, type Db } from '../../src/server/db/database';
import { createMember, type TestMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { harnessWith } from '../helpers/harness';
import { parseEvents } from '../helpers/ical';
import { rawHeader } from '../helpers/smtp-sink';
import type { TestApp } from '../helpers/test-app';

const test = harnessWith({ env: { MAIL_PER_SECOND: '1000' } });
const onPostgres = !!process.env.TEST_DATABASE_URL;

/** A second application on the same database with its own connections, as a second server process has. */
async function secondApp(t: TestApp): Promise<{ app: App; close: () => Promise<void> }> {
  const handle = openDatabase(t.database.url);
  const app = await buildApp({ config: t.config, database: handle, closeDatabase: true });
  await app.ready();
  return { app, close: () => app.close() };
}

const register = (db: Db, fixtureId: number, m: TestMember, at: string) =>
  db
    .insertInto('fixture_registrations')
    .values({ fixture_id: fixtureId, member_id: m.id, created_at: at })
    .execute();

const remindersTo = (db: Db, email: string) =>
  db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .where('subject', 'like', 'Reminder:%')
    .execute();

describe('reminders, REMINDER_DAYS before a fixture', () => {
  test('reminds each player once, never twice, across restarts and with two servers on one database', async ({
    app,
    db,
    mail,
    clock,
  }) => {
    const soon = await createFixture(db, {
      start_date: dayFromToday(5),
      event: 'Summer Meeting',
      location: 'Rye',
      manager: 'Captain Smith',
    });
    const later = await createFixture(db, { start_date: dayFromToday(12), event: 'Autumn Meeting' });
    const players: TestMember[] = [];
    for (let i = 0; i < 4; i += 1) {
      const m = await createMember(db, { first_name: `Player${i}`, last_name: 'Golfer' });
      await register(db, soon, m, `2026-01-0${i + 1}T00:00:00.000Z`);
      await register(db, later, m, `2026-01-0${i + 1}T00:00:00.000Z`);
      players.push(m);
    }
    // Player 1 turned reminders off; player 2 turned announcements off only.
    const at = new Date().toISOString();
    await db
      .insertInto('member_preferences')
      .values([
        { member_id: players[1].id, announcements: 1, reminders: 0, updated_at: at },
        { member_id: players[2].id, announcements: 0, reminders: 1, updated_at: at },
      ])
      .execute();

    const second = await secondApp(app);
    try {
      if (onPostgres) {
        // Two servers look at once, several times over (SQLite has one writer: there they take turns).
        const first = await Promise.all([app.app.reminders.run(), second.app.reminders.run()]);
        const again = await Promise.all([second.app.reminders.run(), app.app.reminders.run()]);
        expect([...first, ...again].reduce((a, b) => a + b, 0)).toBe(3);
      } else {
        expect((await app.app.reminders.run()) + (await second.app.reminders.run())).toBe(3);
      }
    } finally {
      await second.close();
    }
    // A restart: a new application looks again and finds nothing to send.
    const restarted = await secondApp(app);
    expect(await restarted.app.reminders.run()).toBe(0);
    await restarted.close();

    for (const i of [0, 2, 3]) expect(await remindersTo(db, players[i].email)).toHaveLength(1);
    expect(await remindersTo(db, players[1].email)).toHaveLength(0);
    const sent = await db.selectFrom('reminders_sent').selectAll().execute();
    expect(sent.every((r) => r.fixture_id === soon)).toBe(true);

    const reminder = await mail.waitFor({ to: players[0].email, subject: /^Reminder/ });
    expect(reminder.subject).toContain('Summer Meeting');
    expect(reminder.text).toContain('at Rye');
    expect(reminder.text).toContain('The manager is Captain Smith.');
    expect(reminder.text).toContain('Also playing: Player1 Golfer, Player2 Golfer, Player3 Golfer.');
    expect(reminder.text).toContain(`http://localhost:3000/leavefixture/${soon}`);
    expect(reminder.text).toMatch(/please tell us by \w{3} \d+ \w+ \d{4}/);
    // The member's two one-click answers, each a link of its own.
    expect(reminder.text).toMatch(/I'm still playing:\nhttp:\/\/localhost:3000\/act\/[\w-]{43}\n/);
    expect(reminder.text).toMatch(/I can no longer play:\nhttp:\/\/localhost:3000\/act\/[\w-]{43}\n/);
    expect(rawHeader(reminder, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const ics = reminder.attachments.find((a) => a.filename === `fixture-${soon}.ics`)!;
    expect(ics.contentType).toBe('text/calendar');
    const [event] = parseEvents(ics.content.toString('utf8'));
    expect(event).toMatchObject({ summary: 'Summer Meeting', start: dayFromToday(5), location: 'Rye' });

    // A week on, the later fixture is due; the earlier one is not sent again.
    clock.advance(7 * 86_400_000);
    expect(await app.app.reminders.run()).toBe(3);
    clock.advance(-7 * 86_400_000);
    for (const i of [0, 2, 3]) expect(await remindersTo(db, players[i].email)).toHaveLength(2);
  });

  test('tells a member on the waiting list their position, and names only the players with a place', async ({
    app,
    db,
  }) => {
    const fixture = await createFixture(db, { start_date: dayFromToday(2), event: 'Full Day', places: 1 });
    const player = await createMember(db, { first_name: 'Placed' });
    const waiting = await createMember(db, { first_name: 'Waiting' });
    await db
      .insertInto('fixture_registrations')
      .values([
        { fixture_id: fixture, member_id: player.id, created_at: at(), list: 'registered', position: 1 },
        { fixture_id: fixture, member_id: waiting.id, created_at: at(), list: 'waiting', position: 1 },
      ])
      .execute();
    await app.app.reminders.run();
    const [toWaiting] = await remindersTo(db, waiting.email);
    expect(toWaiting.text_body).toContain('You are number 1 on the waiting list');
    expect(toWaiting.text_body).toContain('Also playing: Placed');
    const [toPlayer] = await remindersTo(db, player.email);
    expect(toPlayer.text_body).toContain('You have a place.');
    expect(toPlayer.text_body).toContain('No one else has registered yet.');
  });

  test('a member who unsubscribed from announcements still gets the next reminder; one who left reminders does not', async ({
    app,
    db,
    visitor,
    admin,
    mail,
  }) => {
    const fixture = await createFixture(db, { start_date: dayFromToday(3), event: 'Foursomes Day' });
    const kept = await createMember(db);
    const left = await createMember(db);
    await register(db, fixture, kept, at());
    await register(db, fixture, left, at());
    // Each unsubscribes through the link of an e-mail of that kind, without signing in.
    const sentAnnouncement = await admin.post('/api/admin/announcements', {
      subject: 'News',
      body: 'Hello',
      audience: { kind: 'fixture', fixtureId: fixture },
    });
    expect(sentAnnouncement.status).toBe(200);
    const news = await mail.waitFor({ to: kept.email, subject: 'News – Old Boys Golf Society' });
    const link = new URL((news.text ?? '').match(/http:\/\/\S+\/unsubscribe\?token=\S+/)![0]);
    expect((await visitor.post('/api/unsubscribe', { token: link.searchParams.get('token') })).status).toBe(
      200,
    );
    await db
      .insertInto('member_preferences')
      .values({ member_id: left.id, announcements: 1, reminders: 0, updated_at: at() })
      .execute();

    expect(await app.app.reminders.run()).toBe(1);
    expect(await remindersTo(db, kept.email)).toHaveLength(1);
    expect(await remindersTo(db, left.email)).toHaveLength(0);
  });
});

const at = () => new Date().toISOString();
