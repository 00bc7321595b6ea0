import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { NODE_ENV: 'test', DATABASE_URL: ':memory:' };
const SECRET_KEY = 'sk_live_51SocietyKey0123456789';
const WEBHOOK_SECRET = 'whsec_SocietySigningSecret0123';

/** The refusal loadConfig throws for these settings. */
function refusal(env: Record<string, string>) {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected the settings to be refused');
}

describe('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET', () => {
  it('neither: no cards', () => {
    expect(loadConfig(base).cards).toBeNull();
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).cards).toBeNull();
  });

  it('both: cards, with the keys', () => {
    expect(
      loadConfig({ ...base, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }).cards,
    ).toEqual({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    // A test key and a restricted key are keys too.
    for (const key of ['sk_test_abc123', 'rk_live_abc123']) {
      expect(
        loadConfig({ ...base, STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }).cards,
      ).not.toBeNull();
    }
  });

  it('one without the other is refused, naming the one missing', () => {
    expect(refusal({ STRIPE_SECRET_KEY: SECRET_KEY })).toBe(
      'Configuration error: STRIPE_WEBHOOK_SECRET is not set; paying by card needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or neither, for no card payments)',
    );
    expect(refusal({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })).toMatch(
      /^Configuration error: STRIPE_SECRET_KEY is not set; paying by card needs both/,
    );
  });

  it('a value that is no such key is refused without repeating it', () => {
    const publishable = 'pk_live_51SocietyPublishable0123';
    const wrongKey = refusal({ STRIPE_SECRET_KEY: publishable, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    expect(wrongKey).toBe(
      "Configuration error: STRIPE_SECRET_KEY must be the Stripe account's secret key (sk_live_… or sk_test_…, or a restricted rk_… key)",
    );
    const wrongSecret = refusal({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: 'sk_live_pasted_twice',
    });
    expect(wrongSecret).toMatch(
      /^Configuration error: STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret/,
    );
    expect(wrongSecret).not.toContain('pasted_twice');
    expect(refusal({ TOKEN_SECRET: 'too short to be a secret' })).not.toContain('too short');
  });
});
