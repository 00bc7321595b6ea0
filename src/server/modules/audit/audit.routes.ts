import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_PAGE_SIZE,
  auditActionsSchema,
  auditListSchema,
  auditQuerySchema,
  type AuditList,
} from '@shared/schemas/audit';
import { listAudit, listAuditActions } from './audit.repository';

const name = (first: string | null, last: string | null) =>
  first || last ? `${first ?? ''} ${last ?? ''}`.trim() : null;

/** The audit log for administrators: newest first, filterable by member and by kind of action. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/auditlog',
    {
      config: { access: 'admin' },
      schema: { querystring: auditQuerySchema, response: { 200: auditListSchema } },
    },
    async (request): Promise<AuditList> => {
      const { memberId, action, page } = request.query;
      const { rows, total } = await listAudit(app.db, { memberId, action }, page, AUDIT_PAGE_SIZE);
      return {
        items: rows.map((r) => ({
          id: r.id,
          createdAt: r.created_at,
          actorId: r.actor_id,
          actorName: name(r.actor_first, r.actor_last),
          action: r.action,
          entity: r.entity,
          entityId: r.entity_id,
          subjectName: name(r.subject_first, r.subject_last),
          before: r.before_json,
          after: r.after_json,
        })),
        total,
        page,
        pageSize: AUDIT_PAGE_SIZE,
      };
    },
  );

  app.get(
    '/api/admin/auditlog/actions',
    { config: { access: 'admin' }, schema: { response: { 200: auditActionsSchema } } },
    async () => listAuditActions(app.db),
  );
};
