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
  const routes = commonRoutes(app, 'results');
  routes.publicQuery('/api/orderofmerit', orderOfMeritQuerySchema, orderOfMeritSchema, (query) =>
    getOrderOfMerit(app.db, query.year),
  );
  routes.save('/api/admin/orderofmerit', orderOfMeritRulesBodySchema, orderOfMeritSchema, (actorId, body) =>
    saveMeritRules(app.db, actorId, body),
  );
};
