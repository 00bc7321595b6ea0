import { useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '@shared/schemas/calendar';
import { api } from '@/lib/api-client';

export const CALENDAR_FEED_KEY = ['calendar', 'feed'] as const;

/** GET /api/calendar/feed: the address of the member's own calendar feed. */
export const getCalendarFeed = () => api<CalendarFeed>('/api/calendar/feed');

export const useCalendarFeed = () =>
  useQuery({ queryKey: CALENDAR_FEED_KEY, queryFn: getCalendarFeed, staleTime: Infinity });
