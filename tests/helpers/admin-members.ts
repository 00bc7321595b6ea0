// Shared by the tests of the administrators' member tools (tests/api/admin-members-*.test.ts).
import type { Db } from '../../src/server/db/database';

/** The audit rows written about one member, oldest first. */
export const memberAuditRows = (db: Db, entityId: number) =>
  db.selectFrom('audit_log').selectAll().where('entity_id', '=', String(entityId)).orderBy('id').execute();
