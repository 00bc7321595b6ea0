import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '@shared/schemas/publications';
import { commonRoutes } from '../../lib/common-routes';
import * as service from './publications.service';

/** Publications (spec §7, members only) and the administrator's uploads. */
export const publicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/Publications/List',
    {
      config: { access: 'member' },
      schema: { tags: ['publications'], response: { 200: z.array(schemas.publicationSchema) } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-cache');
      return service.listPublications(app.db);
    },
  );

  const routes = commonRoutes(app, 'publications');
  routes.upload(
    '/api/publications/add',
    schemas.addPublicationFieldsSchema,
    schemas.publicationSchema,
    (actorId, fields, pdf) => service.addPublication(app.db, actorId, fields, pdf),
  );
  routes.upload(
    '/api/publications/update',
    schemas.updatePublicationFieldsSchema,
    schemas.publicationSchema,
    (actorId, fields, pdf) => service.updatePublication(app.db, actorId, fields, pdf),
  );
  routes.move('/api/publications/move', (actorId, id, direction) =>
    service.movePublication(app.db, actorId, id, direction),
  );
  routes.remove('/api/publications/delete/:id', 'Publication not found', (actorId, id) =>
    service.deletePublication(app.db, actorId, id),
  );
};
