import { z } from 'zod';

/** GET /api/calendar/feed and POST /api/calendar/feed/rotate: the member's private feed address. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const fixtureCalendarPath = (id: number) => `/calendar/fixtures/${id}.ics`;
export const PUBLIC_CALENDAR_PATH = '/calendar/fixtures.ics';
