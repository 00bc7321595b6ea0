import type { FastifyRequest } from 'fastify';
import { HttpError, formError } from '../../lib/http-errors';

export interface PdfUpload {
  fields: Record<string, string>;
  file?: { fileName: string; content: Buffer };
}

/** Reads a multipart form with at most one file; the file's size limit (20 MB) answers a clear 413. */
export async function readUpload(request: FastifyRequest): Promise<PdfUpload> {
  if (!request.isMultipart()) throw formError('Please send the form as a file upload (multipart/form-data)');
  const fields: Record<string, string> = {};
  let file: PdfUpload['file'];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (content.byteLength > 0) file = { fileName: part.filename, content };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, { '': ['The file must be 20 MB or smaller'] });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw formError('Please send one file at a time');
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw formError('Please send the form as a file upload');
    throw formError('The upload could not be read, please try again');
  }
  return { fields, file };
}
