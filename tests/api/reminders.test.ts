import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/database';
import { setClockOffsetForTests } from '../../src/server/lib/clock';
import { createMember, type TestMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { parseEvents } from '../helpers/ical';
import { SmtpSink, rawHeader } from '../helpers/smtp-sink';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let sink: SmtpSink;
const onPostgres = !!process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  sink = await new SmtpSink().start();
  t = await startTestApp({ SMTP_URL: sink.url, MAIL_PER_SECOND: '1000' });
});
afterAll(async () => {
  setClockOffsetForTests(0);
  await t.close();
  await sink.stop();
});

/** A second application on the same database with its own connections, as a second server process has. */
async function secondApp(): Promise<{ app: App; close: () => Promise<void> }> {
  const handle = openDatabase(t.database.url);
  const app = await buildApp({ config: t.config, database: handle, closeDatabase: true });
  await app.ready();
  return { app, close: () => app.close() };
}

const register = (fixtureId: number, m: TestMember, at: string) =>
  t.db
    .insertInto('fixture_registrations')
    .values({ fixture_id: fixtureId, member_id: m.id, created_at: at })
    .execute();

const remindersTo = (email: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .where('subject', 'like', 'Reminder:%')
    .execute();

describe('reminders, REMINDER_DAYS before a fixture', () => {
  it('reminds each player once, never twice, across restarts and with two servers on one database', async () => {
    const soon = await createFixture(t.db, {
      start_date: dayFromToday(5),
      event: 'Summer Meeting',
      location: 'Rye',
      manager: 'Captain Smith',
    });
    const later = await createFixture(t.db, { start_date: dayFromToday(12), event: 'Autumn Meeting' });
    const players: TestMember[] = [];
    for (let i = 0; i < 4; i += 1) {
      const m = await createMember(t.db, { first_name: `Player${i}`, last_name: 'Golfer' });
      await register(soon, m, `2026-01-0${i + 1}T00:00:00.000Z`);
      await register(later, m, `2026-01-0${i + 1}T00:00:00.000Z`);
      players.push(m);
    }
    // Player 1 turned reminders off; player 2 turned announcements off only.
    const at = new Date().toISOString();
    await t.db
      .insertInto('member_preferences')
      .values([
        { member_id: players[1].id, announcements: 1, reminders: 0, updated_at: at },
        { member_id: players[2].id, announcements: 0, reminders: 1, updated_at: at },
      ])
      .execute();

    const second = await secondApp();
    try {
      if (onPostgres) {
        // Two servers look at once, several times over (SQLite has one writer: there they take turns).
        const first = await Promise.all([t.app.reminders.run(), second.app.reminders.run()]);
        const again = await Promise.all([second.app.reminders.run(), t.app.reminders.run()]);
        expect([...first, ...again].reduce((a, b) => a + b, 0)).toBe(3);
      } else {
        expect((await t.app.reminders.run()) + (await second.app.reminders.run())).toBe(3);
      }
    } finally {
      await second.close();
    }
    // A restart: a new application looks again and finds nothing to send.
    const restarted = await secondApp();
    expect(await restarted.app.reminders.run()).toBe(0);
    await restarted.close();

    for (const i of [0, 2, 3]) expect(await remindersTo(players[i].email)).toHaveLength(1);
    expect(await remindersTo(players[1].email)).toHaveLength(0);
    const sent = await t.db.selectFrom('reminders_sent').selectAll().execute();
    expect(sent.every((r) => r.fixture_id === soon)).toBe(true);

    const mail = await sink.waitFor(
      (m) => sink.to(players[0].email).includes(m) && /^Reminder/.test(m.subject ?? ''),
    );
    expect(mail.subject).toContain('Summer Meeting');
    expect(mail.text).toContain('at Rye');
    expect(mail.text).toContain('The manager is Captain Smith.');
    expect(mail.text).toContain('Also playing: Player1 Golfer, Player2 Golfer, Player3 Golfer.');
    expect(mail.text).toContain(`http://localhost:3000/leavefixture/${soon}`);
    expect(mail.text).toMatch(/please tell us by \w{3} \d+ \w+ \d{4}/);
    // The member's two one-click answers, each a link of its own.
    expect(mail.text).toMatch(/I'm still playing:\nhttp:\/\/localhost:3000\/act\/[\w-]{43}\n/);
    expect(mail.text).toMatch(/I can no longer play:\nhttp:\/\/localhost:3000\/act\/[\w-]{43}\n/);
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const ics = mail.attachments.find((a) => a.filename === `fixture-${soon}.ics`)!;
    expect(ics.contentType).toBe('text/calendar');
    const [event] = parseEvents(ics.content.toString('utf8'));
    expect(event).toMatchObject({ summary: 'Summer Meeting', start: dayFromToday(5), location: 'Rye' });

    // A week on, the later fixture is due; the earlier one is not sent again.
    setClockOffsetForTests(7 * 86_400_000);
    try {
      expect(await t.app.reminders.run()).toBe(3);
    } finally {
      setClockOffsetForTests(0);
    }
    for (const i of [0, 2, 3]) expect(await remindersTo(players[i].email)).toHaveLength(2);
  });

  it('tells a member on the waiting list their position, and names only the players with a place', async () => {
    const fixture = await createFixture(t.db, { start_date: dayFromToday(2), event: 'Full Day' });
    await t.db.updateTable('fixtures').set({ places: 1 }).where('id', '=', fixture).execute();
    const player = await createMember(t.db, { first_name: 'Placed' });
    const waiting = await createMember(t.db, { first_name: 'Waiting' });
    await t.db
      .insertInto('fixture_registrations')
      .values([
        { fixture_id: fixture, member_id: player.id, created_at: at(), list: 'registered', position: 1 },
        { fixture_id: fixture, member_id: waiting.id, created_at: at(), list: 'waiting', position: 1 },
      ])
      .execute();
    await t.app.reminders.run();
    const [toWaiting] = await remindersTo(waiting.email);
    expect(toWaiting.text_body).toContain('You are number 1 on the waiting list');
    expect(toWaiting.text_body).toContain('Also playing: Placed');
    const [toPlayer] = await remindersTo(player.email);
    expect(toPlayer.text_body).toContain('You have a place.');
    expect(toPlayer.text_body).toContain('No one else has registered yet.');
  });

  it('a member who unsubscribed from announcements still gets the next reminder; one who left reminders does not', async () => {
    const fixture = await createFixture(t.db, { start_date: dayFromToday(3), event: 'Foursomes Day' });
    const kept = await createMember(t.db);
    const left = await createMember(t.db);
    await register(fixture, kept, at());
    await register(fixture, left, at());
    const c = t.client();
    // Each unsubscribes through the link of an e-mail of that kind, without signing in.
    const admin = await createMember(t.db, { is_admin: 1 });
    const { signInAs } = await import('../helpers/factories');
    const a = t.client();
    await signInAs(a, t.db, admin.id);
    sink.messages = [];
    const sentAnnouncement = await a.post('/api/admin/announcements', {
      subject: 'News',
      body: 'Hello',
      audience: { kind: 'fixture', fixtureId: fixture },
    });
    expect(sentAnnouncement.status).toBe(200);
    const news = await sink.waitFor(
      (m) => m.subject === 'News – Old Boys Golf Society' && sink.to(kept.email).includes(m),
    );
    const link = new URL((news.text ?? '').match(/http:\/\/\S+\/unsubscribe\?token=\S+/)![0]);
    expect((await c.post('/api/unsubscribe', { token: link.searchParams.get('token') })).status).toBe(200);
    await t.db
      .insertInto('member_preferences')
      .values({ member_id: left.id, announcements: 1, reminders: 0, updated_at: at() })
      .execute();

    expect(await t.app.reminders.run()).toBe(1);
    expect(await remindersTo(kept.email)).toHaveLength(1);
    expect(await remindersTo(left.email)).toHaveLength(0);
  });
});

const at = () => new Date().toISOString();
