// The data of the opening rush and the rolling restart, on SQLite or PostgreSQL alike: the demo data (so the public
// pages read have something on them), members signed in a few minutes before (a session each, as their browsers
// hold), and the fixtures they press sign-up on. A PostgreSQL database of the bench's own is made and dropped here.
import pg from 'pg';
import { SESSION_LIFETIME_MS } from '../../src/shared/constants';
import { openDatabase, type Db } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { giveMissingPaymentReferences } from '../../src/server/db/member-references';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { hashToken, newToken } from '../../src/server/lib/tokens';

export interface BenchSession {
  memberId: number;
  token: string;
  xsrf: string;
}

/** A PostgreSQL database of the bench's own on the server `serverUrl` (made afresh); answers its URL. */
export async function createPgDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return `${serverUrl}/${name}`;
}

export async function dropPgDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** YYYY-MM-DD `days` from today in London. */
function londonDay(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A fixture open for sign-up from today, in a month's time, with `places` places and a waiting list. */
async function addFixture(db: Db, event: string, places: number) {
  const now = new Date().toISOString();
  const day = londonDay(30);
  const row = await db
    .insertInto('fixtures')
    .values({
      year: Number(day.slice(0, 4)),
      event,
      start_date: day,
      end_date: day,
      location: 'Royal St George’s',
      manager: 'The Captain',
      manager_email_addresses: 'captain@rush.example',
      can_register: 1,
      places,
      signup_opens: londonDay(0),
      comments: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * `members` approved members, each signed in five minutes ago (so his first request moves his session's end on, as
 * a real member's does), and one fixture per entry of `fixtures` (its places).
 */
export async function prepareRushData(url: string, opts: { members: number; fixtures: [string, number][] }) {
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle);
    await seedDemoData(handle);
    const db = handle.db;
    const signedInAt = new Date(Date.now() - 5 * 60_000);
    const at = signedInAt.toISOString();
    const expires = new Date(signedInAt.getTime() + SESSION_LIFETIME_MS).toISOString();
    const sessions: BenchSession[] = [];
    for (let from = 0; from < opts.members; from += 200) {
      const batch = Array.from({ length: Math.min(200, opts.members - from) }, (_, k) => from + k);
      const ids = await db
        .insertInto('members')
        .values(
          batch.map((i) => ({
            email: `rush${i}@rush.example`,
            password_hash: null,
            title: null,
            first_name: `Rush${i}`,
            last_name: 'Member',
            mobile_number: null,
            home_phone: null,
            business_phone: null,
            address_line1: null,
            postcode: null,
            county: null,
            year_left: 1960 + (i % 60),
            house: 'Kipling',
            handicap: i % 36,
            home_club: null,
            society: null,
            how_hear: null,
            approval: 'approved',
            email_confirmed_at: at,
            is_admin: 0,
            created_at: at,
            approved_at: at,
            updated_at: at,
            privacy_accepted_at: at,
          })),
        )
        .returning('id')
        .execute();
      const made = ids.map(({ id }) => ({ memberId: id, token: newToken(), xsrf: newToken(24) }));
      await db
        .insertInto('sessions')
        .values(
          made.map((s) => ({
            token_hash: hashToken(s.token),
            member_id: s.memberId,
            xsrf_token: s.xsrf,
            created_at: at,
            expires_at: expires,
            revoked_at: null,
          })),
        )
        .execute();
      sessions.push(...made);
    }
    await giveMissingPaymentReferences(db);
    const fixtureIds: number[] = [];
    for (const [event, places] of opts.fixtures) fixtureIds.push(await addFixture(db, event, places));
    return { sessions, fixtureIds };
  } finally {
    await handle.close();
  }
}

export interface ListRow {
  id: number;
  member_id: number;
  list: string;
  position: number;
  created_at: string;
}

/** A fixture's registrations, each list in its order. */
export async function readLists(url: string, fixtureId: number): Promise<ListRow[]> {
  const handle = openDatabase(url);
  try {
    return await handle.db
      .selectFrom('fixture_registrations')
      .select(['id', 'member_id', 'list', 'position', 'created_at'])
      .where('fixture_id', '=', fixtureId)
      .orderBy('list')
      .orderBy('position')
      .execute();
  } finally {
    await handle.close();
  }
}

/** How many times the audit log records each member entering and leaving `fixtureId`. */
export async function auditedActs(url: string, fixtureId: number) {
  const handle = openDatabase(url);
  try {
    const rows = await handle.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('entity', '=', 'fixture_registration')
      .where('entity_id', '=', String(fixtureId))
      .where('action', 'in', ['enter', 'join-waiting-list', 'leave'])
      .execute();
    const counts = new Map<number, { enter: number; leave: number }>();
    for (const r of rows) {
      const c = counts.get(r.actor_id!) ?? { enter: 0, leave: 0 };
      if (r.action === 'leave') c.leave += 1;
      else c.enter += 1;
      counts.set(r.actor_id!, c);
    }
    return counts;
  } finally {
    await handle.close();
  }
}
