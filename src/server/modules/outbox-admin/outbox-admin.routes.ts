import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mailIdBodySchema,
  outboxListSchema,
  outboxQuerySchema,
  outboxResendResultSchema,
} from '@shared/schemas/outbox-admin';
import { commonRoutes } from '../../lib/common-routes';
import { outboxPage, resendFailed } from './outbox-admin.service';

/** The outbox for administrators: every message with its status, attempts and last error; resend a failed one. */
export const outboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = commonRoutes(app);
  routes.adminQuery('/api/admin/outbox', outboxQuerySchema, outboxListSchema, (q) =>
    outboxPage(app.db, q.status, q.page),
  );
  routes.save('/api/admin/outbox/resend', mailIdBodySchema, outboxResendResultSchema, (actorId, b) =>
    resendFailed(app.db, actorId, b.id),
  );
};
