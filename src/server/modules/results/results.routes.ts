import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MeetingTypeId } from '@shared/constants';
import {
  foursomesMatchSchema,
  MEETING_ID_MESSAGE,
  meetingIdParams,
  meetingResultSchema,
} from '@shared/schemas/results';
import { formError } from '../../lib/http-errors';
import { listFoursomes, listResultsForMeeting } from './results.service';

/** Public results: meeting results by type (spec §7) and the scratch foursomes matches. */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/Results/ListResultsForMeeting/:meetingId',
    {
      config: { access: 'public', cacheable: true },
      schema: { tags: ['results'], params: meetingIdParams, response: { 200: z.array(meetingResultSchema) } },
    },
    async (request) => {
      const raw = request.params.meetingId;
      if (!/^[1-5]$/.test(raw)) throw formError(MEETING_ID_MESSAGE);
      return listResultsForMeeting(app.db, Number(raw) as MeetingTypeId);
    },
  );

  app.get(
    '/api/foursomes/list',
    {
      config: { access: 'public', cacheable: true },
      schema: { tags: ['results'], response: { 200: z.array(foursomesMatchSchema) } },
    },
    async () => listFoursomes(app.db),
  );
};
