// The work of `npm run mail:test -- --to ADDRESS` (mail-test.ts): sends one message in the site's layout through
// SMTP_URL, from MAIL_FROM, at once, and says what the mail server answered, or why it refused. It does not go
// through the outbox: the point is to see the mail server's own answer now (a wrong password, a refused sender),
// not a retry in the log later.
import { inlineImagesFor, mailDomain } from '../modules/mail/layout/inline-images';
import { testMessage } from '../modules/mail/messages/test-message';
import { DEFAULT_MAIL_LOOK } from '../modules/mail/layout/compose-mail';
import { argsOrUsage, configOrFail, emailArgOrFail, fail, runCommand, type CommandIo } from './command-line';

const usage =
  'Usage: npm run mail:test -- --to ADDRESS   (sends a test message through SMTP_URL, from MAIL_FROM)';

/** `npm run mail:test -- …` with these arguments; answers the exit status. */
export function runMailTest(args: string[], io: CommandIo): Promise<number> {
  return runCommand(io, async () => {
    const { values } = argsOrUsage({ options: { to: { type: 'string' } } }, args, usage);
    const to = emailArgOrFail(values.to, 'to', usage);
    const config = configOrFail(io.env);
    if (!config.smtpUrl)
      fail(
        'SMTP_URL is not set: the site keeps its e-mails in the outbox and sends none. Set it in .env or the ' +
          "service's environment file, e.g. SMTP_URL=smtp://user:password@smtp.yourprovider.com:587?requireTLS=true",
      );

    const server = new URL(config.smtpUrl);
    const message = testMessage({
      societyName: config.societyName,
      publicUrl: config.publicUrl,
      contactEmail: config.contactEmail,
      // A check of the mail server, run without the database: the site's first look.
      look: DEFAULT_MAIL_LOOK,
      sentAt: new Date().toLocaleString('en-GB', {
        timeZone: 'Europe/London',
        dateStyle: 'long',
        timeStyle: 'short',
      }),
    });
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport(config.smtpUrl);
    try {
      const inline = inlineImagesFor(message.html, mailDomain(config.mailFrom));
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: to,
        subject: message.subject,
        text: message.text,
        html: inline.html,
        attachments: inline.attachments,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
      io.stdout.write(
        `Test message sent to ${to} from ${config.mailFrom} through ${server.host}.\n` +
          `The mail server answered: ${info.response}\n` +
          'If it does not arrive within a few minutes, look in the spam folder, and at the SPF, DKIM and DMARC ' +
          'records of MAIL_FROM\'s domain (docs/deploy/README.md, "E-mail").\n',
      );
    } catch (err) {
      fail(`Could not send through ${server.host}: ${(err as Error).message}`);
    } finally {
      transport.close();
    }
  });
}
