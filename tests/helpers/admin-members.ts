// Shared by the tests of the administrators' member tools (tests/api/admin-members-*.test.ts).
import type { Db } from '../../src/server/db/database';
import { auditRows } from './audit-log';

/** The audit rows written about one member, oldest first. */
export const memberAuditRows = (db: Db, entityId: number) => auditRows(db, { entityId });
