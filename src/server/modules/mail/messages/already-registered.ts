import { composeMail, siteLink, type MailSettings } from '../layout/compose-mail';

/** To the owner of an address someone tried to register again: how to log in or reset the password. */
export function alreadyRegisteredMessage(n: MailSettings & { firstName: string }) {
  return composeMail(n, {
    title: 'You already have an account',
    greeting: `Dear ${n.firstName},`,
    intro: [
      `Someone, probably you, has just tried to register on the ${n.societyName} website with this e-mail address. You already have an account, so nothing has changed.`,
      'To log in, use your e-mail address and password.',
    ],
    action: { label: 'Log in', url: siteLink(n.publicUrl, 'loginregister') },
    outro: [
      `If you have forgotten your password, you can ask for a new one at ${siteLink(n.publicUrl, 'forgotpassword')}`,
      'If it was not you, you can ignore this e-mail.',
    ],
    reason: `You are receiving this e-mail because someone tried to register on the ${n.societyName} website with this address.`,
  });
}
