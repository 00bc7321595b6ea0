import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OUTBOX_PAGE_SIZE,
  mailIdBodySchema,
  outboxListSchema,
  outboxQuerySchema,
  outboxResendResultSchema,
  type MailStatus,
  type OutboxItem,
} from '@shared/schemas/outbox-admin';
import { nowIso } from '../../lib/clock';
import { formError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { findMail, listOutbox, requeueFailed } from './outbox-admin.repository';

type Row = NonNullable<Awaited<ReturnType<typeof findMail>>>;

const toItem = (r: Row): OutboxItem => ({
  id: r.id,
  to: r.to_address,
  subject: r.subject,
  status: r.status as MailStatus,
  attempts: r.attempts,
  lastError: r.last_error,
  createdAt: r.created_at,
  sentAt: r.sent_at,
  nextAttemptAt: r.next_attempt_at,
});

/** The outbox for administrators: every message with its status, attempts and last error; resend a failed one. */
export const outboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    {
      config: { access: 'admin' },
      schema: { querystring: outboxQuerySchema, response: { 200: outboxListSchema } },
    },
    async (request) => {
      const { status, page } = request.query;
      const { rows, total } = await listOutbox(app.db, status, page, OUTBOX_PAGE_SIZE);
      return { items: rows.map(toItem), total, page, pageSize: OUTBOX_PAGE_SIZE };
    },
  );

  app.post(
    '/api/admin/outbox/resend',
    {
      config: { access: 'admin' },
      schema: { body: mailIdBodySchema, response: { 200: outboxResendResultSchema } },
    },
    async (request) => {
      const { id } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const mail = await findMail(trx, id);
        if (!mail) throw notFound('There is no message with that id');
        const now = nowIso();
        if (!(await requeueFailed(trx, id, now))) {
          throw formError(
            mail.status === 'sent'
              ? 'This message has already been sent'
              : 'This message is still being sent; only a failed message can be sent again',
          );
        }
        await recordAudit(
          trx,
          {
            actorId: request.member!.id,
            action: 'mail.resend',
            entity: 'mail',
            entityId: id,
            before: { status: 'failed', attempts: mail.attempts, lastError: mail.last_error },
            after: { status: 'pending' },
          },
          now,
        );
      });
      const item = await findMail(app.db, id);
      return { item: toItem(item!), message: `The message to ${item!.to_address} will be sent again` };
    },
  );
};
