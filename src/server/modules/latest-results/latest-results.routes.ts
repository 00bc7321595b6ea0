import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addLatestResultSchema, latestResultSchema } from '@shared/schemas/latest-results';
import { commonRoutes } from '../../lib/common-routes';
import { addLatestResult, deleteLatestResult, listForEdit, listForHome } from './latest-results.service';

/** The home page's Latest Results (spec §7) and the administrator's Add and Edit panels. */
export const latestResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = commonRoutes(app, 'latest results');
  routes.publicList('/api/LatestResults/List', latestResultSchema, () => listForHome(app.db));
  routes.adminList('/api/LatestResults/ListForEdit', latestResultSchema, () => listForEdit(app.db));
  routes.save('/api/latestresults/add', addLatestResultSchema, latestResultSchema, (actorId, body) =>
    addLatestResult(app.db, actorId, body.description),
  );
  routes.remove('/api/latestresults/delete/:id', 'Latest result not found', (actorId, id) =>
    deleteLatestResult(app.db, actorId, id),
  );
};
