import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from './http-errors';

/** Parses form fields (e.g. of a multipart upload) with a schema; failures become 400 {field: [messages]}. */
export function parseForm<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? '')] ??= []).push(issue.message);
  throw fieldErrors(errors);
}
