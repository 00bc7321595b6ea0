import { buildMail, siteLink } from './account-mail';

/** To a member when an administrator approves them. */
export function membershipApprovedMessage(n: { societyName: string; publicUrl: string; firstName: string }) {
  return buildMail(`Your ${n.societyName} membership is approved`, n.societyName, [
    `Dear ${n.firstName},`,
    `Your membership of the ${n.societyName} has been approved. You can now log in as a full member with your email address and password:`,
    { before: 'Log in here:', link: siteLink(n.publicUrl, 'loginregister'), label: 'log in' },
  ]);
}
