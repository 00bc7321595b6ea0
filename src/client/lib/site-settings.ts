import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@shared/schemas/settings';
import { setSocietyLists } from '@shared/society-lists';
import { api } from './api-client';
import { rememberSettings } from './site-info';
import { applySocietyColours } from './society-colours';

export const siteSettingsKey = ['settings'] as const;

/** GET /api/settings: the society's settings (decision 0059), remembered for the page's title and the like. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const settings = await api<SiteSettings>('/api/settings');
  rememberSettings(settings);
  return settings;
}

/**
 * The society's settings, read once and kept for the visit (the administrator's save puts the new ones in their
 * place); undefined while they load. A page rendered on the server arrives with them.
 */
export function useSiteSettings(): SiteSettings | undefined {
  const settings = useQuery({
    queryKey: siteSettingsKey,
    queryFn: getSiteSettings,
    staleTime: Infinity,
  }).data;
  // The forms' checks of a house or title follow the lists the page arrived with or read.
  if (settings) {
    setSocietyLists(settings);
    applySocietyColours(settings.colours);
  }
  return settings;
}
