import { sql } from 'kysely';
import { createSearchWriteTriggers, fillSearchTable } from './0002-member-search';
import type { MigrationDb } from './schema-steps';

/**
 * Member search ignores accents in names: 'Nunez' finds Núñez, 'Jose' finds José, and 'Núñez' finds Nunez.
 * Members on UK keyboards do not type accents. The search stays on its trigram indexes (decision 0002):
 *
 * - PostgreSQL: the first and last name are indexed as `members_fold(name)` (GIN, gin_trgm_ops), replacing the
 *   indexes on `lower(name)`; the repository's queries use exactly these expressions. members_fold is
 *   `translate(lower(name), FOLD_FROM, FOLD_TO)` in a function the planner is told is costly: as a bare
 *   expression it was priced as cheap, so the planner read all 20,000 members (830 ms) instead of the index (2 ms).
 * - SQLite: the FTS5 search table holds the folded first and last name (the triggers fold them on every write with
 *   the same table of letters); the table is filled again from the existing rows.
 *
 * The search term is folded the same way (foldForSearch), so both sides agree letter for letter. The table covers
 * the Latin letters with accents (Latin-1 and Latin Extended-A) and ø, ł, đ, ħ, ı; other letters are compared as
 * they are. Changing the table needs a new migration (the indexes hold its result).
 */

/** Each letter of FOLD_FROM becomes the letter at the same place in FOLD_TO. */
export const FOLD_FROM =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžØøŁłĐđĦħı';
export const FOLD_TO =
  'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoollddhhi';

const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]]));

/** A search term folded as the stored names are: lower case, accents taken off. */
export const foldForSearch = (term: string) => [...term.toLowerCase()].map((c) => FOLD.get(c) ?? c).join('');

/** The name columns the fold applies to. */
export const FOLDED_NAME_COLUMNS = ['first_name', 'last_name'] as const;

/** PostgreSQL: the indexed expression of a folded name column. */
export const pgFoldedName = (column: (typeof FOLDED_NAME_COLUMNS)[number]) => `members_fold(${column})`;

/** Not inlined (plpgsql), so that its cost stands: a seq scan calling it on every row is priced as it is. */
const PG_FOLD_FUNCTION = `create or replace function members_fold(name text) returns text
  language plpgsql immutable strict parallel safe cost 1000 as $$
  begin
    return translate(lower(name), '${FOLD_FROM}', '${FOLD_TO}');
  end
  $$`;

/**
 * SQLite has no translate(): one replace() per letter, nested (run on writes only), and only for a name holding a
 * letter beyond ASCII (most names have none: 20,000 inserts took 6.6 s with the replaces on every name).
 */
const sqliteFold = (expr: string) =>
  `case when ${expr} glob '*[^ -~]*' then ${[...FOLD_FROM].reduce(
    (acc, c, i) => `replace(${acc}, '${c}', '${FOLD_TO[i]}')`,
    expr,
  )} else ${expr} end`;

export function accentFoldedNamesMigration(dialect: 'sqlite' | 'postgres') {
  /** SQLite: the search table's write triggers and rows as migration 0002 made them, with names folded or not. */
  async function triggers(db: MigrationDb, fold: boolean) {
    const name = fold ? sqliteFold : undefined;
    await sql`drop trigger if exists members_search_ai`.execute(db);
    await sql`drop trigger if exists members_search_au`.execute(db);
    await createSearchWriteTriggers(db, name);
    await sql`delete from members_search`.execute(db);
    await fillSearchTable(db, name);
  }

  async function up(db: MigrationDb) {
    if (dialect === 'postgres') {
      await sql.raw(PG_FOLD_FUNCTION).execute(db);
      for (const col of FOLDED_NAME_COLUMNS) {
        await sql
          .raw(
            `create index members_${col}_folded_trgm_idx on members using gin ((${pgFoldedName(col)}) gin_trgm_ops)`,
          )
          .execute(db);
        await sql.raw(`drop index if exists members_${col}_trgm_idx`).execute(db);
      }
      return;
    }
    await triggers(db, true);
  }

  async function down(db: MigrationDb) {
    if (dialect === 'postgres') {
      for (const col of FOLDED_NAME_COLUMNS) {
        await sql
          .raw(
            `create index if not exists members_${col}_trgm_idx on members using gin ((lower(${col})) gin_trgm_ops)`,
          )
          .execute(db);
        await sql.raw(`drop index if exists members_${col}_folded_trgm_idx`).execute(db);
      }
      await sql`drop function if exists members_fold(text)`.execute(db);
      return;
    }
    await triggers(db, false);
  }
  return { up, down };
}
