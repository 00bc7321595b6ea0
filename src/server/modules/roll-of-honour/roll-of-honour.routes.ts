import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rollOfHonourQuerySchema, rollOfHonourSchema } from '@shared/schemas/roll-of-honour';
import { commonRoutes } from '../../lib/common-routes';
import { getRollOfHonour } from './roll-of-honour.service';

/** The roll of honour (public, kept like the public lists), with `?name=` to find one player's wins. */
export const rollOfHonourRoutes: FastifyPluginAsyncZod = async (app) => {
  commonRoutes(app, 'results').publicQuery(
    '/api/rollofhonour',
    rollOfHonourQuerySchema,
    rollOfHonourSchema,
    (query) => getRollOfHonour(app.db, query.name),
  );
};
