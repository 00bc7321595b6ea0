import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Answers when the database does: the health check's one question. */
export async function pingDatabase(db: Db) {
  await sql`select 1`.execute(db);
}
