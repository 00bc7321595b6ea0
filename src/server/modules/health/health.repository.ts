import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database';

/**
 * Answers when the database does, with whether it takes writes: PostgreSQL says so itself (a standby, or
 * default_transaction_read_only); SQLite's files are looked at by the caller.
 */
export async function pingDatabase(db: Db, dialect: Dialect): Promise<{ readOnly: boolean }> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{
      read_only: string;
    }>`select current_setting('transaction_read_only') as read_only`.execute(db);
    return { readOnly: rows[0]?.read_only === 'on' };
  }
  await sql`select 1`.execute(db);
  return { readOnly: false };
}
