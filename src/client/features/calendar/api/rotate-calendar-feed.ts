import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '@shared/schemas/calendar';
import { api } from '@/lib/api-client';
import { CALENDAR_FEED_KEY } from './get-calendar-feed';

/** POST /api/calendar/feed/rotate: a new address; the old one stops working. */
export const rotateCalendarFeed = () => api<CalendarFeed>('/api/calendar/feed/rotate', { method: 'POST' });

export function useRotateCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => qc.setQueryData(CALENDAR_FEED_KEY, feed),
  });
}
