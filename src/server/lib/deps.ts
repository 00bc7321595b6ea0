import type { FastifyBaseLogger } from 'fastify';
import type { SiteSettings } from '@shared/schemas/settings';
import type { Db, Dialect } from '../db/database';
import type { Config } from '../config';
import type { MailLook, MailSettings } from '../modules/mail/layout/compose-mail';
import { DEFAULT_CREST_URL } from '../modules/settings/settings.service';

/**
 * What every service is given: the database (or a transaction) and the few settings its e-mails name. One plain
 * object, built once per app (app.deps); services never reach for the Fastify instance. The society's name, contact
 * address and bank details are the society's settings as they are now (decision 0059).
 */
export interface Deps extends MailSettings {
  db: Db;
  dialect: Dialect;
  /** ADMIN_NOTIFY_EMAIL: who hears of new registrations. */
  adminNotifyEmail: string;
  /** The bank details of the settings (PAYMENT_DETAILS their first value): null or absent when not set. */
  paymentDetails?: string | null;
  /** The society's settings (houses, titles, subscription…); absent where a tool runs without them. */
  settings?: SiteSettings;
  log: FastifyBaseLogger;
}

export const depsFor = (
  db: Db,
  dialect: Dialect,
  config: Config,
  log: FastifyBaseLogger,
  settings: { readonly current: SiteSettings },
): Deps => ({
  db,
  dialect,
  log,
  publicUrl: config.publicUrl,
  adminNotifyEmail: config.adminNotifyEmail,
  get settings() {
    return settings.current;
  },
  get societyName() {
    return settings.current.societyName;
  },
  get contactEmail() {
    return settings.current.contactEmail;
  },
  get paymentDetails() {
    return settings.current.paymentDetails;
  },
  get look() {
    return mailLookOf(settings.current, config.publicUrl);
  },
});

/** The e-mails' colours and crest from the settings: an uploaded crest by its absolute address. */
export const mailLookOf = (
  { colours, crestUrl }: Pick<SiteSettings, 'colours' | 'crestUrl'>,
  publicUrl: string,
): MailLook => ({
  colours,
  crestUrl: crestUrl === DEFAULT_CREST_URL ? null : publicUrl.replace(/\/$/, '') + crestUrl,
});

/** The settings an e-mail names, without the database. */
export const mailSettings = ({ societyName, publicUrl, contactEmail, look }: MailSettings): MailSettings => ({
  societyName,
  publicUrl,
  contactEmail,
  look,
});
