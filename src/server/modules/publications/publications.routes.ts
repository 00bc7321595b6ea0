import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moveSchema } from '@shared/schemas/content-fields';
import { idParams } from '@shared/schemas/id-fields';
import {
  addPublicationFieldsSchema,
  publicationSchema,
  updatePublicationFieldsSchema,
} from '@shared/schemas/publications';
import { idFromAddress } from '../../lib/id-from-address';
import { parseForm } from '../../lib/parse-form';
import { readUpload } from '../files/pdf-upload';
import * as service from './publications.service';

const ok = { 200: z.literal(true) };

/** Publications (spec §7, members only) and the administrator's uploads. */
export const publicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/Publications/List',
    {
      config: { access: 'member' },
      schema: { tags: ['publications'], response: { 200: z.array(publicationSchema) } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-cache');
      return service.listPublications(app.db);
    },
  );

  app.post(
    '/api/publications/add',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['publications'],
        consumes: ['multipart/form-data'],
        response: { 200: publicationSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      const fields = parseForm(addPublicationFieldsSchema, upload.fields);
      return service.addPublication(app.db, request.member!.id, fields, upload.file?.content);
    },
  );

  app.post(
    '/api/publications/update',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['publications'],
        consumes: ['multipart/form-data'],
        response: { 200: publicationSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      const fields = parseForm(updatePublicationFieldsSchema, upload.fields);
      return service.updatePublication(app.db, request.member!.id, fields, upload.file?.content);
    },
  );

  app.post(
    '/api/publications/move',
    { config: { access: 'admin' }, schema: { tags: ['publications'], body: moveSchema, response: ok } },
    async (request) => {
      await service.movePublication(app.db, request.member!.id, request.body.id, request.body.direction);
      return true as const;
    },
  );

  app.delete(
    '/api/publications/delete/:id',
    { config: { access: 'admin' }, schema: { tags: ['publications'], params: idParams, response: ok } },
    async (request) => {
      const id = idFromAddress(request.params.id, 'Publication not found');
      await service.deletePublication(app.db, request.member!.id, id);
      return true as const;
    },
  );
};
