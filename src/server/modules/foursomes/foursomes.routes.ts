import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/schemas/id-fields';
import {
  addFoursomesMatchSchema,
  foursomesMatchAdminSchema,
  updateFoursomesMatchSchema,
} from '@shared/schemas/foursomes';
import { idFromAddress } from '../../lib/id-from-address';
import { addMatch, deleteMatch, listMatchesForEdit, updateMatch } from './foursomes.service';

/** The administrator's add, edit and delete of the scratch foursomes matches (the public list: results.routes). */
export const foursomesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/foursomes/listforedit',
    {
      config: { access: 'admin' },
      schema: { tags: ['foursomes'], response: { 200: z.array(foursomesMatchAdminSchema) } },
    },
    async () => listMatchesForEdit(app.db),
  );

  app.post(
    '/api/foursomes/add',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['foursomes'],
        body: addFoursomesMatchSchema,
        response: { 200: foursomesMatchAdminSchema },
      },
    },
    async (request) => addMatch(app.db, request.member!.id, request.body),
  );

  app.post(
    '/api/foursomes/update',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['foursomes'],
        body: updateFoursomesMatchSchema,
        response: { 200: foursomesMatchAdminSchema },
      },
    },
    async (request) => {
      const { id, ...values } = request.body;
      return updateMatch(app.db, request.member!.id, id, values);
    },
  );

  app.delete(
    '/api/foursomes/delete/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['foursomes'], params: idParams, response: { 200: z.literal(true) } },
    },
    async (request) => {
      const id = idFromAddress(request.params.id, 'Match not found');
      await deleteMatch(app.db, request.member!.id, id);
      return true as const;
    },
  );
};
