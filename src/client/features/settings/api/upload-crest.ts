import type { SiteSettings } from '@shared/schemas/settings';
import { mutationHook, post } from '@/lib/endpoint';
import { siteSettingsKey } from '@/lib/site-settings';

/** POST /api/admin/settings/crest (multipart, the file in `file`): a PNG or SVG of up to 500 KB. */
export const uploadCrest = post<FormData, SiteSettings>('/api/admin/settings/crest');

export const useUploadCrest = mutationHook(uploadCrest, {
  update: (queryClient, settings) => queryClient.setQueryData(siteSettingsKey, settings),
});
