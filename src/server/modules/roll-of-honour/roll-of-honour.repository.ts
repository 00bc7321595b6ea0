import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';

/** `%term%` with LIKE's own wildcards escaped, so '%' and '_' in a name mean themselves. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The winner of every meeting result (its first place), by event, newest year first; with `name`, only the wins of
 * players whose name holds it, in any case.
 */
export function winners(db: Db, name?: string) {
  return db
    .selectFrom('meeting_results')
    .select(['event', 'year', 'first_place_name', 'first_place_score'])
    .where('first_place_name', 'is not', null)
    .where('first_place_name', '!=', '')
    .$if(name !== undefined, (qb) =>
      qb.where(sql<SqlBool>`lower(first_place_name) like lower(${containsPattern(name!)}) escape '\\'`),
    )
    .orderBy('event')
    .orderBy('year', 'desc')
    .orderBy('id')
    .execute();
}
