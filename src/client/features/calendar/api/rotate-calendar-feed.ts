import type { CalendarFeed } from '@shared/schemas/calendar';
import { api } from '@/lib/api-client';
import { mutationHook } from '@/lib/endpoint';
import { CALENDAR_FEED_KEY } from './get-calendar-feed';

/** POST /api/calendar/feed/rotate: a new address; the old one stops working. */
export const rotateCalendarFeed = () => api<CalendarFeed>('/api/calendar/feed/rotate', { method: 'POST' });

export const useRotateCalendarFeed = mutationHook(rotateCalendarFeed, {
  update: (queryClient, feed) => queryClient.setQueryData(CALENDAR_FEED_KEY, feed),
});
