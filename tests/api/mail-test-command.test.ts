// `npm run mail:test -- --to ADDRESS`: whoever runs the server sends one message through SMTP_URL and reads the
// mail server's answer, or its refusal, at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMailTest } from '../../src/server/cli/run-mail-test';
import { runCommandFile, runInProcess } from '../helpers/command-io';
import { SmtpSink } from '../helpers/smtp-sink';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await new SmtpSink().start();
});
afterAll(async () => {
  await sink.stop();
});

const settings = () => ({
  NODE_ENV: 'test',
  DATABASE_URL: ':memory:',
  SMTP_URL: sink.url,
  MAIL_FROM: 'Bramley Old Boys <no-reply@bramley-golf.org.uk>',
  SOCIETY_NAME: 'Bramley Old Boys Golf Society',
  PUBLIC_URL: 'https://golf.bramley-golf.org.uk',
});

/** `npm run mail:test -- ARGS`, in this process, with the settings above and `env` over them. */
const mailTest = (args: string[], env: Record<string, string> = {}) =>
  runInProcess((io) => runMailTest(args, io), { ...settings(), ...env });

describe('npm run mail:test', () => {
  it('as a command: sends through SMTP_URL and ends with 0', async () => {
    const res = await runCommandFile(
      'src/server/cli/mail-test.ts',
      ['--to', 'captain@bramley-golf.org.uk'],
      settings(),
    );
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/The mail server answered: 250/);
    await sink.waitFor((m) => JSON.stringify(m.to).includes('captain@bramley-golf.org.uk'));
  }, 60_000);

  it('delivers a message in the site layout through SMTP_URL, from MAIL_FROM, and prints the answer', async () => {
    const res = await mailTest(['--to', 'treasurer@bramley-golf.org.uk']);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toContain(
      'Test message sent to treasurer@bramley-golf.org.uk from Bramley Old Boys <no-reply@bramley-golf.org.uk> through 127.0.0.1:',
    );
    expect(res.stdout).toMatch(/The mail server answered: 250/);
    const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes('treasurer@bramley-golf.org.uk'));
    expect(mail.subject).toBe('Test message – Bramley Old Boys Golf Society');
    expect(mail.from?.text).toContain('no-reply@bramley-golf.org.uk');
    expect(mail.text).toContain('https://golf.bramley-golf.org.uk/home');
    // The crest travels with it, as in every message of the site.
    expect(mail.attachments.map((a) => a.cid)).toEqual([expect.any(String)]);
  });

  it("says why it could not send, with the mail server's reason, and ends with status 1", async () => {
    const res = await mailTest(['--to', 'treasurer@bramley-golf.org.uk'], { SMTP_URL: 'smtp://127.0.0.1:1' });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/^Could not send through 127\.0\.0\.1:1: .*ECONNREFUSED/);
  });

  it('explains a missing SMTP_URL, a bad address and a missing --to', async () => {
    const unset = await mailTest(['--to', 'treasurer@bramley-golf.org.uk'], { SMTP_URL: '' });
    expect(unset.status).toBe(1);
    expect(unset.stderr).toContain('SMTP_URL is not set');
    const bad = await mailTest(['--to', 'not an address']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^--to: /);
    const usage = await mailTest([]);
    expect(usage.status).toBe(1);
    expect(usage.stderr).toMatch(/^Usage: npm run mail:test -- --to ADDRESS/);
  });
});
