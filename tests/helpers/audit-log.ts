// The audit rows a test expects an act to have written (or not), read one way for every file.
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';

/** Which rows: each part given narrows them; `entity` may name several kinds. */
export interface AuditFilter {
  action?: string;
  entity?: string | string[];
  entityId?: number | string;
}

/** The audit rows that match, oldest first. */
export function auditRows(db: Db, { action, entity, entityId }: AuditFilter = {}) {
  let rows = db.selectFrom('audit_log').selectAll();
  if (action !== undefined) rows = rows.where('action', '=', action);
  if (entity !== undefined) rows = rows.where('entity', 'in', [entity].flat());
  if (entityId !== undefined) rows = rows.where('entity_id', '=', String(entityId));
  return rows.orderBy('id').execute();
}

/** The one audit row that matches: fails when there is none, or more than one. */
export async function onlyAuditRow(db: Db, filter: AuditFilter) {
  const rows = await auditRows(db, filter);
  expect(rows, `audit rows ${JSON.stringify(filter)}`).toHaveLength(1);
  return rows[0];
}
