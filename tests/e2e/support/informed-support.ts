// Helpers for the 'keeping members informed' journeys: data of their own in the journeys' database, and the
// e-mails the test SMTP server wrote to files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_DIR } from './paths';
import { findById, updateMembership } from '../../../src/server/modules/accounts/accounts.repository';
import { houseMembers } from '../../../src/server/modules/announcements/audiences.repository';
import { insertRegistration } from '../../../src/server/modules/fixtures/fixtures.repository';
import { findPreferences } from '../../../src/server/modules/preferences/preferences.repository';
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
  return withDb((db) => insertRegistration(db, fixtureId, memberId, new Date().toISOString()));
}

export function setHouse(memberId: number, house: string) {
  return withDb(async (db) => {
    const m = (await findById(db, memberId))!;
    await updateMembership(
      db,
      memberId,
      {
        year: m.year_left!,
        schoolHouse: house,
        homeClub: m.home_club,
        society: m.society,
        handicap: m.handicap,
      },
      new Date().toISOString(),
    );
  });
}

/** The addresses an announcement to the house should reach: the audience the app itself sends to. */
export function houseRecipients(house: string): Promise<string[]> {
  return withDb(async (db) =>
    (await houseMembers(db, house).select('m.email').execute()).map((r) => r.email.toLowerCase()),
  );
}

export function preferencesOf(memberId: number) {
  return withDb((db) => findPreferences(db, memberId));
}

/** Every e-mail received so far with this subject (the layout adds ' – {society name}'). */
/** How many messages with this subject the outbox holds, and how many of them are not sent yet. */
export function outboxOf(subject: string) {
  return withDb(async (db) => {
    const rows = await db
      .selectFrom('mail_outbox')
      .select('status')
      .where((eb) => eb.or([eb('subject', '=', subject), eb('subject', 'like', `${subject} – %`)]))
      .execute();
    return { queued: rows.length, unsent: rows.filter((r) => r.status !== 'sent').length };
  });
}

export function mailsWithSubject(subject: string): StoredMail[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .map((f) => JSON.parse(readFileSync(join(MAIL_DIR, f), 'utf8')) as StoredMail)
    .filter((m) => m.subject === subject || m.subject.startsWith(`${subject} – `));
}
