import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rollOfHonourQuerySchema, rollOfHonourSchema } from '@shared/schemas/roll-of-honour';
import { getRollOfHonour } from './roll-of-honour.service';

/** The roll of honour (public, kept like the public lists), with `?name=` to find one player's wins. */
export const rollOfHonourRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/rollofhonour',
    {
      config: { access: 'public', cacheable: true },
      schema: {
        tags: ['results'],
        querystring: rollOfHonourQuerySchema,
        response: { 200: rollOfHonourSchema },
      },
    },
    async (request) => getRollOfHonour(app.db, request.query.name),
  );
};
