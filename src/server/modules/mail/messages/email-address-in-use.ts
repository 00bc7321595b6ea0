import { composeMail, siteLink, type Mail, type MailSettings } from '../layout/compose-mail';

/**
 * To an address a member asked to move their account to while another account already has it: nothing changes,
 * and the answer on the site was the same as for a free address (so the site never tells who has an account).
 */
export function emailAddressInUseMessage(n: MailSettings): Mail {
  return composeMail(n, {
    title: 'This e-mail address already has an account',
    greeting: 'Hello,',
    intro: [
      `Someone signed in to the ${n.societyName} website asked to use this e-mail address for their account. This address already belongs to an account, so nothing has changed.`,
      'To log in, use this address and its password.',
    ],
    action: { label: 'Log in', url: siteLink(n.publicUrl, 'loginregister') },
    outro: ['If you did not expect this e-mail, you can ignore it.'],
    reason: `You are receiving this e-mail because someone asked to use this address on the ${n.societyName} website.`,
  });
}
