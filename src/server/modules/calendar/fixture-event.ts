import type { FixtureTombstonesTable } from '../../db/types';
import type { CalendarEvent } from './ical';
import type { PlaceStatus } from '../../lib/place-status';
import type { FixtureEventRow } from './calendar.repository';

const statusLine = (s: PlaceStatus) =>
  s.kind === 'registered'
    ? 'You are registered for this fixture.'
    : s.kind === 'dinner'
      ? 'You have booked the dinner only.'
      : `You are number ${s.position} on the waiting list for this fixture.`;

export const fixtureUid = (id: number, publicUrl: string) => `fixture-${id}@${new URL(publicUrl).hostname}`;
export const fixtureUrl = (id: number, publicUrl: string) => `${publicUrl}/enterfixture/${id}`;

/** The description: the member's place (own feed only), the manager and comments, and the link. */
export function eventDescription(d: {
  manager: string | null;
  comments: string | null;
  url: string;
  status?: PlaceStatus;
}): string {
  return [
    d.status ? statusLine(d.status) : '',
    d.manager ? `Manager: ${d.manager}` : '',
    d.comments ?? '',
    `Details and sign-up: ${d.url}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function fixtureToEvent(
  f: FixtureEventRow,
  publicUrl: string,
  status?: PlaceStatus,
  placeChangedAt?: string,
): CalendarEvent {
  const url = fixtureUrl(f.id, publicUrl);
  return {
    uid: fixtureUid(f.id, publicUrl),
    startDate: f.startDate,
    endDate: f.endDate,
    summary: f.event,
    location: f.location,
    description: eventDescription({ manager: f.manager, comments: f.comments, url, status }),
    url,
    sequence: f.sequence,
    // A member's entry changes when the fixture does or when their place does (its text names the position).
    lastModified: placeChangedAt && placeChangedAt > f.updatedAt ? placeChangedAt : f.updatedAt,
    cancelled: false,
    tentative: status?.kind === 'waiting',
  };
}

/** A deleted fixture: the same UID, a higher SEQUENCE, STATUS:CANCELLED. */
export function tombstoneToEvent(t: FixtureTombstonesTable, publicUrl: string): CalendarEvent {
  return {
    uid: fixtureUid(t.fixture_id, publicUrl),
    startDate: t.start_date,
    endDate: t.end_date,
    summary: `Cancelled: ${t.event}`,
    location: t.location,
    description: eventDescription({
      manager: t.manager,
      comments: 'This fixture has been cancelled.',
      url: `${publicUrl}/fixtures`,
    }),
    url: `${publicUrl}/fixtures`,
    sequence: t.sequence,
    lastModified: t.deleted_at,
    cancelled: true,
  };
}
