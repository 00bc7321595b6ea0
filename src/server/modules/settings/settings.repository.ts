import type { Db } from '../../db/database';
import type { SocietySettingsTable } from '../../db/types';

/** The settings' row less its crest (the crest is read only when it is asked for). */
export type SettingsRow = Omit<SocietySettingsTable, 'id' | 'crest_content'>;
export type SettingsValuesRow = Omit<SettingsRow, 'crest_type' | 'updated_at'>;

const columns = [
  'society_name',
  'short_name',
  'colour_primary',
  'colour_accent',
  'houses',
  'titles',
  'membership_fee_text',
  'welcome_text',
  'foursomes_text',
  'contact_email',
  'subscription_pence',
  'payment_details',
  'crest_type',
  'updated_at',
] as const;

export const findSettings = (db: Db): Promise<SettingsRow | undefined> =>
  db.selectFrom('society_settings').select(columns).where('id', '=', 1).executeTakeFirst();

/** Writes the first values unless the row is there already (two processes may start at once). */
export async function insertFirstSettings(db: Db, values: SettingsValuesRow, now: string) {
  await db
    .insertInto('society_settings')
    .values({ id: 1, ...values, crest_type: null, crest_content: null, updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function updateSettings(db: Db, values: SettingsValuesRow, now: string) {
  await db
    .updateTable('society_settings')
    .set({ ...values, updated_at: now })
    .where('id', '=', 1)
    .execute();
}

export async function updateCrest(db: Db, type: string, content: Buffer, now: string) {
  await db
    .updateTable('society_settings')
    .set({ crest_type: type, crest_content: content, updated_at: now })
    .where('id', '=', 1)
    .execute();
}

export const findCrest = (db: Db) =>
  db
    .selectFrom('society_settings')
    .select(['crest_type', 'crest_content', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
