import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActionsSchema, auditListSchema, auditQuerySchema, type AuditList } from '@shared/schemas/audit';
import { auditActions, auditPage } from './audit.service';

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
      return auditPage(app.db, { memberId, action }, page);
    },
  );

  app.get(
    '/api/admin/auditlog/actions',
    { config: { access: 'admin' }, schema: { response: { 200: auditActionsSchema } } },
    async () => auditActions(app.db),
  );
};
