import { resolve } from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

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
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
  ),
  LOGIN_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(10)),
  CLIENT_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  UNCONFIRMED_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of days from 1' })
      .int({ error: 'must be a whole number of days from 1' })
      .min(1, { error: 'must be a whole number of days from 1' })
      .max(3650, { error: 'must be a whole number of days from 1 to 3650' })
      .default(30),
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
  smtpUrl?: string;
  mailFrom: string;
  adminNotifyEmail: string;
  contactEmail: string;
  societyName: string;
  trustProxy: boolean;
  loginRateLimit: number;
  logLevel: string;
  /** Serve the built client from this folder (CLIENT_DIR; server.ts defaults it to dist/client; absent in API tests). */
  clientDir?: string;
  /** Registrations never confirmed are deleted after this many days (UNCONFIRMED_RETENTION_DAYS). */
  unconfirmedRetentionDays: number;
  /** How often the mail worker looks at the outbox. */
  mailPollMs: number;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws one line naming the variable and what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Configuration error: ${name}=${JSON.stringify(env[name] ?? '')} ${issue.message}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL,
    contactEmail: e.CONTACT_EMAIL ?? e.ADMIN_NOTIFY_EMAIL,
    societyName: e.SOCIETY_NAME,
    trustProxy: e.TRUST_PROXY,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    clientDir: e.CLIENT_DIR === undefined ? undefined : resolve(e.CLIENT_DIR),
    unconfirmedRetentionDays: e.UNCONFIRMED_RETENTION_DAYS,
    mailPollMs: 1000,
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
