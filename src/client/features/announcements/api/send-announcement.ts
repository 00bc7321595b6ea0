import type { AnnouncementValues } from '@shared/schemas/announcements';
import { mutationHook, post } from '@/lib/endpoint';

/** POST /api/admin/announcements: queues one e-mail per recipient; answers {id, recipients}. */
export const sendAnnouncement = post<AnnouncementValues, { id: number; recipients: number }>(
  '/api/admin/announcements',
);

export const useSendAnnouncement = mutationHook(sendAnnouncement, {
  invalidates: [['announcements', 'history']],
});
