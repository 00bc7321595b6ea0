import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonRoutes } from '../../lib/common-routes';
import { auditActionsSchema, auditListSchema, auditQuerySchema, type AuditList } from '@shared/schemas/audit';
import { auditActions, auditPage } from './audit.service';

/** The audit log for administrators: newest first, filterable by member and by kind of action. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = commonRoutes(app);
  routes.adminQuery(
    '/api/admin/auditlog',
    auditQuerySchema,
    auditListSchema,
    async ({ memberId, action, page }): Promise<AuditList> => auditPage(app.db, { memberId, action }, page),
  );
  routes.adminList('/api/admin/auditlog/actions', auditActionsSchema.element, () => auditActions(app.db));
};
