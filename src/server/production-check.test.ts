import { describe, expect, it } from 'vitest';
import { checkProductionEnv, startCheckBlock } from './production-check';

const ready = {
  PUBLIC_URL: 'https://golf.example.org',
  SMTP_URL: 'smtp://user:pass@smtp.example.org:587',
  MAIL_FROM: 'Old Boys Golf Society <no-reply@golf.example.org>',
  ADMIN_NOTIFY_EMAIL: 'secretary@golf.example.org',
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
    const check = checkProductionEnv({ ...ready, PUBLIC_URL: 'http://golf.example.org', SMTP_URL: '' });
    expect(check.missing).toEqual([]);
    expect(check.warnings).toHaveLength(2);
    expect(startCheckBlock(check)).toContain('The site starts, but:');
  });
});
