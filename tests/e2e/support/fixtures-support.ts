// Helpers for the journeys: members and fixtures of their own in the journeys' database, written through
// the app's own repositories (no second copy of the schema), so the phone and desktop projects, running at once
// against one server, never touch each other's data.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { FixtureEnterBody } from '../../../src/shared/schemas/fixtures';
import { openDatabase, type Db } from '../../../src/server/db/database';
import {
  approve,
  findByEmail,
  insertMember,
  markEmailConfirmed,
} from '../../../src/server/modules/accounts/accounts.repository';
import { setAdminFlag } from '../../../src/server/modules/admin-members/admin-members.repository';
import { countRegistrations, insertFixture } from '../../../src/server/modules/fixtures/fixtures.repository';
import { bookingColumns } from '../../../src/server/modules/fixtures/fixtures-admin.service';
import { DEMO_MEMBER } from './helpers';
import { ARTIFACTS } from './paths';
import { bearerToken, signInAs } from './sign-in';

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

/** Starts a journey at a phone's width (375 × 812 px); this run's tag (runTag). */
export async function startPhoneJourney(page: Page, testInfo: TestInfo) {
  await page.setViewportSize({ width: 375, height: 812 });
  return runTag(testInfo);
}

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

/**
 * A fixture's manager of the journey's own, Mina Manager<who>; with this run's tag and `who`, the tag in letters and
 * digits only, to end the journey's other surnames with.
 */
export async function journeyManager(testInfo: TestInfo) {
  const tag = runTag(testInfo);
  const who = tag.replace(/\W/g, '');
  const manager = await createJourneyMember(`${tag}-m`, 'Mina', `Manager${who}`);
  return { tag, who, manager };
}

/** A fixture's guests, dinner and fees, saved as Add Fixture saves them (DESIGN.md 'Guests and the dinner'). */
export type JourneyBooking = Parameters<typeof bookingColumns>[0];

/** A booking with the member's own fee only: no guests, no dinner. */
export const memberFeeOnly = (memberPence: number): JourneyBooking => ({
  guestsPerMember: 0,
  dinner: null,
  fees: { memberPence, guestPence: null, dinnerOnlyPence: null },
});

/** London's date `days` days from today, YYYY-MM-DD. */
export function londonDate(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A fixture of this journey's own, open for registration, `daysAhead` days from today (London). */
export function createJourneyFixture(
  event: string,
  daysAhead: number,
  managerEmails: string,
  extra: { location?: string; places?: number; booking?: JourneyBooking; withdrawBy?: string } = {},
) {
  const date = londonDate(daysAhead);
  const year = Number(date.slice(0, 4));
  const booking = extra.booking;
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
      withdraw_by: extra.withdrawBy ?? null,
      ...(booking && bookingColumns(booking)),
    });
    return { id, date, year };
  });
}

/**
 * A fixture of this journey's own (createJourneyFixture) with the member's own fee only, its managers' address
 * made of the tag; `places` unlimited unless given.
 */
export function createFeeFixture(
  event: string,
  daysAhead: number,
  tag: string,
  memberPence: number,
  places?: number,
) {
  return createJourneyFixture(event, daysAhead, `manager-${tag}@example.com`, {
    places,
    booking: memberFeeOnly(memberPence),
  });
}

export function registrationCount(fixtureId: number): Promise<number> {
  return withDb((db) => countRegistrations(db, fixtureId));
}

/**
 * A member's calls through the site's own endpoints, as that member (a bearer token: one login per request context,
 * whose cookies would make a second login a browser's): entering a fixture with their guests and dinners.
 */
export async function memberApi(request: APIRequestContext, member: { id: number; email: string }) {
  const token = await bearerToken(request, member.email, DEMO_MEMBER.password);
  return {
    async enter(fixtureId: number, booking: Omit<FixtureEnterBody, 'fixtureId' | 'userId'> = {}) {
      const res = await request.post('/api/fixtures/enter', {
        headers: { authorization: `Bearer ${token}` },
        data: { fixtureId, userId: member.id, ...booking },
      });
      expect(res.status(), `enter ${fixtureId} as ${member.email}: ${await res.text()}`).toBe(200);
    },
  };
}

/** A member of the journey's own (createJourneyMember, with a tag of this run), signed in as signInAs does. */
export async function signInAsNewMember(page: Page, testInfo: TestInfo, first: string, last: string) {
  const member = await createJourneyMember(runTag(testInfo), first, last);
  await signInAs(page, member);
  return member;
}
