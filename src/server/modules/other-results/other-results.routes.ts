import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moveSchema } from '@shared/schemas/content-fields';
import { idParams } from '@shared/schemas/id-fields';
import {
  addGroupingSchema,
  addOtherResultItemFieldsSchema,
  otherResultGroupingForEditSchema,
  otherResultGroupingSchema,
  updateGroupingSchema,
  updateOtherResultItemFieldsSchema,
} from '@shared/schemas/results';
import { idFromAddress } from '../../lib/id-from-address';
import { parseForm } from '../../lib/parse-form';
import { readUpload } from '../files/pdf-upload';
import * as service from './other-results.service';

const itemAnswer = z.object({ id: z.number().int(), fileName: z.string().nullable() });
const ok = { 200: z.literal(true) };

/** Other results (spec §7 ListByGrouping) and the administrator's competitions and PDFs. */
export const otherResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/OtherResults/ListByGrouping',
    {
      config: { access: 'public', cacheable: true },
      schema: { tags: ['other results'], response: { 200: z.array(otherResultGroupingSchema) } },
    },
    async () => service.listByGrouping(app.db),
  );

  app.get(
    '/api/otherresults/listforedit',
    {
      config: { access: 'admin' },
      schema: { tags: ['other results'], response: { 200: z.array(otherResultGroupingForEditSchema) } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.listForEdit(app.db);
    },
  );

  app.post(
    '/api/otherresults/addgrouping',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['other results'],
        body: addGroupingSchema,
        response: { 200: z.object({ id: z.number() }) },
      },
    },
    async (request) => service.addGrouping(app.db, request.member!.id, request.body.description),
  );

  app.post(
    '/api/otherresults/updategrouping',
    {
      config: { access: 'admin' },
      schema: { tags: ['other results'], body: updateGroupingSchema, response: ok },
    },
    async (request) => {
      await service.renameGrouping(app.db, request.member!.id, request.body.id, request.body.description);
      return true as const;
    },
  );

  app.post(
    '/api/otherresults/movegrouping',
    { config: { access: 'admin' }, schema: { tags: ['other results'], body: moveSchema, response: ok } },
    async (request) => {
      await service.moveGrouping(app.db, request.member!.id, request.body.id, request.body.direction);
      return true as const;
    },
  );

  app.delete(
    '/api/otherresults/deletegrouping/:id',
    { config: { access: 'admin' }, schema: { tags: ['other results'], params: idParams, response: ok } },
    async (request) => {
      const id = idFromAddress(request.params.id, 'Competition not found');
      await service.deleteGrouping(app.db, request.member!.id, id);
      return true as const;
    },
  );

  app.post(
    '/api/otherresults/additem',
    {
      config: { access: 'admin' },
      schema: { tags: ['other results'], consumes: ['multipart/form-data'], response: { 200: itemAnswer } },
    },
    async (request) => {
      const upload = await readUpload(request);
      const fields = parseForm(addOtherResultItemFieldsSchema, upload.fields);
      return service.addItem(app.db, request.member!.id, fields, upload.file?.content);
    },
  );

  app.post(
    '/api/otherresults/updateitem',
    {
      config: { access: 'admin' },
      schema: { tags: ['other results'], consumes: ['multipart/form-data'], response: { 200: itemAnswer } },
    },
    async (request) => {
      const upload = await readUpload(request);
      const fields = parseForm(updateOtherResultItemFieldsSchema, upload.fields);
      return service.updateItem(app.db, request.member!.id, fields, upload.file?.content);
    },
  );

  app.post(
    '/api/otherresults/moveitem',
    { config: { access: 'admin' }, schema: { tags: ['other results'], body: moveSchema, response: ok } },
    async (request) => {
      await service.moveItem(app.db, request.member!.id, request.body.id, request.body.direction);
      return true as const;
    },
  );

  app.delete(
    '/api/otherresults/deleteitem/:id',
    { config: { access: 'admin' }, schema: { tags: ['other results'], params: idParams, response: ok } },
    async (request) => {
      const id = idFromAddress(request.params.id, 'Result not found');
      await service.deleteItem(app.db, request.member!.id, id);
      return true as const;
    },
  );
};
