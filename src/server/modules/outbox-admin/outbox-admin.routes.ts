import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mailIdBodySchema,
  outboxListSchema,
  outboxQuerySchema,
  outboxResendResultSchema,
} from '@shared/schemas/outbox-admin';
import { outboxPage, resendFailed } from './outbox-admin.service';

/** The outbox for administrators: every message with its status, attempts and last error; resend a failed one. */
export const outboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    {
      config: { access: 'admin' },
      schema: { querystring: outboxQuerySchema, response: { 200: outboxListSchema } },
    },
    async (request) => outboxPage(app.db, request.query.status, request.query.page),
  );

  app.post(
    '/api/admin/outbox/resend',
    {
      config: { access: 'admin' },
      schema: { body: mailIdBodySchema, response: { 200: outboxResendResultSchema } },
    },
    async (request) => resendFailed(app.db, request.member!.id, request.body.id),
  );
};
