import { useQuery } from '@tanstack/react-query';
import type { AnnouncementHistoryItem } from '@shared/schemas/announcements';
import { api } from '@/lib/api-client';

/** GET /api/admin/announcements: the history with recipients and delivery counts. */
export const listAnnouncements = () => api<AnnouncementHistoryItem[]>('/api/admin/announcements');

/** Looks again every few seconds while messages are still waiting in the outbox. */
export const useAnnouncements = () =>
  useQuery({
    queryKey: ['announcements', 'history'],
    queryFn: listAnnouncements,
    refetchInterval: (q) => (q.state.data?.some((a) => a.waiting > 0) ? 3000 : false),
  });
