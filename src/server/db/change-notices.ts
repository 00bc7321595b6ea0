import { sql } from 'kysely';
import type { Db } from './database';

/** The channel every committed change to the site's data is announced on (PostgreSQL only; decision 0052). */
export const CHANGE_CHANNEL = 'site_data_changed';

/** The start of a notice that announces no change: a process's mark that its notices have caught up. */
export const CAUGHT_UP_MARK = 'caught-up:';

/**
 * Tables whose changes no page or list shows: counting a login attempt or sending a queued e-mail leaves every
 * kept answer as it was. Everything else announces its changes.
 */
const QUIET_TABLES = new Set(['rate_limits', 'mail_outbox', 'kysely_migration', 'kysely_migration_lock']);

/**
 * PostgreSQL: every table of the site announces each committed change on CHANGE_CHANNEL, by a trigger per statement
 * (a NOTIFY is sent at the commit, once per transaction), so that every server process drops the answers and
 * sessions it keeps in memory, whichever process, command or person changed the data. Run after the migrations,
 * so a table a later migration adds gets its trigger too; two processes starting at once take turns.
 */
export async function ensureChangeNotices(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${CHANGE_CHANNEL}))`.execute(trx);
    await sql
      .raw(
        `create or replace function ${CHANGE_CHANNEL}() returns trigger language plpgsql as $$
         begin perform pg_notify('${CHANGE_CHANNEL}', ''); return null; end $$`,
      )
      .execute(trx);
    const { rows } = await sql<{ table_name: string; has_trigger: boolean }>`
      select c.relname as table_name,
             exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ${CHANGE_CHANNEL}) as has_trigger
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname = current_schema()`.execute(trx);
    for (const { table_name: table, has_trigger: has } of rows) {
      if (has || QUIET_TABLES.has(table)) continue;
      await sql
        .raw(
          `create trigger ${CHANGE_CHANNEL} after insert or update or delete or truncate on "${table}"
           for each statement execute function ${CHANGE_CHANNEL}()`,
        )
        .execute(trx);
    }
  });
}
