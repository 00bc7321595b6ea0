import { composeMail, siteLink, type Mail, type MailSettings } from '../layout/compose-mail';

/** The last e-mail to a member whose account has been deleted (by them or by an administrator). */
export function accountDeletedMessage(
  n: MailSettings & { firstName: string; byAdministrator: boolean },
): Mail {
  return composeMail(n, {
    title: 'Your account has been deleted',
    greeting: `Dear ${n.firstName},`,
    intro: [
      n.byAdministrator
        ? `An administrator of the ${n.societyName} has deleted your account on the society's website, as asked.`
        : `As you asked, your account on the ${n.societyName} website has been deleted.`,
      'Your profile, contact details, golf day entries, subscription records and sign-ins have been removed. Results keep the names as they were written, as part of the society’s history.',
      `This is the last e-mail the website will send you. If you did not ask for this, please write to us at ${n.contactEmail}.`,
      'You are welcome to register again at any time.',
    ],
    action: { label: 'Register again', url: siteLink(n.publicUrl, 'loginregister') },
    reason: `You are receiving this e-mail because your ${n.societyName} account was deleted.`,
  });
}
