import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/schemas/id-fields';
import {
  addMeetingResultFieldsSchema,
  meetingResultSchema,
  updateMeetingResultFieldsSchema,
} from '@shared/schemas/results';
import { idFromAddress } from '../../lib/id-from-address';
import { parseForm } from '../../lib/parse-form';
import { readUpload } from '../files/pdf-upload';
import { addMeetingResult, deleteMeetingResult, updateMeetingResult } from './results.service';

/** Administrators keep the meeting results: fields as multipart form fields beside an optional PDF. */
export const resultsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/results/add',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['results'],
        consumes: ['multipart/form-data'],
        response: { 200: meetingResultSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      const fields = parseForm(addMeetingResultFieldsSchema, upload.fields);
      return addMeetingResult(app.db, request.member!.id, fields, upload.file?.content);
    },
  );

  app.post(
    '/api/results/update',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['results'],
        consumes: ['multipart/form-data'],
        response: { 200: meetingResultSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      const fields = parseForm(updateMeetingResultFieldsSchema, upload.fields);
      return updateMeetingResult(app.db, request.member!.id, fields, upload.file?.content);
    },
  );

  app.delete(
    '/api/results/delete/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['results'], params: idParams, response: { 200: z.literal(true) } },
    },
    async (request) => {
      const id = idFromAddress(request.params.id, 'Result not found');
      await deleteMeetingResult(app.db, request.member!.id, id);
      return true as const;
    },
  );
};
