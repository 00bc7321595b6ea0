import { composeMail, siteLink, type MailSettings } from '../layout/compose-mail';

/** To ADMIN_NOTIFY_EMAIL when a new member has confirmed their address and awaits approval. */
export function newRegistrationNoticeMessage(
  n: MailSettings & {
    firstName: string;
    lastName: string;
    email: string;
    yearLeft: number | null;
    house: string | null;
  },
) {
  const name = `${n.firstName} ${n.lastName}`;
  const details = [n.house, n.yearLeft ? `left ${n.yearLeft}` : null].filter(Boolean).join(', ');
  return composeMail(n, {
    title: `New member awaiting approval: ${name}`,
    intro: [
      `${name} (${n.email}${details ? `; ${details}` : ''}) has registered on the ${n.societyName} website and confirmed their e-mail address.`,
      'Their membership is awaiting approval in the admin area.',
    ],
    action: { label: 'Approve users', url: siteLink(n.publicUrl, 'admin/approve-users') },
    reason: `You are receiving this e-mail because this address is where the ${n.societyName} website sends new registrations (ADMIN_NOTIFY_EMAIL).`,
  });
}
