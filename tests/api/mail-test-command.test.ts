// `npm run mail:test -- --to ADDRESS`: whoever runs the server sends one message through SMTP_URL and reads the
// mail server's answer, or its refusal, at once.
import { describe, expect } from 'vitest';
import { runMailTest } from '../../src/server/cli/run-mail-test';
import { runCommandFile, runInProcess } from '../helpers/command-io';
import { test, type SmtpAlone } from '../helpers/harness';

const settings = (smtp: SmtpAlone) => ({
  NODE_ENV: 'test',
  DATABASE_URL: ':memory:',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Bramley Old Boys <no-reply@bramley-golf.org.uk>',
  SOCIETY_NAME: 'Bramley Old Boys Golf Society',
  PUBLIC_URL: 'https://golf.bramley-golf.org.uk',
});

/** `npm run mail:test -- ARGS`, in this process, with the settings above and `env` over them. */
const mailTest = (smtp: SmtpAlone, args: string[], env: Record<string, string> = {}) =>
  runInProcess((io) => runMailTest(args, io), { ...settings(smtp), ...env });

describe('npm run mail:test', () => {
  test('as a command: sends through SMTP_URL and ends with 0', async ({ smtp }) => {
    const res = await runCommandFile(
      'src/server/cli/mail-test.ts',
      ['--to', 'captain@bramley-golf.org.uk'],
      settings(smtp),
    );
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/The mail server answered: 250/);
    await smtp.waitFor({ to: 'captain@bramley-golf.org.uk' });
  }, 60_000);

  test('delivers a message in the site layout through SMTP_URL, from MAIL_FROM, and prints the answer', async ({
    smtp,
  }) => {
    const res = await mailTest(smtp, ['--to', 'treasurer@bramley-golf.org.uk']);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toContain(
      'Test message sent to treasurer@bramley-golf.org.uk from Bramley Old Boys <no-reply@bramley-golf.org.uk> through 127.0.0.1:',
    );
    expect(res.stdout).toMatch(/The mail server answered: 250/);
    const sent = await smtp.waitFor({ to: 'treasurer@bramley-golf.org.uk' });
    expect(sent.subject).toBe('Test message – Bramley Old Boys Golf Society');
    expect(sent.from?.text).toContain('no-reply@bramley-golf.org.uk');
    expect(sent.text).toContain('https://golf.bramley-golf.org.uk/home');
    // The crest travels with it, as in every message of the site.
    expect(sent.attachments.map((a) => a.cid)).toEqual([expect.any(String)]);
  });

  test("says why it could not send, with the mail server's reason, and ends with status 1", async ({
    smtp,
  }) => {
    const res = await mailTest(smtp, ['--to', 'treasurer@bramley-golf.org.uk'], {
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/^Could not send through 127\.0\.0\.1:1: .*ECONNREFUSED/);
  });

  test('explains a missing SMTP_URL, a bad address and a missing --to', async ({ smtp }) => {
    const unset = await mailTest(smtp, ['--to', 'treasurer@bramley-golf.org.uk'], { SMTP_URL: '' });
    expect(unset.status).toBe(1);
    expect(unset.stderr).toContain('SMTP_URL is not set');
    const bad = await mailTest(smtp, ['--to', 'not an address']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^--to: /);
    const usage = await mailTest(smtp, []);
    expect(usage.status).toBe(1);
    expect(usage.stderr).toMatch(/^Usage: npm run mail:test -- --to ADDRESS/);
  });
});
