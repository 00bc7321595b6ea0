import { buildMail, siteLink } from './account-mail';

/** To the owner of an address someone tried to register again: how to log in or reset the password. */
export function alreadyRegisteredMessage(n: { societyName: string; publicUrl: string; firstName: string }) {
  return buildMail(`You already have an account with the ${n.societyName}`, n.societyName, [
    `Dear ${n.firstName},`,
    `Someone, probably you, has just tried to register on the ${n.societyName} website with this email address. You already have an account, so nothing has changed.`,
    {
      before: 'To log in, use your email address and password here:',
      link: siteLink(n.publicUrl, 'loginregister'),
      label: 'log in',
    },
    {
      before: 'If you have forgotten your password, you can ask for a new one here:',
      link: siteLink(n.publicUrl, 'forgotpassword'),
      label: 'reset my password',
    },
    'If it was not you, you can ignore this email.',
  ]);
}
