import type { Db } from './database';

/** A secret the migrations wrote (site_secrets), as stored; throws when it is missing. */
export async function readSiteSecret(db: Db, name: string): Promise<string> {
  const row = await db
    .selectFrom('site_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
