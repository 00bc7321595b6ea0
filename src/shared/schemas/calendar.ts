import { z } from 'zod';

/** GET /api/calendar/feed and POST /api/calendar/feed/rotate: the member's private feed address. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
