// Helpers for the fixtures journeys: members, fixtures and sessions of their own in the journeys' database,
// so the phone and desktop projects, running at once against one server, never touch each other's data.
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page, TestInfo } from '@playwright/test';
import { ARTIFACTS, E2E_PORT } from './paths';

const dbFile = () => join(ARTIFACTS, 'db', 'e2e.db');

export function withDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(dbFile());
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** A unique tag for this project and run, for names and addresses. */
export const runTag = (testInfo: TestInfo) =>
  `${testInfo.project.name}-${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

/** An approved member of this journey's own (the demo members' password hash, so they could log in too). */
export function createJourneyMember(tag: string, first: string, last: string, isAdmin = false) {
  return withDb((db) => {
    const demo = db
      .prepare(`select password_hash from members where email = ?`)
      .get('member@society.example') as {
      password_hash: string;
    };
    const now = new Date().toISOString();
    const email = `${tag}@journey.example`;
    const info = db
      .prepare(
        `insert into members (email, password_hash, title, first_name, last_name, mobile_number, year_left, house,
          handicap, approval, email_confirmed_at, is_admin, created_at, approved_at, updated_at)
         values (?, ?, 'Mr', ?, ?, '07700900999', 1990, 'Kipling', 12, 'approved', ?, ?, ?, ?, ?)`,
      )
      .run(email, demo.password_hash, first, last, now, isAdmin ? 1 : 0, now, now, now);
    return { id: Number(info.lastInsertRowid), email, name: `${first} ${last}` };
  });
}

/** A fixture of this journey's own, open for registration, `daysAhead` days from today (London). */
export function createJourneyFixture(
  event: string,
  daysAhead: number,
  managerEmails: string,
  extra: { location?: string } = {},
) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + daysAhead)).toISOString().slice(0, 10);
  return withDb((db) => {
    const now = new Date().toISOString();
    const info = db
      .prepare(
        `insert into fixtures (year, event, start_date, end_date, location, manager, manager_email_addresses,
          can_register, comments, created_at, updated_at)
         values (?, ?, ?, ?, ?, 'Journey Manager', ?, 1, 'Created by a browser journey', ?, ?)`,
      )
      .run(
        Number(date.slice(0, 4)),
        event,
        date,
        date,
        extra.location ?? 'Journey Golf Club',
        managerEmails,
        now,
        now,
      );
    return { id: Number(info.lastInsertRowid), date, year: Number(date.slice(0, 4)) };
  });
}

export function adminId(): number {
  return withDb((db) => {
    const row = db.prepare(`select id from members where is_admin = 1 order by id limit 1`).get() as {
      id: number;
    };
    return row.id;
  });
}

export function registrationCount(fixtureId: number): number {
  return withDb((db) => {
    const row = db
      .prepare(`select count(*) as n from fixture_registrations where fixture_id = ?`)
      .get(fixtureId) as {
      n: number;
    };
    return row.n;
  });
}

/**
 * Signs the browser in as a member: a real session row (only its hash stored, as login does), the session and
 * XSRF cookies, and the user id, admin flag and expiry the client keeps (DESIGN.md departures). Used because
 * the login screen belongs to another feature; it leaves the login rate limit alone.
 */
export async function signInDirectly(page: Page, memberId: number, isAdmin: boolean) {
  const token = randomBytes(32).toString('base64url');
  const xsrf = randomBytes(24).toString('base64url');
  const now = Date.now();
  const expires = now + 3_600_000;
  withDb((db) => {
    db.prepare(
      `insert into sessions (token_hash, member_id, xsrf_token, created_at, expires_at) values (?, ?, ?, ?, ?)`,
    ).run(
      createHash('sha256').update(token).digest('hex'),
      memberId,
      xsrf,
      new Date(now).toISOString(),
      new Date(expires).toISOString(),
    );
  });
  const url = `http://127.0.0.1:${E2E_PORT}`;
  await page.context().addCookies([
    { name: 'sid', value: token, url, httpOnly: true, sameSite: 'Lax' },
    { name: 'XSRF-TOKEN', value: xsrf, url, sameSite: 'Lax' },
  ]);
  await page.addInitScript(
    ({ id, admin, exp }) => {
      localStorage.setItem('user_id', String(id));
      localStorage.setItem('is-admin', String(admin));
      localStorage.setItem('session_expires', String(exp));
    },
    { id: memberId, admin: isAdmin, exp: expires },
  );
}
