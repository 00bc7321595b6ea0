import type { FastifyRequest } from 'fastify';
import { formError, type HttpError } from './http-errors';

export interface UploadRules {
  /** The answer to a request that is not a multipart form. */
  notMultipart: string;
  /** The form's limits (how many files and fields, how large). */
  limits?: NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'];
  /** Keep only a file sent in this field (any other file part is read and dropped). */
  fileField?: string;
  /** The answer for the code the upload stopped with; undefined: 'the upload could not be read'. */
  refuse: (code: string | undefined) => HttpError | undefined;
}

export interface FileUpload {
  fields: Record<string, string>;
  /** The last non-empty file sent, if any. */
  file?: { fileName: string; content: Buffer };
}

/** Reads a multipart form of small text fields and at most one file. */
export async function readFileUpload(request: FastifyRequest, rules: UploadRules): Promise<FileUpload> {
  if (!request.isMultipart()) throw formError(rules.notMultipart);
  const fields: Record<string, string> = {};
  let file: FileUpload['file'];
  try {
    for await (const part of request.parts(rules.limits && { limits: rules.limits })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        const wanted = rules.fileField === undefined || part.fieldname === rules.fileField;
        if (wanted && content.byteLength > 0) file = { fileName: part.filename, content };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw (
      rules.refuse((err as { code?: string }).code) ??
      formError('The upload could not be read, please try again')
    );
  }
  return { fields, file };
}
