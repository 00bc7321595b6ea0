import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MeetingTypeId } from '@shared/constants';
import {
  foursomesMatchSchema,
  MEETING_ID_MESSAGE,
  meetingIdParams,
  meetingResultSchema,
} from '@shared/schemas/results';
import { yearCountSchema, yearQuerySchema } from '@shared/schemas/year-lists';
import { commonRoutes } from '../../lib/common-routes';
import { formError } from '../../lib/http-errors';
import { listFoursomes, listResultsForMeeting, meetingResultYears } from './results.service';

/** The meeting type in an address, 1 to 5, or a 400 naming the choices. */
function meetingTypeFrom(raw: string): MeetingTypeId {
  if (!/^[1-5]$/.test(raw)) throw formError(MEETING_ID_MESSAGE);
  return Number(raw) as MeetingTypeId;
}

/** Public results: meeting results by type (spec §7), whole or one year at a time, and the scratch foursomes matches. */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/Results/ListResultsForMeeting/:meetingId',
    {
      config: { access: 'public', cacheable: true },
      schema: {
        tags: ['results'],
        params: meetingIdParams,
        querystring: yearQuerySchema,
        response: { 200: z.array(meetingResultSchema) },
      },
    },
    async (request) =>
      listResultsForMeeting(
        app.db,
        meetingTypeFrom(request.params.meetingId),
        request.query.year,
        app.siteSettings.current.shortName,
      ),
  );

  app.get(
    '/api/results/listyears/:meetingId',
    {
      config: { access: 'public', cacheable: true },
      schema: { tags: ['results'], params: meetingIdParams, response: { 200: z.array(yearCountSchema) } },
    },
    async (request) => meetingResultYears(app.db, meetingTypeFrom(request.params.meetingId)),
  );

  commonRoutes(app, 'results').publicList('/api/foursomes/list', foursomesMatchSchema, () =>
    listFoursomes(app.db),
  );
};
