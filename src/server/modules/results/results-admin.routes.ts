import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '@shared/schemas/results';
import { commonRoutes } from '../../lib/common-routes';
import { addMeetingResult, deleteMeetingResult, updateMeetingResult } from './results.service';

/** Administrators keep the meeting results: fields as multipart form fields beside an optional PDF. */
export const resultsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = commonRoutes(app, 'results');
  routes.upload(
    '/api/results/add',
    schemas.addMeetingResultFieldsSchema,
    schemas.meetingResultSchema,
    (actorId, fields, pdf) => addMeetingResult(app.db, actorId, fields, pdf),
  );
  routes.upload(
    '/api/results/update',
    schemas.updateMeetingResultFieldsSchema,
    schemas.meetingResultSchema,
    (actorId, fields, pdf) => updateMeetingResult(app.db, actorId, fields, pdf),
  );
  routes.remove('/api/results/delete/:id', 'Result not found', (actorId, id) =>
    deleteMeetingResult(app.db, actorId, id),
  );
};
