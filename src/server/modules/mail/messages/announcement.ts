import { linkParts, paragraphsOf } from '@shared/plain-text-links';
import { composeMail, siteLink, type Mail, type MailSettings } from '../layout/compose-mail';

/**
 * An announcement from the society: the author's plain text, paragraph by paragraph, web addresses made links,
 * never HTML from the author (the layout escapes everything); an unsubscribe link in the footer.
 */
export function announcementMessage(
  n: MailSettings & { subject: string; body: string; unsubscribeUrl: string },
): Mail {
  return composeMail(n, {
    title: n.subject,
    intro: paragraphsOf(n.body).map(linkParts),
    action: { label: "Visit the society's website", url: siteLink(n.publicUrl, 'home') },
    reason: `You are receiving this e-mail because you are a member of the ${n.societyName} and receive its announcements.`,
    unsubscribe: { label: 'Unsubscribe from announcements', url: n.unsubscribeUrl },
  });
}
