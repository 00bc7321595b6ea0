import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementValues } from '@shared/schemas/announcements';
import { api } from '@/lib/api-client';

/** POST /api/admin/announcements: queues one e-mail per recipient; answers {id, recipients}. */
export const sendAnnouncement = (body: AnnouncementValues) =>
  api<{ id: number; recipients: number }>('/api/admin/announcements', { method: 'POST', body });

export function useSendAnnouncement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendAnnouncement,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['announcements', 'history'] }),
  });
}
