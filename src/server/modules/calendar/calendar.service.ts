import type { Deps } from '../../lib/deps';
import { randomBytes } from 'node:crypto';
import { londonToday } from '@shared/dates';
import type { Db } from '../../db/database';
import { isoIn, now, nowIso } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { derive, tokenSecret } from '../../lib/site-secret';
import { hashToken } from '../../lib/tokens';
import * as repo from './calendar.repository';
import { fixtureToEvent, tombstoneToEvent } from './fixture-event';
import { buildCalendar, type CalendarEvent } from './ical';

/** Deleted fixtures stay in the feeds as cancelled for this long. */
export const TOMBSTONE_DAYS = 30;
const FEED_NOT_FOUND = 'There is no calendar at this address';

/** A calendar needs the database and the site's name and address: a part of the services' deps. */
export type CalendarDeps = Pick<Deps, 'db' | 'publicUrl' | 'societyName'>;

const yearAgo = () => {
  const today = londonToday(now());
  return `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
};

const render = (deps: CalendarDeps, name: string, events: CalendarEvent[]) =>
  buildCalendar({
    name,
    productId: `-//${deps.societyName}//Fixtures//EN`,
    events,
    stampIso: nowIso(),
  });

/** One fixture as a download (or its cancellation for 30 days after it was deleted). */
export async function fixtureCalendar(deps: CalendarDeps, id: number): Promise<string> {
  const f = await repo.fixtureEvent(deps.db, id);
  if (f) return render(deps, f.event, [fixtureToEvent(f, deps.publicUrl)]);
  const t = await repo.findTombstone(deps.db, id);
  if (t && t.deleted_at >= isoIn(-TOMBSTONE_DAYS * 86_400_000)) {
    return render(deps, t.event, [tombstoneToEvent(t, deps.publicUrl)]);
  }
  throw notFound('Fixture not found');
}

/**
 * One fixture as a cancellation (METHOD:CANCEL) for the member who left or was removed: their calendar program
 * takes out the event it added from 'You have a place'. Same UID and SEQUENCE, a newer DTSTAMP (RFC 5546 2.1.5),
 * so a later sign-up's event is taken as newer again.
 */
export async function fixtureCancellation(
  deps: CalendarDeps & { contactEmail: string },
  id: number,
): Promise<string> {
  const f = await repo.fixtureEvent(deps.db, id);
  if (!f) throw notFound('Fixture not found');
  return buildCalendar({
    name: f.event,
    productId: `-//${deps.societyName}//Fixtures//EN`,
    events: [{ ...fixtureToEvent(f, deps.publicUrl), cancelled: true }],
    stampIso: nowIso(),
    method: 'CANCEL',
    organizer: { name: deps.societyName, email: deps.contactEmail },
  });
}

/** Every fixture from a year ago onwards, and those deleted in the last 30 days as cancelled. */
export async function publicCalendar(deps: CalendarDeps): Promise<string> {
  const [fixtures, tombstones] = await Promise.all([
    repo.fixtureEventsFrom(deps.db, yearAgo()),
    repo.tombstonesSince(deps.db, isoIn(-TOMBSTONE_DAYS * 86_400_000)),
  ]);
  return render(deps, `${deps.societyName} fixtures`, [
    ...fixtures.map((f) => fixtureToEvent(f, deps.publicUrl)),
    ...tombstones.map((t) => tombstoneToEvent(t, deps.publicUrl)),
  ]);
}

/** The feed of the member the token belongs to; any other token answers 404. */
export async function memberCalendar(deps: CalendarDeps, token: string): Promise<string> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw notFound(FEED_NOT_FOUND);
  const feed = await repo.findFeedByHash(deps.db, hashToken(token));
  if (!feed || feed.approval !== 'approved') throw notFound(FEED_NOT_FOUND);
  const [fixtures, tombstones] = await Promise.all([
    repo.memberFixtureEventsFrom(deps.db, feed.memberId, yearAgo()),
    repo.tombstonesSince(deps.db, isoIn(-TOMBSTONE_DAYS * 86_400_000)),
  ]);
  const own = tombstones.filter((t) => (JSON.parse(t.member_ids) as number[]).includes(feed.memberId));
  return render(deps, `My ${deps.societyName} fixtures`, [
    ...fixtures.map((f) =>
      fixtureToEvent(
        f,
        deps.publicUrl,
        f.list === 'waiting'
          ? { kind: 'waiting', position: Number(f.membersAhead ?? 0) + 1 }
          : { kind: f.list },
        // The member's own row moves too (a place, a new position on the waiting list).
        f.placeChangedAt ?? f.placeCreatedAt,
      ),
    ),
    ...own.map((t) => tombstoneToEvent(t, deps.publicUrl)),
  ]);
}

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/calendar/member/${token}.ics`;
const tokenOf = (secret: Buffer, memberId: number, salt: string) =>
  derive(secret, `calendar:${memberId}:${salt}`);

async function newFeed(db: Db, memberId: number) {
  const secret = tokenSecret();
  const salt = randomBytes(16).toString('base64url');
  const token = tokenOf(secret, memberId, salt);
  await repo.saveFeed(db, memberId, salt, hashToken(token), nowIso());
  return token;
}

/** The address of the member's own feed, made on first asking (only its hash and salt are stored). */
export async function feedAddress(deps: CalendarDeps, memberId: number): Promise<{ url: string }> {
  const feed = await repo.findFeed(deps.db, memberId);
  const token = feed ? tokenOf(tokenSecret(), memberId, feed.salt) : await newFeed(deps.db, memberId);
  return { url: feedUrl(deps.publicUrl, token) };
}

/** A new address; the old one answers 404 from now on. */
export async function rotateFeed(deps: CalendarDeps, memberId: number): Promise<{ url: string }> {
  return { url: feedUrl(deps.publicUrl, await newFeed(deps.db, memberId)) };
}
