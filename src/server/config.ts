import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** 'a, b/24' → ['a', 'b/24'] when every item is an IP address or a CIDR range; undefined otherwise. */
function proxyAddresses(value: string): string[] | undefined {
  const items = value.split(',').map((v) => v.trim());
  const valid = items.every((item) => {
    const [address, bits, extra] = item.split('/');
    if (extra !== undefined || !isIP(address)) return false;
    if (bits === undefined) return true;
    const max = isIP(address) === 4 ? 32 : 128;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
  });
  return valid ? items : undefined;
}

/** A number setting in a range, `fallback` when unset; a refusal says it 'must be {what}' (the upper bound: `over`). */
function numberSetting(
  range: { min: number; max: number; whole?: boolean; fallback: number },
  what: string,
  over = what,
) {
  const error = `must be ${what}`;
  const n = z.coerce.number({ error });
  return z.preprocess(
    emptyToUndefined,
    (range.whole ? n.int({ error }) : n)
      .min(range.min, { error })
      .max(range.max, { error: `must be ${over}` })
      .default(range.fallback),
  );
}

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 0 to 65535' })
      .int({ error: 'must be a whole number from 0 to 65535' })
      .min(0, { error: 'must be a whole number from 0 to 65535' })
      .max(65535, { error: 'must be a whole number from 0 to 65535' })
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('data/society.db')
      .refine((v) => /^postgres(ql)?:\/\/[^/]+/.test(v) || v === ':memory:' || /\.(db|sqlite3?)$/.test(v), {
        message: 'must be a postgres:// URL or a SQLite file path ending in .db, .sqlite or .sqlite3',
      }),
  ),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => /^smtps?:\/\//.test(v), { message: 'must start with smtp:// or smtps://' })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Golf Society <no-reply@society.example>')),
  ADMIN_NOTIFY_EMAIL: z.preprocess(emptyToUndefined, z.email().default('secretary@society.example')),
  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  SOCIETY_NAME: z.preprocess(emptyToUndefined, z.string().default('Old Boys Golf Society')),
  // true/false, or the proxy's own addresses (a comma-separated list of IP addresses or CIDR ranges).
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('false')
      .refine((v) => /^(true|false|1|0)$/.test(v) || proxyAddresses(v) !== undefined, {
        message:
          "must be true, false, or the proxy's addresses (e.g. 127.0.0.1 or 10.0.0.0/24, comma-separated)",
      })
      .transform((v) => (/^(true|false|1|0)$/.test(v) ? v === 'true' || v === '1' : proxyAddresses(v)!)),
  ),
  ALLOW_DEMO_DATA: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
  ),
  LOGIN_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(10)),
  CLIENT_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  REMINDER_DAYS: numberSetting(
    { min: 1, max: 60, whole: true, fallback: 7 },
    'a whole number of days from 1 to 60',
  ),
  MAIL_PER_SECOND: numberSetting(
    { min: 0.1, max: 1000, fallback: 5 },
    'a number of messages from 0.1 to 1000',
  ),
  UNCONFIRMED_RETENTION_DAYS: numberSetting(
    { min: 1, max: 3650, whole: true, fallback: 30 },
    'a whole number of days from 1',
    'a whole number of days from 1 to 3650',
  ),
  TOKEN_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, { error: 'must be at least 32 characters (e.g. openssl rand -base64 32)' }).optional(),
  ),
  TOKEN_SECRET_FILE: z.preprocess(emptyToUndefined, z.string().default('data/token-secret')),
  MAIL_RETENTION_DAYS: numberSetting(
    { min: 1, max: 3650, whole: true, fallback: 90 },
    'a whole number of days from 1',
    'a whole number of days from 1 to 3650',
  ),
  // The society's bank details shown with each member's statement and in the mail to members who owe: one or more
  // lines ('\n' between them), such as the account's name, sort code and number.
  PAYMENT_DETAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((v) => v.replace(/\\n/g, '\n').trim())
      .refine((v) => v.length <= 500, { message: 'must be 500 characters or fewer' })
      .optional(),
  ),
  // Paying by card through Stripe (both or neither): the account's secret API key and the webhook's signing secret.
  STRIPE_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, {
        message: "must be the Stripe account's secret key (sk_live_… or sk_test_…, or a restricted rk_… key)",
      })
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]+$/, {
        message: "must be the webhook endpoint's signing secret (whsec_…, from Stripe's Webhooks page)",
      })
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string;
  publicUrl: string;
  /** PUBLIC_URL was set (else publicUrl is this machine's own address): the set-up address opens there too. */
  publicUrlGiven: boolean;
  smtpUrl?: string;
  mailFrom: string;
  adminNotifyEmail: string;
  contactEmail: string;
  societyName: string;
  /** true: trust X-Forwarded-For from anyone; a list: only from those addresses (the proxy's). */
  trustProxy: boolean | string[];
  /** A production start on the demo data (ALLOW_DEMO_DATA; only for measurements such as `npm run bench`). */
  allowDemoData: boolean;
  loginRateLimit: number;
  logLevel: string;
  /** Serve the built client from this folder (CLIENT_DIR; server.ts defaults it to dist/client; absent in API tests). */
  clientDir?: string;
  /** Registrations never confirmed are deleted after this many days (UNCONFIRMED_RETENTION_DAYS). */
  unconfirmedRetentionDays: number;
  /** How often the mail worker looks at the outbox. */
  mailPollMs: number;
  /** Reminders go out this many days before a fixture (REMINDER_DAYS). */
  reminderDays: number;
  /** How often each server looks for reminders due. */
  reminderPollMs: number;
  /** The outbox's steady sending rate (MAIL_PER_SECOND). */
  mailPerSecond: number;
  /** The secret of links' tokens (TOKEN_SECRET), else kept in tokenSecretFile (decision 0023). */
  tokenSecret?: string;
  tokenSecretFile: string;
  /** Sent messages are deleted from the outbox after this many days (MAIL_RETENTION_DAYS). */
  mailRetentionDays: number;
  /** How to pay the society (PAYMENT_DETAILS): shown with each statement; null when not set. */
  paymentDetails: string | null;
  /** Paying by card (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); null when not set: no card routes. */
  cards: CardsConfig | null;
}

/** Stripe's keys, and (tests only) where its API is: a stand-in on this machine. */
export interface CardsConfig {
  secretKey: string;
  webhookSecret: string;
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Settings whose values are secrets: a refusal names the variable, never what it holds. */
const SECRET_SETTINGS = new Set(['TOKEN_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);

export class ConfigError extends Error {}

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine can reach. */
export const isLoopbackHost = (host: string) =>
  /^127(\.\d{1,3}){3}$/.test(host) || host === '::1' || host === 'localhost' || host === '::ffff:127.0.0.1';

/** Parses the environment; a bad value throws one line naming the variable and what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    const value = SECRET_SETTINGS.has(name) ? '' : `=${JSON.stringify(env[name] ?? '')}`;
    throw new ConfigError(`Configuration error: ${name}${value} ${issue.message}`);
  }
  const e = parsed.data;
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined)) {
    const missing = e.STRIPE_SECRET_KEY === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET';
    throw new ConfigError(
      `Configuration error: ${missing} is not set; paying by card needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or neither, for no card payments)`,
    );
  }
  // Outside production the development mailbox (every confirmation and reset link) and the
  // demo data are served, so such a server must be reachable from this machine only.
  if (e.NODE_ENV !== 'production' && !isLoopbackHost(e.HOST)) {
    throw new ConfigError(
      `Configuration error: HOST=${JSON.stringify(e.HOST)} is not a loopback address; outside production (NODE_ENV=production not set) the development mailbox and demo data would be open to anyone, so listen on 127.0.0.1 or set NODE_ENV=production`,
    );
  }
  // Anyone who reaches the server directly could put any address in X-Forwarded-For, and so dodge the per-address
  // limits on logins and e-mails; behind a proxy on this machine, listen on loopback only.
  if (e.TRUST_PROXY === true && !isLoopbackHost(e.HOST)) {
    throw new ConfigError(
      `Configuration error: TRUST_PROXY=true with HOST=${JSON.stringify(e.HOST)} lets anyone who reaches the site directly claim any address in X-Forwarded-For and get round the login limit; behind a proxy on this machine listen on HOST=127.0.0.1, or set TRUST_PROXY to the proxy's own address (e.g. TRUST_PROXY=10.0.0.2)`,
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlGiven: e.PUBLIC_URL !== undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL,
    contactEmail: e.CONTACT_EMAIL ?? e.ADMIN_NOTIFY_EMAIL,
    societyName: e.SOCIETY_NAME,
    trustProxy: e.TRUST_PROXY,
    allowDemoData: e.ALLOW_DEMO_DATA,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    clientDir: e.CLIENT_DIR === undefined ? undefined : resolve(e.CLIENT_DIR),
    unconfirmedRetentionDays: e.UNCONFIRMED_RETENTION_DAYS,
    mailPollMs: 1000,
    reminderDays: e.REMINDER_DAYS,
    reminderPollMs: 10 * 60_000,
    mailPerSecond: e.MAIL_PER_SECOND,
    tokenSecret: e.TOKEN_SECRET,
    tokenSecretFile: e.TOKEN_SECRET_FILE,
    mailRetentionDays: e.MAIL_RETENTION_DAYS,
    paymentDetails: e.PAYMENT_DETAILS || null,
    cards:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : null,
  };
}

/** Reads `.env` into process.env when the file exists (values already set in the environment win). */
export function loadDotEnv(path = '.env') {
  try {
    process.loadEnvFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
