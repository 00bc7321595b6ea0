import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '@shared/schemas/member-data';
import { csvHeaders } from '../../lib/csv';
import * as subs from './subscriptions.service';

/** The treasurer's Subscriptions panel and exports (DESIGN.md 'Members' data'). Administrators only. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/subscriptions',
    {
      config: { access: 'admin' },
      schema: {
        querystring: schemas.subscriptionYearQuerySchema,
        response: { 200: z.array(schemas.subscriptionRowSchema) },
      },
    },
    async (request) => subs.listSubscriptions(app.deps, request.query.year),
  );

  app.post(
    '/api/admin/subscriptions',
    {
      config: { access: 'admin' },
      schema: { body: schemas.recordSubscriptionSchema, response: { 200: schemas.subscriptionRowSchema } },
    },
    async (request) => subs.recordPayment(app.deps, request.member!.id, request.body),
  );

  app.post(
    '/api/admin/subscriptions/delete',
    {
      config: { access: 'admin' },
      schema: {
        body: schemas.subscriptionKeySchema,
        response: { 200: schemas.undoSubscriptionResponseSchema },
      },
    },
    async (request) =>
      subs.undoPayment(app.deps, request.member!.id, request.body.memberId, request.body.year),
  );

  app.get(
    '/api/admin/subscriptions/csv',
    { config: { access: 'admin' }, schema: { querystring: schemas.subscriptionCsvQuerySchema } },
    async (request, reply) => {
      const { year, filter } = request.query;
      const name = `subscriptions-${year}${filter === 'unpaid' ? '-unpaid' : ''}.csv`;
      return reply.headers(csvHeaders(name)).send(await subs.subscriptionsCsv(app.deps, year, filter));
    },
  );

  app.get('/api/admin/members/csv', { config: { access: 'admin' } }, async (_request, reply) =>
    reply.headers(csvHeaders('members.csv')).send(await subs.membersCsv(app.deps)),
  );
};
