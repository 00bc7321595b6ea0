import { composeMail, siteLink, type Mail, type MailSettings } from '../layout/compose-mail';

/** Sent by `npm run mail:test -- --to ADDRESS`: whoever runs the server checks that the site's e-mail arrives. */
export function testMessage(n: MailSettings & { sentAt: string }): Mail {
  return composeMail(n, {
    title: 'Test message',
    intro: [
      `This is a test message from ${n.societyName}'s website, sent at ${n.sentAt} to check that its e-mails arrive.`,
      'If it reached your inbox (not the spam folder), members will receive their confirmation, reset and reminder e-mails too.',
    ],
    action: { label: 'Open the website', url: siteLink(n.publicUrl, 'home') },
    reason: `You are receiving this e-mail because someone who runs ${n.societyName}'s website asked for a test message to this address.`,
  });
}
