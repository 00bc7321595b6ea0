import { z } from 'zod';
import { refuse } from './refuse';

/** The largest id a row can have (a 32-bit integer column on PostgreSQL). */
export const MAX_DB_ID = 2_147_483_647;

/** The id in an address or a form field, or null when it cannot name a row. */
export function parseId(raw: string): number | null {
  return /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_DB_ID ? Number(raw) : null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** The id of a row sent in a body or form (a number or digits), 1 or more; `message` for anything else. */
export const idField = (message: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const n = parseId(text(v));
      if (n === null) return refuse(ctx, message);
      return n;
    });

/** A whole-number id in a JSON body, 1 up to the largest id, with `message` for anything else. */
export const wholeIdNumber = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_DB_ID, message);

/** Ids in an address are read by the handler, so that one naming nothing is a 404, however malformed. */
export const idParams = z.object({ id: z.string().max(200) });
