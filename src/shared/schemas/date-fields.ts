import { z } from 'zod';
import { isRealDate } from '../dates';
import { formText } from './content-fields';
import { refuse } from './refuse';

/** A full ISO timestamp cut to its date (a client may send one for a date). */
const dateOnly = (raw: string) => (/^\d{4}-\d{2}-\d{2}T/.test(raw) ? raw.slice(0, 10) : raw);

/**
 * A required date as YYYY-MM-DD: '{label} is required', or '{label} must be a real date' (also when `allowed`
 * refuses it). `cutTime` takes the date of a full ISO timestamp.
 */
export const requiredDateField = (
  label: string,
  { cutTime = false, allowed = () => true }: { cutTime?: boolean; allowed?: (date: string) => boolean } = {},
) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const raw = formText(v);
      if (!raw) return refuse(ctx, `${label} is required`);
      const s = cutTime ? dateOnly(raw) : raw;
      if (!isRealDate(s) || !allowed(s)) return refuse(ctx, `${label} must be a real date`);
      return s;
    });

/** An optional date as YYYY-MM-DD (null when empty); a full ISO timestamp is cut to its date. */
export const optionalDateField = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const r = formText(v);
      if (!r) return null;
      const s = dateOnly(r);
      if (!isRealDate(s)) return refuse(ctx, `${label} must be a real date`);
      return s;
    });
