import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '@shared/schemas/member-data';
import { commonRoutes } from '../../lib/common-routes';
import { csvHeaders } from '../../lib/csv';
import * as subs from './subscriptions.service';

/** The treasurer's Subscriptions panel and exports (DESIGN.md 'Members' data'). Administrators only. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = commonRoutes(app);
  routes.adminQuery(
    '/api/admin/subscriptions',
    schemas.subscriptionYearQuerySchema,
    z.array(schemas.subscriptionRowSchema),
    (q) => subs.listSubscriptions(app.deps, q.year),
  );
  routes.save(
    '/api/admin/subscriptions',
    schemas.recordSubscriptionSchema,
    schemas.subscriptionRowSchema,
    (actorId, b) => subs.recordPayment(app.deps, actorId, b),
  );
  routes.save(
    '/api/admin/subscriptions/delete',
    schemas.subscriptionKeySchema,
    schemas.undoSubscriptionResponseSchema,
    (actorId, b) => subs.undoPayment(app.deps, actorId, b.memberId, b.year),
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
