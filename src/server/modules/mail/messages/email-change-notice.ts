import { composeMail, siteLink, type Mail, type MailSettings } from '../layout/compose-mail';

/** Address change: sent to the old address when a change is asked for, and again when it takes effect. */
export function emailChangeNoticeMessage(
  n: MailSettings & { firstName: string; newEmail: string; done: boolean },
): Mail {
  return composeMail(n, {
    title: n.done ? 'Your e-mail address has changed' : 'Your e-mail address is changing',
    greeting: `Dear ${n.firstName},`,
    intro: [
      n.done
        ? `Your account now uses ${n.newEmail}; this address no longer signs in.`
        : `Someone signed in to your account asked to change its e-mail address to ${n.newEmail}. The change takes effect only when the link sent to that address is followed.`,
      `If this was not you, please write to us at ${n.contactEmail} straight away, and choose a new password.`,
    ],
    action: { label: 'Choose a new password', url: siteLink(n.publicUrl, 'forgotpassword') },
    reason: `You are receiving this e-mail because it is the address of your ${n.societyName} account.`,
  });
}
