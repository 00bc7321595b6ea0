// Helpers for the 'keeping members informed' journeys: data of their own in the journeys' database, and the
// e-mails the test SMTP server wrote to files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_DIR } from './paths';
import { withDb } from './fixtures-support';

export interface StoredMail {
  to: { text: string };
  subject: string;
  text: string;
  html: string;
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
}

export function registerForFixture(fixtureId: number, memberId: number) {
  withDb((db) =>
    db
      .prepare('insert into fixture_registrations (fixture_id, member_id, created_at) values (?, ?, ?)')
      .run(fixtureId, memberId, new Date().toISOString()),
  );
}

export function setHouse(memberId: number, house: string) {
  withDb((db) => db.prepare('update members set house = ? where id = ?').run(house, memberId));
}

/** The addresses an announcement to the house should reach: approved members who did not turn announcements off. */
export function houseRecipients(house: string): string[] {
  return withDb((db) =>
    (
      db
        .prepare(
          `select m.email from members m left join member_preferences p on p.member_id = m.id
           where m.house = ? and m.approval = 'approved' and coalesce(p.announcements, 1) = 1`,
        )
        .all(house) as { email: string }[]
    ).map((r) => r.email.toLowerCase()),
  );
}

export function preferencesOf(memberId: number) {
  return withDb(
    (db) =>
      db
        .prepare('select announcements, reminders from member_preferences where member_id = ?')
        .get(memberId) as { announcements: number; reminders: number } | undefined,
  );
}

/** Every e-mail received so far with this subject (the layout adds ' – {society name}'). */
export function mailsWithSubject(subject: string): StoredMail[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .map((f) => JSON.parse(readFileSync(join(MAIL_DIR, f), 'utf8')) as StoredMail)
    .filter((m) => m.subject === subject || m.subject.startsWith(`${subject} – `));
}
