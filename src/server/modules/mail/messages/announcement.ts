import { linkParts, paragraphsOf } from '@shared/plain-text-links';
import { ACTION_LABELS } from '@shared/act-words';
import { composeMail, siteLink, type Mail, type MailSettings } from '../layout/compose-mail';

export interface AnnouncementInput extends MailSettings {
  subject: string;
  body: string;
  unsubscribeUrl: string;
  /** The recipient's own 'Count me in' link for a fixture (modules/act), when the author chose one. */
  countMeIn?: { url: string; event: string; fixtureDate: string };
  /** To a member who owes: their own balance and payment reference, how to pay, and their statement. */
  account?: { balance: string; reference: string; paymentDetails: string | null; statementUrl: string };
}

/**
 * An announcement from the society: the author's plain text, paragraph by paragraph, web addresses made links,
 * never HTML from the author (the layout escapes everything); an unsubscribe link in the footer. With a fixture
 * chosen, its button is the recipient's 'Count me in'.
 */
export function announcementMessage(n: AnnouncementInput): Mail {
  const c = n.countMeIn;
  const a = n.account;
  return composeMail(n, {
    title: n.subject,
    intro: [
      ...paragraphsOf(n.body).map(linkParts),
      ...(a
        ? [
            `You owe the society ${a.balance}. Your payment reference is ${a.reference}: please give it with every payment, so that the treasurer's bank statement names you.`,
            ...(a.paymentDetails ? [`How to pay: ${a.paymentDetails.replace(/\s*\n\s*/g, ', ')}`] : []),
          ]
        : []),
    ],
    action: c
      ? { label: ACTION_LABELS['count-me-in'], url: c.url }
      : a
        ? { label: 'See my statement', url: a.statementUrl }
        : { label: "Visit the society's website", url: siteLink(n.publicUrl, 'home') },
    outro: c
      ? [
          `“${ACTION_LABELS['count-me-in']}” signs you up for ${c.event} on ${c.fixtureDate} (or puts you on its waiting list if every place is taken). It opens a page on the website that asks you to confirm; it works for you only, until the fixture starts. No password is needed.`,
        ]
      : undefined,
    reason: `You are receiving this e-mail because you are a member of the ${n.societyName} and receive its announcements.`,
    unsubscribe: { label: 'Unsubscribe from announcements', url: n.unsubscribeUrl },
  });
}
