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
export type Site = Pick<Deps, 'db' | 'publicUrl' | 'societyName'>;

const yearAgo = () => {
  const today = londonToday(now());
  return `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
};

const render = (site: Site, name: string, events: CalendarEvent[]) =>
  buildCalendar({
    name,
    productId: `-//${site.societyName}//Fixtures//EN`,
    events,
    stampIso: nowIso(),
  });

/** One fixture as a download (or its cancellation for 30 days after it was deleted). */
export async function fixtureCalendar(site: Site, id: number): Promise<string> {
  const f = await repo.fixtureEvent(site.db, id);
  if (f) return render(site, f.event, [fixtureToEvent(f, site.publicUrl)]);
  const t = await repo.findTombstone(site.db, id);
  if (t && t.deleted_at >= isoIn(-TOMBSTONE_DAYS * 86_400_000)) {
    return render(site, t.event, [tombstoneToEvent(t, site.publicUrl)]);
  }
  throw notFound('Fixture not found');
}

/**
 * One fixture as a cancellation (METHOD:CANCEL) for the member who left or was removed: their calendar program
 * takes out the event it added from 'You have a place'. Same UID and SEQUENCE, a newer DTSTAMP (RFC 5546 2.1.5),
 * so a later sign-up's event is taken as newer again.
 */
export async function fixtureCancellation(
  site: Site & { contactEmail: string },
  id: number,
): Promise<string> {
  const f = await repo.fixtureEvent(site.db, id);
  if (!f) throw notFound('Fixture not found');
  return buildCalendar({
    name: f.event,
    productId: `-//${site.societyName}//Fixtures//EN`,
    events: [{ ...fixtureToEvent(f, site.publicUrl), cancelled: true }],
    stampIso: nowIso(),
    method: 'CANCEL',
    organizer: { name: site.societyName, email: site.contactEmail },
  });
}

/** Every fixture from a year ago onwards, and those deleted in the last 30 days as cancelled. */
export async function publicCalendar(site: Site): Promise<string> {
  const [fixtures, tombstones] = await Promise.all([
    repo.fixtureEventsFrom(site.db, yearAgo()),
    repo.tombstonesSince(site.db, isoIn(-TOMBSTONE_DAYS * 86_400_000)),
  ]);
  return render(site, `${site.societyName} fixtures`, [
    ...fixtures.map((f) => fixtureToEvent(f, site.publicUrl)),
    ...tombstones.map((t) => tombstoneToEvent(t, site.publicUrl)),
  ]);
}

/** The feed of the member the token belongs to; any other token answers 404. */
export async function memberCalendar(site: Site, token: string): Promise<string> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw notFound(FEED_NOT_FOUND);
  const feed = await repo.findFeedByHash(site.db, hashToken(token));
  if (!feed || feed.approval !== 'approved') throw notFound(FEED_NOT_FOUND);
  const [fixtures, tombstones] = await Promise.all([
    repo.memberFixtureEventsFrom(site.db, feed.memberId, yearAgo()),
    repo.tombstonesSince(site.db, isoIn(-TOMBSTONE_DAYS * 86_400_000)),
  ]);
  const own = tombstones.filter((t) => (JSON.parse(t.member_ids) as number[]).includes(feed.memberId));
  return render(site, `My ${site.societyName} fixtures`, [
    ...fixtures.map((f) =>
      fixtureToEvent(
        f,
        site.publicUrl,
        f.list === 'waiting' ? { kind: 'waiting', position: f.position } : { kind: 'registered' },
        // The member's own row moves too (a place, a new position on the waiting list).
        f.placeChangedAt ?? f.placeCreatedAt,
      ),
    ),
    ...own.map((t) => tombstoneToEvent(t, site.publicUrl)),
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
export async function feedAddress(site: Site, memberId: number): Promise<{ url: string }> {
  const feed = await repo.findFeed(site.db, memberId);
  const token = feed ? tokenOf(tokenSecret(), memberId, feed.salt) : await newFeed(site.db, memberId);
  return { url: feedUrl(site.publicUrl, token) };
}

/** A new address; the old one answers 404 from now on. */
export async function rotateFeed(site: Site, memberId: number): Promise<{ url: string }> {
  return { url: feedUrl(site.publicUrl, await newFeed(site.db, memberId)) };
}
