import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

export type FieldErrorMap = Record<string, string | undefined>;

/** The first message per field of a Zod failure. */
export function issuesByField(issues: z.core.$ZodIssue[]): FieldErrorMap {
  const out: FieldErrorMap = {};
  for (const i of issues) {
    const key = String(i.path[0] ?? '');
    out[key] ??= i.message;
  }
  return out;
}

/**
 * The first message per field of a 400 answer ({field: [messages]}); other failures under ''.
 * A form-level message about the uploaded file goes to the file field, where the administrator looks.
 */
export function apiErrorsByField(err: unknown, fileField?: string): FieldErrorMap {
  if (err instanceof ApiError && err.body && typeof err.body === 'object') {
    const out: FieldErrorMap = {};
    for (const [k, v] of Object.entries(err.body as Record<string, unknown>)) {
      if (Array.isArray(v) && typeof v[0] === 'string') out[k] = v[0];
    }
    if (fileField && out[''] && /\b(PDF|file)\b/i.test(out[''])) {
      out[fileField] = out[''];
      delete out[''];
    }
    if (Object.keys(out).length) return out;
  }
  return { '': err instanceof Error ? err.message : 'Server error' };
}
