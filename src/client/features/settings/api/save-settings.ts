import type { SettingsInput, SiteSettings } from '@shared/schemas/settings';
import { mutationHook, post } from '@/lib/endpoint';
import { siteSettingsKey } from '@/lib/site-settings';

/** POST /api/admin/settings: every setting at once; answers the settings as saved, shown everywhere at once. */
export const saveSettings = post<SettingsInput, SiteSettings>('/api/admin/settings');

export const useSaveSettings = mutationHook(saveSettings, {
  update: (queryClient, settings) => queryClient.setQueryData(siteSettingsKey, settings),
});
