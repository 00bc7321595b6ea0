import { auditMemberIds, auditRecordedName } from '@shared/audit-labels';
import { AUDIT_PAGE_SIZE, type AuditList } from '@shared/schemas/audit';
import type { Db } from '../../db/database';
import { listAudit, listAuditActions, memberNamesById, type AuditFilter } from './audit.repository';

const name = (first: string | null, last: string | null) =>
  first || last ? `${first ?? ''} ${last ?? ''}`.trim() : null;

/**
 * One page of the audit log with everything named: who acted, the member or fixture it was about, and the members
 * its change mentions (by id in the record).
 */
export async function auditPage(db: Db, filter: AuditFilter, page: number): Promise<AuditList> {
  const { rows, total } = await listAudit(db, filter, page, AUDIT_PAGE_SIZE);
  const mentioned = auditMemberIds(...rows.flatMap((r) => [r.before_json, r.after_json]));
  const names = await memberNamesById(db, mentioned);
  return {
    items: rows.map((r) => {
      const ids = auditMemberIds(r.before_json, r.after_json);
      return {
        id: r.id,
        createdAt: r.created_at,
        actorId: r.actor_id,
        actorName: name(r.actor_first, r.actor_last),
        action: r.action,
        entity: r.entity,
        entityId: r.entity_id,
        subjectName: name(r.subject_first, r.subject_last),
        entityName: r.fixture_event ?? auditRecordedName(r.before_json, r.after_json),
        before: r.before_json,
        after: r.after_json,
        names: Object.fromEntries(ids.filter((id) => names[id]).map((id) => [String(id), names[id]])),
      };
    }),
    total,
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** The kinds of action the log holds, for its filter. */
export const auditActions = (db: Db) => listAuditActions(db);
