import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, importPreviewSchema, importResultSchema } from '@shared/schemas/member-import';
import { readFileUpload } from '../../lib/file-upload';
import { HttpError, formError } from '../../lib/http-errors';
import { importMembers, previewImport } from './member-import.service';

const CHOOSE_FILE = 'Please choose a CSV file to import';

/** Reads the multipart form: one CSV file (1 MB at most) and small text fields such as mode=preview. */
async function readCsvUpload(request: FastifyRequest) {
  const { fields, file } = await readFileUpload(request, {
    notMultipart: CHOOSE_FILE,
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 },
    refuse: (code) => {
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        return new HttpError(413, {
          '': ['The file must be 1 MB or smaller; please split it into smaller files'],
        });
      if (code === 'FST_FILES_LIMIT') return formError('Please send one file at a time');
      return undefined;
    },
  });
  if (!file) throw formError(CHOOSE_FILE);
  return { fields, file: file.content };
}

/** POST /api/Admin/ImportUsers: with ?preview=1 (or mode=preview) it only checks the file; otherwise it imports. */
export const memberImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/Admin/ImportUsers',
    {
      config: { access: 'admin' },
      schema: {
        querystring: z.object({
          preview: z.enum(['0', '1', 'true', 'false'], { error: 'preview must be 1 or 0' }).optional(),
        }),
        response: { 200: z.union([importPreviewSchema, importResultSchema]) },
      },
    },
    async (request) => {
      const { fields, file } = await readCsvUpload(request);
      const preview = ['1', 'true'].includes(request.query.preview ?? '') || fields.mode === 'preview';
      if (preview) return previewImport(app.deps, file);
      return importMembers(app.deps, request.member!.id, file);
    },
  );
};
