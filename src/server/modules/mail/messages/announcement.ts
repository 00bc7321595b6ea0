import { linkParts, paragraphsOf } from '@shared/plain-text-links';
import { buildMail, type Para } from './account-mail';

/**
 * An announcement from the society: the author's plain text, paragraph by paragraph, web addresses made links,
 * never HTML from the author (everything is escaped); an unsubscribe link at the foot.
 */
export function announcementMessage(n: {
  societyName: string;
  subject: string;
  body: string;
  unsubscribeUrl: string;
}) {
  const paras: Para[] = [
    ...paragraphsOf(n.body).map((p) => ({ parts: linkParts(p) })),
    {
      before: `You receive announcements as a member of the ${n.societyName}. To stop them:`,
      link: n.unsubscribeUrl,
      label: 'unsubscribe from announcements',
    },
  ];
  return buildMail(n.subject, n.societyName, paras);
}
