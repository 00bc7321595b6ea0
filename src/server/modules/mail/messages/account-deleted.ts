import { buildMail, siteLink } from './account-mail';

/** The last e-mail to a member whose account has been deleted (by them or by an administrator). */
export function accountDeletedMessage(n: {
  societyName: string;
  publicUrl: string;
  firstName: string;
  byAdministrator: boolean;
}) {
  return buildMail(`Your ${n.societyName} account has been deleted`, n.societyName, [
    `Dear ${n.firstName},`,
    n.byAdministrator
      ? `An administrator of the ${n.societyName} has deleted your account on the society's website, as asked.`
      : `As you asked, your account on the ${n.societyName} website has been deleted.`,
    'Your profile, contact details, golf day entries, subscription records and sign-ins have been removed. Results keep the names as they were written, as part of the society’s history.',
    'This is the last e-mail the website will send you. If you did not ask for this, please write to the society.',
    {
      before: 'You are welcome to register again at any time:',
      link: siteLink(n.publicUrl, 'loginregister'),
      label: 'register',
    },
  ]);
}
