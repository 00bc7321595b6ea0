import type { SiteInfo } from '@shared/page-data';

export type { SiteInfo };

/** Set by the server's renderer, which has no document to read the meta tags from. */
let serverSiteInfo: SiteInfo | undefined;
export function setServerSiteInfo(info: SiteInfo | undefined) {
  serverSiteInfo = info;
}

function meta(name: string, fallback: string) {
  if (typeof document === 'undefined') return fallback;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || fallback;
}

/** The society's name and contact address, put into the page by the server from SOCIETY_NAME and CONTACT_EMAIL. */
export const siteInfo: SiteInfo = {
  get societyName() {
    return serverSiteInfo?.societyName ?? meta('society-name', 'Old Boys Golf Society');
  },
  get contactEmail() {
    return serverSiteInfo?.contactEmail ?? meta('society-contact', 'secretary@society.example');
  },
  get unconfirmedRetentionDays() {
    return serverSiteInfo?.unconfirmedRetentionDays ?? Number(meta('unconfirmed-retention-days', '30'));
  },
};
