import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isNotModified, markNotModified } from '../../lib/conditional-get';
import { notFound, unauthorized } from '../../lib/http-errors';
import { findDocument } from './files.service';
import { sendDocumentProblemPage } from './document-problem-page';

/** GET /pdfs/{fileName}: result PDFs for everyone, publications only for a signed-in member (DESIGN.md). */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pdfs/:fileName',
    {
      config: { access: 'public' },
      schema: { params: z.object({ fileName: z.string().max(200) }) },
    },
    async (request, reply) => {
      // A View link opens a new browser window: a browser gets a page it can read, other callers JSON.
      const wantsPage = (request.headers.accept ?? '').includes('text/html');
      const problem = (status: 401 | 404, title: string, text: string, link: string, linkText: string) => {
        if (!wantsPage) throw status === 404 ? notFound(text) : unauthorized(text);
        return sendDocumentProblemPage(reply, status, {
          societyName: app.siteSettings.current.societyName,
          title,
          text,
          link,
          linkText,
        });
      };
      const missing = () =>
        problem(
          404,
          'Document not found',
          'Sorry, this document could not be found. It may have been replaced or removed.',
          '/home',
          'Go to the home page',
        );
      const file = await findDocument(app.db, request.params.fileName);
      if (!file) return missing();
      const membersOnly = file.owner_kind === 'publication';
      if (membersOnly && !request.member)
        return problem(
          401,
          'Please log in',
          'Please log in to read the society’s publications',
          '/loginregister',
          'Log in',
        );
      reply
        .header('Content-Disposition', `inline; filename="${file.file_name}"`)
        .header('Cache-Control', membersOnly ? 'private, no-cache' : 'public, max-age=3600');
      // A file is never changed in place (a new upload is a new row), so its id, size and upload time name its
      // bytes: after the hour, or for a publication each time, a browser checks and gets 304 instead of the file.
      const etag = `"${file.id}-${file.size_bytes}-${Date.parse(file.created_at).toString(36)}"`;
      if (isNotModified(request, reply, { etag, lastModified: file.created_at })) {
        markNotModified(reply);
        return reply.send();
      }
      return reply
        .type('application/pdf')
        .header('Content-Length', String(file.size_bytes))
        .send(Buffer.from(file.content));
    },
  );
};
