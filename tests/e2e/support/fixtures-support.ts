// Helpers for the journeys: members and fixtures of their own in the journeys' database, written through
// the app's own repositories (no second copy of the schema), so the phone and desktop projects, running at once
// against one server, never touch each other's data.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';
import { openDatabase, type Db } from '../../../src/server/db/database';
import {
  approve,
  findByEmail,
  insertMember,
  markEmailConfirmed,
} from '../../../src/server/modules/accounts/accounts.repository';
import { setAdminFlag } from '../../../src/server/modules/admin-members/admin-members.repository';
import { countRegistrations, insertFixture } from '../../../src/server/modules/fixtures/fixtures.repository';
import { DEMO_MEMBER } from './helpers';
import { ARTIFACTS } from './paths';

/** Runs `fn` on the journeys' database (the server's SQLite file), opened as the app opens it. */
export async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const handle = openDatabase(join(ARTIFACTS, 'db', 'e2e.db'));
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/** A unique tag for this project and run, for names and addresses. */
export const runTag = (testInfo: TestInfo) =>
  `${testInfo.project.name}-${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

/** An approved member of this journey's own (the demo member's password, so they could log in too). */
export function createJourneyMember(tag: string, first: string, last: string, isAdmin = false) {
  return withDb(async (db) => {
    const demo = await findByEmail(db, DEMO_MEMBER.email);
    const now = new Date().toISOString();
    const email = `${tag}@journey.example`;
    const id = await insertMember(db, {
      email,
      passwordHash: demo!.password_hash!,
      title: 'Mr',
      firstName: first,
      lastName: last,
      mobileNumber: '07700900999',
      house: 'Kipling',
      yearLeft: 1990,
      handicap: 12,
      now,
    });
    await markEmailConfirmed(db, id, now);
    await approve(db, id, now);
    if (isAdmin) await setAdminFlag(db, id, true, now);
    return { id, email, name: `${first} ${last}` };
  });
}

/** A fixture of this journey's own, open for registration, `daysAhead` days from today (London). */
export function createJourneyFixture(
  event: string,
  daysAhead: number,
  managerEmails: string,
  extra: { location?: string; places?: number } = {},
) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + daysAhead)).toISOString().slice(0, 10);
  const year = Number(date.slice(0, 4));
  return withDb(async (db) => {
    const now = new Date().toISOString();
    const id = await insertFixture(db, {
      year,
      event,
      start_date: date,
      end_date: date,
      location: extra.location ?? 'Journey Golf Club',
      manager: 'Journey Manager',
      manager_email_addresses: managerEmails,
      can_register: 1,
      comments: 'Created by a browser journey',
      created_at: now,
      updated_at: now,
      places: extra.places ?? null,
    });
    return { id, date, year };
  });
}

export function registrationCount(fixtureId: number): Promise<number> {
  return withDb((db) => countRegistrations(db, fixtureId));
}
