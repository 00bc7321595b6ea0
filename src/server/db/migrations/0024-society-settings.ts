import { sql } from 'kysely';
import type { MigrationDb } from './schema-steps';

/**
 * The society's settings (DESIGN.md 'Society settings', decision 0059): one row, id 1, written at the first start
 * from the environment's values (SOCIETY_NAME, CONTACT_EMAIL, PAYMENT_DETAILS) and the site's defaults, then
 * changed by the administrator. Houses and titles are JSON arrays; the crest, when one is uploaded, is kept here
 * with its type (image/png or image/svg+xml, an SVG as cleaned).
 */
export function societySettingsMigration(dialect: 'sqlite' | 'postgres') {
  const blob = dialect === 'postgres' ? sql`bytea` : sql`blob`;
  async function up(db: MigrationDb) {
    await db.schema
      .createTable('society_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('society_name', 'text', (c) => c.notNull())
      .addColumn('short_name', 'text', (c) => c.notNull())
      .addColumn('colour_primary', 'text', (c) => c.notNull())
      .addColumn('colour_accent', 'text', (c) => c.notNull())
      .addColumn('houses', 'text', (c) => c.notNull())
      .addColumn('titles', 'text', (c) => c.notNull())
      .addColumn('membership_fee_text', 'text', (c) => c.notNull())
      .addColumn('welcome_text', 'text', (c) => c.notNull())
      .addColumn('foursomes_text', 'text', (c) => c.notNull())
      .addColumn('contact_email', 'text', (c) => c.notNull())
      .addColumn('subscription_pence', 'integer', (c) => c.notNull())
      .addColumn('payment_details', 'text')
      .addColumn('crest_type', 'text')
      .addColumn('crest_content', blob)
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  }
  async function down(db: MigrationDb) {
    await db.schema.dropTable('society_settings').execute();
  }
  return { up, down };
}
