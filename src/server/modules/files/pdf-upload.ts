import type { FastifyRequest } from 'fastify';
import { HttpError, formError } from '../../lib/http-errors';
import { readFileUpload, type FileUpload } from '../../lib/file-upload';

export type PdfUpload = FileUpload;

/** Reads a multipart form with at most one file; the file's size limit (20 MB) answers a clear 413. */
export function readUpload(request: FastifyRequest): Promise<PdfUpload> {
  return readFileUpload(request, {
    notMultipart: 'Please send the form as a file upload (multipart/form-data)',
    refuse: (code) => {
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        return new HttpError(413, { '': ['The file must be 20 MB or smaller'] });
      if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
        return formError('Please send one file at a time');
      if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
        return formError('Please send the form as a file upload');
      return undefined;
    },
  });
}
