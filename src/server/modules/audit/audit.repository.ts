import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { pageWithTotal } from '../../db/rows';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row (at `at`, now by default); call inside the same transaction as the change. */
export async function recordAudit(db: Db, entry: AuditEntry, at: string = nowIso()) {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: at,
    })
    .execute();
}

export interface AuditFilter {
  /** Rows the member did, or that were done to them. */
  memberId?: number;
  action?: string;
}

/** One page of the audit log, newest first, with the names of who acted and of the member acted on. */
export async function listAudit(db: Db, filter: AuditFilter, page: number, pageSize: number) {
  let base = db
    .selectFrom('audit_log')
    .leftJoin('members as actor', 'actor.id', 'audit_log.actor_id')
    .leftJoin('members as subject', (join) =>
      join
        .on('audit_log.entity', '=', 'member')
        .on((eb) => eb(eb.cast('subject.id', 'text'), '=', eb.ref('audit_log.entity_id'))),
    )
    .leftJoin('fixtures as fixture', (join) =>
      join
        .on('audit_log.entity', 'in', ['fixture', 'fixture_registration'])
        .on((eb) => eb(eb.cast('fixture.id', 'text'), '=', eb.ref('audit_log.entity_id'))),
    );
  if (filter.memberId !== undefined) {
    const id = filter.memberId;
    base = base.where((eb) =>
      eb.or([
        eb('audit_log.actor_id', '=', id),
        eb.and([eb('audit_log.entity', '=', 'member'), eb('audit_log.entity_id', '=', String(id))]),
      ]),
    );
  }
  if (filter.action) base = base.where('audit_log.action', '=', filter.action);
  const rows = (q: typeof base) =>
    q
      .select([
        'audit_log.id',
        'audit_log.created_at',
        'audit_log.actor_id',
        'actor.first_name as actor_first',
        'actor.last_name as actor_last',
        'subject.first_name as subject_first',
        'subject.last_name as subject_last',
        'fixture.event as fixture_event',
        'audit_log.action',
        'audit_log.entity',
        'audit_log.entity_id',
        'audit_log.before_json',
        'audit_log.after_json',
      ])
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc');
  return pageWithTotal(base, rows, page, pageSize);
}

/** The kinds of action recorded so far, for the filter. */
export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
  return rows.map((r) => r.action);
}

/** The names of these members, by id (a deleted member has none). */
export async function memberNamesById(db: Db, ids: number[]): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const rows = await db
    .selectFrom('members')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', ids)
    .execute();
  return Object.fromEntries(rows.map((r) => [String(r.id), `${r.first_name} ${r.last_name}`.trim()]));
}
