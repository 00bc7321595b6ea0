import { buildMail, siteLink } from './account-mail';

/** To ADMIN_NOTIFY_EMAIL when a new member has confirmed their address and awaits approval. */
export function newRegistrationNoticeMessage(n: {
  societyName: string;
  publicUrl: string;
  firstName: string;
  lastName: string;
  email: string;
  yearLeft: number | null;
  house: string | null;
}) {
  const name = `${n.firstName} ${n.lastName}`;
  const details = [n.house, n.yearLeft ? `left ${n.yearLeft}` : null].filter(Boolean).join(', ');
  return buildMail(`New member awaiting approval: ${name}`, n.societyName, [
    `${name} (${n.email}${details ? `; ${details}` : ''}) has registered on the ${n.societyName} website and confirmed their email address.`,
    {
      before: 'Their membership is awaiting approval in the admin area:',
      link: siteLink(n.publicUrl, 'admin/approve-users'),
      label: 'Approve Users',
    },
  ]);
}
