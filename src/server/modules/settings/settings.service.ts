import {
  DEFAULT_COLOURS,
  DEFAULT_FOURSOMES_TEXT,
  DEFAULT_HOUSES,
  DEFAULT_MEMBERSHIP_FEE_TEXT,
  DEFAULT_SUBSCRIPTION_PENCE,
  DEFAULT_TITLES,
  DEFAULT_WELCOME_TEXT,
  type SettingsValues,
  type SiteSettings,
} from '@shared/schemas/settings';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { recordAudit } from '../audit/audit.repository';
import { chargeThisYearsSubscriptions } from '../payments/subscription-charges.service';
import * as repo from './settings.repository';

/** The site's own crest, shown until the administrator uploads the society's. */
export const DEFAULT_CREST_URL = '/crest.svg';
/** Where the uploaded crest is served: one address, whichever crest it is now. */
export const CREST_PATH = '/api/settings/crest';
/** The style sheet of the society's colours (linked from every page's head). */
export const COLOURS_PATH = '/api/settings/colours.css';

/** The first values: the environment's (SOCIETY_NAME, CONTACT_EMAIL, PAYMENT_DETAILS) and the site's defaults. */
export function firstValues(config: Pick<Config, 'societyName' | 'contactEmail' | 'paymentDetails'>) {
  return {
    societyName: config.societyName,
    shortName: config.societyName.length <= 30 ? config.societyName : config.societyName.slice(0, 30).trim(),
    colours: DEFAULT_COLOURS,
    houses: DEFAULT_HOUSES,
    titles: DEFAULT_TITLES,
    membershipFeeText: DEFAULT_MEMBERSHIP_FEE_TEXT,
    welcomeText: DEFAULT_WELCOME_TEXT,
    foursomesText: DEFAULT_FOURSOMES_TEXT,
    contactEmail: config.contactEmail,
    subscriptionPence: DEFAULT_SUBSCRIPTION_PENCE,
    paymentDetails: config.paymentDetails ?? null,
  } satisfies SettingsValues;
}

const toRow = (v: SettingsValues): repo.SettingsValuesRow => ({
  society_name: v.societyName,
  short_name: v.shortName,
  colour_primary: v.colours.primary,
  colour_accent: v.colours.accent,
  houses: JSON.stringify(v.houses),
  titles: JSON.stringify(v.titles),
  membership_fee_text: v.membershipFeeText,
  welcome_text: v.welcomeText,
  foursomes_text: v.foursomesText,
  contact_email: v.contactEmail,
  subscription_pence: v.subscriptionPence,
  payment_details: v.paymentDetails,
});

/** The crest's address: the uploaded one's names its version, so a browser fetches a new crest at once. */
const crestUrlOf = (r: repo.SettingsRow) =>
  r.crest_type ? `${CREST_PATH}?v=${Date.parse(r.updated_at).toString(36)}` : DEFAULT_CREST_URL;

export const toSettings = (r: repo.SettingsRow): SiteSettings => ({
  societyName: r.society_name,
  shortName: r.short_name,
  crestUrl: crestUrlOf(r),
  colours: { primary: r.colour_primary, accent: r.colour_accent },
  houses: JSON.parse(r.houses) as string[],
  titles: JSON.parse(r.titles) as string[],
  membershipFeeText: r.membership_fee_text,
  welcomeText: r.welcome_text,
  foursomesText: r.foursomes_text,
  contactEmail: r.contact_email,
  subscriptionPence: r.subscription_pence,
  paymentDetails: r.payment_details,
});

/** The settings without their crest, as the audit log records them. */
const valuesOf = ({ crestUrl: _crest, ...values }: SiteSettings) => values;

/** The settings, written first from the environment's values when the database has none yet. */
export async function loadSettings(db: Db, config: Parameters<typeof firstValues>[0]): Promise<SiteSettings> {
  let row = await repo.findSettings(db);
  if (!row) {
    await repo.insertFirstSettings(db, toRow(firstValues(config)), nowIso());
    row = await repo.findSettings(db);
  }
  return toSettings(row!);
}

/** The administrator's save: every value at once, or nothing; audited with what was there and what is now. */
export async function saveSettings(db: Db, actorId: number, values: SettingsValues): Promise<SiteSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findSettings(trx);
    const now = nowIso();
    if (!before) await repo.insertFirstSettings(trx, toRow(values), now);
    else await repo.updateSettings(trx, toRow(values), now);
    const after = toSettings((await repo.findSettings(trx))!);
    // This year's unpaid subscriptions follow the amount at once (decision 0061).
    if (before?.subscription_pence !== after.subscriptionPence)
      await chargeThisYearsSubscriptions(trx, actorId);
    await recordAudit(
      trx,
      {
        actorId,
        action: 'update',
        entity: 'settings',
        entityId: 1,
        before: before ? valuesOf(toSettings(before)) : null,
        after: valuesOf(after),
      },
      now,
    );
    return after;
  });
}

/** A new crest (checked and cleaned by the caller), audited by its type and size. */
export async function saveCrest(
  db: Db,
  actorId: number,
  type: string,
  content: Buffer,
): Promise<SiteSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findSettings(trx);
    const now = nowIso();
    await repo.updateCrest(trx, type, content, now);
    await recordAudit(
      trx,
      {
        actorId,
        action: 'crest',
        entity: 'settings',
        entityId: 1,
        before: { crest: before?.crest_type ?? null },
        after: { crest: type, bytes: content.byteLength },
      },
      now,
    );
    return toSettings((await repo.findSettings(trx))!);
  });
}

export const findCrest = (db: Db) => repo.findCrest(db);
