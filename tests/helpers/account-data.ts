// Shared by the tests of members' data (account-data-export, account-delete and registration-retention): each
// file still starts its own app, database and mail sink with startWithMailSink.
import type { Db } from '../../src/server/db/database';
import { SmtpSink } from './smtp-sink';
import { startTestApp, type TestApp } from './test-app';

/** The app on a fresh database, sending its mail to a sink of its own, with the login rate limit out of the way. */
export async function startWithMailSink(): Promise<{ t: TestApp; sink: SmtpSink }> {
  const sink = await new SmtpSink().start();
  const t = await startTestApp({ SMTP_URL: sink.url, LOGIN_RATE_LIMIT: '100000' });
  return { t, sink };
}

/** The instant `d` days before now, as the database stores it. */
export const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

/** A new fixture (the Autumn Meeting of 1 December 2026) with the member registered for it. */
export async function registerOnNewFixture(db: Db, memberId: number) {
  const now = new Date().toISOString();
  const f = await db
    .insertInto('fixtures')
    .values({
      year: 2026,
      event: 'Autumn Meeting',
      start_date: '2026-12-01',
      end_date: null,
      can_register: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('fixture_registrations')
    .values({ fixture_id: f.id, member_id: memberId, created_at: now })
    .execute();
}
