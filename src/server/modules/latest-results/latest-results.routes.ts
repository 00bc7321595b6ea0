import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/schemas/id-fields';
import { addLatestResultSchema, latestResultSchema } from '@shared/schemas/latest-results';
import { idFromAddress } from '../../lib/id-from-address';
import { addLatestResult, deleteLatestResult, listForEdit, listForHome } from './latest-results.service';

/** The home page's Latest Results (spec §7) and the administrator's Add and Edit panels. */
export const latestResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/LatestResults/List',
    {
      config: { access: 'public', cacheable: true },
      schema: { tags: ['latest results'], response: { 200: z.array(latestResultSchema) } },
    },
    async () => listForHome(app.db),
  );

  app.get(
    '/api/LatestResults/ListForEdit',
    {
      config: { access: 'admin' },
      schema: { tags: ['latest results'], response: { 200: z.array(latestResultSchema) } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listForEdit(app.db);
    },
  );

  app.post(
    '/api/latestresults/add',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['latest results'],
        body: addLatestResultSchema,
        response: { 200: latestResultSchema },
      },
    },
    async (request) => addLatestResult(app.db, request.member!.id, request.body.description),
  );

  app.delete(
    '/api/latestresults/delete/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['latest results'], params: idParams, response: { 200: z.literal(true) } },
    },
    async (request) => {
      const id = idFromAddress(request.params.id, 'Latest result not found');
      await deleteLatestResult(app.db, request.member!.id, id);
      return true as const;
    },
  );
};
