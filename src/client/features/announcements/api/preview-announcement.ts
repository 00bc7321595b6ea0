import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnnouncementPreview, Audience } from '@shared/schemas/announcements';
import { post } from '@/lib/endpoint';

export interface Draft {
  subject: string;
  body: string;
  audience: Audience;
  /** The fixture of a 'Count me in' button, if any. */
  countMeInFixtureId?: number | null;
}

/** POST /api/admin/announcements/preview: the message as it will arrive and the number of recipients. */
export const previewAnnouncement = post<Draft, AnnouncementPreview>('/api/admin/announcements/preview');

export const usePreviewAnnouncement = (draft: Draft | null) =>
  useQuery({
    queryKey: ['announcements', 'preview', draft],
    queryFn: () => previewAnnouncement(draft!),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
