import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderOfMeritQuerySchema,
  orderOfMeritRulesBodySchema,
  orderOfMeritSchema,
} from '@shared/schemas/order-of-merit';
import { commonRoutes } from '../../lib/common-routes';
import { getOrderOfMerit, saveMeritRules } from './order-of-merit.service';

/** The order of merit (public, kept like the public lists) and the administrator's rules for a year. */
export const orderOfMeritRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orderofmerit',
    {
      config: { access: 'public', cacheable: true },
      schema: {
        tags: ['results'],
        querystring: orderOfMeritQuerySchema,
        response: { 200: orderOfMeritSchema },
      },
    },
    async (request) => getOrderOfMerit(app.db, request.query.year),
  );
  commonRoutes(app, 'results').save(
    '/api/admin/orderofmerit',
    orderOfMeritRulesBodySchema,
    orderOfMeritSchema,
    (actorId, body) => saveMeritRules(app.db, actorId, body),
  );
};
