import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '@shared/schemas/foursomes';
import { commonRoutes } from '../../lib/common-routes';
import { addMatch, deleteMatch, listMatchesForEdit, updateMatch } from './foursomes.service';

/** The administrator's add, edit and delete of the scratch foursomes matches (the public list: results.routes). */
export const foursomesRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = commonRoutes(app, 'foursomes');
  routes.adminList('/api/foursomes/listforedit', schemas.foursomesMatchAdminSchema, () =>
    listMatchesForEdit(app.db),
  );
  routes.save(
    '/api/foursomes/add',
    schemas.addFoursomesMatchSchema,
    schemas.foursomesMatchAdminSchema,
    (actorId, values) => addMatch(app.db, actorId, values),
  );
  routes.edit(
    '/api/foursomes/update',
    schemas.updateFoursomesMatchSchema,
    schemas.foursomesMatchAdminSchema,
    (actorId, id, values, seen) => updateMatch(app.db, actorId, id, values, seen),
  );
  routes.remove('/api/foursomes/delete/:id', 'Match not found', (actorId, id) =>
    deleteMatch(app.db, actorId, id),
  );
};
