import { sql } from 'kysely';
import type { MigrationDb } from './schema-steps';

/**
 * Trigram indexes for the members' directory and the admin member list (contains-matching on every searchable
 * field stays fast with many thousands of members); see docs/decisions/0002-member-search-trigram-indexes.md.
 *
 * - SQLite: an FTS5 table with the trigram tokenizer holding the searchable text of each member (rowid = members.id),
 *   kept in step with `members` by triggers. Year left and handicap are held in their text form ('1985', '14.2').
 * - PostgreSQL: pg_trgm and GIN trigram indexes on lower(column) (and on the text form of year left and handicap).
 */

/** Columns of the SQLite search table, in order; the repository builds its queries from the same names. */
export const MEMBER_SEARCH_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'year_left',
  'house',
  'handicap',
  'home_club',
  'county',
] as const;

/**
 * The SQLite text form of each column of a row ('new' in a trigger, 'members' when filling the table): year left
 * and handicap as text ('%g' prints 12.0 as '12', as PostgreSQL does). `name` writes the first and last name
 * (migration 0009 folds their accents).
 */
const sqliteValues = (row: 'new' | 'members', name: (column: string) => string) =>
  [
    name(`${row}.first_name`),
    name(`${row}.last_name`),
    `${row}.email`,
    `cast(${row}.year_left as text)`,
    `${row}.house`,
    `case when ${row}.handicap is null then null else printf('%g', ${row}.handicap) end`,
    `${row}.home_club`,
    `${row}.county`,
  ].join(', ');

const asStored = (column: string) => column;
const cols = MEMBER_SEARCH_COLUMNS.join(', ');

/** SQLite: fills the search table from every member's row. */
export async function fillSearchTable(db: MigrationDb, name = asStored) {
  await sql
    .raw(
      `insert into members_search (rowid, ${cols}) select members.id, ${sqliteValues('members', name)} from members`,
    )
    .execute(db);
}

/** SQLite: the triggers that keep the search table in step when a member is added or changed. */
export async function createSearchWriteTriggers(db: MigrationDb, name = asStored) {
  await sql
    .raw(
      `create trigger members_search_ai after insert on members begin
           insert into members_search (rowid, ${cols}) values (new.id, ${sqliteValues('new', name)});
         end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger members_search_au after update of ${cols} on members begin
           delete from members_search where rowid = old.id;
           insert into members_search (rowid, ${cols}) values (new.id, ${sqliteValues('new', name)});
         end`,
    )
    .execute(db);
}

/** PostgreSQL: the indexed expressions; the repository's queries use exactly these so the planner can use them. */
export const PG_SEARCH_EXPRESSIONS = {
  first_name: 'lower(first_name)',
  last_name: 'lower(last_name)',
  email: 'lower(email)',
  year_left: 'lower(year_left::text)',
  house: 'lower(house)',
  handicap: 'lower(handicap::text)',
  home_club: 'lower(home_club)',
  county: 'lower(county)',
} as const;

export function memberSearchMigration(dialect: 'sqlite' | 'postgres') {
  async function up(db: MigrationDb) {
    if (dialect === 'postgres') {
      await sql`create extension if not exists pg_trgm`.execute(db);
      for (const [col, expr] of Object.entries(PG_SEARCH_EXPRESSIONS)) {
        await sql
          .raw(`create index members_${col}_trgm_idx on members using gin ((${expr}) gin_trgm_ops)`)
          .execute(db);
      }
      return;
    }
    await sql
      .raw(`create virtual table members_search using fts5(${cols}, tokenize = 'trigram', detail = 'full')`)
      .execute(db);
    await fillSearchTable(db);
    await createSearchWriteTriggers(db);
    await sql
      .raw(
        `create trigger members_search_ad after delete on members begin
           delete from members_search where rowid = old.id;
         end`,
      )
      .execute(db);
  }

  async function down(db: MigrationDb) {
    if (dialect === 'postgres') {
      for (const col of Object.keys(PG_SEARCH_EXPRESSIONS)) {
        await sql.raw(`drop index if exists members_${col}_trgm_idx`).execute(db);
      }
      return;
    }
    for (const t of ['members_search_ai', 'members_search_au', 'members_search_ad']) {
      await sql.raw(`drop trigger if exists ${t}`).execute(db);
    }
    await sql`drop table if exists members_search`.execute(db);
  }
  return { up, down };
}
