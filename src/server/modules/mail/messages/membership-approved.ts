import { composeMail, siteLink, type MailSettings } from '../layout/compose-mail';

/** To a member when an administrator approves them. */
export function membershipApprovedMessage(n: MailSettings & { firstName: string }) {
  return composeMail(n, {
    title: 'Your membership is approved',
    greeting: `Dear ${n.firstName},`,
    intro: [
      `Your membership of the ${n.societyName} has been approved. You can now log in as a full member with your e-mail address and password.`,
    ],
    action: { label: 'Log in', url: siteLink(n.publicUrl, 'loginregister') },
    reason: `You are receiving this e-mail because you registered on the ${n.societyName} website.`,
  });
}
