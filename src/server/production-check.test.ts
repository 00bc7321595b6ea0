import { describe, expect, it } from 'vitest';
import { checkProductionEnv, isPlaceholderDomain, startCheckBlock } from './production-check';

const ready = {
  PUBLIC_URL: 'https://golf.oldboys.org.uk',
  SMTP_URL: 'smtp://user:pass@smtp.mailprovider.com:587?requireTLS=true',
  MAIL_FROM: 'Old Boys Golf Society <no-reply@oldboys.org.uk>',
  ADMIN_NOTIFY_EMAIL: 'secretary@oldboys.org.uk',
};

describe('checkProductionEnv', () => {
  it('passes a fully set environment', () => {
    expect(checkProductionEnv(ready)).toEqual({ missing: [], warnings: [] });
    expect(startCheckBlock({ missing: [], warnings: [] })).toBe('');
  });

  it('stops on a missing PUBLIC_URL and on unset or placeholder mail addresses', () => {
    const check = checkProductionEnv({
      ...ready,
      PUBLIC_URL: '',
      MAIL_FROM: 'Golf Society <no-reply@society.example>',
      ADMIN_NOTIFY_EMAIL: undefined,
      CONTACT_EMAIL: 'secretary@society.example',
    });
    expect(check.missing.map((m) => m.split(' ')[0])).toEqual([
      'PUBLIC_URL',
      'MAIL_FROM',
      'ADMIN_NOTIFY_EMAIL',
      'CONTACT_EMAIL',
    ]);
    expect(check.missing[1]).toContain('still the placeholder');
    const block = startCheckBlock(check);
    expect(block).toContain('The site will not start in production until these are set:');
    expect(block).toContain('.env.example');
  });

  it('warns, without stopping, about plain http and a missing SMTP_URL', () => {
    const check = checkProductionEnv({ ...ready, PUBLIC_URL: 'http://golf.oldboys.org.uk', SMTP_URL: '' });
    expect(check.missing).toEqual([]);
    expect(check.warnings).toHaveLength(2);
    expect(startCheckBlock(check)).toContain('The site starts, but:');
  });

  it('says that over plain http the pages stay blank, and why', () => {
    const [warning] = checkProductionEnv({ ...ready, PUBLIC_URL: 'http://192.0.2.2:3000' }).warnings;
    expect(warning).toContain('PUBLIC_URL=http://192.0.2.2:3000 is not https://');
    expect(warning).toContain('the pages stay blank ("Loading…")');
    expect(warning).toContain('docs/deploy/');
  });

  it("refuses the documentation's example domains, as the README and docs/deploy/ write them", () => {
    const check = checkProductionEnv({
      PUBLIC_URL: 'https://golf.example.org',
      SMTP_URL: 'smtp://user:password@smtp.example.org:587',
      MAIL_FROM: '"Old Boys Golf Society <no-reply@golf.example.org>"',
      ADMIN_NOTIFY_EMAIL: 'secretary@example.com',
      CONTACT_EMAIL: 'secretary@mail.example.net',
    });
    expect(check.missing.map((m) => m.split(' ')[0])).toEqual([
      'PUBLIC_URL',
      'MAIL_FROM',
      'ADMIN_NOTIFY_EMAIL',
      'CONTACT_EMAIL',
      'SMTP_URL',
    ]);
    expect(check.missing[0]).toContain('still the placeholder "https://golf.example.org"');
    expect(check.missing[4]).toContain('smtp.example.org');
    expect(check.warnings).toEqual([]);
  });

  it('tells an example domain from a real one that only looks like it', () => {
    expect(isPlaceholderDomain('https://example.org')).toBe(true);
    expect(isPlaceholderDomain('https://GOLF.EXAMPLE.COM/')).toBe(true);
    expect(isPlaceholderDomain('secretary@society.example')).toBe(true);
    expect(isPlaceholderDomain('https://myexample.org')).toBe(false);
    expect(isPlaceholderDomain('secretary@example.org.uk')).toBe(false);
    expect(isPlaceholderDomain('https://example.golf')).toBe(false);
    expect(isPlaceholderDomain('smtp://u:p@smtp.examples.com:587')).toBe(false);
  });
});

describe('checkProductionEnv: paying by card', () => {
  it('warns of a Stripe test key in production, without printing it', () => {
    const key = 'sk_test_51SocietyTestKey0123';
    const check = checkProductionEnv({ ...ready, STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(check.missing).toEqual([]);
    expect(check.warnings).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY is a test key/)]);
    expect(startCheckBlock(check)).not.toContain(key);
    expect(checkProductionEnv({ ...ready, STRIPE_SECRET_KEY: 'sk_live_51SocietyKey' }).warnings).toEqual([]);
  });
});
