import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../db/database';
import type { Config } from '../config';
import type { MailSettings } from '../modules/mail/layout/compose-mail';

/**
 * What every service is given: the database (or a transaction) and the few settings its e-mails name. One plain
 * object, built once per app (app.deps); services never reach for the Fastify instance.
 */
export interface Deps extends MailSettings {
  db: Db;
  dialect: Dialect;
  /** ADMIN_NOTIFY_EMAIL: who hears of new registrations. */
  adminNotifyEmail: string;
  /** PAYMENT_DETAILS: how to pay the society; null or absent when not set. */
  paymentDetails?: string | null;
  log: FastifyBaseLogger;
}

export const depsFor = (db: Db, dialect: Dialect, config: Config, log: FastifyBaseLogger): Deps => ({
  db,
  dialect,
  log,
  societyName: config.societyName,
  publicUrl: config.publicUrl,
  contactEmail: config.contactEmail,
  adminNotifyEmail: config.adminNotifyEmail,
  paymentDetails: config.paymentDetails,
});

/** The settings an e-mail names, without the database. */
export const mailSettings = ({ societyName, publicUrl, contactEmail }: MailSettings): MailSettings => ({
  societyName,
  publicUrl,
  contactEmail,
});
