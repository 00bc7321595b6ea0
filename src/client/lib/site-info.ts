import type { SiteInfo } from '@shared/page-data';
import type { SiteSettings } from '@shared/schemas/settings';

export type { SiteInfo };

/** Set by the server's renderer, which has no document to read the meta tags from. */
let serverSiteInfo: SiteInfo | undefined;
export function setServerSiteInfo(info: SiteInfo | undefined) {
  serverSiteInfo = info;
}

/** The settings this browser last read (GET /api/settings), newer than the page's meta tags after a save. */
let latest: Pick<SiteSettings, 'societyName' | 'contactEmail'> | undefined;
export function rememberSettings(settings: SiteSettings) {
  if (typeof document !== 'undefined') latest = settings;
}

function meta(name: string, fallback: string) {
  if (typeof document === 'undefined') return fallback;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || fallback;
}

/**
 * The society's name and contact address where no hook can read the settings (a page's title): the server puts
 * the settings' values into the page's meta tags, and the browser's own read of the settings replaces them.
 */
export const siteInfo: SiteInfo = {
  get societyName() {
    return (
      latest?.societyName ?? serverSiteInfo?.societyName ?? meta('society-name', 'Old Boys Golf Society')
    );
  },
  get contactEmail() {
    return (
      latest?.contactEmail ??
      serverSiteInfo?.contactEmail ??
      meta('society-contact', 'secretary@society.example')
    );
  },
  get unconfirmedRetentionDays() {
    return serverSiteInfo?.unconfirmedRetentionDays ?? Number(meta('unconfirmed-retention-days', '30'));
  },
};
