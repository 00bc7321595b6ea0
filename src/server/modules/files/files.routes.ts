import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, unauthorized } from '../../lib/http-errors';
import { findFileByName } from './files.repository';
import { FILE_NAME_PATTERN } from './files.service';

/** GET /pdfs/{fileName}: result PDFs for everyone, publications only for a signed-in member (DESIGN.md). */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pdfs/:fileName',
    {
      config: { access: 'public' },
      schema: { params: z.object({ fileName: z.string().max(200) }), hide: true },
    },
    async (request, reply) => {
      const name = request.params.fileName.toLowerCase();
      if (!FILE_NAME_PATTERN.test(name)) throw notFound('No such document');
      const file = await findFileByName(app.db, name);
      if (!file) throw notFound('No such document');
      const membersOnly = file.owner_kind === 'publication';
      if (membersOnly && !request.member)
        throw unauthorized('Please log in to read the society’s publications');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${file.file_name}"`)
        .header('Cache-Control', membersOnly ? 'private, no-cache' : 'public, max-age=3600')
        .header('Content-Length', String(file.size_bytes))
        .send(Buffer.from(file.content));
    },
  );
};
