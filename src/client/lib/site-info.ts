function meta(name: string, fallback: string) {
  if (typeof document === 'undefined') return fallback;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || fallback;
}

/** The society's name and contact address, put into the page by the server from SOCIETY_NAME and CONTACT_EMAIL. */
export const siteInfo = {
  get societyName() {
    return meta('society-name', 'Old Boys Golf Society');
  },
  get contactEmail() {
    return meta('society-contact', 'secretary@society.example');
  },
  /** UNCONFIRMED_RETENTION_DAYS: registrations never confirmed are deleted after this many days. */
  get unconfirmedRetentionDays() {
    return Number(meta('unconfirmed-retention-days', '30'));
  },
};
